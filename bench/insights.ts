import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { rebuildListCounts } from '../apps/server/src/db/list-counts.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { COUNTED_LISTS } from '../apps/server/src/main/counted-lists.js';
import { replyTimeHeatmap } from '../apps/server/src/modules/insights/insights.mailbox.js';
import { checkRollups } from '../apps/server/src/modules/insights/insights.rebuild.js';
import {
  type NewLedgerMessage,
  NOTHING_HAPPENED_YET,
  recordMail,
} from '../apps/server/src/modules/mail/ledger.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { seedLedger, seedMailboxes, seedRollups } from './lib/insights-seed.js';
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
const WRITES = Number(process.env.BENCH_WRITES ?? 1_000);
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

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  // Seed: the ledger and its rollups, set-based (bench/lib/insights-seed.ts).
  const postgres = pgUrl !== undefined;
  const seedStarted = performance.now();
  const start = Date.now() - 30 * DAY;
  const note = (what: string) =>
    process.stderr.write(`${what} at ${Math.round(performance.now() - seedStarted)} ms\n`);
  await seedLedger(
    db,
    postgres,
    {
      workspaceId: workspace.id,
      teamId: workspace.team_id,
      rows: ROWS,
      mailboxes: MAILBOXES,
      start,
      step: Math.max(1, Math.floor((30 * DAY - 60_000) / ROWS)),
    },
    (n) => note(`${n} ledger rows`),
  );
  await seedMailboxes(db, postgres, {
    workspaceId: workspace.id,
    teamId: workspace.team_id,
    mailboxes: MAILBOXES,
    sealed: ctx.secrets.seal('bench-credential'),
  });
  await rebuildListCounts(db, COUNTED_LISTS);
  const ledgerMs = Math.round(performance.now() - seedStarted);
  await seedRollups(db, workspace.id, (table) => note(table));
  await sql`analyze`.execute(db);
  const seedMs = Math.round(performance.now() - seedStarted);
  // At a small scale, the set-based rollups must be what recordMail would have kept.
  const checked = ROWS <= 300_000 ? await checkRollups(db, workspace.id) : null;
  if (checked && checked.length > 0)
    throw new Error(`seeded rollups disagree with the ledger: ${checked.slice(0, 5).join('; ')}`);

  /**
   * What keeping the rollups costs a writer: WRITES messages, each in its own transaction, through
   * recordMail (the ledger row and every rollup) beside the same rows inserted bare.
   */
  async function writeCost() {
    const row = (i: number, tag: string): NewLedgerMessage => {
      const id = newId();
      const box = i % MAILBOXES;
      return {
        id,
        kind: 'campaign',
        team_id: workspace.team_id,
        workspace_id: workspace.id,
        mailbox_id: `mailbox${box}`,
        domain_id: `domain${box}`,
        sender: `s${box}@sender.example`,
        recipient: `w${tag}${i}@d${i % 500}.example`,
        recipient_domain: `d${i % 500}.example`,
        recipient_provider: 'other',
        recipient_mailbox_id: null,
        message_id: `<${id}@sender.example>`,
        in_reply_to: null,
        thread_id: `<${id}@sender.example>`,
        sent_at: new Date().toISOString(),
        ...NOTHING_HAPPENED_YET,
        subject: 'Quick question',
      };
    };
    const per = async (write: (i: number) => Promise<void>) => {
      const t = performance.now();
      for (let i = 0; i < WRITES; i++) await write(i);
      return Number((((performance.now() - t) / WRITES) * 1000).toFixed(1));
    };
    const bare = await per((i) =>
      inTransaction(db, async (trx) => {
        await trx
          .insertInto('mail_messages')
          .values({ ...row(i, 'b'), sending_ip: '198.51.100.1', body_template: 'tplbare' })
          .execute();
      }),
    );
    const rolled = await per((i) =>
      inTransaction(db, async (trx) => {
        await recordMail(trx, [
          {
            type: 'sent',
            message: row(i, 'r'),
            sendingIp: '198.51.100.1',
            bodyText: `Hi Anna,\nA short call next week? ${i}`,
          },
        ]);
      }),
    );
    return {
      messages: WRITES,
      record_mail_us_per_message: rolled,
      bare_insert_us_per_message: bare,
    };
  }

  const served = await buildApp(ctx);
  app = served;
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
    const res = await served.inject({ method: 'GET', url, headers });
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

  // What the measured lists answer (a bench of empty answers would measure nothing).
  const answer = async (url: string) =>
    JSON.parse((await served.inject({ method: 'GET', url, headers })).body).data;
  const high = await answer('/v1/api/email-insights/workspace/high-bounce-mailboxes?days=30');
  const replies = await answer('/v1/api/email-insights/workspace/campaign-reply-rate?days=30');
  const health = await answer('/v1/api/email-insights/workspace/mailboxes-health');
  const answers = {
    high_bounce_mailboxes: { total: high.mailboxes_total, shown: high.mailboxes.length },
    campaign_reply_rate: { total: replies.mailboxes_total, shown: replies.mailboxes.length },
    mailboxes_health: { total: health.total, shown: health.mailboxes.length },
  };
  if (answers.high_bounce_mailboxes.shown === 0 || answers.campaign_reply_rate.shown === 0)
    throw new Error(`the seeded workspace lists no mailboxes: ${JSON.stringify(answers)}`);

  const figures = {
    settings: {
      rows: ROWS,
      mailboxes: MAILBOXES,
      requests: REQUESTS,
      database: pgUrl ? 'postgres' : 'sqlite',
    },
    load_average_1m: { at_start: loadAtStart },
    seed_ms: seedMs,
    seed_ledger_ms: ledgerMs,
    seed_rollups_ms: seedMs - ledgerMs,
    seeded_rollups_checked: checked !== null,
    answers,
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
    // The other workspace-level operations: those that read every mailbox's or hour's rollups
    // over the window, and Mailboxes health (a page of ten mailboxes, each with its health).
    other_workspace_operations: {
      mailboxes_health: await timed(inject('/v1/api/email-insights/workspace/mailboxes-health')),
      high_bounce_mailboxes: await timed(
        inject('/v1/api/email-insights/workspace/high-bounce-mailboxes?days=30'),
      ),
      activity: await timed(inject('/v1/api/email-insights/workspace/activity?days=30')),
      campaign_reply_rate: await timed(
        inject('/v1/api/email-insights/workspace/campaign-reply-rate?days=30'),
      ),
    },
    rollup_write_cost: await writeCost(),
  };
  process.stdout.write(
    `${JSON.stringify(figures, null, 2)}\nwrote ${writeResults(pgUrl ? 'insights-postgres' : 'insights', figures)}\n`,
  );
} finally {
  await app?.close();
  await ctx.database.close();
  await shutdown(instance);
  await pgSchema?.drop();
}
