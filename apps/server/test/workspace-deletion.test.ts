import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { grantCredits } from '../src/modules/billing/billing.service.js';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { NOTHING_HAPPENED_YET } from '../src/modules/mail/ledger.js';
import { purgeBatch } from '../src/modules/workspaces/workspace-purge.js';
import { pauseJobs, registerDomains, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { writeDirectly } from './support/list-counts.js';
import { buyMailboxes, getMailbox, uniqueUsername } from './support/mailboxes.js';
import { CONTENT } from './support/placement.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
  warmupDetails,
} from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

/** Every table that keeps rows of a workspace by `workspace_id` (the wallets excepted: money stays). */
const BY_WORKSPACE = [
  'jobs',
  'events',
  'domains',
  'mailboxes',
  'orders',
  'mail_messages',
  'warmup_subscriptions',
  'placement_schedules',
  'placement_tests',
  'infraguard_subscriptions',
  'infraguard_results',
  'infraguard_alerts',
  'infraguard_action_items',
  'infraguard_workspace_settings',
  'insight_mailbox_hours',
  'insight_workspace_hours',
  'insight_mailbox_days',
  'insight_mailbox_weeks',
  'insight_domain_days',
  'insight_ip_days',
  'insight_template_days',
  'insight_body_templates',
  'insight_mailboxes',
  'insight_settings',
  'sandbox_clock_workspaces',
  'cloudflare_connections',
  'cloudflare_domains',
  'verified_destinations',
  'list_counts',
] as const;

