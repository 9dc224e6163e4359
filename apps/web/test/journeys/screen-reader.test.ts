import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDomain, activeMailboxes } from '../support/arrange.js';
import { callsOutsideTheApi, launchBrowser, openContext, signIn } from '../support/browser.js';
import { createMember, startTestServer, type TestServer } from '../support/server.js';
import { DESKTOP } from '../support/viewports.js';

// What a screen reader gets beyond axe's rules: each screen's document title (tabs, the history
// and screen readers name the page by it), and an outline that starts at the screen's h1 and
// never skips a level.

const EMAIL = 'listener@example.test';
const PASSWORD = 'a long enough password';
let server: TestServer;
let browser: Browser;
let page: Page;
const calls = new Set<string>();
let domain: { uid: string; name: string };
let mailbox: { uid: string; email: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await createMember(server, { email: EMAIL, password: PASSWORD, role: 'admin' });
  domain = await activeDomain(server);
  mailbox = (await activeMailboxes(server, domain.name, ['ann']))[0]!;
  const context = await openContext(browser, server.baseUrl, calls, { viewport: DESKTOP });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  expect(callsOutsideTheApi(calls)).toEqual([]);
});

const app = (path: string) => `${server.baseUrl}/app/w/${server.workspace}${path}`;

/** The headings of the screen as a screen reader lists them: level and name, in order. */
function outline(target: Page): Promise<{ level: number; name: string }[]> {
  return target.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => !h.closest('[aria-hidden="true"]'))
      .map((h) => ({ level: Number(h.tagName[1]), name: (h.textContent ?? '').trim() })),
  );
}

/** The screen's outline opens with its one h1 (its title) and goes down one level at a time. */
async function expectOutline(target: Page, h1: string): Promise<void> {
  const headings = await outline(target);
  const summary = headings.map((h) => `h${h.level} ${h.name}`).join(' | ');
  expect(headings[0], summary).toEqual({ level: 1, name: h1 });
  expect(headings.filter((h) => h.level === 1).length, summary).toBe(1);
  headings.forEach((h, i) => {
    if (i > 0)
      expect(h.level, `${summary}: "${h.name}" skips a level`).toBeLessThanOrEqual(
        headings[i - 1]!.level + 1,
      );
  });
}

describe('titles and outlines', () => {
  it('names every screen in the document title, its h1 first, within its section', async () => {
    await page.goto(`${server.baseUrl}/app/sign-in`);
    await expect.poll(() => page.title()).toBe('Sign in to Mailwright');
    await signIn(page, server.baseUrl, EMAIL, PASSWORD);

    // [path, the h1, the document title, a heading that shows once the screen's data is in].
    const screens: [string, string, string, string?][] = [
      ['/mailboxes', 'Mailboxes', 'Mailboxes · Mailwright'],
      ['/domains', 'Domains', 'Domains · Mailwright'],
      [
        `/domains/${domain.uid}`,
        domain.name,
        `${domain.name} · Domains · Mailwright`,
        'Status history',
      ],
      ['/domains/buy', 'Buy domains', 'Buy domains · Domains · Mailwright'],
      [
        `/mailboxes/${mailbox.uid}`,
        mailbox.email,
        `${mailbox.email} · Mailboxes · Mailwright`,
        'Settings',
      ],
      ['/sequencers', 'Sequencers', 'Sequencers · Mailwright', 'No sequencer connected'],
      ['/account', 'Account and security', 'Account and security · Mailwright', 'Password'],
      ['/warmup', 'Warmup', 'Warmup · Mailwright', 'No mailbox is warming'],
      ['/placement', 'Inbox placement', 'Inbox placement · Mailwright', 'No placement test yet'],
      ['/infraguard', 'InfraGuard', 'InfraGuard · Mailwright', 'No domain is protected'],
      ['/insights', 'Email Insight', 'Email Insight · Mailwright', 'Replies by weekday and hour'],
      [
        `/health/domains/${domain.uid}`,
        `Health of ${domain.name}`,
        `Health of ${domain.name} · Health · Mailwright`,
        'Latest placement',
      ],
    ];
    for (const [path, h1, title, loaded] of screens) {
      await page.goto(app(path));
      await page.getByRole('heading', { name: h1, level: 1 }).waitFor();
      if (loaded) await page.getByRole('heading', { name: loaded, exact: true }).waitFor();
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      await expectOutline(page, h1);
    }

    // Moving through the navigation titles the next screen (no page load: the app's own move).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Domains' })
      .click();
    await page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Domains · Mailwright');
    await page.getByRole('link', { name: domain.name }).click();
    await expect.poll(() => page.title()).toBe(`${domain.name} · Domains · Mailwright`);

    // The operator console's screens are titled within it.
    await page.goto(`${server.baseUrl}/app/operator/sign-in`);
    await expect.poll(() => page.title()).toBe('Operator console · Mailwright');
  });
});
