import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeDomain, activeMailboxes, uniqueName } from '../support/arrange.js';
import { field } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';
import { waitForStillScreen } from '../support/layout.js';

// What a screen reader gets beyond axe's rules: each screen's document title (tabs, the history
// and screen readers name the page by it), an outline that starts at the screen's h1 and never
// skips a level, and the statuses the event stream moves read out where a person waits on them
// (a record's own page, the table of what was just bought or connected), once, not per cell.
// A person whose system asks for less motion gets none (the suite's pages ask for it too:
// `openContext`).

let domain: { uid: string; name: string };
let mailbox: { uid: string; email: string };

// The shared page starts signed out: the first test reads the sign-in screen's title.
const journey = setUpJourney({
  members: [{ email: 'listener@example.test' }],
  async arrange(server) {
    domain = await activeDomain(server);
    mailbox = (await activeMailboxes(server, domain.name, ['ann']))[0]!;
  },
  page: 'signed-out',
});

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
    await journey.page.goto(`${journey.server.baseUrl}/app/sign-in`);
    await expect.poll(() => journey.page.title()).toBe('Sign in to Mailwright');
    await journey.signIn(journey.page);

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
      ['/placement', 'Inbox placement', 'Inbox placement · Mailwright', 'Test runs'],
      // A card's title is a heading, so heading keys reach each card.
      ['/webhooks', 'Webhooks', 'Webhooks · Mailwright', 'Signing'],
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
      await journey.page.goto(journey.app(path));
      await journey.page.getByRole('heading', { name: h1, level: 1 }).waitFor();
      if (loaded) await journey.page.getByRole('heading', { name: loaded, exact: true }).waitFor();
      await expect.poll(() => journey.page.title(), { message: path }).toBe(title);
      await expectOutline(journey.page, h1);
    }

    // Moving through the navigation titles the next screen (no page load: the app's own move).
    await journey.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Domains' })
      .click();
    await journey.page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
    await expect.poll(() => journey.page.title()).toBe('Domains · Mailwright');
    await journey.page.getByRole('link', { name: domain.name }).click();
    await expect.poll(() => journey.page.title()).toBe(`${domain.name} · Domains · Mailwright`);

    // The operator console's screens are titled within it.
    await journey.page.goto(`${journey.server.baseUrl}/app/operator/sign-in`);
    await expect.poll(() => journey.page.title()).toBe('Operator console · Mailwright');
  });
});

describe('statuses read out as they move', () => {
  it("reads a record's new status on its page, as the event stream brings it", async () => {
    await journey.signIn(journey.page);
    const stream = journey.page.waitForRequest((request) =>
      request.url().includes('/v1/api/events/stream'),
    );
    await journey.page.goto(journey.app(`/mailboxes/${mailbox.uid}`));
    const status = journey.page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Status: / });
    await expect.poll(() => status.textContent()).toBe('Status: active');
    await stream;
    await journey.server.api.cancelMailboxes({ body: { uids: [mailbox.uid] } });
    // The same live region (polite, read whole) now says the new status.
    await expect.poll(() => status.textContent()).toBe('Status: scheduled for cancellation');
    expect(await status.getAttribute('aria-atomic')).toBe('true');
  });

  it('sums up the statuses of the domains just connected in one live region, not per cell', async () => {
    const owned = `${uniqueName('heard').replace('-', '')}.com`;
    await journey.page.goto(journey.app('/domains/connect'));
    await field(journey.page, 'Domains you own').fill(owned);
    await journey.page.getByRole('button', { name: 'Connect 1 domain' }).click();
    const table = journey.page.getByRole('table', { name: 'Your new domains' });
    const row = table.getByRole('row', { name: new RegExp(owned) });
    await row.waitFor();
    // The summary says the status the row's badge shows, read together: the status may move on
    // (pending, then active) between two reads.
    await expect
      .poll(async () => {
        const badge = (await row.getByRole('cell').nth(1).textContent()) ?? '';
        const said = await journey.page.getByRole('main').getByRole('status').allTextContents();
        return said.includes(`1 domain: 1 ${badge}.`)
          ? 'the same'
          : `${badge} | ${said.join(' | ')}`;
      })
      .toBe('the same');
    // The table's cells are not live regions of their own.
    expect(await table.getByRole('status').count()).toBe(0);
  });

  it('gives the health summary as a status, not an alert that interrupts on every visit', async () => {
    await journey.page.goto(journey.app('/health'));
    const summary = journey.page.getByRole('region', { name: 'Health summary' });
    await summary.getByRole('status').waitFor();
    expect(await journey.page.getByRole('alert').count()).toBe(0);
  });
});