/** How many rows of the workspace each table holds (only the tables that hold any). */
async function rowsOf(workspaceId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of BY_WORKSPACE) {
    const column = table === 'list_counts' ? 'scope_id' : 'workspace_id';
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
      where ${sql.ref(column)} = ${workspaceId}`.execute(h.ctx.db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) out[table] = n;
  }
  return out;
}

async function warmupDaysOf(mailboxIds: string[]): Promise<number> {
  const row = await h.ctx.db
    .selectFrom('warmup_daily')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mailbox_id', 'in', mailboxIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A day of warmup counts of a mailbox, in January 2026. */
function warmupDay(mailboxId: string, d: number) {
  const day = `2026-01-${String(d).padStart(2, '0')}`;
  const counts = { sent: 1, received: 1, inbox: 1, spam: 0, rescued: 0, replied: 0, bounced: 0 };
  return { mailbox_id: mailboxId, day, ...counts };
}

async function idOf(table: 'domains' | 'mailboxes' | 'workspaces', uid: string) {
  return (
    await h.ctx.db.selectFrom(table).select('id').where('uid', '=', uid).executeTakeFirstOrThrow()
  ).id;
}

/** What the surviving workspace shows of its warmup and its mail. */
async function figures(mailboxUid: string) {
  const insight = async (path: string, query: Record<string, string> = {}) => {
    const res = await h.call('GET', `/v1/api/email-insights/${path}`, { query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const stats = await h.call('GET', '/v1/api/warmup/stats', { query: { days: 5 } });
  expect(stats.status).toBe(200);
  return {
    details: await warmupDetails(h, mailboxUid, 5),
    stats: stats.body,
    overview: await insight('workspace/overview'),
    daily: await insight('workspace/daily-stats', { days: '5' }),
    health: await insight(`mailbox/${mailboxUid}/health`),
  };
}

/** A second workspace of the test team with one active mailbox on its own domain. */
async function secondWorkspace(platform: string) {
  const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Gone' } });
  expect(created.status).toBe(200);
  const uid = created.body.workspace.uid as string;
  const as = { ...h.team, workspace: { ...h.team.workspace, uid } };
  const domain = uniqueName();
  const [domainUid] = await registerDomains(h, [domain], { team: as });
  await settle(h);
  const [mailbox] = await buyMailboxes(h, domain, [{ platform, username: uniqueUsername() }], {
    team: as,
  });
  await settle(h);
  expect((await getMailbox(h, mailbox.uid, as)).status).toBe('active');
  return { uid, domainUid: domainUid as string, mailboxUid: mailbox.uid as string };
}

describe('deleting a workspace', () => {
  it('takes its warmup, placement, InfraGuard, insights, ledger and jobs; a workspace that warmed with it keeps its figures', async () => {
    const [kept] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const gone = await secondWorkspace('MICROSOFT');
    const clock = await clockForWorkspace(h);
    const attached = await h.call('POST', `/v1/api/sandbox/clocks/${clock}/attach`, {
      workspace: gone.uid,
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    await addWarmup(h, [kept!.uid], { warmup_start: 5, warmup_increment: 2, warmup_limit: 10 });
    const added = await h.call('POST', '/v1/api/warmup/add', {
      workspace: gone.uid,
      body: { mailbox_uids: [gone.mailboxUid], warmup_start: 5, warmup_limit: 10 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const protectedDomain = await h.call('POST', '/v1/api/infra-guard/enable', {
      workspace: gone.uid,
      body: { domain_uids: [gone.domainUid] },
    });
    expect(protectedDomain.status, JSON.stringify(protectedDomain.body)).toBe(200);
    const test = await h.call('POST', '/v1/api/inbox-placement/tests', {
      workspace: gone.uid,
      body: { ...CONTENT, mailbox_uids: [gone.mailboxUid], providers: ['gmail'] },
    });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    const schedule = await h.call('POST', '/v1/api/inbox-placement/scheduled', {
      workspace: gone.uid,
      body: {
        ...CONTENT,
        name: 'Weekly',
        mailbox_uids: [gone.mailboxUid],
        providers: ['gmail'],
        days: ['monday'],
        time: '08:00',
        timezone: 'UTC',
      },
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);

    // Two days of warmup between the two workspaces' mailboxes, on one clock.
    await advanceClock(h, clock, '2d');
    await settle(h);
    await waitFor(
      async () =>
        (
          await h.call('GET', `/v1/api/inbox-placement/tests/${test.body.test.uid}`, {
            workspace: gone.uid,
          })
        ).body.test?.status === 'completed',
      PATIENCE_MS,
      'the placement test did not complete',
    );
    const goneId = await idOf('workspaces', gone.uid);
    const keptMailbox = await idOf('mailboxes', kept!.uid);
    const goneMailbox = await idOf('mailboxes', gone.mailboxUid);
    const exchanged = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['workspace_id', 'recipient_mailbox_id'])
      .where('kind', '=', 'warmup')
      .where('workspace_id', 'in', [goneId, h.team.workspace.id])
      .execute();
    // Each sent warmup mail to the other.
    expect(exchanged.some((m) => m.recipient_mailbox_id === keptMailbox)).toBe(true);
    expect(exchanged.some((m) => m.recipient_mailbox_id === goneMailbox)).toBe(true);
    const before = await rowsOf(goneId);
    for (const table of [
      'mail_messages',
      'warmup_subscriptions',
      'placement_tests',
      'placement_schedules',
      'infraguard_subscriptions',
      'insight_mailbox_days',
      'insight_workspace_hours',
      'jobs',
    ])
      expect(before[table], `${table} before: ${JSON.stringify(before)}`).toBeGreaterThan(0);
    expect(await warmupDaysOf([goneMailbox])).toBeGreaterThan(0);
    const keptBefore = await figures(kept!.uid);
    const keptRows = await rowsOf(h.team.workspace.id);
    const keptDays = await warmupDaysOf([keptMailbox]);

    // Its mailbox and domain end, then the workspace is deleted.
    await writeDirectly(h, 'mailboxes', { uid: gone.mailboxUid }, { status: 'cancelled' });
    await writeDirectly(h, 'domains', { uid: gone.domainUid }, { status: 'deleted' });
    const deleted = await h.call('DELETE', `/v1/api/workspaces/${gone.uid}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    // What would go on acting went with it at once; the history goes in the background.
    const atOnce = await rowsOf(goneId);
    for (const table of ['warmup_subscriptions', 'placement_schedules', 'infraguard_subscriptions'])
      expect(atOnce[table], table).toBeUndefined();
    expect(
      await h.ctx.db
        .selectFrom('jobs')
        .select('name')
        .where('name', '!=', 'workspace.purge')
        .where('workspace_id', '=', goneId)
        .execute(),
    ).toEqual([]);
    const details = await h.call('GET', '/v1/api/workspaces/details', { query: { uid: gone.uid } });
    expect(details.status).toBe(404);
    // A request in the deleted workspace names no workspace of the team (401, as any unknown one).
    for (const path of ['/v1/api/warmup/stats', '/v1/api/inbox-placement/tests'])
      expect((await h.call('GET', path, { workspace: gone.uid })).status, path).toBe(401);
    const test404 = await h.call('GET', `/v1/api/inbox-placement/tests/${test.body.test.uid}`);
    expect(test404.status).toBe(404);

    await settle(h);
    expect(await rowsOf(goneId)).toEqual({});
    expect(await warmupDaysOf([goneMailbox])).toBe(0);
    expect(
      await h.ctx.db
        .selectFrom('jobs')
        .select(['name', 'status', 'last_error'])
        .where('status', '=', 'dead')
        .execute(),
    ).toEqual([]);

    // The workspace it warmed with shows exactly what it showed before.
    expect(await figures(kept!.uid)).toEqual(keptBefore);
    expect(await rowsOf(h.team.workspace.id)).toEqual(keptRows);
    expect(await warmupDaysOf([keptMailbox])).toBe(keptDays);
  }, 300_000);

  it('a purge killed mid-way and run again ends with every row gone once, and nothing of another workspace', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Big', use_shared_billing: false },
    });
    const uid = created.body.workspace.uid as string;
    // Its own wallet, with money on it: never deleted.
    await grantCredits(h.ctx, {
      teamUid: h.team.team.uid,
      workspaceUid: uid,
      amountCents: 1234,
      reason: 'Test: a workspace wallet',
    });
    const goneId = await idOf('workspaces', uid);
    const keptId = h.team.workspace.id;
    // History written as the ledger and rollups would hold it: 60 messages each way.
    const message = (i: number, workspaceId: string, mailboxId: string) => ({
      id: `${workspaceId.slice(0, 12)}${String(i).padStart(12, '0')}`,
      kind: 'campaign' as const,
      team_id: h.team.team.id,
      workspace_id: workspaceId,
      mailbox_id: mailboxId,
      domain_id: null,
      sender: 'a@example.com',
      recipient: 'b@example.net',
      recipient_domain: 'example.net',
      recipient_provider: 'other' as never,
      recipient_mailbox_id: null,
      message_id: `<${workspaceId}-${i}@example.com>`,
      in_reply_to: null,
      thread_id: `<${workspaceId}-${i}@example.com>`,
      sent_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      ...NOTHING_HAPPENED_YET,
      subject: null,
      sending_ip: null,
      body_template: null,
    });
    const goneMailbox = 'aa'.repeat(12);
    const keptMailbox = 'bb'.repeat(12);
    const rows = [];
    for (let i = 0; i < 60; i += 1)
      rows.push(message(i, goneId, goneMailbox), message(i, keptId, keptMailbox));
    await h.ctx.db.insertInto('mail_messages').values(rows).execute();
    const day = (mailboxId: string, workspaceId: string, d: number) => ({
      workspace_id: workspaceId,
      mailbox_id: mailboxId,
      day: `2026-01-${String(d).padStart(2, '0')}`,
    });
    for (let d = 1; d <= 20; d += 1) {
      await h.ctx.db
        .insertInto('insight_mailbox_days')
        .values([day(goneMailbox, goneId, d), day(keptMailbox, keptId, d)] as never)
        .execute();
      await h.ctx.db
        .insertInto('warmup_daily')
        .values([warmupDay(goneMailbox, d), warmupDay(keptMailbox, d)])
        .execute();
    }
    await h.ctx.db
      .insertInto('insight_mailboxes')
      .values({ mailbox_id: goneMailbox, workspace_id: goneId, last_event_at: '2026-01-20' })
      .execute();
    // A mailbox that lives on in another workspace (as one sold through prewarm does) whose
    // insights this workspace kept: its warmup days are not the deleted workspace's to take.
    const [soldMailbox] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const soldId = await idOf('mailboxes', soldMailbox!.uid);
    // Its setup ran on the test's job runner; stopped, the purge waits for this test's hand.
    await pauseJobs(h);
    await h.ctx.db
      .insertInto('insight_mailboxes')
      .values({ mailbox_id: soldId, workspace_id: goneId, last_event_at: '2026-01-20' })
      .execute();
    for (let d = 1; d <= 20; d += 1)
      await h.ctx.db.insertInto('warmup_daily').values(warmupDay(soldId, d)).execute();
    // Purge steps: five for the workspace, then seven per mailbox in id order.
    const soldFirst = soldId < goneMailbox ? 7 : 0;
    const keptBefore = await rowsOf(keptId);

    const deleted = await h.call('DELETE', `/v1/api/workspaces/${uid}`);
    expect(deleted.status).toBe(200);
    const [job] = await h.ctx.db
      .selectFrom('jobs')
      .select(['payload', 'status', 'key'])
      .where('name', '=', 'workspace.purge')
      .where('key', 'like', `workspace-purge:${goneId}:%`)
      .execute();
    const payload = JSON.parse(job!.payload);
    expect(payload.mailboxIds).toEqual([goneMailbox, soldId].sort());
    const left = async () => ({
      ...(await rowsOf(goneId)),
      warmup_daily: await warmupDaysOf([goneMailbox]),
    });
    expect(await left()).toEqual({ mail_messages: 60, insight_mailbox_days: 20, warmup_daily: 20 });

    // One batch commits; the next is killed before its commit (nothing of it happens).
    const first = await inTransaction(h.ctx.db, (trx) =>
      purgeBatch(trx, goneId, payload.mailboxIds, 25),
    );
    expect(first).toEqual({ deleted: 25, step: 2 });
    expect(await left()).toEqual({ mail_messages: 35, insight_mailbox_days: 20, warmup_daily: 20 });
    await expect(
      inTransaction(h.ctx.db, async (trx) => {
        expect(await purgeBatch(trx, goneId, payload.mailboxIds, 50, first.step)).toEqual({
          deleted: 50,
          step: 6 + soldFirst,
        });
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await left()).toEqual({ mail_messages: 35, insight_mailbox_days: 20, warmup_daily: 20 });

    // The queued purge runs to the end, 10 rows a run (each run enqueues the next), from the
    // start again (the killed batch never committed); a second pass finds nothing to delete.
    await h.ctx.db
      .updateTable('jobs')
      .set({ payload: JSON.stringify({ ...payload, batch: 10 }) })
      .where('key', '=', `workspace-purge:${goneId}:0`)
      .execute();
    await settle(h);
    expect(await left()).toEqual({ warmup_daily: 0 });
    expect(
      await inTransaction(h.ctx.db, (trx) => purgeBatch(trx, goneId, payload.mailboxIds, 100)),
    ).toMatchObject({ deleted: 0 });
    expect(await rowsOf(keptId)).toEqual(keptBefore);
    expect(await warmupDaysOf([keptMailbox])).toBe(20);
    expect(await warmupDaysOf([soldId])).toBe(20);
    // The money stays traceable: the workspace's wallet and its entries are all there, and agree.
    const wallet = await h.ctx.db
      .selectFrom('wallets')
      .select(['id', 'balance_cents'])
      .where('workspace_id', '=', goneId)
      .executeTakeFirstOrThrow();
    expect(wallet.balance_cents).toBe(1234);
    const entries = await h.ctx.db
      .selectFrom('ledger_entries')
      .select(['amount_cents', 'balance_after_cents'])
      .where('wallet_id', '=', wallet.id)
      .execute();
    expect(entries).toEqual([{ amount_cents: 1234, balance_after_cents: 1234 }]);
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  });
});
