import type { Page } from 'playwright-core';

/**
 * The form field labelled exactly `name` (a required field's label ends in an asterisk, which
 * Playwright's exact match would count).
 */
export function field(page: Page, name: string) {
  return page.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}
