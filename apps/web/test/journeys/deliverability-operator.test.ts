import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../server/test/support/wait.js';
import { activeDomain, activeMailboxes, CONTACT, uniqueName } from '../support/arrange.js';
import { checkScreen, field } from '../support/browser.js';
import { fieldDescription } from '../support/fields.js';
import { setUpJourney } from '../support/journey.js';

// Issue 35's screens: warmup on a sandbox clock, placement results arriving without a reload,
// webhook replay to a real receiver on loopback, InfraGuard, Email Insight, and the operator
// console granting credits that the customer's wallet then shows.

let clock: string;
let mailboxes: Array<{ uid: string; email: string }>;

/** A webhook receiver on loopback: answers `status` and keeps what it got. */
const receiver = {
  status: 503,
  got: [] as Array<{ id: string | undefined; body: string }>,
  server: null as Server | null,
  url: '',
};

/** The next midnight (UTC): a clock started there begins a fresh warmup day. */
function nextMidnight(): string {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  ).toISOString();
}

async function advance(by: string) {
  await journey.server.api.advanceSandboxClock({ params: { path: { uid: clock } }, body: { by } });
  await waitFor(
    async () =>
      (await journey.server.api.getSandboxClock({ params: { path: { uid: clock } } })).clock
        .status === 'ready',
    180_000,
    `the clock did not finish advancing by ${by}`,
  );
}

beforeAll(async () => {
  receiver.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      receiver.got.push({ id: request.headers['x-service-event-id'] as string, body });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' });
      response.end(receiver.status < 300 ? 'ok' : 'receiver down for maintenance');
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  if (receiver.server) await new Promise((resolve) => receiver.server!.close(resolve));
});

const journey = setUpJourney({
  members: [{ email: 'watcher@example.test' }],
  // One retry a moment after the first attempt, then the event is failed.
  env: { MAILWRIGHT_SANDBOX_CLOCKS: 'true', MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '200ms' },
  // Two mailboxes on two domains (warmup never pairs a mailbox with its own domain), bought
  // before the workspace is put on a clock that starts at the next midnight.
  async arrange(server) {
    mailboxes = [];
    for (const name of ['ramp-a', 'ramp-b']) {
      const domain = await activeDomain(server);
      mailboxes.push(...(await activeMailboxes(server, domain.name, [name])));
    }
    clock = (await server.api.createSandboxClock({ body: { frozen_time: nextMidnight() } })).clock
      .uid;
    await server.api.attachSandboxClock({ params: { path: { uid: clock } } });
  },
});

