import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PATIENCE_MS } from '../../../server/test/support/wait.js';
import { CONTROLS, PHONE } from './viewports.js';

/**
 * Waits until nothing on the page moves: no transition or animation running except those that
 * never end (a loader). `getAnimations` brings style up to date first, so a transition a change
 * has just started (a dialog fading in, the navigation folding after a resize) is among them.
 */
export async function waitForStillScreen(page: Page): Promise<void> {
  // Two frames drawn, within the patience of any wait: a page that draws none fails here, named,
  // instead of holding its test to vitest's limit and going on under the next test (seen once).
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    ),
    new Promise((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`the page drew no frame in ${PATIENCE_MS / 1000} s`)),
        PATIENCE_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Checks the screen at the page's width, runs `atWidth` (a screenshot), and, when the page is
 * wider than a phone, checks it again at a phone's width and puts the width back: nothing a person
 * must reach is cut off (`cutOff`). A screen that lays itself out again after the resize (a media
 * query re-rendering) is given until it settles, each time: the test's next click must not land
 * while the screen still moves back into its wide layout.
 */
export async function expectUsableLayout(
  page: Page,
  screen: string,
  atWidth: () => Promise<void>,
): Promise<void> {
  await expectNothingCutOff(page, screen);
  await atWidth();
  const size = page.viewportSize();
  if (!size || size.width <= PHONE.width) return;
  await page.setViewportSize(PHONE);
  await expectNothingCutOff(page, `${screen} at phone width`);
  await page.setViewportSize(size);
  await waitForStillScreen(page);
}

/** Once the screen is still, nothing on it is cut off (`findCutOff`), asked until it passes. */
export async function expectNothingCutOff(page: Page, screen: string): Promise<void> {
  await waitForStillScreen(page);
  await expect
    .poll(() => findCutOff(page), { interval: 100, message: `cut off on ${screen}` })
    .toEqual([]);
}

/**
 * What is cut off on the page as it is now (`cutOff`, and `headerCutOff` for the headers):
 * empty when the screen passes.
 */
export async function findCutOff(page: Page): Promise<string[]> {
  return [...(await page.evaluate(cutOff, CONTROLS)), ...(await page.evaluate(headerCutOff))];
}

/**
 * Runs in the page. Names what a person cannot fully see or reach:
 * - a page wider than its window (it scrolls sideways), named by where the overflow starts;
 * - a button or link squeezed narrower than its own label (the rest of the label is hidden),
 *   a badge (a status, a tag) whose label is cut short, and a select's chosen option cut short;
 * - a control that sticks out of an ancestor hiding its overflow (a card, a cell) on a side
 *   where nothing scrolls, and a table wider than such an ancestor (its last columns unread);
 * - running text past the edge of such an ancestor (a word with no place to break, hidden).
 * Controls inside a scrolling container are reached by scrolling and pass; so do visually hidden
 * inputs (a pixel or less), words for screen readers only, and what is not rendered.
 */
