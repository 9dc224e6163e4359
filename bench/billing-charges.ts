import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { createTeam } from '../apps/server/src/modules/accounts/accounts.service.js';
import { grantCredits } from '../apps/server/src/modules/billing/billing.service.js';
import { verifyLedger } from '../apps/server/src/modules/billing/verify.service.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { writeResults } from './lib/results.js';

/**
 * Charges on one wallet under concurrent buyers: BENCH_BUYERS (50) loops at once, each ordering
 * one domain after another (Register domains, the whole purchase path through `inject`: token,
 * validation, availability, the domain row and its event, its job, and the charge, which locks
 * the team's one wallet row) for BENCH_SECONDS (10). Purchases per second and latency p50/p99,
 * beside the same purchases with MAILWRIGHT_BILLING=false (no wallet lock, no entry), on SQLite
 * and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL database, on PostgreSQL
 * in a schema of its own. The job runner is not started: the figures are the purchase's. After
 * each charged run the ledger is verified (no balance below zero, every total recomputed).
 * Writes bench/results/billing-charges.json.
 */
const buyers = Number(process.env.BENCH_BUYERS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const loadAtStart = Number(loadavg()[0]?.toFixed(2));

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  address_line1: '1 Analytical Way',
  city: 'London',
  state: 'Greater London',
  country: 'GB',
  postal_code: 'N1 9GU',
};

interface Figures {
  purchases: number;
  purchases_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

/** A fresh database for one run: a SQLite file, or a PostgreSQL schema (dropped afterwards). */
async function database(dialect: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-billing-'));
  if (dialect === 'sqlite')
    return {
      env: { MAILWRIGHT_DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true }),
    };
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(pgUrl as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { MAILWRIGHT_DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      rmSync(dataDir, { recursive: true });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2),
  );
}

async function run(dialect: 'sqlite' | 'postgres', billing: boolean) {
  const db = await database(dialect);
  const config = loadConfig({
    ...db.env,
    MAILWRIGHT_MASTER_KEY: randomBytes(32).toString('hex'),
    MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '0',
    MAILWRIGHT_BILLING: String(billing),
    LOG_LEVEL: 'silent',
  });
  const ctx = await composeContext(config, { log: createLogger('silent') });
  const app = await buildApp(ctx);
  const { team, workspace, token } = await createTeam(ctx.db, { name: 'Bench team' });
  // Enough for every purchase the run can make.
  if (billing)
    await grantCredits(ctx, { teamUid: team.uid, amountCents: 1_000_000_000, reason: 'bench' });
  const headers = {
    authorization: `Bearer ${token}`,
    'x-workspace-id': workspace.uid,
    'content-type': 'application/json',
  };
  const latencies: number[] = [];
  let errors = 0;
  let serial = 0;
  const until = performance.now() + seconds * 1000;
  const buyer = async (b: number) => {
    while (performance.now() < until) {
      serial += 1;
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/api/domains/register',
        headers,
        payload: { domains: [{ name: `bench-${b}-${serial}.com` }], contact_details: CONTACT },
      });
      latencies.push(performance.now() - started);
      if (res.statusCode !== 200) errors += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: buyers }, (_, b) => buyer(b)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const report = billing ? await verifyLedger(ctx.db) : null;
  await app.close();
  await ctx.database.close();
  await db.drop();
  const figures: Figures = {
    purchases: sorted.length - errors,
    purchases_per_s: Math.round((sorted.length - errors) / elapsed),
    p50_ms: percentile(sorted, 0.5),
    p99_ms: percentile(sorted, 0.99),
    errors,
  };
  return { figures, ledgerDifferences: report?.differences.length ?? null };
}

const results: Record<string, unknown> = {};
for (const dialect of pgUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  const charged = await run(dialect, true);
  const off = await run(dialect, false);
  results[dialect] = {
    billing_on: charged.figures,
    billing_off: off.figures,
    ledger_differences_after_run: charged.ledgerDifferences,
  };
  process.stdout.write(
    `${dialect}: billing on ${charged.figures.purchases_per_s}/s p99 ${charged.figures.p99_ms} ms; off ${off.figures.purchases_per_s}/s p99 ${off.figures.p99_ms} ms\n`,
  );
}
const path = writeResults('billing-charges', {
  settings: {
    buyers,
    seconds,
    load_average_at_start: loadAtStart,
    load_average_at_end: Number(loadavg()[0]?.toFixed(2)),
  },
  ...results,
});
process.stdout.write(`wrote ${path}\n`);
