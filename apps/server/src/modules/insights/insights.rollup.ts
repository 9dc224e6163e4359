import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { lockRows } from '../../db/transaction.js';
import {
  type LedgerChange,
  type LedgerRollup,
  type MailMessageRow,
  normaliseBody,
} from '../mail/surface.js';
import { isAuthFailure } from './auth-failures.js';
import {
  INSIGHT_COUNTS,
  type InsightCount,
  type InsightCounts,
  type InsightRollupTable,
} from './insights.table.js';

type Keys = Record<string, string>;
/** Counter increments gathered from one batch: table -> bucket key -> (key columns, counts). */
export type Bumps = Map<InsightRollupTable, Map<string, { keys: Keys; counts: InsightCounts }>>;

export function emptyCounts(): InsightCounts {
  return Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, 0])) as InsightCounts;
}

/** Adds `n` to `field` in every rollup's bucket of message `m` at time `at` (ISO, UTC). */
export function bump(bumps: Bumps, m: MailMessageRow, at: string, field: InsightCount, n = 1) {
  if (!m.mailbox_id) return;
  const hour = at.slice(0, 13);
  const day = at.slice(0, 10);
  const ws = m.workspace_id;
  const add = (table: InsightRollupTable, keys: Keys) => {
    let buckets = bumps.get(table);
    if (!buckets) {
      buckets = new Map();
      bumps.set(table, buckets);
    }
    const key = PRIMARY[table].map((k) => keys[k]).join('|');
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { keys, counts: emptyCounts() };
      buckets.set(key, bucket);
    }
    bucket.counts[field] += n;
  };
  add('insight_mailbox_hours', { workspace_id: ws, mailbox_id: m.mailbox_id, hour });
  add('insight_workspace_hours', { workspace_id: ws, hour });
  add('insight_mailbox_days', { workspace_id: ws, mailbox_id: m.mailbox_id, day });
  add('insight_mailbox_weeks', { workspace_id: ws, mailbox_id: m.mailbox_id, week: weekOf(day) });
  add('insight_domain_days', {
    workspace_id: ws,
    mailbox_id: m.mailbox_id,
    day,
    recipient_domain: m.recipient_domain,
    recipient_provider: m.recipient_provider,
  });
  if (m.sending_ip)
    add('insight_ip_days', {
      workspace_id: ws,
      mailbox_id: m.mailbox_id,
      day,
      sending_ip: m.sending_ip,
    });
  if (m.body_template)
    add('insight_template_days', {
      workspace_id: ws,
      mailbox_id: m.mailbox_id,
      day,
      body_template: m.body_template,
    });
}

const DAY_MS = 86_400_000;
const weeks = new Map<string, string>();

/** The Monday (`YYYY-MM-DD`) of a UTC day's week: the key of `insight_mailbox_weeks`. */
export function weekOf(day: string): string {
  let week = weeks.get(day);
  if (week === undefined) {
    const ms = Date.parse(`${day}T00:00:00Z`);
    week = new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
    if (weeks.size > 10_000) weeks.clear();
    weeks.set(day, week);
  }
  return week;
}

/** The warmup counter a warmup message's landing adds (`missing`: never found). */
export function warmupLanding(folder: string): InsightCount | null {
  if (folder === 'spam') return 'warmup_spam';
  if (folder === 'missing') return 'warmup_missing';
  return folder === 'archive' ? null : 'warmup_inbox';
}

/** The counters a message's sending adds (its kind, first touch or follow-up). */
export function sentFields(m: MailMessageRow): InsightCount[] {
  switch (m.kind) {
    case 'campaign':
      return ['sent', 'campaign_sent', m.thread_id === m.message_id ? 'first_touch' : 'follow_up'];
    case 'warmup':
      return ['sent', 'warmup_sent'];
    case 'reply':
      return ['sent', 'reply_sent'];
    default:
      return ['sent', 'other_sent'];
  }
}

/**
 * Keeps the Email Insight rollups from the ledger, in the transaction that writes it. Every
 * message a workspace's own mailbox sent counts; see `INSIGHT_COUNTS` for what each counter is.
 */
export const insightsRollup: LedgerRollup = async (trx, changes) => {
  const bumps: Bumps = new Map();
  const last = new Map<string, { workspace_id: string; at: string }>();
  const replies: Array<Extract<LedgerChange, { type: 'replied' }>> = [];
  const templates = new Map<
    string,
    { workspace_id: string; body_template: string; text: string }
  >();
  for (const change of changes) {
    const m = change.message;
    if (!m.mailbox_id) continue;
    const at = change.type === 'sent' ? m.sent_at : change.at;
    const seen = last.get(m.mailbox_id);
    if (!seen || seen.at < at) last.set(m.mailbox_id, { workspace_id: m.workspace_id, at });
    switch (change.type) {
      case 'sent':
        for (const field of sentFields(m)) bump(bumps, m, m.sent_at, field);
        if (m.body_template && change.bodyText != null)
          templates.set(`${m.workspace_id}|${m.body_template}`, {
            workspace_id: m.workspace_id,
            body_template: m.body_template,
            text: change.bodyText,
          });
        break;
      case 'arrived': {
        const landing = m.kind === 'warmup' ? warmupLanding(change.folder) : null;
        if (landing) bump(bumps, m, m.sent_at, landing);
        if (change.folder === 'spam') bump(bumps, m, m.sent_at, 'spam');
        else if (change.folder !== 'missing' && change.folder !== 'archive')
          bump(bumps, m, m.sent_at, 'inbox');
        if (isAuthFailure({ auth: change.auth, diagnostic: null }))
          bump(bumps, m, m.sent_at, 'auth_failed');
        break;
      }
      case 'bounced':
        if (m.kind === 'warmup') bump(bumps, m, m.sent_at, 'warmup_bounced');
        bump(bumps, m, m.sent_at, 'bounced');
        bump(bumps, m, m.sent_at, change.bounce === 'hard' ? 'hard_bounced' : 'soft_bounced');
        if (isAuthFailure({ auth: null, diagnostic: change.diagnostic }))
          bump(bumps, m, m.sent_at, 'auth_failed');
        break;
      case 'rescued':
        if (m.kind === 'warmup') bump(bumps, m, m.sent_at, 'warmup_rescued');
        break;
      case 'replied':
        if (m.kind === 'warmup' && m.replied_at === null)
          bump(bumps, m, m.sent_at, 'warmup_replied');
        if (m.kind !== 'campaign' || m.replied_at !== null) break;
        bump(bumps, m, m.sent_at, 'replied');
        bump(bumps, m, change.at, 'replies_received');
        replies.push(change);
        break;
      case 'auto_replied':
        if (m.kind === 'campaign' && m.auto_replied_at === null)
          bump(bumps, m, m.sent_at, 'auto_replied');
        break;
    }
  }
  await countRepliedThreads(trx, replies, bumps);
  await writeBumps(trx, bumps);
  await writeLastEvents(trx, last);
  await writeTemplates(trx, templates);
};