describe('while a screen is read', () => {
  it('marks the region being read busy, and says Loading… as a polite status beside it, until it is in', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await journey.page.route('**/v1/api/domains/list', async (route) => {
      await held;
      await route.continue();
    });
    try {
      const main = journey.page.getByRole('main');
      // A record's page: the status (not inside the busy region, where it could be held back).
      await journey.page.goto(journey.app(`/domains/${domain.uid}`));
      await main
        .getByRole('status')
        .filter({ hasText: /^Loading…$/ })
        .waitFor();
      expect(await main.locator('[aria-busy="true"]').count()).toBe(1);
      expect(await main.locator('[aria-busy="true"]').getByRole('status').count()).toBe(0);
      release();
      await journey.page.getByRole('heading', { name: domain.name, level: 1 }).waitFor();
      expect(await main.locator('[aria-busy]').count()).toBe(0);
    } finally {
      release();
      await journey.page.unroute('**/v1/api/domains/list');
    }

    let releaseList: () => void = () => {};
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    await journey.page.route('**/v1/api/domains/list', async (route) => {
      await listHeld;
      await route.continue();
    });
    try {
      // A table: its scrolling box is busy, and the status under it says so.
      await journey.page.goto(journey.app('/domains'));
      const region = journey.page.getByRole('region', { name: 'Domains table, scrollable' });
      const status = journey.page.getByRole('main').getByRole('status');
      await expect.poll(() => status.allTextContents()).toContain('Loading…');
      expect(await region.getAttribute('aria-busy')).toBe('true');
      releaseList();
      await expect
        .poll(() => status.allTextContents())
        .toContainEqual(expect.stringMatching(/^Showing \d+ of \d+/));
      expect(await region.getAttribute('aria-busy')).toBeNull();
    } finally {
      releaseList();
      await journey.page.unroute('**/v1/api/domains/list');
    }

    // More rows: the table reads its next page as its last row shows. Pages of one row (the
    // list's limit rewritten on its way) make a second page of the journey's domains, held: the
    // box is busy again, and the status says Loading… until the rows are in.
    let releaseMore: () => void = () => {};
    const moreHeld = new Promise<void>((resolve) => {
      releaseMore = resolve;
    });
    await journey.page.route('**/v1/api/domains/list', async (route) => {
      const body = route.request().postDataJSON() as { page?: number };
      if ((body.page ?? 1) > 1) await moreHeld;
      await route.continue({ postData: JSON.stringify({ ...body, limit: 1 }) });
    });
    try {
      await journey.page.goto(journey.app('/domains'));
      const region = journey.page.getByRole('region', { name: 'Domains table, scrollable' });
      const status = journey.page.getByRole('main').getByRole('status');
      await region
        .getByRole('row')
        .filter({ has: journey.page.getByRole('cell') })
        .first()
        .waitFor();
      await expect.poll(() => status.allTextContents()).toContain('Loading…');
      expect(await region.getAttribute('aria-busy')).toBe('true');
      releaseMore();
      await expect
        .poll(() => status.allTextContents())
        .toContainEqual(expect.stringMatching(/^Showing ([2-9]|\d\d+) of \d+/));
      await expect.poll(() => region.getAttribute('aria-busy')).toBeNull();
    } finally {
      releaseMore();
      await journey.page.unroute('**/v1/api/domains/list');
    }
  });

  it('shows a table read again as Refreshing beside its rows and count, not busy and not as more rows', async () => {
    // A mailbox of the journey's domain, cancelled once the table is shown: its event makes the
    // domains table read its rows again (their mailbox counts may have moved), held here.
    const [other] = await activeMailboxes(journey.server, domain.name, [uniqueName('again')]);
    let holding = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await journey.page.route('**/v1/api/domains/list', async (route) => {
      if (holding) await held;
      await route.continue();
    });
    try {
      const stream = journey.page.waitForRequest((request) =>
        request.url().includes('/v1/api/events/stream'),
      );
      await journey.page.goto(journey.app('/domains'));
      const region = journey.page.getByRole('region', { name: 'Domains table, scrollable' });
      const status = journey.page.getByRole('main').getByRole('status');
      const shown = /^Showing \d+ of \d+/;
      await expect
        .poll(() => status.allTextContents())
        .toContainEqual(expect.stringMatching(shown));
      await stream;
      holding = true;
      await journey.server.api.cancelMailboxes({ body: { uids: [other!.uid] } });
      const refreshing = journey.page.getByRole('progressbar', { name: 'Refreshing' });
      await refreshing.waitFor();
      // The rows and their count stay; nothing says Loading… or more rows.
      expect(await status.allTextContents()).toContainEqual(expect.stringMatching(shown));
      expect(await region.getAttribute('aria-busy')).toBeNull();
      expect(await journey.page.getByRole('progressbar', { name: 'Loading more' }).count()).toBe(0);
      release();
      await refreshing.waitFor({ state: 'detached' });
    } finally {
      release();
      await journey.page.unroute('**/v1/api/domains/list');
    }
  });
});

