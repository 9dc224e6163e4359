import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { defineJob } from '../src/jobs/job.js';
import { allJobs } from '../src/main/jobs.js';
import { ledger, wallet as walletOf } from './support/billing.js';
import { registerDomains, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { asOperator, newOperator } from './support/operators.js';
import { emitMailboxEvent, setWebhook } from './support/webhooks.js';

const stuckJob = defineJob({
  name: 'test.operator-console',
  payload: Type.Object({ n: Type.Number() }),
  maxAttempts: 1,
  async handle() {
    throw new Error('always fails');
  },
});

const h = useHarness({
  jobs: [...allJobs, stuckJob],
  env: { MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8,::1/128' },
});

describe('the operator console API', () => {
  it('grants credits with a reason: the customer’s wallet and its logs show them, recorded as that operator', async () => {
    const { operator, token } = await newOperator(h);
    const before = (await walletOf(h)).credits_remaining;
    const res = await h.call('POST', `/v1/operator/teams/${h.team.team.uid}/credits`, {
      ...asOperator(token),
      body: { amount: 25.5, reason: 'Invoice 2026-014' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      entry: { amount: 25.5, description: 'Invoice 2026-014' },
      credits_remaining: before + 25.5,
    });
    expect((await walletOf(h)).credits_remaining).toBe(before + 25.5);
    expect((await ledger(h)).at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: 25.5,
      description: 'Invoice 2026-014',
      actor: `operator:${operator.uid}`,
    });

    const refused = await h.call('POST', `/v1/operator/teams/${h.team.team.uid}/credits`, {
      ...asOperator(token),
      body: { amount: 1.234, reason: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('amount');
    const tooMuch = await h.call('POST', `/v1/operator/teams/${h.team.team.uid}/credits`, {
      ...asOperator(token),
      body: { amount: -(before + 1000), reason: 'take back' },
    });
    expect(tooMuch.status).toBe(402);
    expect((await walletOf(h)).credits_remaining).toBe(before + 25.5);
    const unknown = await h.call(
      'POST',
      '/v1/operator/teams/00000000-0000-4000-8000-000000000000/credits',
      {
        ...asOperator(token),
        body: { amount: 5, reason: 'x' },
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('lists teams with their size and balance, and shows one with its workspaces and wallets', async () => {
    const { token } = await newOperator(h);
    const other = await h.createTeam('Zebra Operator Test Co', { credits: 20 });
    const list = await h.call('GET', '/v1/operator/teams', {
      ...asOperator(token),
      query: { keyword: 'zebra operator', limit: 50 },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.teams).toEqual([
      expect.objectContaining({
        uid: other.team.uid,
        name: 'Zebra Operator Test Co',
        members: 1,
        workspaces: 1,
        credits_remaining: 20,
      }),
    ]);
    await registerDomains(h, [uniqueName()], { team: other });
    const one = await h.call('GET', `/v1/operator/teams/${other.team.uid}`, asOperator(token));
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.team.workspace_list).toEqual([
      expect.objectContaining({ uid: other.workspace.uid, domains: 1, mailboxes: 0 }),
    ]);
    expect(one.body.team.wallets).toEqual([
      expect.objectContaining({ workspace_uid: null, total_credits: 20 }),
    ]);
    expect(one.body.team.wallets[0].credits_used).toBeGreaterThan(0);
  });

  it('answers usage and revenue per month from the ledger', async () => {
    const { token } = await newOperator(h);
    const read = async () => {
      const res = await h.call('GET', '/v1/operator/revenue', {
        ...asOperator(token),
        query: { months: 2 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.months).toHaveLength(2);
      return res.body.months[0];
    };
    const before = await read();
    expect(before.month).toBe(new Date().toISOString().slice(0, 7));
    await h.createTeam('Revenue Co', { credits: 100 });
    const [uid] = await registerDomains(h, [uniqueName()]);
    const charges = (await ledger(h)).filter((e) => e.record?.uid === uid);
    const spent = -charges.reduce((sum, e) => sum + e.amount, 0);
    expect(spent).toBeGreaterThan(0);
    const after = await read();
    expect(after.granted - before.granted).toBeCloseTo(100, 2);
    expect(after.charged - before.charged).toBeCloseTo(spent, 2);
    expect(after.usage - before.usage).toBeCloseTo(spent, 2);
    expect((after.usage_by_record.domain ?? 0) - (before.usage_by_record.domain ?? 0)).toBeCloseTo(
      spent,
      2,
    );
  });

  it('shows the job queue per type, and retries a dead job', async () => {
    const { token } = await newOperator(h);
    const due = new Date(Date.now() - 60_000);
    await inTransaction(h.ctx.db, async (trx) => {
      await h.ctx.jobs.enqueue(trx, stuckJob, { n: 1 }, { runAt: due });
      await h.ctx.jobs.enqueue(
        trx,
        stuckJob,
        { n: 2 },
        { runAt: new Date(Date.now() + 3_600_000) },
      );
    });
    const depth = await h.call('GET', '/v1/operator/jobs', asOperator(token));
    expect(depth.status, JSON.stringify(depth.body)).toBe(200);
    const line = depth.body.jobs.find((j: any) => j.name === 'test.operator-console');
    expect(line).toMatchObject({
      due: 1,
      scheduled: 1,
      running: 0,
      dead: 0,
      oldest_due_at: due.toISOString(),
    });
    expect(line.oldest_due_age_seconds).toBeGreaterThanOrEqual(60);

    await h.ctx.db
      .updateTable('jobs')
      .set({ status: 'dead', last_error: 'always fails' })
      .where('name', '=', 'test.operator-console')
      .where('run_at', '=', due.toISOString())
      .execute();
    const dead = await h.call('GET', '/v1/operator/jobs/dead', asOperator(token));
    const job = dead.body.jobs.find((j: any) => j.name === 'test.operator-console');
    expect(job).toMatchObject({ last_error: 'always fails' });
    const retried = await h.call('POST', `/v1/operator/jobs/${job.id}/retry`, asOperator(token));
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const again = await h.call('GET', '/v1/operator/jobs', asOperator(token));
    expect(again.body.jobs.find((j: any) => j.name === 'test.operator-console')).toMatchObject({
      due: 1,
      dead: 0,
    });
    expect(
      (await h.call('POST', `/v1/operator/jobs/${job.id}/retry`, asOperator(token))).status,
    ).toBe(404);
    await h.ctx.db.deleteFrom('jobs').where('name', '=', 'test.operator-console').execute();
  });

  it('reports webhook delivery health across workspaces, worst first, URLs without their query', async () => {
    const { token } = await newOperator(h);
    const other = await h.createTeam('Webhook Health Co');
    await setWebhook(h, 'http://127.0.0.1:9/hook?secret=do-not-show', other);
    await emitMailboxEvent(h, { team: other });
    await h.ctx.db
      .updateTable('workspaces')
      .set({
        webhook_disabled_at: new Date().toISOString(),
        webhook_disabled_reason: 'Failing for 3 days',
      })
      .where('id', '=', other.workspace.id)
      .execute();
    const res = await h.call('GET', '/v1/operator/webhooks', asOperator(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = res.body.workspaces.find((w: any) => w.workspace.uid === other.workspace.uid);
    expect(line).toMatchObject({
      team: { uid: other.team.uid, name: 'Webhook Health Co' },
      webhook_url: 'http://127.0.0.1:9/hook',
      webhook_disabled_reason: 'Failing for 3 days',
      events_pending: 1,
      events_failed: 0,
    });
    expect(JSON.stringify(res.body)).not.toContain('do-not-show');
    expect(res.body.totals.webhooks_disabled).toBeGreaterThanOrEqual(1);
    expect(res.body.totals.events_pending).toBeGreaterThanOrEqual(1);
  });

  it('lists the placement seeds, disables and enables one; lists the prewarm stock; names the provider families', async () => {
    const { token } = await newOperator(h);
    const seeds = await h.call('GET', '/v1/operator/placement-seeds', asOperator(token));
    expect(seeds.status).toBe(200);
    const seed = seeds.body.seeds.find((s: any) => s.email === 'seed1@gmail.seeds.mailwright.test');
    expect(seed).toMatchObject({ provider: 'gmail', kind: 'simulated', enabled: true });
    const off = await h.call(
      'POST',
      `/v1/operator/placement-seeds/${seed.uid}/disable`,
      asOperator(token),
    );
    expect(off.body.seed.enabled).toBe(false);
    const on = await h.call(
      'POST',
      `/v1/operator/placement-seeds/${seed.email}/enable`,
      asOperator(token),
    );
    expect(on.body.seed.enabled).toBe(true);
    expect(
      (
        await h.call(
          'POST',
          '/v1/operator/placement-seeds/nobody@example.com/check',
          asOperator(token),
        )
      ).status,
    ).toBe(404);

    const stock = await h.call('GET', '/v1/operator/prewarm-stock', {
      ...asOperator(token),
      query: { all: true },
    });
    expect(stock.status).toBe(200);
    expect(Array.isArray(stock.body.stock)).toBe(true);

    const providers = await h.call('GET', '/v1/operator/providers', asOperator(token));
    expect(providers.body.families).toContainEqual({
      family: 'registrar',
      platform: null,
      adapter: 'simulator',
      real: false,
    });
  });

  it('runs billing verify and counts check, reports what differs, and repairs counters', async () => {
    const { token } = await newOperator(h);
    const run = (body = {}) =>
      h.call('POST', '/v1/operator/checks', { ...asOperator(token), body });
    const clean = await run();
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect(clean.body).toMatchObject({
      ok: true,
      billing: { ok: true, differences: [] },
      counts: { ok: true, differences: [] },
    });

    await registerDomains(h, [uniqueName()]);
    const walletRow = await h.ctx.db
      .selectFrom('wallets')
      .selectAll()
      .where('team_id', '=', h.team.team.id)
      .executeTakeFirstOrThrow();
    const setBalance = (cents: number) =>
      h.ctx.db
        .updateTable('wallets')
        .set({ balance_cents: cents })
        .where('id', '=', walletRow.id)
        .execute();
    await setBalance(walletRow.balance_cents + 1);
    try {
      await h.ctx.db
        .deleteFrom('list_counts')
        .where('scope_id', '=', h.team.workspace.id)
        .execute();
      const broken = await run();
      expect(broken.body.ok).toBe(false);
      expect(broken.body.billing.differences).toEqual([
        expect.stringContaining(`wallet ${walletRow.uid}: balance is`),
      ]);
      expect(broken.body.counts.differences.length).toBeGreaterThan(0);
      expect(broken.body.counts.repaired).toBe(false);
      const repaired = await run({ repair_counts: true });
      expect(repaired.body.counts).toMatchObject({ ok: false, repaired: true });
      expect((await run()).body.counts).toMatchObject({ ok: true, differences: [] });
    } finally {
      await setBalance(walletRow.balance_cents);
    }
  });
});
