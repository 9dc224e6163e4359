import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { replyTimeHeatmap } from '../apps/server/src/modules/insights/insights.mailbox.js';
import {
  type Bumps,
  bump,
  sentFields,
  writeBumps,
} from '../apps/server/src/modules/insights/insights.rollup.js';
import type { MailMessageRow } from '../apps/server/src/modules/mail/mail.table.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { initInstance, shutdown } from './lib/instance.js';
import { postgresSchema } from './lib/postgres.js';
import { writeResults } from './lib/results.js';

/**
 * Email Insight at scale: BENCH_ROWS ledger rows (default 20,000; the target is
 * 10,000,000) from BENCH_MAILBOXES mailboxes (default 100; target 10,000) over the 30 days before
 * now, seeded in bulk with their rollups; then BENCH_REQUESTS sequential calls (default 200) of
 * the workspace overview and daily stats through the app (auth, validation, serialisation:
 * `inject`), and the reply-time heatmap through its query function, each beside the same sums
 * read straight from the pre-computed table with no authorization or serialisation. On SQLite;
 * on PostgreSQL when BENCH_DATABASE_URL is set (a schema of its own, dropped after). Writes bench/results/insights.json.
 *
 *   BENCH_ROWS=10000000 BENCH_MAILBOXES=10000 npm run bench:insights
 *   BENCH_DATABASE_URL=postgres://... BENCH_ROWS=10000000 BENCH_MAILBOXES=10000 npm run bench:insights
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const MAILBOXES = Number(process.env.BENCH_MAILBOXES ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const pgBase = process.env.BENCH_DATABASE_URL;
const pgSchema = pgBase ? await postgresSchema(pgBase) : null;
const pgUrl = pgSchema?.url;
const loadAtStart = Number(loadavg()[0]?.toFixed(2));
const DAY = 86_400_000;

const instance = initInstance('insights', pgUrl);
const ctx = await composeContext(loadConfig(instance.env), { log: createLogger('warn') });
const db = ctx.db;
const workspace = await db
  .selectFrom('workspaces')
  .select(['id', 'team_id'])
  .where('uid', '=', instance.workspaceUid)
  .executeTakeFirstOrThrow();

// Seed: time-ordered rows, a day at a time, each day's rollups written with it.
const seedStarted = performance.now();
const start = Date.now() - 30 * DAY;
const perDay = Math.ceil(ROWS / 30);
for (let d = 0, written = 0; d < 30 && written < ROWS; d++) {
  const bumps: Bumps = new Map();
  const rows: MailMessageRow[] = [];
  for (let i = 0; i < perDay && written < ROWS; i++, written++) {
    const sentAt = new Date(start + d * DAY + Math.floor((i / perDay) * DAY)).toISOString();
    const id = newId();
    const mailbox = written % MAILBOXES;
    const messageId = `<${id}@m${mailbox}.example>`;
    const domain = `d${written % 500}.example`;
    const row: MailMessageRow = {
      id,
      kind: 'campaign',
      team_id: workspace.team_id,
      workspace_id: workspace.id,
      mailbox_id: `mailbox${mailbox}`,
      domain_id: `domain${mailbox}`,
      sender: `s@m${mailbox}.example`,
      recipient: `r${written}@${domain}`,
      recipient_domain: domain,
      recipient_provider: 'other',
      recipient_mailbox_id: null,
      message_id: messageId,
      in_reply_to: null,
      thread_id: written % 3 === 0 ? `<t${written}@m${mailbox}.example>` : messageId,
      sent_at: sentAt,
      arrived_at: null,
      folder: null,
      bounce: written % 50 === 0 ? 'hard' : null,
      bounce_diagnostic: written % 50 === 0 ? '550 5.1.1 user unknown' : null,
      bounced_at: written % 50 === 0 ? sentAt : null,
      auth: null,
      rescued_at: null,
      replied_at:
        written % 33 === 1 ? new Date(Date.parse(sentAt) + 3 * 3_600_000).toISOString() : null,
      auto_replied_at: null,
      subject: 'Quick question',
      sending_ip: null,
      body_template: null,
    };
    rows.push(row);
    for (const f of sentFields(row)) bump(bumps, row, sentAt, f);
    if (row.bounce) {
      bump(bumps, row, sentAt, 'bounced');
      bump(bumps, row, sentAt, 'hard_bounced');
    }
    if (row.replied_at) {
      bump(bumps, row, sentAt, 'replied');
      bump(bumps, row, row.replied_at, 'replies_received');
      if (row.thread_id === row.message_id) bump(bumps, row, sentAt, 'replied_threads');
    }
  }
  await inTransaction(db, async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('mail_messages')
        .values(rows.slice(i, i + 500))
        .execute();
    await writeBumps(trx, bumps);
  });
}
await sql`analyze`.execute(db);
const seedMs = Math.round(performance.now() - seedStarted);

const app = await buildApp(ctx);
const headers = {
  authorization: `Bearer ${instance.token}`,
  'x-workspace-id': instance.workspaceUid,
};
const hourFrom = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 13);
const hourTo = new Date().toISOString().slice(0, 13);

async function timed(run: () => Promise<void>) {
  for (let i = 0; i < 10; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) =>
    Number((ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0).toFixed(2));
  return { p50_ms: at(0.5), p99_ms: at(0.99), max_ms: at(1) };
}

const inject = (url: string) => async () => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
};
const bareHours =
  (table: 'insight_workspace_hours' | 'insight_mailbox_hours', key: string) => async () => {
    await db
      .selectFrom(table as keyof DB & string as 'insight_workspace_hours')
      .select((eb) => [
        'hour',
        eb.fn.sum<number>('sent').as('sent'),
        eb.fn.sum<number>('bounced').as('bounced'),
        eb.fn.sum<number>('replies_received').as('r'),
      ])
      .where(
        table === 'insight_workspace_hours' ? 'workspace_id' : ('mailbox_id' as 'workspace_id'),
        '=',
        key,
      )
      .where('hour', '>=', hourFrom)
      .where('hour', '<=', hourTo)
      .groupBy('hour')
      .execute();
  };

try {
  const figures = {
    settings: {
      rows: ROWS,
      mailboxes: MAILBOXES,
      requests: REQUESTS,
      database: pgUrl ? 'postgres' : 'sqlite',
    },
    load_average_1m: { at_start: loadAtStart },
    seed_ms: seedMs,
    workspace_overview: {
      mailwright: await timed(inject('/v1/api/email-insights/workspace/overview?days=30')),
      baseline: await timed(bareHours('insight_workspace_hours', workspace.id)),
    },
    daily_stats: {
      mailwright: await timed(inject('/v1/api/email-insights/workspace/daily-stats?days=30')),
      baseline: await timed(bareHours('insight_workspace_hours', workspace.id)),
    },
    reply_time_heatmap: {
      mailwright: await timed(async () => {
        await replyTimeHeatmap(
          db,
          { workspaceId: workspace.id, mailboxId: 'mailbox1' },
          { days: 30 },
        );
      }),
      baseline: await timed(bareHours('insight_mailbox_hours', 'mailbox1')),
    },
  };
  process.stdout.write(
    `${JSON.stringify(figures, null, 2)}\nwrote ${writeResults(pgUrl ? 'insights-postgres' : 'insights', figures)}\n`,
  );
} finally {
  await app.close();
  await ctx.database.close();
  await shutdown(instance);
  await pgSchema?.drop();
}
