import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONTROLS } from './viewports.js';

/**
 * Tabs through the screen, as a person without a mouse does, and fails naming every control that
 * Tab never reaches. A group that takes one tab stop and moves by arrow keys (radio buttons of one
 * name, a tab list) counts as reached when one of its members is. Controls behind an open dialog
 * are not expected (the dialog keeps the focus, as it must).
 */
export async function expectReachableByKeyboard(page: Page, screen: string): Promise<void> {
  const total = await page.evaluate(markControls, CONTROLS);
  // The page records each stop the focus lands on, so Tab is pressed in batches without a round
  // trip to read the focus after each press.
  await page.evaluate(() => {
    const walk = window as unknown as KeyboardWalk;
    walk.keyboardStops = [];
    walk.keyboardListener = (event) => {
      const stop = (event.target as Element | null)?.closest?.('[data-keyboard-stop]');
      if (stop) walk.keyboardStops.push(stop.getAttribute('data-keyboard-stop')!);
    };
    document.addEventListener('focusin', walk.keyboardListener);
    (document.activeElement as HTMLElement | null)?.blur?.();
  });
  // Until the focus comes round to the first stop again (or twice the count, if it never does).
  let stops: string[] = [];
  for (let pressed = 0; pressed < total * 2 + 4; ) {
    const batch = Math.max(total - stops.length, 0) + 4;
    for (let i = 0; i < batch; i++) await page.keyboard.press('Tab');
    pressed += batch;
    stops = await page.evaluate(() => (window as unknown as KeyboardWalk).keyboardStops);
    if (stops.length > 1 && stops.indexOf(stops[0]!, 1) > 0) break;
  }
  const reached = new Set(stops);
  const missed = await page.evaluate(
    (ids) => {
      const stops = [...document.querySelectorAll<HTMLElement>('[data-keyboard-stop]')];
      const group = (e: HTMLElement) => e.getAttribute('data-keyboard-group');
      const reachedGroups = new Set(
        stops.filter((e) => ids.includes(e.getAttribute('data-keyboard-stop')!)).map(group),
      );
      const names = stops
        .filter((e) => !ids.includes(e.getAttribute('data-keyboard-stop')!))
        .filter((e) => !group(e) || !reachedGroups.has(group(e)))
        .map((e) => {
          // Its name as a person reads it: its label, else its text, else the field's name.
          const label = (e as HTMLInputElement).labels?.[0]?.textContent;
          const name =
            e.getAttribute('aria-label') || label || e.textContent || (e as HTMLInputElement).name;
          return `<${e.tagName.toLowerCase()}> "${(name ?? '').trim().slice(0, 40)}"`;
        });
      for (const e of stops) {
        e.removeAttribute('data-keyboard-stop');
        e.removeAttribute('data-keyboard-group');
      }
      document.removeEventListener('focusin', (window as unknown as KeyboardWalk).keyboardListener);
      // The screen is left as it was found: nothing focused (no ring in its screenshot), and no
      // text selected (a field the walk went through keeps its text selected otherwise).
      (document.activeElement as HTMLElement | null)?.blur?.();
      getSelection()?.removeAllRanges();
      return names;
    },
    [...reached],
  );
  expect(missed, `not reached by Tab on ${screen}`).toEqual([]);
}

/** What the walk keeps in the page while it runs. */
type KeyboardWalk = { keyboardStops: string[]; keyboardListener: (event: FocusEvent) => void };

/** Runs in the page: marks every control a person can see and use; returns how many. */
function markControls(controlSelector: string): number {
  const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const scope = dialog ?? document.body;
  const controls = [...scope.querySelectorAll<HTMLElement>(controlSelector)].filter((e) => {
    const box = e.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    return (
      shown &&
      !(e as HTMLButtonElement).disabled &&
      e.getAttribute('aria-disabled') !== 'true' &&
      !e.closest('[aria-hidden="true"], [inert]')
    );
  });
  const lists = [...document.querySelectorAll('[role="tablist"]')];
  controls.forEach((e, i) => {
    e.setAttribute('data-keyboard-stop', String(i));
    const input = e as HTMLInputElement;
    if (e.getAttribute('role') === 'tab')
      e.setAttribute(
        'data-keyboard-group',
        `tablist:${lists.indexOf(e.closest('[role="tablist"]')!)}`,
      );
    else if (input.type === 'radio') e.setAttribute('data-keyboard-group', `radio:${input.name}`);
  });
  return controls.length;
}
