import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../server/test/support/processes.js';
import { activeDomain } from '../support/arrange.js';
import { checkScreen, field } from '../support/browser.js';
import { fieldDescription } from '../support/fields.js';
import { type JourneyMember, setUpJourney } from '../support/journey.js';
import { findCutOff, waitForStillScreen } from '../support/layout.js';
import { PHONE } from '../support/viewports.js';

// The wallet's history as the person paying reads it, in their own time zone, and the operator's
// search of teams kept in the URL.

// The payer's name is long (51 characters): the header's account button shows it whole at a
// laptop's width (the layout check of every screen checked would name it cut short), and at a
// phone's its initials, the menu naming it whole.
const PAYER = 'Evangeline Featherstone-Whitfield, Accounts Payable';
// The longest name a member may have (200 characters): more than the account button's four
// lines hold at any width, so it is the initials there, the menu naming it whole.
const LONGEST: JourneyMember = {
  email: 'maximilian.wolfeschlegel@example.test',
  name: 'Maximilian Alexander Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh, Head of Outbound Operations and Deliverability for Europe, the Middle East and Africa, Northwind Traders Outbound Agency Ltd',
};
const journey = setUpJourney({
  members: [{ email: 'evangeline.featherstone@example.test', name: PAYER }, LONGEST],
  page: 'none',
});

/**
 * A time zone whose date differs from UTC's right now (the one fourteen hours ahead from 10:00
 * UTC, the one eleven hours behind before 11:00): a day filter read as UTC's day misses there.
 */
