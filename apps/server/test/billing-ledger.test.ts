import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { grantCredits } from '../src/modules/billing/billing.service.js';
import { tryCharge } from '../src/modules/billing/ledger.service.js';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { ledger, wallet } from './support/billing.js';
import { CONTACT, domainState, settle, uniqueName } from './support/domains.js';
import { TEST_CREDITS, type TestTeam, useHarness } from './support/harness.js';
import { activeDomainNamed, uniqueUsername } from './support/mailboxes.js';

const h = useHarness();
// Orders placed and left unsettled by a test must not run in the next one's settle.
afterEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
});

const asTeam = (team: TestTeam) => ({ token: team.token, workspace: team.workspace.uid });

const register = (names: string[], team: TestTeam = h.team, headers?: Record<string, string>) =>
  h.call('POST', '/v1/api/domains/register', {
    ...asTeam(team),
    body: { domains: names.map((name) => ({ name })), contact_details: CONTACT },
    ...(headers ? { headers } : {}),
  });

describe('the ledger', () => {
  it('charges each domain of an order once, as its own entry, with the balance after it and the token that bought it', async () => {
    const [a, b] = [uniqueName(), uniqueName('', 'net')];
    const res = await register([a, b]);
    expect(res.status).toBe(200);
    const entries = await ledger(h);
    expect(entries.map((e) => [e.kind, e.amount, e.balance_after, e.actor])).toEqual([
      ['adjustment', TEST_CREDITS, TEST_CREDITS, 'operator'],
      ['charge', -12.99, TEST_CREDITS - 12.99, h.team.tokenId],
      ['charge', -13.99, TEST_CREDITS - 12.99 - 13.99, h.team.tokenId],
    ]);
    expect(entries.slice(1).map((e) => e.record)).toEqual([
      { type: 'domain', uid: res.body.domain_uids[0] },
      { type: 'domain', uid: res.body.domain_uids[1] },
    ]);
    expect(await wallet(h)).toMatchObject({
      total_credits: TEST_CREDITS,
      credits_used: 26.98,
      credits_remaining: TEST_CREDITS - 26.98,
    });
    const account = await h.call('GET', '/v1/api/account', { workspace: null });
    expect(account.body).toMatchObject({
      credits_used: 26.98,
      credits_remaining: TEST_CREDITS - 26.98,
    });
  });

  it('short of funds: 402 INSUFFICIENT_FUNDS in the real service’s words, and nothing is created, scheduled or charged', async () => {
    const poor = await h.createTeam('Poor', { credits: 20 });
    const jobsBefore = await h.ctx.db.selectFrom('jobs').select('id').execute();
    const res = await register([uniqueName(), uniqueName()], poor);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: true, code: 'INSUFFICIENT_FUNDS' });
    expect(res.body.message).toMatch(/^Insufficient wallet balance to register domains/);
    expect(await domainState(h, poor)).toMatchObject({ domains: [], events: [] });
    expect((await ledger(h, poor)).map((e) => e.kind)).toEqual(['adjustment']);
    expect(await h.ctx.db.selectFrom('jobs').select('id').execute()).toEqual(jobsBefore);
  });

  it('short of funds for mailboxes: "Insufficient wallet balance to purchase mailboxes", no mailbox, no slot taken', async () => {
    const domain = await activeDomainNamed(h);
    const { credits_remaining } = await wallet(h);
    await grantCredits(h.ctx, {
      teamUid: h.team.team.uid,
      amountCents: -Math.round((credits_remaining - 5) * 100),
      reason: 'leave 5 credits',
    });
    const res = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: {
        mailboxes: [1, 2].map(() => ({
          first_name: 'A',
          last_name: 'B',
          username: uniqueUsername(),
          platform: 'GOOGLE',
          domain_name: domain.name,
        })),
      },
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^Insufficient wallet balance to purchase mailboxes/);
    const count = await h.ctx.db.selectFrom('mailboxes').select('id').execute();
    expect(count).toEqual([]);
    const row = await h.ctx.db
      .selectFrom('domains')
      .select('mailbox_count')
      .where('name', '=', domain.name)
      .executeTakeFirstOrThrow();
    expect(row.mailbox_count).toBe(0);
    expect((await wallet(h)).credits_remaining).toBe(5);
  });

  it('a retried charge is written once: the same Idempotency-Key, and the same reference charged again', async () => {
    const key = { 'idempotency-key': `k-${uniqueName()}` };
    const name = uniqueName();
    expect((await register([name], h.team, key)).status).toBe(200);
    const again = await register([name], h.team, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await ledger(h)).filter((e) => e.kind === 'charge')).toHaveLength(1);
    const line = {
      recordType: 'test',
      recordUid: 'x',
      amountCents: 100,
      description: 'once',
      reference: `test:${name}`,
    };
    const payer = { teamId: h.team.team.id, workspaceId: null };
    for (let i = 0; i < 2; i += 1)
      await inTransaction(h.ctx.db, (trx) => tryCharge(trx, h.ctx, payer, [line], 'system'));
    expect((await ledger(h)).filter((e) => e.reference === line.reference)).toHaveLength(1);
  });

  it('50 purchases at once that together exceed the balance never take it below zero', async () => {
    // Credits for exactly 20 .com registrations (12.99 each); 50 buyers at once.
    const team = await h.createTeam('Crowd', { credits: 20 * 12.99 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => register([uniqueName()], team)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 402)).toHaveLength(30);
    const entries = await ledger(h, team);
    expect(entries.filter((e) => e.kind === 'charge')).toHaveLength(20);
    expect(Math.min(...entries.map((e) => e.balance_after))).toBe(0);
    expect(await wallet(h, team)).toMatchObject({ credits_remaining: 0, credits_used: 259.8 });
    const domains = await h.ctx.db
      .selectFrom('domains')
      .select('id')
      .where('team_id', '=', team.team.id)
      .execute();
    expect(domains).toHaveLength(20);
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  });

  it('a failed mailbox setup gives its charge back, exactly', async () => {
    const domain = await activeDomainNamed(h);
    const before = (await wallet(h)).credits_remaining;
    const res = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: {
        mailboxes: [
          {
            first_name: 'A',
            last_name: 'B',
            username: uniqueUsername('failaccount'),
            platform: 'MICROSOFT',
            domain_name: domain.name,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_cost).toBe(3.5);
    await settle(h);
    const uid = res.body.mailboxes[0].uid;
    const entries = (await ledger(h)).filter((e) => e.record?.uid === uid);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['charge', -3.5],
      ['refund', 3.5],
    ]);
    expect((await wallet(h)).credits_remaining).toBe(before);
  });

  it('a workspace with its own wallet pays from it; the team wallet is left alone', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      workspace: null,
      body: { name: 'Own wallet', use_shared_billing: false },
    });
    expect(created.body.workspace.use_shared_billing).toBe(false);
    const workspace = created.body.workspace.uid as string;
    const order = () =>
      h.call('POST', '/v1/api/domains/register', {
        workspace,
        body: { domains: [{ name: uniqueName() }], contact_details: CONTACT },
      });
    expect((await order()).status).toBe(402);
    await grantCredits(h.ctx, {
      teamUid: h.team.team.uid,
      workspaceUid: workspace,
      amountCents: 5000,
      reason: 'workspace budget',
    });
    expect((await order()).status).toBe(200);
    const own = await h.call('GET', '/v1/api/billing/wallet', {
      workspace: null,
      query: { workspace_uid: workspace },
    });
    expect(own.body).toMatchObject({
      credits_remaining: 37.01,
      workspace_uid: workspace,
      in_use: true,
    });
    expect((await wallet(h)).credits_used).toBe(0);
  });

  it('wallet logs page newest first and filter by kind and time', async () => {
    await register([uniqueName(), uniqueName(), uniqueName()]);
    const page = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { limit: 2, page: 1 },
    });
    expect(page.body).toMatchObject({ total: 4, page: 1, pages: 2, limit: 2 });
    expect(page.body.logs.map((e: { kind: string }) => e.kind)).toEqual(['charge', 'charge']);
    const grants = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { kind: 'adjustment,refund' },
    });
    expect(grants.body.logs.map((e: { kind: string }) => e.kind)).toEqual(['adjustment']);
    expect(grants.body.total).toBe(1);
    const charges = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { kind: 'charge', limit: 2, page: 2 },
    });
    expect(charges.body).toMatchObject({ total: 3, pages: 2 });
    expect(charges.body.logs.map((e: { kind: string }) => e.kind)).toEqual(['charge']);
    // The last page holds the oldest entry: the first grant, then the charges in order.
    const last = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { limit: 3, page: 2 },
    });
    expect(last.body.logs.map((e: { kind: string }) => e.kind)).toEqual(['adjustment']);
    const recent = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { from: new Date(Date.now() - 3_600_000).toISOString(), kind: 'charge' },
    });
    expect(recent.body.total).toBe(3);
    const future = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(future.body.total).toBe(0);
    const bad = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { kind: 'gift' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('kind');
    // A range that ends before it starts is a 400 naming its start; equal ends are empty.
    const at = new Date().toISOString();
    const backwards = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { from: at, to: new Date(Date.parse(at) - 1).toISOString() },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'from must not be later than to',
      details: [{ field: 'from', message: 'must not be later than to' }],
    });
    const empty = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { from: at, to: at },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.total).toBe(0);
  });

  it('verify finds a wallet that disagrees with its ledger', async () => {
    await register([uniqueName()]);
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
    const row = await h.ctx.db
      .selectFrom('wallets')
      .selectAll()
      .where('team_id', '=', h.team.team.id)
      .executeTakeFirstOrThrow();
    await h.ctx.db
      .updateTable('wallets')
      .set({ balance_cents: row.balance_cents + 1 })
      .where('id', '=', row.id)
      .execute();
    const report = await verifyLedger(h.ctx.db);
    expect(report.differences).toEqual([expect.stringMatching(/balance is .+, the ledger says/)]);
    // Put it back: the harness verifies the whole file's ledger at the end.
    await h.ctx.db
      .updateTable('wallets')
      .set({ balance_cents: row.balance_cents })
      .where('id', '=', row.id)
      .execute();
  });
});