describe('deliverability', () => {
  it('shows the warmup ramp, target against sent, after the clock advanced a week', async () => {
    await journey.server.api.addWarmup({
      body: {
        mailbox_uids: mailboxes.map((m) => m.uid),
        warmup_start: 2,
        warmup_increment: 3,
        warmup_limit: 40,
      },
    });
    await advance('7d');
    const { daily } = await journey.server.api.getWarmupDetails({
      params: { query: { mailbox_uid: mailboxes[0]!.uid, days: 8 } },
    });
    const warmed = daily.filter((d) => d.target > 0);
    expect(warmed.length).toBeGreaterThanOrEqual(7);
    // A ramp: the target grows from the first day to the last.
    expect(warmed.at(-1)!.target).toBeGreaterThan(warmed[0]!.target);

    await journey.page.goto(journey.app('/warmup'));
    const table = journey.page.getByRole('table', { name: 'Warmup subscriptions' });
    await table.getByRole('link', { name: mailboxes[0]!.email }).waitFor();
    await journey.page.getByRole('figure', { name: 'All mailboxes, last 30 days' }).waitFor();
    await checkScreen(journey.page, 'warmup');

    await table.getByRole('link', { name: mailboxes[0]!.email }).click();
    await journey.page.getByRole('heading', { name: `Warmup of ${mailboxes[0]!.email}` }).waitFor();
    const ramp = journey.page.getByRole('figure', { name: 'Ramp: target and sent per day' });
    // One bar per day that sent, and the target's line across the month.
    await waitFor(
      async () =>
        (await ramp.locator('.recharts-bar-rectangle').count()) >=
        daily.filter((d) => d.sent > 0).length,
    );
    await expect(ramp.locator('.recharts-line-curve').count()).resolves.toBe(1);
    for (const label of ['Sent', 'Target', 'Day', 'Emails'])
      await ramp.getByText(label).first().waitFor();
    await checkScreen(journey.page, 'warmup-mailbox');

    // A value refused is said under its field, until the settings are read again.
    await field(journey.page, 'Emails on the first day').fill('0');
    await journey.page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => fieldDescription(journey.page, 'Emails on the first day'))
      .toMatch(/must be at least 1/);

    // Pause from the page: the status moves on screen, and the settings shown are those stored.
    await journey.page
      .getByRole('button', { name: `Pause warmup of ${mailboxes[0]!.email}` })
      .click();
    await journey.page
      .getByRole('button', { name: `Resume warmup of ${mailboxes[0]!.email}` })
      .waitFor();
    await expect
      .poll(() => fieldDescription(journey.page, 'Emails on the first day'))
      .not.toMatch(/must be/);
    expect(await field(journey.page, 'Emails on the first day').inputValue()).not.toBe('0');
    const { subscription } = await journey.server.api.getWarmupDetails({
      params: { query: { mailbox_uid: mailboxes[0]!.uid } },
    });
    expect(subscription.status).toBe('paused');
  });

  it('says on its page why a warmup cannot work: no partner on its clock', async () => {
    // A workspace of its own with one mailbox, on a clock of its own: nobody to warm with.
    const { workspace } = await journey.server.api.createWorkspace({ body: { name: 'Lonely' } });
    const api = journey.server.apiIn(workspace.uid);
    const name = `${uniqueName('lonely')}.com`;
    await api.registerDomains({
      idempotencyKey: true,
      body: { domains: [{ name, registration_years: 1 }], contact_details: CONTACT },
    });
    await waitFor(
      async () => (await api.listDomains({ body: { limit: 1 } })).domains[0]?.status === 'active',
    );
    const [lonely] = (
      await api.buyMailboxes({
        idempotencyKey: true,
        body: {
          mailboxes: [
            {
              username: 'solo',
              first_name: 'Solo',
              last_name: 'Test',
              platform: 'GOOGLE',
              domain_name: name,
            },
          ],
        },
      })
    ).mailboxes;
    await waitFor(
      async () =>
        (await api.listMailboxes({ body: { limit: 1 } })).mailboxes[0]?.status === 'active',
    );
    const own = (await api.createSandboxClock({ body: { frozen_time: nextMidnight() } })).clock.uid;
    await api.attachSandboxClock({ params: { path: { uid: own } } });
    await api.addWarmup({ body: { mailbox_uids: [lonely!.uid] } });
    await api.advanceSandboxClock({ params: { path: { uid: own } }, body: { by: '1d' } });
    await waitFor(
      async () =>
        (await api.getSandboxClock({ params: { path: { uid: own } } })).clock.status === 'ready',
    );
    await journey.page.goto(journey.app(`/warmup/${lonely!.uid}`, workspace.uid));
    const why = journey.page.getByRole('alert').filter({ hasText: 'This warmup cannot work yet' });
    await why
      .getByText(/^No warmup partner on its sandbox clock: .*Enrol a mailbox of another domain/)
      .waitFor();
    await checkScreen(journey.page, 'warmup-no-partner');
  });

  it('shows a placement test’s results as they come, without a reload', async () => {
    await journey.page.goto(journey.app('/placement'));
    await journey.page.getByText('No placement test yet').waitFor();
    await field(journey.page, 'Subject').fill('Quarterly notes');
    await field(journey.page, 'Text').fill('Hi, the notes are below. Thanks!');
    await journey.page.getByRole('combobox', { name: 'Send from' }).click();
    await journey.page.getByRole('option', { name: mailboxes[1]!.email }).click();
    await journey.page.keyboard.press('Escape');
    await checkScreen(journey.page, 'placement');
    await journey.page.getByRole('button', { name: 'Send test' }).click();
    await journey.page.getByRole('heading', { name: 'Quarterly notes', level: 1 }).waitFor();
    const url = journey.page.url();
    await journey.page.getByRole('table', { name: 'Copies' }).getByRole('row').nth(1).waitFor();
    // The copies are looked for on the workspace's clock: advance it past the deadline while
    // the page stays open; the run's status events bring the results in.
    await advance('35m');
    await journey.page.getByText('completed', { exact: true }).waitFor({ timeout: 60_000 });
    expect(journey.page.url()).toBe(url);
    const byProvider = journey.page.getByRole('table', { name: 'Results by provider' });
    const test = (await journey.server.api.listPlacementTests({ params: { query: { limit: 1 } } }))
      .tests[0]!;
    expect(test.status).toBe('completed');
    for (const p of test.by_provider)
      await byProvider.getByRole('row', { name: new RegExp(`^${p.name} `) }).waitFor();
    const copies = journey.page.getByRole('table', { name: 'Copies' });
    await copies
      .getByText(/^SPF (pass|fail|none)$/)
      .first()
      .waitFor();
    await checkScreen(journey.page, 'placement-test');
  });

  it('protects a domain and lists its alerts, action items and check history', async () => {
    const domain = (await journey.server.api.listDomains({ body: { limit: 1 } })).domains[0]!;
    await journey.page.goto(journey.app('/infraguard'));
    await journey.page.getByText('No domain is protected').waitFor();
    await journey.page.getByRole('combobox', { name: 'Protect domains' }).click();
    await journey.page.getByRole('option', { name: domain.name }).click();
    await journey.page.keyboard.press('Escape');
    await journey.page.getByRole('button', { name: 'Protect', exact: true }).click();
    // It charges: the price is said and nothing starts before the dialog's own button.
    const { pricing } = await journey.server.api.getInfraGuardPricing();
    const ask = journey.page.getByRole('dialog', { name: 'Protect 1 domain?' });
    await ask
      .getByText(`InfraGuard is $${pricing.price_per_domain.toFixed(2)} a month per domain`)
      .waitFor();
    expect((await journey.server.api.listInfraGuardSubscriptions()).subscriptions).toEqual([]);
    await checkScreen(journey.page, 'infraguard-confirm');
    await ask.getByRole('button', { name: 'Protect' }).click();
    const table = journey.page.getByRole('table', { name: 'Protected domains' });
    await table.getByRole('link', { name: domain.name }).waitFor();
    await checkScreen(journey.page, 'infraguard');
    await table.getByRole('link', { name: domain.name }).click();
    await journey.page.getByRole('heading', { name: `InfraGuard: ${domain.name}` }).waitFor();
    await journey.page.getByRole('button', { name: 'Check now' }).click();
    await journey.page
      .getByRole('table', { name: 'Check history' })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await checkScreen(journey.page, 'infraguard-domain');
  });

  it('acknowledges and resolves an alert, and resolves and dismisses action items, as the person sees them', async () => {
    // A workspace without a clock (checks run at once), and two domains sandbox lists list
    // (first labels with `listed` and `surbllisted`): two alerts, two action items.
    const { workspace } = await journey.server.api.createWorkspace({ body: { name: 'Guarded' } });
    const api = journey.server.apiIn(workspace.uid);
    const names = ['listed', 'surbllisted'].map((token) => `${uniqueName('guard')}-${token}.com`);
    await api.registerDomains({
      idempotencyKey: true,
      body: {
        domains: names.map((name) => ({ name, registration_years: 1 })),
        contact_details: CONTACT,
      },
    });
    let uids: string[] = [];
    await waitFor(async () => {
      const { domains } = await api.listDomains({ body: { limit: 10 } });
      uids = domains.map((d) => d.uid);
      return domains.length === 2 && domains.every((d) => d.status === 'active');
    });
    await api.enableInfraGuard({ body: { domain_uids: uids } });
    for (const uid of uids) await api.triggerInfraGuardCheck({ body: { uid } });
    let seen: unknown = null;
    await waitFor(
      async () => {
        const open = await api.listInfraGuardActionItems({ params: { query: { status: 'open' } } });
        seen = open;
        return open.action_items.length === 2;
      },
      60_000,
      () => `the protection’s first check found no listing: ${JSON.stringify(seen)}`,
    );
    const alerts = (await api.listInfraGuardAlerts({ params: { query: { status: 'open' } } }))
      .alerts;
    const items = (await api.listInfraGuardActionItems({ params: { query: { status: 'open' } } }))
      .action_items;
    expect(alerts).toHaveLength(2);
    const [alert] = alerts;
    const [first, second] = items;

    await journey.page.goto(journey.app('/infraguard', workspace.uid));
    const alertTable = journey.page.getByRole('table', { name: 'Alerts' });
    const itemTable = journey.page.getByRole('table', { name: 'Action items' });
    const done = (text: string) =>
      journey.page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
    await itemTable.getByText(first!.title, { exact: true }).waitFor();
    await expect(itemTable.getByRole('row').count()).resolves.toBe(3);
    await checkScreen(journey.page, 'infraguard-triage');

    // Action items: resolve one, dismiss the other; each leaves the open list.
    await itemTable.getByRole('button', { name: `Resolve ${first!.title}` }).click();
    await done('Resolved').waitFor();
    await itemTable.getByRole('button', { name: `Resolve ${first!.title}` }).waitFor({
      state: 'detached',
    });
    await expect(itemTable.getByRole('row').count()).resolves.toBe(2);
    await itemTable.getByRole('button', { name: `Dismiss ${second!.title}` }).click();
    await done('Dismissed').waitFor();
    await journey.page.getByText('No open action item.').waitFor();
    const itemStatus = journey.page.getByLabel('Action item status');
    await itemStatus.getByText('Resolved').click();
    await itemTable.getByText(first!.title, { exact: true }).waitFor();
    await itemStatus.getByText('Dismissed').click();
    await itemTable.getByText(second!.title, { exact: true }).waitFor();

    // The alert: acknowledged, it leaves the open list for the acknowledged one; resolved, it
    // leaves that one too and is listed as resolved.
    const row = () => alertTable.getByRole('row').filter({ hasText: alert!.title });
    await alertTable.getByRole('button', { name: `Acknowledge ${alert!.title}` }).click();
    await done('Acknowledged').waitFor();
    await row().waitFor({ state: 'detached' });
    await expect(alertTable.getByRole('row').count()).resolves.toBe(2);
    const alertStatus = journey.page.getByLabel('Alert status');
    await alertStatus.getByText('Acknowledged').click();
    await row()
      .getByRole('button', { name: `Resolve ${alert!.title}` })
      .click();
    await done('Resolved').waitFor();
    await journey.page.getByText('No acknowledged alert.').waitFor();
    await alertStatus.getByText('Resolved').click();
    await row().waitFor();
    await expect(row().getByRole('button').count()).resolves.toBe(0);
    const after = await api.listInfraGuardAlerts({ params: { query: { status: 'resolved' } } });
    expect(after.alerts.map((a) => a.uid)).toEqual([alert!.uid]);
  });

  it('charts the workspace’s sending and one mailbox’s views', async () => {
    await journey.page.goto(journey.app('/insights'));
    await journey.page.getByRole('figure', { name: 'Daily volume' }).waitFor();
    await journey.page.getByRole('figure', { name: 'First-touch funnel' }).waitFor();
    await journey.page.getByRole('table', { name: 'Replies by weekday and hour' }).waitFor();
    const volume = journey.page.getByRole('figure', { name: 'Daily volume' });
    for (const label of ['Campaign', 'Warmup', 'Messages', 'Day (MM-DD)'])
      await volume.getByText(label).first().waitFor();
    await checkScreen(journey.page, 'insights');
  });
});

