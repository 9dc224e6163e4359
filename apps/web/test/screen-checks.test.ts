import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser.js';
import { expectReachableByKeyboard } from './support/keyboard.js';
import { findCutOff } from './support/layout.js';
import { pointerLogs, recordPointerEvents } from './support/pointer-log.js';
import { PHONE } from './support/viewports.js';

// The layout and keyboard checks every screen goes through (`support/layout.ts`,
// `support/keyboard.ts`) and axe's (`support/browser.ts`), on pages made for them: what they must name, and what they must let pass.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
});

afterAll(async () => {
  await browser?.close();
});

const CARD = 'style="width: 300px; overflow: hidden; border: 1px solid"';
const ROW = 'style="display: flex; flex-wrap: nowrap; gap: 4px"';
const BUTTON_LABEL = 'style="white-space: nowrap; overflow: hidden; display: block"';

describe('the layout check', () => {
  it('names a page wider than the window, from the element where it starts', async () => {
    await page.setContent(
      `<main><table aria-label="Wide"><tr><td style="min-width: 600px">wide cell</td></tr></table></main>`,
    );
    expect(await findCutOff(page)).toEqual([
      `the page is ${await page.evaluate(() => document.documentElement.scrollWidth)} px wide in a ${PHONE.width} px window, from <table> "Wide"`,
    ]);
  });

  it('names a button squeezed narrower than its label, a badge cut short, and a control outside its card', async () => {
    await page.setContent(`<div ${CARD}>
      <div ${ROW}><code style="white-space: nowrap">a-long-value-with-no-space-in-it-at-all</code>
        <button aria-label="Copy value"><span ${BUTTON_LABEL}>Copy</span></button></div>
      <div style="width: 400px"><input aria-label="Wide field" style="width: 380px"></div>
      <span style="display: inline-block; width: 30px"><span class="mantine-Badge-label"
        style="display: block; overflow: hidden; white-space: nowrap">spam folder</span></span>
    </div>`);
    const found = await findCutOff(page);
    expect(found).toHaveLength(4);
    expect(found[0]).toBe('the badge "spam folder" is cut short');
    expect(found[1]).toMatch(
      /^the text "a-long-value-with-no-space-in-it-at-all" is cut off by <div>/,
    );
    expect(found[2]).toMatch(/^<button> "Copy value" (is narrower than its label|sticks out of)/);
    expect(found[3]).toMatch(/^<input> "Wide field" sticks out of <div>/);
  });

  it('names text run past a card or an alert that hides it, not text cut short with an ellipsis, scrolled or for screen readers', async () => {
    const WORD = 'wilhelmina.bartholomewashworth.cunninghamfitzgerald@fabrikam.example';
    // The alert is made as Mantine's: its message's ellipsis cuts nothing, as the box around it
    // grows to the word; the alert is what hides the rest.
    await page.setContent(`<div ${CARD}>
      <p>Send this link to <b>${WORD}</b></p>
      <div role="alert" style="overflow: hidden; width: 200px"><div style="display: flex"><div>
        <div style="overflow: hidden; text-overflow: ellipsis">${WORD}</div></div></div></div>
      <p style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis">${WORD}</p>
      <p style="overflow: hidden; text-overflow: ellipsis">${WORD}</p>
      <div style="overflow-x: auto"><p style="white-space: nowrap">${WORD}</p></div>
      <p style="overflow-wrap: anywhere">${WORD}</p>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; white-space: nowrap">${WORD}</span>
    </div>`);
    expect(await findCutOff(page)).toEqual([
      `the text "${WORD.slice(0, 40)}" is cut off by <div> "Send this link to wilhe…`,
      `the text "${WORD.slice(0, 40)}" is cut off by <div> "wilhelmina.bartholomewa…`,
    ]);
  });

  it("names a select's chosen option cut short, not a short one or a field that is typed in", async () => {
    const choice = (value: string) =>
      `<label>Scheme <input readonly aria-haspopup="listbox" style="width: 200px" value="${value}"></label>`;
    await page.setContent(`${choice('HMAC-SHA256 of the body with the signing secret')}
      ${choice('HMAC-SHA256')}
      <label>Note <input style="width: 200px" value="a note longer than its field, which scrolls as it is typed"></label>`);
    expect(await findCutOff(page)).toEqual([
      'the choice "HMAC-SHA256 of the body with the signing secret" in "Scheme" is cut short',
    ]);
  });

  it('lets pass a table that scrolls in its card, a value that wraps, and a visually hidden input', async () => {
    await page.setContent(`<div ${CARD}>
      <div style="overflow-x: auto"><table><tr><td style="min-width: 600px"><button>Far</button></td></tr></table></div>
      <div ${ROW}><code style="overflow-wrap: anywhere">a-long-value-with-no-space-in-it-at-all</code>
        <button style="flex-shrink: 0"><span ${BUTTON_LABEL}>Copy</span></button></div>
      <input type="checkbox" aria-label="Hidden" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">
    </div>`);
    expect(await findCutOff(page)).toEqual([]);
  });
});

