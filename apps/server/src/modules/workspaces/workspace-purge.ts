import { PostgresAdapter, type RawBuilder, sql, type Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { chunks } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRows } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';

/**
 * What goes with a deleted workspace (docs/decisions.md, "Deleting a workspace: what goes with
 * it"). Tables with a foreign key to `workspaces` cascade. Of the rest, what would go on acting
 * (queued jobs, warmup subscriptions and their planned sends, placement schedules, InfraGuard
 * protection) and the small per-workspace tables go in the deletion's transaction
 * ({@link deleteWithWorkspace}); history that can run to millions of rows (the message ledger the
 * workspace's mailboxes sent, the insight rollups, per-mailbox warmup days, placement tests) is
 * purged afterwards by {@link purgeWorkspaceJob}, a batch per run. Money is never deleted: the
 * workspace's own wallet and its ledger entries stay.
 */

/** Rows deleted per purge run (all steps together). */
export const PURGE_BATCH = 5000;

/** Small tables keyed by the workspace, deleted in the deletion's transaction. */
const SMALL_TABLES = [
  'infraguard_action_items',
  'infraguard_alerts',
  'infraguard_results',
  'infraguard_workspace_settings',
  'insight_mailboxes',
  'insight_settings',
] as const;

/**
 * In the deletion's transaction, after the workspace row's lock: stops everything of the
 * workspace that would go on acting, deletes its small tables, and enqueues the purge of its
 * history. Locks warmup subscriptions, placement schedules and InfraGuard protections in
 * `LOCK_ORDER` before deleting them.
 */
export async function deleteWithWorkspace(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
): Promise<void> {
  // Its mailboxes go with the workspace row (a cascade); rollups keyed by mailbox are purged
  // afterwards by these ids (those it owns, and any whose insights it kept).
  const mailboxIds = [
    ...new Set([
      ...(await idsOf(trx, 'mailboxes', 'id', workspaceId)),
      ...(await idsOf(trx, 'insight_mailboxes', 'mailbox_id', workspaceId)),
    ]),
  ].sort();
  await trx.deleteFrom('jobs').where('workspace_id', '=', workspaceId).execute();

  const subs = await lockedRows(
    trx,
    'warmup_subscriptions',
    await idsOf(trx, 'warmup_subscriptions', 'id', workspaceId),
  );
  for (const slice of chunks(subs)) {
    const ids = slice.map((s) => s.id);
    await trx.deleteFrom('warmup_sends').where('subscription_id', 'in', ids).execute();
    await trx.deleteFrom('warmup_subscriptions').where('id', 'in', ids).execute();
  }
  await lockedRows(
    trx,
    'placement_schedules',
    await idsOf(trx, 'placement_schedules', 'id', workspaceId),
  );
  await trx.deleteFrom('placement_schedules').where('workspace_id', '=', workspaceId).execute();
  await lockedRows(
    trx,
    'infraguard_subscriptions',
    await idsOf(trx, 'infraguard_subscriptions', 'id', workspaceId),
  );
  await trx
    .deleteFrom('infraguard_subscriptions')
    .where('workspace_id', '=', workspaceId)
    .execute();
  for (const table of SMALL_TABLES)
    await trx.deleteFrom(table).where('workspace_id', '=', workspaceId).execute();
  for (const slice of chunks(mailboxIds))
    await trx.deleteFrom('mail_ingest_cursors').where('mailbox_id', 'in', slice).execute();
  await ctx.jobs.enqueue(
    trx,
    purgeWorkspaceJob,
    { workspaceId, mailboxIds, round: 0, step: 0, batch: PURGE_BATCH },
    { key: purgeKey(workspaceId, 0) },
  );
}

async function idsOf(
  db: Executor,
  table:
    | 'mailboxes'
    | 'insight_mailboxes'
    | 'warmup_subscriptions'
    | 'placement_schedules'
    | 'infraguard_subscriptions',
  column: 'id' | 'mailbox_id',
  workspaceId: string,
): Promise<string[]> {
  const rows = await sql<{ id: string }>`select ${sql.ref(column)} as id from ${sql.table(table)}
    where workspace_id = ${workspaceId}`.execute(db);
  return rows.rows.map((r) => r.id);
}

