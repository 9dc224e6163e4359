import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../apps/server/src/config.js';
import { type Database, openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { COUNTED_LISTS } from '../apps/server/src/main/counted-lists.js';
import { wireModules } from '../apps/server/src/main/wiring.js';
import { NOTHING_HAPPENED_YET, recordMail } from '../apps/server/src/modules/mail/ledger.js';
import type { MailMessageRow } from '../apps/server/src/modules/mail/mail.table.js';
import { writeResults } from './lib/results.js';

/**
 * The message ledger's insert rate: BENCH_MESSAGES (default 5,000) warmup messages from 200
 * mailboxes written one per transaction, as the warmup engine writes a message it sent, through
 * `recordMail` (the ledger row and the `warmup_daily` rollup it keeps); beside it, a bare insert
 * of the same rows into `mail_messages`, one per transaction, in the same run. On SQLite always,
 * and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set (a fresh schema,
 * dropped after). Writes bench/results/mail-ledger.json.
 */
const count = Number(process.env.BENCH_MESSAGES ?? 5_000);
const MAILBOXES = 200;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function messages(): MailMessageRow[] {
  const day = Date.parse('2030-01-15T08:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const from = i % MAILBOXES;
    const to = (i * 7 + 1) % MAILBOXES;
    const id = newId();
    return {
      id,
      kind: 'warmup',
      team_id: 'team',
      workspace_id: 'workspace',
      mailbox_id: `mailbox${from}`,
      domain_id: `domain${from}`,
      sender: `m${from}@sender-${from}.com`,
      recipient: `m${to}@sender-${to}.com`,
      recipient_domain: `sender-${to}.com`,
      recipient_provider: to % 2 === 0 ? 'google' : 'microsoft',
      recipient_mailbox_id: `mailbox${to}`,
      message_id: `<${id}@sender-${from}.com>`,
      in_reply_to: null,
      thread_id: `<${id}@sender-${from}.com>`,
      sent_at: new Date(day + i * 1000).toISOString(),
      ...NOTHING_HAPPENED_YET,
      subject: 'Hello',
      sending_ip: null,
      body_template: null,
    };
  });
}

async function timed(run: () => Promise<void>) {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  return { ms: Math.round(ms), per_second: Math.round(count / (ms / 1000)) };
}

async function measure(database: Database) {
  const { db } = database;
  wireModules();
  await migrateToLatest(db, COUNTED_LISTS);
  const ledger = messages();
  const bare = messages();
  // Alternate which goes first over two rounds, so neither always meets a warmer cache.
  const mailwright: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    const rowsA = round === 0 ? ledger : ledger.map((m) => ({ ...m, id: newId() }));
    const rowsB = round === 0 ? bare : bare.map((m) => ({ ...m, id: newId() }));
    const a = async () => {
      const t = await timed(async () => {
        for (const message of rowsA)
          await inTransaction(db, (trx) => recordMail(trx, [{ type: 'sent', message }]));
      });
      mailwright.push(t.per_second);
    };
    const b = async () => {
      const t = await timed(async () => {
        for (const message of rowsB)
          await inTransaction(db, (trx) =>
            trx.insertInto('mail_messages').values(message).execute(),
          );
      });
      baseline.push(t.per_second);
    };
    if (round === 0) {
      await a();
      await b();
    } else {
      await b();
      await a();
    }
  }
  const daily = await db
    .selectFrom('warmup_daily')
    .select((eb) => eb.fn.sum<number>('sent').as('sent'))
    .executeTakeFirstOrThrow();
  return {
    messages_per_round: count,
    mailwright_messages_per_second: mailwright,
    baseline_messages_per_second: baseline,
    rollup_sent_total: Number(daily.sent),
  };
}

const load = loadavg()[0];
const results: Record<string, unknown> = {};
const dir = mkdtempSync(join(tmpdir(), 'mw-bench-ledger-'));
const sqlite = openDatabase({ dialect: 'sqlite', path: join(dir, 'bench.db') });
try {
  results.sqlite = await measure(sqlite);
} finally {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}
if (pgUrl) {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const config: DatabaseConfig = { dialect: 'postgres', url: url.toString() };
  const postgres = openDatabase(config);
  try {
    results.postgres = await measure(postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
} else results.postgres = 'skipped: set BENCH_DATABASE_URL';

const figures = {
  settings: { messages: count, mailboxes: MAILBOXES },
  load_average_at_start: load,
  ...results,
};
process.stdout.write(
  `${JSON.stringify(figures, null, 2)}\nwritten to ${writeResults('mail-ledger', figures)}\n`,
);