describe('the keyboard check', () => {
  it('names a control that Tab skips', async () => {
    await page.setContent(`<input aria-label="Password"><button tabindex="-1">Show password</button>
      <label>Remember me <input type="checkbox" tabindex="-1"></label><button>Sign in</button>`);
    await expect(expectReachableByKeyboard(page, 'made')).rejects.toMatchObject({
      message: expect.stringMatching(/^not reached by Tab on made/),
      actual: ['<button> "Show password"', '<input> "Remember me"'],
    });
  });

  it('counts radio buttons of one name as one stop, and leaves out what a dialog covers', async () => {
    await page.setContent(`<fieldset><input type="radio" name="pay" aria-label="Wallet" checked>
      <input type="radio" name="pay" aria-label="Checkout"></fieldset><button>Buy</button>
      <button disabled>Not yet</button>`);
    await expectReachableByKeyboard(page, 'radios');
    await page.setContent(`<button tabindex="-1">Behind</button>
      <div role="dialog" aria-modal="true"><button>Confirm</button><button>Cancel</button></div>`);
    await expectReachableByKeyboard(page, 'dialog');
  });
});

describe('the layout check on headers', () => {
  const BAR =
    'style="position: fixed; top: 0; left: 0; right: 0; height: 60px; display: flex; align-items: center; gap: 8px"';

  it('names what sits above the window or out of its header, and text cut short in a header', async () => {
    // A row that wrapped in a 60 px bar: its first button is above the window, its last below the bar.
    await page.setContent(`<header ${BAR}>
      <div style="display: flex; flex-direction: column; justify-content: center; height: 60px; gap: 8px">
        <button>Toggle navigation</button><button>Teams</button><button>Sign out</button></div>
      <p style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; margin: 0">Olive Operator the Second</p>
    </header>`);
    const found = await findCutOff(page);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /^<button> "Toggle navigation" in the header is \d+ px above the window$/,
    );
    expect(found[1]).toBe('<button> "Sign out" in the header sticks out of the header');
    expect(found[2]).toBe('the header\'s text "Olive Operator the Second" is cut short');
  });

  it('names a header that starts above the page, and lets pass a skip link seen while focused', async () => {
    await page.setContent(
      `<style>body { margin: 0 }</style><header style="margin-top: -15px; height: 40px"><button>Menu</button></header>`,
    );
    expect(await findCutOff(page)).toEqual([
      'the header <header> "Menu" starts 15 px above the window',
      '<button> "Menu" in the header is 15 px above the window',
    ]);
    await page.setContent(`<style>.skip { position: absolute; transform: translateY(-200%) }
      .skip:focus { transform: none }</style>
      <header ${BAR}><a class="skip" href="#main">Skip to the screen</a><button>Menu</button>
      <p style="margin: 0">Workspace with a name that wraps onto a second line at this width</p></header>
      <main id="main"></main>`);
    expect(await findCutOff(page)).toEqual([]);
  });
});

describe('the accessibility check', () => {
  const PAGE = (body: string) =>
    `<html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;

  it('names a violation that stays, with its rule and element', async () => {
    await page.setContent(PAGE('<p style="color: #bbb; background: #fff">faint text</p>'));
    const failure = await expectAccessible(page, 'faint').then(
      () => undefined,
      (error: { actual: string[] }) => error.actual,
    );
    expect(failure).toEqual([expect.stringMatching(/^color-contrast \(serious\).*faint text/)]);
  });

  it('lets pass a notification measured while it fades in, once it is read in full', async () => {
    // Still faint when the screen is first still, as a notification that appears while axe runs
    // (seen once in the suite); it fades in fully a moment later.
    await page.setContent(
      PAGE(`<p id="done" style="color: #000; background: #fff; opacity: 0.2;
        transition: opacity 200ms">Done</p>
        <script>setTimeout(() => { document.getElementById('done').style.opacity = '1'; }, 500);</script>`),
    );
    await expectAccessible(page, 'fading in');
  });
});

/** A button that moves away as it is pressed, as a dialog sliding into place would move it. */
const MOVING = `<!doctype html><title>Moving</title><main>
  <p id="said">not clicked</p>
  <div style="position: relative; height: 160px">
    <button id="keep" style="position: absolute; top: 0">Keep as it is</button>
  </div>
  <script>
    const keep = document.getElementById('keep');
    keep.addEventListener('pointerdown', () => { keep.style.top = '100px'; });
    keep.addEventListener('click', () => { document.getElementById('said').textContent = 'clicked'; });
  </script>
</main>`;

describe('the pointer log', () => {
  it('shows a click Playwright calls done whose press and release landed on different controls', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await recordPointerEvents(context);
    // Loaded from an address: the log starts as each document loads (set content loads none).
    await context.route('http://pointer.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: MOVING }),
    );
    const moving = await context.newPage();
    await moving.goto('http://pointer.test/');
    await moving.getByRole('button', { name: 'Keep as it is' }).click();
    expect(await moving.locator('#said').textContent()).toBe('not clicked');
    const log = await pointerLogs(browser);
    expect(log).toMatch(/pointer events on http:\/\/pointer\.test\/:/);
    expect(log).toMatch(/pointerdown at \d+,\d+ on button "Keep as it is"/);
    expect(log).toMatch(/pointerup at \d+,\d+ on div\n/);
    expect(log).not.toMatch(/(pointerup|click) at \d+,\d+ on button/);
    await context.close();
  });
});
