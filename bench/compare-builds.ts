import { cpSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { seedGrowthInstance } from './lib/growth-seed.js';
import { load } from './lib/http-load.js';
import { cpuMs, freePort, start, stop } from './lib/processes.js';
import { repoRoot, writeResults } from './lib/results.js';

/**
 * The server CPU a list request costs, this build beside another (BENCH_OTHER_ROOT: a checkout
 * of the other commit with its `dist` built, say `git archive <commit> | tar -x -C /tmp/other`,
 * `node_modules` linked, `npx tsc -b`), in one process on one machine: both builds' apps are
 * built on copies of one seeded instance (`lib/growth-seed.ts`, BENCH_SIZES, default 1000) and
 * called in turn (`inject`, one request at a time) in alternating rounds, so a shared machine's
 * load falls on both alike; the process's CPU time is divided by the requests each served. No
 * socket is involved (both would pay the same), so this is the request's own work: auth, hooks,
 * validation, the queries, serialization. The other build's copy forgets migrations it does not
 * know; BENCH_OTHER_SQL is run on it first for any schema difference they made. Cases
 * (BENCH_CASES): seq (List sequencers, first page), fwd (List forwarding jobs, 20 a page), deep
 * (its page 80 % in), kw (a keyword matching 1 % of the sequencers). Prints and writes
 * bench/results/compare-builds.json (or BENCH_LABEL).
 *
 * BENCH_TRANSPORT=http measures over a socket instead: each build's `mailwright serve --role api`
 * on its copy, loaded in turn (autocannon, 20 connections, BENCH_HTTP_SECONDS each, default 2;
 * BENCH_ROUNDS rounds), its CPU read from /proc. `inject` skips the socket, and converts a string
 * answer to a Buffer, which a server never does: a change to how an answer is written (a string,
 * bytes) can look cheaper in process and not be over a socket, which is what `bench:growth` and
 * a client see.
 */
const otherRoot = process.env.BENCH_OTHER_ROOT;
if (!otherRoot) throw new Error('BENCH_OTHER_ROOT: a checkout of the other build, with dist built');
const sizes = (process.env.BENCH_SIZES ?? '1000').split(',').map(Number);
const cases = (process.env.BENCH_CASES ?? 'seq,fwd').split(',');
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const perRound = Number(process.env.BENCH_PER_ROUND ?? 100);
const overHttp = process.env.BENCH_TRANSPORT === 'http';
const httpSeconds = Number(process.env.BENCH_HTTP_SECONDS ?? 2);
const loadAtStart = Number(loadavg()[0]?.toFixed(2));

const { instance, workspaces } = await seedGrowthInstance(sizes);
const otherDir = `${instance.dataDir}-other`;
cpSync(instance.dataDir, otherDir, { recursive: true });
const otherMigrations = Object.keys(
  (await import(join(otherRoot, 'apps/server/dist/src/db/migrate.js'))).migrations,
);
{
  const other = new SQLite(join(otherDir, 'mailwright.db'));
  const known = new Set(otherMigrations);
  for (const { name } of other.prepare('select name from mailwright_migrations').all() as Array<{
    name: string;
  }>) {
    if (!known.has(name))
      other.prepare('delete from mailwright_migrations where name = ?').run(name);
  }
  if (process.env.BENCH_OTHER_SQL) other.exec(process.env.BENCH_OTHER_SQL);
  other.exec('analyze');
  other.close();
}

async function appOf(root: string, dataDir: string) {
  const dist = join(root, 'apps/server/dist/src');
  const { buildApp } = await import(join(dist, 'app.js'));
  const { loadConfig } = await import(join(dist, 'config.js'));
  const { composeContext } = await import(join(dist, 'start/compose.js'));
  const { createLogger } = await import(join(dist, 'lib/logger.js'));
  const env = { ...instance.env, MAILWRIGHT_DATA_DIR: dataDir };
  const ctx = await composeContext(loadConfig(env), { log: createLogger('warn') });
  return { app: await buildApp(ctx), close: () => ctx.database.close() };
}
/** The build's `mailwright serve --role api` on `dataDir`, on a free loopback port. */
async function serverOf(root: string, dataDir: string) {
  const port = await freePort();
  const child = await start(
    process.execPath,
    [join(root, 'apps/server/bin/mailwright.js'), 'serve', '--role', 'api'],
    { ...instance.env, MAILWRIGHT_DATA_DIR: dataDir, PORT: String(port) },
    'running at',
  );
  return { child, base: `http://127.0.0.1:${port}` };
}
const builds = {
  this: await appOf(repoRoot, instance.dataDir),
  other: await appOf(otherRoot, otherDir),
};
const servers = overHttp
  ? {
      this: await serverOf(repoRoot, instance.dataDir),
      other: await serverOf(otherRoot, otherDir),
    }
  : null;

const figures: Record<string, unknown> = {
  settings: {
    other_root: otherRoot,
    sizes,
    rounds,
    transport: overHttp ? 'http' : 'inject',
    ...(overHttp ? { http_seconds: httpSeconds } : { per_round: perRound }),
  },
  load_average_1m: { at_start: loadAtStart },
};
try {
  for (const size of sizes) {
    for (const name of cases) {
      const [url, body] =
        name === 'seq'
          ? ['/v1/api/sequencers/list', {}]
          : name === 'fwd'
            ? ['/v1/api/mailboxes/forwarding/jobs', { page: 1, limit: 20 }]
            : name === 'deep'
              ? [
                  '/v1/api/mailboxes/forwarding/jobs',
                  { page: Math.floor((size / 20) * 0.8), limit: 20 },
                ]
              : ['/v1/api/sequencers/list', { keyword: 'northwind' }];
      const request = {
        method: 'POST' as const,
        url,
        headers: {
          authorization: `Bearer ${instance.token}`,
          'x-workspace-id': (workspaces[size] as { uid: string }).uid,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      };
      // Warmed up first: with too few requests the first case measured the JIT's warm-up (a
      // build's first case ran 10 to 30 % dearer than the same case run again after it).
      const answers: Record<string, string> = {};
      const warmUp = name === 'kw' ? 30 : 500;
      for (const [build, { app }] of Object.entries(builds)) {
        for (let i = 0; i < warmUp; i++) answers[build] = (await app.inject(request)).body;
      }
      // A keyword reads up to SEARCH_WINDOW entries: fewer requests per round.
      const n = name === 'kw' ? Math.max(2, perRound / 20) : perRound;
      const cpu = { this: 0, other: 0 };
      const served = { this: rounds * n, other: rounds * n };
      if (servers) {
        served.this = 0;
        served.other = 0;
        const loadOf = (build: 'this' | 'other', seconds: number) =>
          load({
            url: `${servers[build].base}${request.url}`,
            method: 'POST',
            headers: request.headers,
            body: request.payload,
            durationSeconds: seconds,
          });
        for (const build of ['this', 'other'] as const) await loadOf(build, 1); // warm-up
        for (let round = 0; round < rounds; round++) {
          const order = round % 2 ? (['other', 'this'] as const) : (['this', 'other'] as const);
          for (const build of order) {
            const pid = servers[build].child.pid;
            const before = cpuMs(pid) ?? 0;
            const { requests } = await loadOf(build, httpSeconds);
            cpu[build] += (cpuMs(pid) ?? 0) - before;
            served[build] += requests;
          }
        }
      } else {
        for (let round = 0; round < rounds; round++) {
          const order = round % 2 ? (['other', 'this'] as const) : (['this', 'other'] as const);
          for (const build of order) {
            const before = process.cpuUsage();
            for (let i = 0; i < n; i++) await builds[build].app.inject(request);
            const used = process.cpuUsage(before);
            cpu[build] += (used.user + used.system) / 1000;
          }
        }
      }
      const perRequest = (ms: number, count: number) => Number((ms / count).toFixed(3));
      figures[`${name}_${size}`] = {
        cpu_ms_per_request: {
          this: perRequest(cpu.this, served.this),
          other: perRequest(cpu.other, served.other),
        },
        ...(servers ? { requests: served } : {}),
        this_vs_other: Number((cpu.this / served.this / (cpu.other / served.other)).toFixed(3)),
        same_answer: answers.this === answers.other,
      };
      process.stdout.write(`${name} ${size}: ${JSON.stringify(figures[`${name}_${size}`])}\n`);
    }
  }
  (figures.load_average_1m as Record<string, number>).at_end = Number(loadavg()[0]?.toFixed(2));
  const path = writeResults('compare-builds', figures);
  process.stdout.write(`written to ${path}\n`);
} finally {
  for (const server of Object.values(servers ?? {})) await stop(server.child);
  for (const { app, close } of Object.values(builds)) {
    await app.close();
    await close();
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
  rmSync(otherDir, { recursive: true, force: true });
}