describe('a bulk action’s result', () => {
  it('is said by a live region in the dialog, there and empty from the moment it opens', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await journey.page.route('**/v1/api/domains/catch-all', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await journey.page.goto(journey.app(`/domains?q=${domain.name}`));
      await journey.page.getByRole('checkbox', { name: `Select ${domain.name}` }).check();
      await journey.page.getByRole('button', { name: 'Actions' }).click();
      await journey.page.getByRole('menuitem', { name: 'Set catch-all address' }).click();
      await field(journey.page, 'Deliver mail to unknown addresses to').fill(
        `catchall@${domain.name}`,
      );
      await journey.page.keyboard.press('Enter');
      const dialog = journey.page.getByRole('dialog', { name: 'Setting catch-all' });
      // While the action runs (its call held), the polite live region is there, with no words.
      const status = dialog.getByRole('status');
      await status.waitFor({ state: 'attached' });
      expect(await status.getAttribute('role')).toBe('status');
      expect(await status.textContent()).toBe('');
      // Empty, it takes no room: nothing but the dialog's padding under the Stop button.
      await waitForStillScreen(journey.page);
      const stop = await dialog.getByRole('button', { name: 'Stop' }).boundingBox();
      const under = await dialog.locator('.mantine-Modal-body').evaluate((body) => {
        const { bottom } = body.getBoundingClientRect();
        return { bottom, padding: Number.parseFloat(getComputedStyle(body).paddingBottom) };
      });
      expect(under.bottom - (stop!.y + stop!.height)).toBeLessThanOrEqual(under.padding + 1);
      release();
      // The words come into that same region as the action ends.
      await expect.poll(() => status.textContent()).toBe('1 done.');
    } finally {
      release();
      await journey.page.unroute('**/v1/api/domains/catch-all');
    }
  });
});

describe('less motion', () => {
  it('opens a dialog and the navigation in place for a person whose system asks for less motion, sliding in for the others', async () => {
    for (const [reducedMotion, duration] of [
      ['reduce', '0s'],
      ['no-preference', '0.2s'],
    ] as const) {
      const page = await journey.signedInPage({ reducedMotion });
      await page.goto(journey.app(`/domains?q=${domain.name}`));
      await page.getByRole('checkbox', { name: `Select ${domain.name}` }).check();
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Set catch-all address' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(
        await dialog.evaluate((d) => getComputedStyle(d).transitionDuration),
        reducedMotion,
      ).toBe(duration);
      // The navigation's slide (where it folds behind a button, at a phone's width), likewise.
      const navigation = page.getByRole('navigation', { name: 'Main' });
      expect(
        await navigation.evaluate((n) => getComputedStyle(n).transitionDuration),
        `${reducedMotion}: the navigation`,
      ).toBe(duration);
      await page.context().close();
    }
  });
});