describe('webhooks', () => {
  it('replays a failed event to the receiver, which now answers 2xx', async () => {
    // A workspace of its own, so the clock workspace's events do not crowd the receiver.
    const created = await journey.server.api.createWorkspace({ body: { name: 'Hooks' } });
    const workspace = created.workspace.uid;
    // The page before its event list loads: the list's request is held until axe has run.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const list = '**/v1/api/webhooks/events/list';
    let asked = false;
    await journey.page.route(list, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await journey.page.goto(journey.app('/webhooks', workspace));
    await journey.page.getByRole('button', { name: 'Save URL' }).waitFor();
    await waitFor(async () => asked);
    const log = journey.page.getByRole('table', { name: 'Webhook events' });
    await expect(log.getByRole('row').count()).resolves.toBe(1);
    await checkScreen(journey.page, 'webhooks-loading');
    release();
    await journey.page.getByText('No event matches').waitFor();
    await journey.page.unroute(list);
    await field(journey.page, 'Webhook URL').fill(receiver.url);
    await journey.page.getByRole('button', { name: 'Save URL' }).click();
    await journey.page
      .getByRole('button', { name: 'Send a test event' })
      .and(journey.page.locator(':enabled'))
      .waitFor();
    await journey.page.getByRole('button', { name: 'Send a test event' }).click();
    // Two attempts (the first and one retry), both refused: the event is failed.
    await waitFor(async () => {
      await journey.page.getByRole('button', { name: 'Refresh' }).click();
      return (await log.getByRole('row', { name: /webhook\.test.*failed/ }).count()) === 1;
    }, 60_000);
    expect(receiver.got.length).toBe(2);
    // The scheme in use, and what it means under it, without the secret revealed; the layout
    // check reads the field whole.
    const scheme = journey.page.getByRole('combobox', { name: 'Signature scheme' });
    await expect.poll(() => scheme.inputValue()).toBe('HMAC-SHA256, signing secret');
    await journey.page.getByText('signed afresh with the signing secret').waitFor();
    expect(await journey.page.getByLabel('Signing secret').count()).toBe(0);
    await journey.page.getByRole('button', { name: 'Reveal signing secret' }).click();
    await journey.page.getByLabel('Signing secret').waitFor();
    // The API key scheme needs an API token's key: a session sees it, and cannot choose it.
    await scheme.click();
    const apiKey = journey.page.getByRole('option', {
      name: /^SHA-256 of an API key \(set with an API token\)/,
    });
    await expect.poll(() => apiKey.getAttribute('aria-disabled')).toBe('true');
    await journey.page.keyboard.press('Escape');
    await checkScreen(journey.page, 'webhooks');
    // A grace period below 0 is asked for as typed, and refused under its field (not made 0).
    await field(journey.page, 'Grace period (minutes)').fill('-3');
    await journey.page.getByRole('button', { name: 'Rotate secret' }).click();
    await expect
      .poll(() => fieldDescription(journey.page, 'Grace period (minutes)'))
      .toMatch(/must be at least 0/);
    expect(await field(journey.page, 'Grace period (minutes)').inputValue()).toBe('-3');
    // A log asked from a time after the one it is asked until is refused under Since, not shown
    // as an empty log; cleared, the log is back.
    await field(journey.page, 'Since').fill('2026-05-02T10:00');
    await field(journey.page, 'Until').fill('2026-05-01T10:00');
    await expect
      .poll(() => fieldDescription(journey.page, 'Since'))
      .toMatch(/must not be later than until/);
    expect(await journey.page.getByText('No event matches').count()).toBe(0);
    await field(journey.page, 'Since').fill('');
    await field(journey.page, 'Until').fill('');
    await log.getByRole('link', { name: 'webhook.test' }).waitFor();

    await log.getByRole('link', { name: 'webhook.test' }).click();
    const attempts = journey.page.getByRole('table', { name: 'Attempts' });
    await attempts.getByRole('row', { name: /503/ }).first().waitFor();
    await attempts.getByText('receiver down for maintenance').first().waitFor();
    receiver.status = 200;
    await journey.page.getByRole('button', { name: 'Replay' }).click();
    await attempts.getByRole('row', { name: /\(replay\).*delivered.*200/ }).waitFor();
    await journey.page.getByText('delivered', { exact: true }).first().waitFor();
    await checkScreen(journey.page, 'webhook-event');
    expect(receiver.got.length).toBe(3);
    expect(new Set(receiver.got.map((g) => g.id)).size).toBe(1);
    const events = await journey.server.apiIn(workspace).listWebhookEvents({ body: {} });
    expect(events.events.map((e) => [e.event, e.delivery.state])).toEqual([
      ['webhook.test', 'delivered'],
    ]);
  });
});

describe('the operator console', () => {
  it('grants credits to a team, and the customer’s wallet shows them', async () => {
    const before = (await journey.server.api.getWallet()).credits_remaining;

    // Another browser context: the operator has no customer session, only the pasted token, and
    // a token that is no operator's is refused.
    const stranger = await journey.newPage();
    await stranger.goto(`${journey.server.baseUrl}/app/operator/teams`);
    await stranger.getByRole('heading', { name: 'Operator console' }).waitFor();
    await field(stranger, 'Operator token').fill('mwo_not-a-real-token');
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    await stranger
      .getByRole('alert')
      .filter({ hasText: 'Invalid or revoked operator token' })
      .waitFor();
    await checkScreen(stranger, 'operator-sign-in');
    await stranger.context().close();
    const op = await journey.operatorPage('Olive Ops');
    const teams = op.getByRole('table', { name: 'Teams' });
    await teams.getByRole('link', { name: 'Browser team' }).waitFor();
    await checkScreen(op, 'operator-teams');
    await teams.getByRole('link', { name: 'Browser team' }).click();
    // Three decimals are sent as typed, and refused under the field: nothing is granted.
    await field(op, 'Amount (credits)').fill('10.555');
    await field(op, 'Reason').fill('Goodwill for the outage');
    await op.getByRole('button', { name: 'Grant' }).click();
    await expect
      .poll(() => fieldDescription(op, 'Amount (credits)'))
      .toMatch(/at most two decimals/);
    expect((await journey.server.api.getWallet()).credits_remaining).toBe(before);
    await field(op, 'Amount (credits)').fill('25');
    await field(op, 'Reason').fill('Goodwill for the outage');
    await checkScreen(op, 'operator-team');
    await op.getByRole('button', { name: 'Grant' }).click();
    await op.getByText(/^Granted \$25\.00/).waitFor();
    // A negative grant takes credits back, and says so.
    await field(op, 'Amount (credits)').fill('-5');
    await field(op, 'Reason').fill('Five granted twice');
    await op.getByRole('button', { name: 'Grant' }).click();
    await op.getByText(/^Took back \$5\.00/).waitFor();

    const after = (await journey.server.api.getWallet()).credits_remaining;
    expect(after).toBeCloseTo(before + 20, 2);
    await journey.page.goto(journey.app('/billing'));
    await journey.page
      .getByLabel('Wallet balance')
      .filter({ hasText: `$${after.toLocaleString('en-US', { minimumFractionDigits: 2 })}` })
      .waitFor();
    await journey.page.getByText('Goodwill for the outage').first().waitFor();

    for (const [path, heading, ready] of [
      ['revenue', 'Usage and revenue', 'Revenue per month'],
      ['system', 'Providers and jobs', 'Job queue'],
      ['webhooks', 'Webhook health', 'Webhook health by workspace'],
      ['stock', 'Seeds and prewarm stock', 'Placement seeds'],
    ] as const) {
      // Opened by address (the token stays in the tab's sessionStorage across navigations).
      await op.goto(`${journey.server.baseUrl}/app/operator/${path}`);
      await op.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await op.getByRole('table', { name: ready }).getByRole('row').nth(1).waitFor();
      await checkScreen(op, `operator-${path}`);
    }
    await op.goto(`${journey.server.baseUrl}/app/operator/checks`);
    await op.getByRole('button', { name: 'Run checks' }).click();
    await op.getByText('All checks pass').waitFor();
    await checkScreen(op, 'operator-checks');
    await op.context().close();
  });
});