function purgeKey(workspaceId: string, round: number): string {
  return `workspace-purge:${workspaceId}:${round}`;
}

/**
 * A deleted workspace's history, a batch of rows per run in one transaction
 * that also enqueues the next run while anything may be left: a crash loses nothing (the run is
 * run again, deleting what is still there), and running twice deletes nothing twice.
 */
export const purgeWorkspaceJob = defineJob({
  name: 'workspace.purge',
  payload: Type.Object({
    workspaceId: Type.String(),
    /** The mailboxes the workspace had: per-mailbox rollups are deleted by these keys. */
    mailboxIds: Type.Array(Type.String()),
    round: Type.Integer({ minimum: 0 }),
    /** The step the previous run stopped in (every step before it is done). */
    step: Type.Integer({ minimum: 0 }),
    /** Rows per run ({@link PURGE_BATCH} when it was enqueued). */
    batch: Type.Integer({ minimum: 1 }),
  }),
  async handle(payload, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const { deleted, step } = await purgeBatch(
        trx,
        payload.workspaceId,
        payload.mailboxIds,
        payload.batch,
        payload.step,
      );
      if (deleted < payload.batch) return;
      const round = payload.round + 1;
      await ctx.jobs.enqueue(
        trx,
        purgeWorkspaceJob,
        { ...payload, round, step },
        { key: purgeKey(payload.workspaceId, round) },
      );
    });
  },
});

/**
 * Deletes up to `budget` rows of the workspace's history, step after step from step `from` (the
 * steps before it are done), and says how many it deleted (fewer than `budget`: nothing is left)
 * and the step it stopped in. A ledger row belongs to the workspace that sent it (`workspace_id`):
 * the purge takes only those, and the rollups of the workspace and its own mailboxes, so a
 * workspace that exchanged mail with it keeps every figure it shows.
 */
export async function purgeBatch(
  trx: Transaction<DB>,
  workspaceId: string,
  mailboxIds: readonly string[],
  budget: number,
  from = 0,
): Promise<{ deleted: number; step: number }> {
  const steps: Array<[table: string, where: RawBuilder<unknown>]> = [
    [
      'placement_copies',
      sql`test_id in (select id from placement_tests where workspace_id = ${workspaceId})`,
    ],
    ['placement_tests', sql`workspace_id = ${workspaceId}`],
    ['mail_messages', sql`workspace_id = ${workspaceId}`],
    ['insight_workspace_hours', sql`workspace_id = ${workspaceId}`],
    ['insight_body_templates', sql`workspace_id = ${workspaceId}`],
  ];
  for (const mailboxId of mailboxIds) {
    for (const table of MAILBOX_ROLLUPS)
      steps.push([table, sql`mailbox_id = ${mailboxId} and workspace_id = ${workspaceId}`]);
    // `warmup_daily` has no workspace column: only a mailbox that went with the workspace (its
    // rows cascade) loses its days; one that lives on elsewhere (sold to another team, its
    // insights kept here) keeps them.
    steps.push([
      'warmup_daily',
      sql`mailbox_id = ${mailboxId} and not exists (select 1 from mailboxes where id = ${mailboxId})`,
    ]);
  }
  let deleted = 0;
  let step = from;
  for (; step < steps.length; step += 1) {
    const [table, where] = steps[step] as (typeof steps)[number];
    deleted += await deleteSome(trx, table, where, budget - deleted);
    if (deleted >= budget) break;
  }
  return { deleted, step };
}

/** Insight rollups keyed by mailbox (their primary keys lead with `mailbox_id`). */
const MAILBOX_ROLLUPS = [
  'insight_mailbox_hours',
  'insight_mailbox_days',
  'insight_mailbox_weeks',
  'insight_domain_days',
  'insight_ip_days',
  'insight_template_days',
] as const;

/** Deletes at most `limit` rows of `table` matching `where`; returns how many. */
async function deleteSome(
  trx: Transaction<DB>,
  table: string,
  where: RawBuilder<unknown>,
  limit: number,
): Promise<number> {
  const t = sql.table(table);
  const result =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? await sql`delete from ${t} where ctid = any(array(
          select ctid from ${t} where ${where} limit ${limit}))`.execute(trx)
      : await sql`delete from ${t} where rowid in (
          select rowid from ${t} where ${where} limit ${limit})`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