/** Each new body template's normalised text, once per workspace (the first body seen names it). */
async function writeTemplates(
  trx: Transaction<DB>,
  templates: Map<string, { workspace_id: string; body_template: string; text: string }>,
) {
  const rows = [...templates.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, t]) => ({
      workspace_id: t.workspace_id,
      body_template: t.body_template,
      normalised: normaliseBody(t.text).slice(0, 500),
    }));
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('insight_body_templates')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['workspace_id', 'body_template']).doNothing())
      .execute();
}

/**
 * A thread counts as replied once, at its first touch's hour, when it gets its first human
 * reply: the ledger (already updated by this batch) says whether another of its messages had
 * one before. The threads' first touches are locked first, so two replies in one thread recorded
 * at once (two jobs on PostgreSQL) decide one after the other and only the first counts.
 */
async function countRepliedThreads(
  trx: Transaction<DB>,
  replies: ReadonlyArray<{ message: MailMessageRow }>,
  bumps: Bumps,
) {
  const byThread = new Map<string, Set<string>>();
  for (const { message } of replies) {
    const key = `${message.workspace_id}|${message.thread_id}`;
    byThread.set(key, (byThread.get(key) ?? new Set()).add(message.id));
  }
  if (byThread.size === 0) return;
  const starts = await trx
    .selectFrom('mail_messages')
    .select('id')
    .where(
      'message_id',
      'in',
      replies.map(({ message }) => message.thread_id),
    )
    .where('kind', '=', 'campaign')
    .execute();
  await lockRows(
    trx,
    'mail_messages',
    starts.map((r) => r.id),
  );
  for (const [key, ids] of byThread) {
    const [workspaceId, threadId] = key.split('|') as [string, string];
    const rows = await trx
      .selectFrom('mail_messages')
      .selectAll()
      .where('thread_id', '=', threadId)
      .where('workspace_id', '=', workspaceId)
      .where('kind', '=', 'campaign')
      .execute();
    const start = rows.find((r) => r.message_id === threadId);
    if (!start) continue;
    if (rows.some((r) => r.replied_at !== null && !ids.has(r.id))) continue;
    bump(bumps, start, start.sent_at, 'replied_threads');
  }
}

/** Adds the gathered counts, bucket by bucket in key order (so writers never wait in a circle). */
export async function writeBumps(trx: Transaction<DB>, bumps: Bumps) {
  const tables = [...bumps.keys()].sort();
  for (const table of tables) {
    const buckets = bumps.get(table) as NonNullable<ReturnType<Bumps['get']>>;
    const rows = [...buckets.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, b]) => ({ ...b.keys, ...b.counts }));
    const primary = PRIMARY[table];
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 200) as never)
        .onConflict((oc) =>
          oc
            .columns(primary as never)
            .doUpdateSet(
              Object.fromEntries(
                INSIGHT_COUNTS.map((c) => [
                  c,
                  sql`${sql.ref(`${table}.${c}`)} + excluded.${sql.raw(c)}`,
                ]),
              ) as never,
            ),
        )
        .execute();
    }
  }
}

export const PRIMARY: Record<InsightRollupTable, readonly string[]> = {
  insight_mailbox_hours: ['mailbox_id', 'hour'],
  insight_workspace_hours: ['workspace_id', 'hour'],
  insight_mailbox_days: ['mailbox_id', 'day'],
  insight_mailbox_weeks: ['mailbox_id', 'week'],
  insight_domain_days: ['mailbox_id', 'day', 'recipient_domain'],
  insight_ip_days: ['mailbox_id', 'day', 'sending_ip'],
  insight_template_days: ['mailbox_id', 'day', 'body_template'],
};

async function writeLastEvents(
  trx: Transaction<DB>,
  last: Map<string, { workspace_id: string; at: string }>,
) {
  const ids = [...last.keys()].sort();
  for (const mailboxId of ids) {
    const { workspace_id, at } = last.get(mailboxId) as { workspace_id: string; at: string };
    await trx
      .insertInto('insight_mailboxes')
      .values({ mailbox_id: mailboxId, workspace_id, last_event_at: at })
      .onConflict((oc) =>
        oc.column('mailbox_id').doUpdateSet({
          last_event_at: sql`case when excluded.last_event_at > insight_mailboxes.last_event_at then excluded.last_event_at else insight_mailboxes.last_event_at end`,
        }),
      )
      .execute();
  }
}
