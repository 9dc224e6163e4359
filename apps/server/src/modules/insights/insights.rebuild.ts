import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import type { MailMessageRow } from '../mail/surface.js';
import { isAuthFailure } from './auth-failures.js';
import {
  type Bumps,
  bump,
  PRIMARY,
  sentFields,
  warmupLanding,
  writeBumps,
} from './insights.rollup.js';
import { INSIGHT_COUNTS, type InsightRollupTable } from './insights.table.js';

const TABLES: readonly InsightRollupTable[] = [
  'insight_domain_days',
  'insight_ip_days',
  'insight_mailbox_days',
  'insight_mailbox_hours',
  'insight_mailbox_weeks',
  'insight_template_days',
  'insight_workspace_hours',
];

/** What a workspace's rollups should hold, computed from its ledger rows alone. */
export async function rollupsFromLedger(db: Executor, workspaceId: string) {
  const bumps: Bumps = new Map();
  const last = new Map<string, string>();
  const threads = new Map<string, { start?: MailMessageRow; replied: boolean }>();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('mail_messages')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    after = (rows[rows.length - 1] as MailMessageRow).id;
    for (const m of rows) {
      if (!m.mailbox_id) continue;
      for (const field of sentFields(m)) bump(bumps, m, m.sent_at, field);
      if (m.folder === 'spam') bump(bumps, m, m.sent_at, 'spam');
      else if (m.folder && m.folder !== 'missing' && m.folder !== 'archive')
        bump(bumps, m, m.sent_at, 'inbox');
      if (isAuthFailure({ auth: m.auth, diagnostic: null }))
        bump(bumps, m, m.sent_at, 'auth_failed');
      if (m.kind === 'warmup') {
        const landing = m.folder ? warmupLanding(m.folder) : null;
        if (landing) bump(bumps, m, m.sent_at, landing);
        if (m.rescued_at) bump(bumps, m, m.sent_at, 'warmup_rescued');
        if (m.replied_at) bump(bumps, m, m.sent_at, 'warmup_replied');
        if (m.bounce) bump(bumps, m, m.sent_at, 'warmup_bounced');
      }
      if (m.bounce) {
        bump(bumps, m, m.sent_at, 'bounced');
        bump(bumps, m, m.sent_at, m.bounce === 'hard' ? 'hard_bounced' : 'soft_bounced');
        if (isAuthFailure({ auth: null, diagnostic: m.bounce_diagnostic }))
          bump(bumps, m, m.sent_at, 'auth_failed');
      }
      if (m.kind === 'campaign') {
        if (m.replied_at) {
          bump(bumps, m, m.sent_at, 'replied');
          bump(bumps, m, m.replied_at, 'replies_received');
        }
        if (m.auto_replied_at) bump(bumps, m, m.sent_at, 'auto_replied');
        const thread = threads.get(m.thread_id) ?? { replied: false };
        if (m.message_id === m.thread_id) thread.start = m;
        if (m.replied_at) thread.replied = true;
        threads.set(m.thread_id, thread);
      }
      const times = [
        m.sent_at,
        m.arrived_at,
        m.bounced_at,
        m.rescued_at,
        m.replied_at,
        m.auto_replied_at,
      ];
      const latest = times.reduce<string>((a, t) => (t && t > a ? t : a), m.sent_at);
      if ((last.get(m.mailbox_id) ?? '') < latest) last.set(m.mailbox_id, latest);
    }
  }
  for (const { start, replied } of threads.values())
    if (start && replied) bump(bumps, start, start.sent_at, 'replied_threads');
  return { bumps, last };
}

/** Differences between a workspace's rollups and its ledger, one line each (none: they agree). */
export async function checkRollups(db: Executor, workspaceId: string): Promise<string[]> {
  const { bumps, last } = await rollupsFromLedger(db, workspaceId);
  const differences: string[] = [];
  for (const table of TABLES) {
    const expected = bumps.get(table) ?? new Map();
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .execute();
    const seen = new Set<string>();
    for (const row of rows as Array<Record<string, string | number>>) {
      const keyCols = PRIMARY[table];
      const key = keyCols.map((k) => row[k]).join('|');
      seen.add(key);
      const want = expected.get(key)?.counts;
      for (const c of INSIGHT_COUNTS) {
        const have = Number(row[c]);
        const should = want ? want[c] : 0;
        if (have !== should)
          differences.push(`${table} ${key} ${c}: ${have}, ledger says ${should}`);
      }
    }
    for (const [key, bucket] of expected) {
      if (seen.has(key)) continue;
      const nonZero = INSIGHT_COUNTS.filter((c) => bucket.counts[c] !== 0);
      if (nonZero.length > 0) differences.push(`${table} ${key}: missing (${nonZero.join(', ')})`);
    }
  }
  const kept = await db
    .selectFrom('insight_mailboxes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .execute();
  const keptBy = new Map(kept.map((r) => [r.mailbox_id, r.last_event_at]));
  for (const [mailboxId, at] of last)
    if (keptBy.get(mailboxId) !== at)
      differences.push(
        `insight_mailboxes ${mailboxId} last_event_at: ${keptBy.get(mailboxId) ?? 'missing'}, ledger says ${at}`,
      );
  for (const [mailboxId] of keptBy)
    if (!last.has(mailboxId))
      differences.push(`insight_mailboxes ${mailboxId}: no message in the ledger`);
  return differences;
}

/**
 * Replaces a workspace's rollups with what its ledger says, in one transaction. On PostgreSQL
 * the ledger is locked against writers (SHARE) meanwhile, so no message is counted twice or lost.
 */
export async function rebuildRollups(db: Kysely<DB>, workspaceId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`lock table mail_messages in share mode`.execute(trx);
    for (const table of TABLES)
      await trx.deleteFrom(table).where('workspace_id', '=', workspaceId).execute();
    await trx.deleteFrom('insight_mailboxes').where('workspace_id', '=', workspaceId).execute();
    const { bumps, last } = await rollupsFromLedger(trx, workspaceId);
    await writeBumps(trx, bumps);
    const rows = [...last].map(([mailbox_id, last_event_at]) => ({
      mailbox_id,
      workspace_id: workspaceId,
      last_event_at,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('insight_mailboxes')
        .values(rows.slice(i, i + 500))
        .execute();
  });
}

/** Every workspace with a message in the ledger or a rollup row. */
export async function workspacesWithMail(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_messages')
    .select('workspace_id')
    .distinct()
    .union(db.selectFrom('insight_mailboxes').select('workspace_id').distinct())
    .execute();
  return [...new Set(rows.map((r) => r.workspace_id))].sort();
}