function zoneOffUtcDate(): string {
  return new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

/** The day (YYYY-MM-DD) a moment falls on in `timeZone`. */
function dayIn(moment: string, timeZone: string): string {
  return new Date(moment).toLocaleDateString('en-CA', { timeZone });
}

async function teamUid(): Promise<string> {
  const listed = await runCli(['teams', 'list', '--json'], journey.server.env);
  expect(listed.code, listed.stderr).toBe(0);
  return (JSON.parse(listed.stdout) as Array<{ uid: string }>)[0]!.uid;
}

describe('wallet history', () => {
  let page: Page;

  afterAll(async () => {
    await page?.context().close();
  });

  it('filters days as the When column shows them, names a To before From, and says when nothing matches', async () => {
    const timezoneId = zoneOffUtcDate();
    page = await journey.signedInPage({ timezoneId, acceptDownloads: true });
    const granted = await runCli(
      ['billing', 'grant', '--team', await teamUid(), '--amount', '0.10', '--reason', 'Dime back'],
      journey.server.env,
    );
    expect(granted.code, granted.stderr).toBe(0);
    const { logs } = await journey.server.api.listWalletLogs({ params: { query: { limit: 1 } } });
    const day = dayIn(logs[0]!.created_at, timezoneId);
    expect(day, 'the zone chosen is on another date than UTC').not.toBe(
      logs[0]!.created_at.slice(0, 10),
    );

    // The wallet's "added" counts grants too: nothing here was paid.
    await page.goto(journey.app('/billing'));
    await page.getByText(/ added, .* spent/).waitFor();
    // Pay as you go has no fee: not "$0.00 monthly".
    await page.getByText('No fee: you pay for what you buy').waitFor();

    // The day the row shows, as From and To: the row is in, on the screen and in the CSV.
    await page.goto(journey.app(`/billing?from=${day}&to=${day}`));
    const history = page.getByRole('table', { name: 'Wallet history' });
    await history.getByRole('row', { name: /Dime back/ }).waitFor();
    await page.reload();
    await history.getByRole('row', { name: /Dime back/ }).waitFor();
    expect(await field(page, 'From').inputValue()).toBe(day);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Dime back');
    expect(csv.trim().split('\n')).toHaveLength(1 + (await history.locator('tbody tr').count()));

    // A To before From is named under To, and asks the API nothing.
    const before = new Date(`${day}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    await field(page, 'To').fill(before.toISOString().slice(0, 10));
    await expect.poll(() => fieldDescription(page, 'To')).toContain('To is before From');
    expect(await history.locator('tbody tr').count()).toBe(0);

    // Kinds read as words, as statuses do.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'auto topup' }).waitFor();
    await page.keyboard.press('Escape');
    // A kind with no entry: the table says so, and Clear filters brings every entry back.
    await page.goto(journey.app('/billing?kind=refund'));
    await page.getByRole('heading', { name: 'No entry matches these filters' }).waitFor();
    await checkScreen(page, 'billing-no-match');

    // At a phone's width the account button is the payer's initials; its menu names them whole.
    const width = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    const account = page.getByRole('button', { name: `Account menu of ${PAYER}` });
    // The name as written on the button (its paragraph), not the words said to screen readers.
    const written = account.locator('p', { hasText: PAYER });
    await account.getByText('EF', { exact: true }).waitFor();
    expect(await written.isVisible()).toBe(false);
    await account.click();
    const named = page.getByRole('menu').getByText(PAYER, { exact: true });
    await named.waitFor();
    expect(await named.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await page.setViewportSize(width);
    await written.waitFor();
    expect(await account.getByText('EF', { exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await history.getByRole('row', { name: /Dime back/ }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('the header with the longest names', () => {
  it('shows a 100-character workspace name and the payer’s long name whole where the navigation folds, and at a phone’s width', async () => {
    // The API's longest workspace name, in words as people write them.
    const name =
      'Northwind Traders Outbound Agency, Client Workspace for Europe, the Middle East and Africa, Q1–Q2 27';
    expect(name).toHaveLength(100);
    const { workspace } = await journey.server.api.createWorkspace({ body: { name } });
    const page = await journey.signedInPage({ viewport: { width: 600, height: 800 } });
    await page.goto(journey.app('/mailboxes', workspace.uid));
    await page.getByRole('heading', { name: 'Mailboxes', level: 1 }).waitFor();
    const switcher = page.getByRole('button', { name: `Workspace: ${name}` });
    // At 600 px the navigation is folded, the account button shows the name: neither is cut short
    // nor pushed out of the window. At 390 px the account button is the initials.
    for (const width of [600, PHONE.width]) {
      await page.setViewportSize({ width, height: 800 });
      await waitForStillScreen(page);
      await expect.poll(() => findCutOff(page), { message: `cut off at ${width} px` }).toEqual([]);
      expect(await switcher.innerText()).toBe(name);
    }
    await page.context().close();
  });

  it('shows a member’s name too long for four lines as initials at every width, the menu naming it whole', async () => {
    expect(LONGEST.name).toHaveLength(200);
    const page = await journey.signedInPage(undefined, LONGEST);
    await page.goto(journey.app('/mailboxes'));
    await page.getByRole('heading', { name: 'Mailboxes', level: 1 }).waitFor();
    const account = page.getByRole('button', { name: `Account menu of ${LONGEST.name}` });
    for (const width of [1280, 600, PHONE.width]) {
      await page.setViewportSize({ width, height: 800 });
      await waitForStillScreen(page);
      await expect.poll(() => findCutOff(page), { message: `cut off at ${width} px` }).toEqual([]);
      const initials = account.locator('.mantine-Avatar-root');
      await initials.waitFor();
      expect(await initials.innerText(), `at ${width} px`).toBe('MA');
    }
    await account.click();
    const menu = page.getByRole('menu');
    await menu.getByText(LONGEST.name!).waitFor();
    await waitForStillScreen(page);
    expect(await findCutOff(page)).toEqual([]);
    const box = await menu.boundingBox();
    expect(box!.x + box!.width, 'the menu inside the window').toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});

describe('auto top-up', () => {
  it('turns off a top-up never set up, refuses amounts out of range under their fields, named as the API names them, and says it needs a card', async () => {
    const page = await journey.signedInPage();
    await page.goto(journey.app('/billing'));
    await page.getByLabel('Wallet balance').filter({ hasText: '$' }).waitFor();
    const wallet = await journey.server.api.getWallet();
    expect([wallet.auto_topup_enabled, wallet.auto_topup_add_credits]).toEqual([false, 0]);

    // Off, with the amounts of a top-up never set up (0 and 0): saved, not refused.
    await page.getByRole('button', { name: 'Save auto top-up' }).click();
    await page.getByText('Auto top-up saved').waitFor();

    // On with 0 to add: refused under Add balance, in money, and nothing is sent.
    await page.getByRole('switch', { name: 'Top up by itself' }).check({ force: true });
    await page.getByRole('button', { name: 'Save auto top-up' }).click();
    await expect
      .poll(() => fieldDescription(page, 'Add balance'))
      .toContain('Enter an amount from $0.50 to $100,000.00');
    expect((await journey.server.api.getWallet()).auto_topup_enabled).toBe(false);

    // The API's own refusals name the fields as the screen labels them.
    await field(page, 'Drops below').fill('10');
    await field(page, 'Add balance').fill('25.555');
    await page.getByRole('button', { name: 'Save auto top-up' }).click();
    await expect.poll(() => fieldDescription(page, 'Add balance')).toContain('two decimals');
    await page.getByText(/^Add balance must have at most two decimals/).waitFor();

    // With no card saved, the card says so before anything is tried.
    await page
      .getByText('Auto top-up charges a saved card, and this wallet has none yet')
      .waitFor();
    await checkScreen(page, 'billing-auto-topup');
    await page.context().close();
  });
});

describe('the operator console', () => {
  it('keeps the search of teams in the URL, through a reload and a team’s page, and says when none matches', async () => {
    const op = await journey.operatorPage('Olive Ops');
    const teams = op.getByRole('table', { name: 'Teams' });
    await teams.getByRole('link', { name: 'Browser team' }).waitFor();

    await field(op, 'Search teams').fill('no such team');
    await op.getByRole('heading', { name: 'No team matches these filters' }).waitFor();
    await checkScreen(op, 'operator-teams-no-match');
    await op.getByRole('button', { name: 'Clear search' }).click();
    await teams.getByRole('link', { name: 'Browser team' }).waitFor();

    await field(op, 'Search teams').fill('browser');
    await expect.poll(() => new URL(op.url()).searchParams.get('q')).toBe('browser');
    await op.reload();
    expect(await field(op, 'Search teams').inputValue()).toBe('browser');
    await teams.getByRole('link', { name: 'Browser team' }).click();
    await op.getByRole('heading', { name: 'Browser team', level: 1 }).waitFor();
    await op.goBack();
    await teams.getByRole('link', { name: 'Browser team' }).waitFor();
    expect(await field(op, 'Search teams').inputValue()).toBe('browser');

    // At a phone's width the header keeps its controls inside it, on one line.
    await op.setViewportSize(PHONE);
    const header = await op.locator('header').boundingBox();
    for (const name of ['Toggle navigation', 'Sign out']) {
      const box = await op.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y, `${name} starts inside the header`).toBeGreaterThanOrEqual(header!.y);
      expect(box!.y + box!.height, `${name} ends inside the header`).toBeLessThanOrEqual(
        header!.y + header!.height,
      );
    }
    await op.context().close();
  });
});

describe('the operator’s revenue', () => {
  it('writes the months as people read them, in the table and on the chart’s axis, and the kinds of usage in words', async () => {
    // One usage record this month: InfraGuard on a domain, charged as it is turned on.
    const domain = await activeDomain(journey.server);
    await journey.server.api.enableInfraGuard({ body: { domain_uids: [domain.uid] } });
    const op = await journey.operatorPage('Rita Revenue');
    await op.goto(`${journey.server.baseUrl}/app/operator/revenue`);
    await op.getByRole('heading', { name: 'Usage and revenue', level: 1 }).waitFor();

    // The twelve months up to this one (UTC, as the ledger counts them), newest first.
    const now = new Date();
    const months = Array.from({ length: 12 }, (_, i) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
      return { name: MONTHS[month.getUTCMonth()]!, year: month.getUTCFullYear() };
    });
    const table = op.getByRole('table', { name: 'Revenue per month' });
    const rows = table.getByRole('row').filter({ has: op.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(12);
    const firstCells = await Promise.all(
      (await rows.all()).map((row) => row.getByRole('cell').first().textContent()),
    );
    expect(firstCells).toEqual(months.map((m) => `${m.name} ${m.year}`));
    // This month's usage by record names its kinds in words, not as the API spells them (the
    // domain bought is one too).
    const usage = await rows.first().getByRole('cell').last().textContent();
    expect(usage).toMatch(/(^|, )infraguard subscription \$/);
    expect(usage).not.toContain('_');

    // The axis: short names (three letters or more), never YYYY-MM; the newest month is there.
    const chart = op.getByRole('figure', { name: 'Per month (credits)' });
    const drawn = (await chart.textContent()) ?? '';
    expect(drawn).not.toMatch(/\d{4}-\d{2}/);
    expect(drawn).toMatch(new RegExp(`${months[0]!.name.slice(0, 3)}\\w* ${months[0]!.year}`));
    await op.context().close();
  });

  it('says the server is busy and it will try again, counting down, then shows the months', async () => {
    const op = await journey.operatorPage('Bea Busy');
    // The first read of the revenue answers 429 with a Retry-After: the console's notice is the
    // member app's (when-things-go-wrong), above the screen until the read is sent again.
    let asked = 0;
    await op.route(
      (url) => url.pathname === '/v1/operator/revenue',
      (route) =>
        asked++ === 0
          ? route.fulfill({
              status: 429,
              contentType: 'application/json',
              headers: { 'Retry-After': '3' },
              body: JSON.stringify({
                error: true,
                message: 'Too many requests',
                code: 'RATE_LIMITED',
              }),
            })
          : route.continue(),
    );
    await op.goto(`${journey.server.baseUrl}/app/operator/revenue`);
    const busy = op.getByRole('status').filter({ hasText: 'The server is busy.' });
    await busy.filter({ hasText: /Trying again in [1-3] s…/ }).waitFor();
    await op.getByRole('table', { name: 'Revenue per month' }).getByRole('cell').first().waitFor();
    await expect.poll(() => busy.count()).toBe(0);
    expect(asked).toBeGreaterThanOrEqual(2);
    await op.context().close();
  });
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
