import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockDomains } from '../src/modules/prewarm/stock.service.js';
import { drainWallet, ledger, wallet } from './support/billing.js';
import { settle, uniqueName } from './support/domains.js';
import { TEST_CREDITS, type TestTeam, useHarness } from './support/harness.js';
import { runCli } from './support/processes.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import { addSequencer } from './support/sequencers.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';
import { setWebhook, WEBHOOK_TEST_ENV } from './support/webhooks.js';

const h = useHarness({ env: WEBHOOK_TEST_ENV });
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** Stocks one domain for sale and returns its search entry's `domain_id` and name. */
async function stock(
  options: {
    days?: number;
    mailboxes?: number;
    platform?: string;
    token?: string;
    tld?: string;
  } = {},
) {
  const name = uniqueName(options.token ?? '', options.tld ?? 'com');
  const [row] = await stockDomains(h.ctx, {
    domains: [name],
    mailboxes: options.mailboxes ?? 2,
    platform: options.platform ?? 'GOOGLE',
    warmingSince: daysAgo(options.days ?? 20),
    forSale: true,
  });
  return { id: row?.uid as string, name };
}

const search = async (query: Record<string, string>, team?: TestTeam) => {
  const res = await h.call('GET', '/v1/api/prewarm/domains', {
    query,
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { domains: Array<Record<string, any>>; total: number };
};

const buy = (body: Record<string, unknown>, team?: TestTeam) =>
  h.call('POST', '/v1/api/prewarm/buy-domain', {
    body,
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
  });

describe('prewarm inventory', () => {
  it('searches by age tier, TLD, keyword, platform and size, each with its price and availability', async () => {
    const token = `kw${Date.now().toString(36)}`;
    const young = await stock({ token, days: 20, mailboxes: 3 });
    const middle = await stock({ token, days: 40, mailboxes: 2, platform: 'MICROSOFT', tld: 'io' });
    const old = await stock({ token, days: 70, mailboxes: 1 });
    const warming = await stock({ token, days: 3, mailboxes: 2 });
    await stock({ days: 20 }); // another keyword

    const all = await search({ keyword: token });
    expect(all.domains.map((d) => d.domain_name)).toEqual([old.name, middle.name, young.name]);
    expect(all.total).toBe(3);
    expect(all.domains[0]).toMatchObject({
      domain_id: old.id,
      age_tier: '8_plus_weeks',
      age_days: 70,
      mailbox_count: 1,
      price_per_mailbox: 9,
      total_price: 9,
      available: true,
    });
    expect(all.domains[2]).toMatchObject({ age_tier: '2_4_weeks', total_price: 18 });

    const names = async (q: Record<string, string>) =>
      (await search({ keyword: token, ...q })).domains.map((d) => d.domain_name);
    expect(await names({ age_tier: '4_8_weeks' })).toEqual([middle.name]);
    expect(await names({ tld: 'io' })).toEqual([middle.name]);
    expect(await names({ platform: 'MICROSOFT' })).toEqual([middle.name]);
    expect(await names({ min_mailboxes: '2' })).toEqual([middle.name, young.name]);
    expect(await names({ max_mailboxes: '2', platform: 'GOOGLE' })).toEqual([old.name]);
    // Still warming: listed only when asked for everything, never available.
    expect(await names({ age_tier: 'warming' })).toEqual([]);
    const everything = await search({ keyword: token, available: 'false', age_tier: 'warming' });
    expect(everything.domains).toMatchObject([
      { domain_name: warming.name, available: false, price_per_mailbox: null },
    ]);

    const bad = await h.call('GET', '/v1/api/prewarm/domains', { query: { age_tier: 'ancient' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('age_tier');

    const availability = await h.call('GET', '/v1/api/prewarm/availability');
    expect(availability.status).toBe(200);
    const tier = (t: string) =>
      availability.body.tiers.find((x: { age_tier: string }) => x.age_tier === t);
    expect(tier('8_plus_weeks').domains).toBeGreaterThanOrEqual(1);
    expect(tier('warming').domains).toBeGreaterThanOrEqual(1);
    expect(tier('2_4_weeks').price_per_mailbox).toBe(6);
  });

  it('is stocked from the CLI, and pool-only domains are never for sale', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const [forSale, poolOnly] = [uniqueName('cli'), uniqueName('pool')];
    const stocked = await runCli(
      [
        'prewarm',
        'stock',
        '--domain',
        forSale,
        '--mailboxes',
        '2',
        '--platform',
        'microsoft',
        '--warming-since',
        daysAgo(30).toISOString(),
        '--json',
      ],
      h.env(),
    );
    expect(stocked.code, stocked.stderr).toBe(0);
    expect(JSON.parse(stocked.stdout)).toMatchObject([
      { domain_name: forSale, platform: 'MICROSOFT', mailbox_count: 2, age_tier: '4_8_weeks' },
    ]);
    const pooled = await runCli(['pool', 'add', '--domain', poolOnly, '--json'], h.env());
    expect(pooled.code, pooled.stderr).toBe(0);
    const refused = await runCli(['prewarm', 'stock', '--domain', forSale], h.env());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${forSale} is already in use`);

    expect((await search({ keyword: forSale.split('.')[0] as string })).total).toBe(1);
    expect(
      (await search({ keyword: poolOnly.split('.')[0] as string, available: 'false' })).total,
    ).toBe(0);
    // Both domains' mailboxes warm in the pool: active, unbilled subscriptions.
    const subs = await h.ctx.db
      .selectFrom('warmup_subscriptions')
      .innerJoin('mailboxes', 'mailboxes.id', 'warmup_subscriptions.mailbox_id')
      .select([
        'warmup_subscriptions.status',
        'price_cents',
        'source',
        'day_count',
        'mailboxes.domain_name',
      ])
      .where('mailboxes.domain_name', 'in', [forSale, poolOnly])
      .execute();
    expect(subs).toHaveLength(5);
    for (const s of subs)
      expect(s).toMatchObject({ status: 'active', price_cents: 0, source: 'inventory' });
    expect(subs.filter((s) => s.domain_name === forSale).map((s) => s.day_count)).toEqual([30, 30]);
  });
});

describe('buy prewarmed domains', () => {
  it('moves the domain and its mailboxes into the workspace with their warmup, charged once, events pushed', async () => {
    await setWebhook(h, receiver.url);
    const { id, name } = await stock({ days: 35, mailboxes: 2 });
    const stockMailboxes = await h.ctx.db
      .selectFrom('mailboxes')
      .select(['id', 'uid'])
      .where('domain_name', '=', name)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const sequencer = await addSequencer(h, 'instantly');
    const res = await buy({
      domains: [
        {
          domain_id: id,
          mailboxes: [{ username: 'grace', first_name: 'Grace', last_name: 'Hopper' }],
        },
      ],
      sequencer_uid: sequencer.uid,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'queued', total_cost: 14, total_price: 14 });
    expect(res.body.domains).toMatchObject([{ name, type: 'prewarm', status: 'queued' }]);
    const charges = (await ledger(h)).filter((e) => e.kind === 'charge');
    expect(charges.map((e) => [e.amount, e.record])).toEqual([
      [-14, { type: 'order', uid: res.body.order_id }],
    ]);
    // Held: no one else can buy it while it moves.
    expect((await search({ keyword: name.split('.')[0] as string })).total).toBe(0);

    await settle(h);
    const order = await h.call('GET', `/v1/api/prewarm/orders/${res.body.order_id}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ status: 'done', domains: [{ status: 'completed' }] });
    expect(order.body.domains[0].mailboxes.map((m: { email: string }) => m.email)).toEqual([
      `grace@${name}`,
      `jordan@${name}`,
    ]);

    const domains = await h.call('POST', '/v1/api/domains/list', { body: { keyword: name } });
    expect(domains.body.domains).toMatchObject([{ name, status: 'active' }]);
    const mailboxes = await h.call('POST', '/v1/api/mailboxes/list', {
      body: { domain_uid: domains.body.domains[0].uid },
    });
    expect(mailboxes.status, JSON.stringify(mailboxes.body)).toBe(200);
    expect(mailboxes.body.mailboxes.map((m: { uid: string }) => m.uid).sort()).toEqual(
      stockMailboxes.map((m) => m.uid).sort(),
    );
    // Their warmup came along: same subscriptions, day counter kept, included (no charge).
    const warmup = await h.call('POST', '/v1/api/warmup/list', { body: {} });
    expect(warmup.body.subscriptions).toHaveLength(2);
    const subs = await h.ctx.db
      .selectFrom('warmup_subscriptions')
      .selectAll()
      .where(
        'mailbox_id',
        'in',
        stockMailboxes.map((m) => m.id),
      )
      .execute();
    for (const s of subs)
      expect(s).toMatchObject({
        workspace_id: h.team.workspace.id,
        status: 'active',
        source: 'prewarm',
        price_cents: 0,
      });
    // The day counter goes on from the stock's (the engine may have planned today since).
    for (const s of subs) expect(s.day_count).toBeGreaterThanOrEqual(35);
    // Exported to the order's sequencer.
    expect(
      order.body.domains[0].mailboxes.every((m: { export_uid: string | null }) => m.export_uid),
    ).toBe(true);

    // The buyer's receiver got the domain and both mailboxes, in the buyer's workspace.
    const bodies = () => receiver.requests.map((r) => JSON.parse(r.body.toString('utf8')));
    await waitFor(
      () =>
        bodies().some((b) => b.event === 'domain.status_changed' && b.data.domain.name === name) &&
        bodies().filter(
          (b) => b.event === 'mailbox.status_changed' && b.data.metadata.domain_name === name,
        ).length >= 2,
      15_000,
      'the buyer did not receive the events',
    );
    const grace = bodies().find(
      (b) => b.event === 'mailbox.status_changed' && b.data.mailbox.email === `grace@${name}`,
    );
    expect(grace.data.metadata.workspace_uid).toBe(h.team.workspace.uid);
    expect(grace.data.mailbox.status).toBe('active');
  });

  it('keep_warming: false ends the warmup at the purchase; history stays with the mailbox', async () => {
    const { name } = await stock({ days: 20, mailboxes: 1 });
    const res = await buy({ domains: [{ domain_name: name }], keep_warming: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await settle(h);
    const sub = await h.ctx.db
      .selectFrom('warmup_subscriptions')
      .innerJoin('mailboxes', 'mailboxes.id', 'warmup_subscriptions.mailbox_id')
      .select(['warmup_subscriptions.status', 'warmup_subscriptions.workspace_id', 'day_count'])
      .where('mailboxes.domain_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: 'cancelled', workspace_id: h.team.workspace.id });
    expect(sub.day_count).toBeGreaterThanOrEqual(20);
  });

  it('short of funds: 402, nothing held, nothing created', async () => {
    const { id, name } = await stock({ days: 20 });
    await drainWallet(h);
    const res = await buy({ domains: [{ domain_id: id }] });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await h.call('GET', '/v1/api/orders')).body.orders).toEqual([]);
    expect((await search({ keyword: name.split('.')[0] as string })).domains).toMatchObject([
      { domain_id: id, available: true },
    ]);
  });

  it('bad input is a 400 naming the field; an unknown domain a 404; a warming one a 409', async () => {
    const { id } = await stock({ days: 20, mailboxes: 1 });
    const none = await buy({ domains: [{}] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('domains[0]');
    const badName = await buy({
      domains: [{ domain_id: id, mailboxes: [{ username: 'no spaces' }] }],
    });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toContain('domains[0].mailboxes[0].username');
    const tooMany = await buy({ domains: [{ domain_id: id, mailboxes: [{}, {}] }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('domains[0].mailboxes');
    const unknown = await buy({ domains: [{ domain_name: uniqueName() }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('domains[0].domain_name');
    const young = await stock({ days: 2 });
    const warming = await buy({ domains: [{ domain_id: young.id }] });
    expect(warming.status).toBe(409);
    expect(warming.body.message).toContain('still warming');
    expect((await h.call('GET', '/v1/api/orders')).body.orders).toEqual([]);
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS);
  });

  it('a workspace deleted before the move: the domain is back on sale and the charge refunded', async () => {
    const { id, name } = await stock({ days: 20, mailboxes: 1 });
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Short-lived' },
    });
    const workspace = created.body.workspace.uid as string;
    const res = await h.call('POST', '/v1/api/prewarm/buy-domain', {
      workspace,
      body: { domains: [{ domain_id: id }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await h.call('DELETE', `/v1/api/workspaces/${workspace}`)).status).toBe(200);
    await settle(h);
    expect((await search({ keyword: name.split('.')[0] as string })).domains).toMatchObject([
      { domain_id: id, available: true },
    ]);
    const entries = (await ledger(h)).filter((e) => e.record?.uid === res.body.order_id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['charge', -6],
      ['refund', 6],
    ]);
    // Bought again by someone else, it is sold once more as any available domain.
    expect((await buy({ domains: [{ domain_id: id }] })).status).toBe(201);
  });

  it("another team's prewarm order is a 404", async () => {
    const other = await h.createTeam();
    const { id } = await stock({ days: 20 });
    const theirs = await buy({ domains: [{ domain_id: id }] }, other);
    expect(theirs.status).toBe(201);
    const res = await h.call('GET', `/v1/api/prewarm/orders/${theirs.body.order_id}`);
    expect(res.status).toBe(404);
    expect((await h.call('GET', `/v1/api/orders/${theirs.body.order_id}`)).status).toBe(404);
  });

  it('a prewarmed domain bought by two teams at once is sold once: one 201, one 409, one charge', async () => {
    const other = await h.createTeam();
    for (let round = 0; round < 6; round++) {
      const { id, name } = await stock({ days: 20 });
      const calls = [
        () => buy({ domains: [{ domain_id: id }] }),
        () => buy({ domains: [{ domain_id: id }] }, other),
      ];
      if (round % 2 === 1) calls.reverse();
      const answers = await Promise.all(calls.map((c) => c()));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([201, 409]);
      const loser = answers.find((a) => a.status === 409);
      expect(loser?.body.message).toContain(`${name} was already taken by another order`);
    }
    const ours = (await ledger(h)).filter((e) => e.kind === 'charge');
    const theirs = (await ledger(h, other)).filter((e) => e.kind === 'charge');
    expect(ours.length + theirs.length).toBe(6);
    await settle(h);
    const sold = await h.ctx.db
      .selectFrom('prewarm_stock')
      .select(['status', 'order_id'])
      .where('status', '=', 'sold')
      .execute();
    expect(new Set(sold.map((s) => s.order_id)).size).toBe(sold.length);
  });
});