function cutOff(controlSelector: string): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  /** Words for screen readers only (a pixel, out of the flow): not shown, so not cut short. */
  const forScreenReaders = (e: Element) => {
    const box = e.getBoundingClientRect();
    return getComputedStyle(e).position === 'absolute' && box.width <= 1 && box.height <= 1;
  };
  const describe = (e: Element) =>
    `<${e.tagName.toLowerCase()}> "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
  /** An ancestor that clips or scrolls it sideways (its overflow is then that ancestor's). */
  const heldSideways = (e: Element) => {
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  if (root.scrollWidth > root.clientWidth + 1) {
    const wide = (e: Element | null) =>
      !!e && e.getBoundingClientRect().right > root.clientWidth + 1;
    const starts = [...document.body.querySelectorAll('*')]
      .filter((e) => wide(e) && !wide(e.parentElement) && !heldSideways(e))
      .slice(0, 3)
      .map(describe);
    found.push(
      `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window, from ${starts.join(', ')}`,
    );
  }
  // A status or tag is a badge; Mantine cuts a squeezed badge's label with an ellipsis.
  for (const label of document.querySelectorAll<HTMLElement>('.mantine-Badge-label'))
    if (label.scrollWidth > label.clientWidth + 1)
      found.push(`the badge "${label.textContent?.trim()}" is cut short`);
  // A choice (a select's read-only field, which opens a list) shows the option chosen: the person
  // can neither scroll nor edit it, so what does not fit is never read.
  for (const choice of document.querySelectorAll<HTMLInputElement>(
    'input[readonly][aria-haspopup="listbox"]',
  ))
    if (choice.offsetWidth > 0 && choice.scrollWidth > choice.clientWidth + 1)
      found.push(
        `the choice "${choice.value}" in "${choice.labels?.[0]?.textContent?.trim() ?? choice.getAttribute('aria-label')}" is cut short`,
      );
  // A table wider than a box that hides what overflows (a card), with nothing between them that
  // scrolls: its last columns are cut off and no one can read them.
  for (const table of document.querySelectorAll<HTMLElement>('table')) {
    const box = table.getBoundingClientRect();
    if (box.width <= 1 || table.closest('[aria-hidden="true"]')) continue;
    for (let a = table.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
      const edge = a.getBoundingClientRect();
      if (hides(style.overflowX) && (box.left < edge.left - 1 || box.right > edge.right + 1)) {
        found.push(
          `the table "${table.getAttribute('aria-label') ?? ''}" is cut off by ${describe(a).slice(0, 30)}…`,
        );
        break;
      }
    }
  }
  // Running text that runs past a box hiding its overflow (a card, an alert), with nothing
  // between them that scrolls: the rest of it is never read. Text that such a box cuts short
  // with an ellipsis is cut by design, and words for screen readers only are not shown: they pass.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    const holder = text.parentElement;
    if (!holder || !text.textContent?.trim() || holder.closest('[aria-hidden="true"]')) continue;
    // A control's label and a badge's have their own checks above and below.
    if (holder.closest(`${controlSelector}, .mantine-Badge-label`)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const box = range.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    for (let a: Element | null = holder; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (forScreenReaders(a) || ['auto', 'scroll'].includes(style.overflowX)) break;
      const edge = a.getBoundingClientRect();
      if (hides(style.overflowX) && (box.left < edge.left - 1 || box.right > edge.right + 1)) {
        if (style.textOverflow !== 'ellipsis')
          found.push(
            `the text "${text.textContent.trim().slice(0, 40)}" is cut off by ${describe(a).slice(0, 30)}…`,
          );
        break;
      }
    }
  }
  const controls = document.querySelectorAll<HTMLElement>(controlSelector);
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || control.closest('[aria-hidden="true"]')) continue;
    // A field's value may be longer than the field (it scrolls); a button's label may not.
    const squeezed =
      !['INPUT', 'SELECT', 'TEXTAREA'].includes(control.tagName) &&
      [control, ...control.querySelectorAll<HTMLElement>('*')].some(
        (part) =>
          !(part !== control && forScreenReaders(part)) &&
          hides(getComputedStyle(part).overflowX) &&
          part.scrollWidth > part.clientWidth + 1,
      );
    if (squeezed) {
      found.push(`${describe(control)} is narrower than its label`);
      continue;
    }
    let [sideways, upDown] = [true, true];
    for (let a = control.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      const edge = a.getBoundingClientRect();
      const outSideways = box.left < edge.left - 1 || box.right > edge.right + 1;
      const outUpDown = box.top < edge.top - 1 || box.bottom > edge.bottom + 1;
      if (
        (sideways && hides(style.overflowX) && outSideways) ||
        (upDown && hides(style.overflowY) && outUpDown)
      ) {
        found.push(`${describe(control)} sticks out of ${describe(a).slice(0, 30)}…`);
        break;
      }
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') sideways = false;
      if (style.overflowY === 'auto' || style.overflowY === 'scroll') upDown = false;
      if (!sideways && !upDown) break;
    }
  }
  return found;
}

/**
 * Runs in the page. Names what a person cannot see of a header (the app's bar at the top, or
 * any `header`): a header that starts above the page or runs past the window's sides (a fixed
 * one measured in the window, as it stays there), anything in it that sticks out of it (a row
 * that wrapped out of a 60 px bar, above the window's top edge) or out of the window, and text
 * in it cut short (an ellipsis, or lines clamped). A header's box does not hide what overflows
 * it, so the checks above, which look for a box that hides, never saw these. What shows only
 * while it has the focus (the skip link) is measured with the focus, and the focus put back.
 */
function headerCutOff(): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  const describe = (e: Element) =>
    `<${e.tagName.toLowerCase()}> "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
  const headers = [...document.querySelectorAll<HTMLElement>('header, [role="banner"]')].filter(
    (h) => !h.closest('[aria-hidden="true"]') && h.getBoundingClientRect().width > 1,
  );
  for (const header of headers) {
    const fixed = getComputedStyle(header).position === 'fixed';
    // Where a box is on the page: a fixed header's own box, another's as scrolled to the top.
    const place = (e: Element) => {
      const box = e.getBoundingClientRect();
      const dy = fixed ? 0 : window.scrollY;
      const dx = fixed ? 0 : window.scrollX;
      return {
        top: box.top + dy,
        bottom: box.bottom + dy,
        left: box.left + dx,
        right: box.right + dx,
        width: box.width,
        height: box.height,
      };
    };
    const edge = place(header);
    const name = `the header ${describe(header)}`;
    if (edge.top < -1) found.push(`${name} starts ${Math.round(-edge.top)} px above the window`);
    if (edge.left < -1 || edge.right > root.clientWidth + 1)
      found.push(`${name} runs past the window's side`);
    const outside = (e: Element) => {
      const box = place(e);
      if (box.width <= 1 || box.height <= 1) return null;
      if (box.top < -1) return `is ${Math.round(-box.top)} px above the window`;
      if (box.left < -1 || box.right > root.clientWidth + 1) return "runs past the window's side";
      if (
        box.top < edge.top - 1 ||
        box.bottom > edge.bottom + 1 ||
        box.left < edge.left - 1 ||
        box.right > edge.right + 1
      )
        return 'sticks out of the header';
      return null;
    };
    // Named once: what is in an element already named is not named again.
    const named: Element[] = [];
    for (const part of header.querySelectorAll<HTMLElement>('*')) {
      if (part.closest('[aria-hidden="true"]') || named.some((e) => e.contains(part))) continue;
      let problem = outside(part);
      if (problem && part.matches('a[href], button, input, select, textarea, [tabindex]')) {
        const before = document.activeElement as HTMLElement | null;
        part.focus({ preventScroll: true });
        if (document.activeElement === part) problem = outside(part);
        part.blur();
        before?.focus?.({ preventScroll: true });
      }
      if (problem) {
        named.push(part);
        found.push(`${describe(part)} in the header ${problem}`);
        continue;
      }
      const style = getComputedStyle(part);
      const clipped = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const box = part.getBoundingClientRect();
      // Words for screen readers only (a pixel, out of the flow) are not shown, so not cut short.
      const forScreenReaders = style.position === 'absolute' && box.width <= 1 && box.height <= 1;
      if (
        clipped &&
        !forScreenReaders &&
        part.childElementCount === 0 &&
        (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1)
      )
        found.push(`the header's text "${part.textContent?.trim().slice(0, 40)}" is cut short`);
    }
  }
  return found;
}
