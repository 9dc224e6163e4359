import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.js';
import {
  INSIGHT_COUNTS,
  type InsightCount,
} from '../../apps/server/src/modules/insights/insights.table.js';
import { activeDomainRow } from './rows.js';

/**
 * Bulk seeding for `bench:insights`, set-based: ledger rows made by the database itself
 * (`generate_series` on PostgreSQL, a recursive CTE on SQLite), a million per statement, then
 * every insight rollup built from them by one `INSERT … SELECT … GROUP BY` per table, with the
 * counters defined as `insights.rollup.ts` and `insights.rebuild.ts` define them for the kinds of
 * rows seeded here (checked against `checkRollups` at small scale by the bench).
 *
 * Row `g` (0-based): mailbox `g % mailboxes`; sent at `start + g × step`; every tenth a warmup
 * message (landing by `g % 7`: spam, missing, else inbox; rescued and replied by `g % 4`), the
 * rest campaign mail (every third a follow-up in a thread of its own, one in 33 first touches
 * answered three hours later, one in 40 auto-answered); one in 50 hard-bounced; 500 recipient
 * domains; one sending IP per mailbox; four body templates.
 */
export async function seedLedger(
  db: Kysely<DB>,
  postgres: boolean,
  p: {
    workspaceId: string;
    teamId: string;
    rows: number;
    mailboxes: number;
    start: number;
    step: number;
  },
  progress: (done: number) => void,
) {
  const chunk = 1_000_000;
  for (let from = 0; from < p.rows; from += chunk) {
    const to = Math.min(p.rows, from + chunk) - 1;
    const iso = (ms: string) =>
      postgres
        ? `to_char(to_timestamp((${ms}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
    const pad = (e: string) => (postgres ? `lpad((${e})::text, 12, '0')` : `printf('%012d', ${e})`);
    const sent = `${p.start} + g * ${p.step}`;
    const warmup = 'g % 10 = 5';
    const campaignReply = `not (${warmup}) and g % 3 <> 0 and g % 33 = 1`;
    const select = `
      select 'b' || ${pad('g')}, case when ${warmup} then 'warmup' else 'campaign' end,
        '${p.teamId}', '${p.workspaceId}', 'mailbox' || (g % ${p.mailboxes}), 'domain' || (g % ${p.mailboxes}),
        's' || (g % ${p.mailboxes}) || '@sender.example', 'r' || g || '@d' || (g % 500) || '.example',
        'd' || (g % 500) || '.example', 'other', null,
        '<' || g || '@sender.example>', null,
        case when not (${warmup}) and g % 3 = 0 then '<t' || g || '@sender.example>' else '<' || g || '@sender.example>' end,
        ${iso(sent)},
        case when ${warmup} then ${iso(`${sent} + 600000`)} end,
        case when ${warmup} then (case g % 7 when 0 then 'spam' when 1 then 'missing' else 'inbox' end) end,
        case when g % 50 = 0 then 'hard' end,
        case when g % 50 = 0 then '550 5.1.1 user unknown' end,
        case when g % 50 = 0 then ${iso(sent)} end,
        null,
        case when ${warmup} and g % 7 = 0 and g % 4 = 1 then ${iso(`${sent} + 900000`)} end,
        case when (${campaignReply}) or (${warmup} and g % 4 = 3) then ${iso(`${sent} + 10800000`)} end,
        case when not (${warmup}) and g % 3 <> 0 and g % 40 = 2 then ${iso(`${sent} + 3600000`)} end,
        'Quick question', '198.51.100.' || (g % ${p.mailboxes} % 254 + 1), 'tpl' || (g % 4)`;
    const columns = `(id, kind, team_id, workspace_id, mailbox_id, domain_id, sender, recipient,
      recipient_domain, recipient_provider, recipient_mailbox_id, message_id, in_reply_to, thread_id,
      sent_at, arrived_at, folder, bounce, bounce_diagnostic, bounced_at, auth, rescued_at, replied_at,
      auto_replied_at, subject, sending_ip, body_template)`;
    await sql
      .raw(
        postgres
          ? `insert into mail_messages ${columns} ${select} from generate_series(${from}::bigint, ${to}::bigint) as g`
          : `with recursive s(g) as (select ${from} union all select g + 1 from s where g < ${to})
             insert into mail_messages ${columns} ${select} from s`,
      )
      .execute(db);
    progress(to + 1);
  }
}

/** Each counter of a ledger row `m`, as SQL (1 or 0), for the rows counted at their sending time. */
const COUNTER_SQL: Record<InsightCount, string> = {
  sent: '1 = 1',
  campaign_sent: "m.kind = 'campaign'",
  first_touch: "m.kind = 'campaign' and m.thread_id = m.message_id",
  follow_up: "m.kind = 'campaign' and m.thread_id <> m.message_id",
  warmup_sent: "m.kind = 'warmup'",
  reply_sent: "m.kind = 'reply'",
  other_sent: "m.kind not in ('campaign', 'warmup', 'reply')",
  inbox: "m.folder is not null and m.folder not in ('spam', 'missing', 'archive')",
  spam: "m.folder = 'spam'",
  bounced: 'm.bounce is not null',
  hard_bounced: "m.bounce = 'hard'",
  soft_bounced: "m.bounce = 'soft'",
  // The seed writes no verdicts and no authentication bounces.
  auth_failed: '1 = 0',
  replied: "m.kind = 'campaign' and m.replied_at is not null",
  auto_replied: "m.kind = 'campaign' and m.auto_replied_at is not null",
  // A seeded thread has one campaign message, so a replied first touch is a replied thread.
  replied_threads:
    "m.kind = 'campaign' and m.thread_id = m.message_id and m.replied_at is not null",
  replies_received: '1 = 0',
  warmup_inbox:
    "m.kind = 'warmup' and m.folder is not null and m.folder not in ('spam', 'missing', 'archive')",
  warmup_spam: "m.kind = 'warmup' and m.folder = 'spam'",
  warmup_missing: "m.kind = 'warmup' and m.folder = 'missing'",
  warmup_rescued: "m.kind = 'warmup' and m.rescued_at is not null",
  warmup_replied: "m.kind = 'warmup' and m.replied_at is not null",
  warmup_bounced: "m.kind = 'warmup' and m.bounce is not null",
};

const TABLES: Array<[string, Record<string, string>]> = [
  [
    'insight_mailbox_hours',
    { workspace_id: 'workspace_id', mailbox_id: 'mailbox_id', hour: 'substr(at, 1, 13)' },
  ],
  ['insight_workspace_hours', { workspace_id: 'workspace_id', hour: 'substr(at, 1, 13)' }],
  [
    'insight_mailbox_days',
    { workspace_id: 'workspace_id', mailbox_id: 'mailbox_id', day: 'substr(at, 1, 10)' },
  ],
  [
    'insight_domain_days',
    {
      workspace_id: 'workspace_id',
      mailbox_id: 'mailbox_id',
      day: 'substr(at, 1, 10)',
      recipient_domain: 'recipient_domain',
      recipient_provider: 'recipient_provider',
    },
  ],
  [
    'insight_ip_days',
    {
      workspace_id: 'workspace_id',
      mailbox_id: 'mailbox_id',
      day: 'substr(at, 1, 10)',
      sending_ip: 'sending_ip',
    },
  ],
  [
    'insight_template_days',
    {
      workspace_id: 'workspace_id',
      mailbox_id: 'mailbox_id',
      day: 'substr(at, 1, 10)',
      body_template: 'body_template',
    },
  ],
];

/**
 * Builds every insight rollup of the workspace from its ledger, set-based: each message at its
 * sending time, and a human reply to campaign mail again at the time it came back
 * (`replies_received`), then each mailbox's last event.
 */
export async function seedRollups(
  db: Kysely<DB>,
  workspaceId: string,
  progress: (table: string) => void,
) {
  const counters = INSIGHT_COUNTS.map(
    (c) => `case when ${COUNTER_SQL[c]} then 1 else 0 end as ${c}`,
  ).join(', ');
  const replyCounters = INSIGHT_COUNTS.map(
    (c) => `${c === 'replies_received' ? 1 : 0} as ${c}`,
  ).join(', ');
  const base = `m.workspace_id, m.mailbox_id, m.recipient_domain, m.recipient_provider, m.sending_ip, m.body_template`;
  const events = `
    select ${base}, m.sent_at as at, ${counters} from mail_messages m
      where m.workspace_id = '${workspaceId}' and m.mailbox_id is not null
    union all
    select ${base}, m.replied_at as at, ${replyCounters} from mail_messages m
      where m.workspace_id = '${workspaceId}' and m.mailbox_id is not null
        and m.kind = 'campaign' and m.replied_at is not null`;
  for (const [table, keys] of TABLES) {
    const names = Object.keys(keys);
    const exprs = Object.values(keys);
    const nullable = names.filter((n) => n === 'sending_ip' || n === 'body_template');
    await sql
      .raw(
        `insert into ${table} (${[...names, ...INSIGHT_COUNTS].join(', ')})
         select ${exprs.join(', ')}, ${INSIGHT_COUNTS.map((c) => `sum(${c})`).join(', ')}
         from (${events}) e
         ${nullable.length ? `where ${nullable.map((n) => `${n} is not null`).join(' and ')}` : ''}
         group by ${exprs.join(', ')}`,
      )
      .execute(db);
    progress(table);
  }
  // Whole UTC weeks (their Monday) from the day rollup, which holds the same counts.
  const week =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? `to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`
      : `date(day, '-6 days', 'weekday 1')`;
  await sql
    .raw(
      `insert into insight_mailbox_weeks (workspace_id, mailbox_id, week, ${INSIGHT_COUNTS.join(', ')})
       select workspace_id, mailbox_id, ${week}, ${INSIGHT_COUNTS.map((c) => `sum(${c})`).join(', ')}
       from insight_mailbox_days where workspace_id = '${workspaceId}'
       group by workspace_id, mailbox_id, ${week}`,
    )
    .execute(db);
  progress('insight_mailbox_weeks');
  const times = [
    'sent_at',
    'arrived_at',
    'bounced_at',
    'rescued_at',
    'replied_at',
    'auto_replied_at',
  ];
  await sql
    .raw(
      `insert into insight_mailboxes (mailbox_id, workspace_id, last_event_at)
       select mailbox_id, workspace_id, max(t) from (${times
         .map(
           (t) =>
             `select mailbox_id, workspace_id, ${t} as t from mail_messages
              where workspace_id = '${workspaceId}' and mailbox_id is not null and ${t} is not null`,
         )
         .join(' union all ')}) x group by mailbox_id, workspace_id`,
    )
    .execute(db);
  progress('insight_mailboxes');
}

/**
 * The seeded ledger's mailboxes as mailbox records (`mailbox0` … on one active domain), so the
 * workspace lists that name mailboxes (high bounce, campaign reply rate, mailboxes health) find
 * and show them as they would in a real workspace.
 */
export async function seedMailboxes(
  db: Kysely<DB>,
  postgres: boolean,
  p: { workspaceId: string; teamId: string; mailboxes: number; sealed: string },
) {
  const domain = activeDomainRow(
    { team_id: p.teamId, workspace_id: p.workspaceId },
    'insights-bench.com',
  );
  await db.insertInto('domains').values(domain).execute();
  const pad = (e: string) => (postgres ? `lpad((${e})::text, 12, '0')` : `printf('%012d', ${e})`);
  const at = domain.created_at;
  const select = `
    select 'mailbox' || i, '00000000-0000-4000-a000-' || ${pad('i')}, '${p.teamId}', '${p.workspaceId}',
      '${domain.id}', '${domain.name}', 'user' || i, '${domain.id}:user' || i, 'Bench', '' || i, '',
      '', '', 'GOOGLE', 'purchase', 'active', 'finalizing_setup', '', '', '${at}',
      null, 0, 0, '${p.sealed}', '${p.sealed}', '${p.sealed}', 'bench-' || i, null, 'pending', null,
      'none', 0, null, '${at}', '${at}', '${at}'`;
  const columns = `(id, uid, team_id, workspace_id, domain_id, domain_name, username,
    address_key, first_name, last_name, profile_picture, signature, forwarding_email, platform,
    setup_kind, status, previous_status, status_reason, failure_code, status_changed_at,
    step_deadline, is_admin, is_add_on, password_sealed, app_password_sealed, secret_sealed,
    host_account_id, renewal_date, renewal_status, cancel_at, resetup_status, resetup_count,
    last_resetup_at, activated_at, created_at, updated_at)`;
  const last = p.mailboxes - 1;
  await sql
    .raw(
      postgres
        ? `insert into mailboxes ${columns} ${select} from generate_series(0, ${last}) as i`
        : `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${last})
           insert into mailboxes ${columns} ${select} from n`,
    )
    .execute(db);
}
