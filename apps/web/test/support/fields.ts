import type { Page } from 'playwright-core';

/**
 * The form field labelled exactly `name` (a required field's label ends in an asterisk, which
 * Playwright's exact match would count).
 */
export function field(page: Page, name: string) {
  return page.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

/**
 * What the form field labelled `name` is described by (its hint and its error, as a screen reader
 * reads them with the field): an error shown under the field is in it, a banner elsewhere is not.
 */
export function fieldDescription(page: Page, name: string): Promise<string> {
  return field(page, name).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id: string) => (id ? (input.ownerDocument.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}
