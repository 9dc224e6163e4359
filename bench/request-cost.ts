import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { type LoadFigures, load } from './lib/http-load.js';
import {
  type BenchInstance,
  initInstance,
  shutdown,
  startApi,
  startBaseline,
} from './lib/instance.js';
import { benchPostgresUrl, postgresSchema } from './lib/postgres.js';
import { writeResults } from './lib/results.js';

/**
 * What one request costs the database, on SQLite and on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; skipped without): List workspaces (`GET /v1/api/workspaces/list`) and a
 * workspace-scoped list (List sequencers, empty) on an instance set up by `mailwright init`:
 * - statements per request, counted in process (`app.inject`, after the first request);
 * - requests per second against one `mailwright serve --role api`, then two at once (the load
 *   split between them), beside a static Fastify route answering the same bytes.
 * Writes bench/results/request-cost.json. Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (20).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const loadAtStart = Number(loadavg()[0]?.toFixed(2));

/** Statements per request of each route, measured in this process. */
async function statementsPerRequest(instance: BenchInstance) {
  const ctx = await composeContext(loadConfig(instance.env), { log: createLogger('silent') });
  const app = await buildApp(ctx);
  const headers = {
    authorization: `Bearer ${instance.token}`,
    'x-workspace-id': instance.workspaceUid,
    'content-type': 'application/json',
  };
  const requests = {
    list_workspaces: { method: 'GET' as const, url: '/v1/api/workspaces/list' },
    list_sequencers: { method: 'POST' as const, url: '/v1/api/sequencers/list', payload: '{}' },
  };
  const out: Record<string, number> = {};
  try {
    for (const [name, request] of Object.entries(requests)) {
      await app.inject({ ...request, headers });
      const before = ctx.database.statements?.count;
      if (before === undefined) continue;
      const n = 100;
      for (let i = 0; i < n; i++) await app.inject({ ...request, headers });
      out[name] = (ctx.database.statements.count - before) / n;
    }
  } finally {
    await app.close();
    await ctx.database.close();
  }
  return out;
}

/** autocannon against several servers at once, the connections split between them; summed. */
async function loadSplit(urls: string[], headers: Record<string, string>): Promise<LoadFigures> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        headers,
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration: seconds,
      }),
    ),
  );
  return {
    requests_per_second: results.reduce((sum, r) => sum + Math.round(r.requests.average), 0),
    latency_ms: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p90: Math.max(...results.map((r) => r.latency.p90)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      max: Math.max(...results.map((r) => r.latency.max)),
    },
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    non_2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function measure(dialect: 'sqlite' | 'postgres') {
  const schema = dialect === 'postgres' ? await postgresSchema(benchPostgresUrl as string) : null;
  const instance = initInstance(`cost-${dialect}`, schema?.url);
  const headers = { authorization: `Bearer ${instance.token}` };
  const statements = await statementsPerRequest(instance);
  const first = await startApi(instance);
  const second = await startApi(instance);
  const url = '/v1/api/workspaces/list';
  const answer = await (await fetch(`${first.base}${url}`, { headers })).text();
  const baseline = await startBaseline(instance, { [`GET ${url}`]: answer });
  try {
    const staticFigures = await load({
      url: `${baseline.base}${url}`,
      headers,
      connections,
      durationSeconds: seconds,
    });
    const one = await loadSplit([`${first.base}${url}`], headers);
    const two = await loadSplit([`${first.base}${url}`, `${second.base}${url}`], headers);
    const ratio = (f: LoadFigures) =>
      Number((f.requests_per_second / staticFigures.requests_per_second).toFixed(3));
    return {
      statements_per_request: statements,
      list_workspaces: {
        one_api_process: one,
        two_api_processes: two,
        baseline: staticFigures,
        one_process_vs_baseline: ratio(one),
        two_processes_vs_baseline: ratio(two),
        two_vs_one: Number((two.requests_per_second / one.requests_per_second).toFixed(3)),
      },
    };
  } finally {
    await shutdown(instance, first, second, baseline);
    await schema?.drop();
  }
}

const figures: Record<string, unknown> = {
  settings: { seconds, connections, load_average_1m: { at_start: loadAtStart } },
  sqlite: await measure('sqlite'),
};
if (benchPostgresUrl) figures.postgres = await measure('postgres');
(figures.settings as { load_average_1m: Record<string, number> }).load_average_1m.at_end = Number(
  loadavg()[0]?.toFixed(2),
);
const path = writeResults('request-cost', figures);
process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
