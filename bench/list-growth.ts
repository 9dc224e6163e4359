import { loadavg } from 'node:os';
import { join } from 'node:path';
import { seedGrowthInstance } from './lib/growth-seed.js';
import { load, sideBySide } from './lib/http-load.js';
import { shutdown, startApi, startBaseline } from './lib/instance.js';
import { cpuMs, freePort, start } from './lib/processes.js';
import { writeResults } from './lib/results.js';

/**
 * How a list's first page grows with the data: List sequencers and List forwarding jobs (the
 * contract's two lists) in three workspaces of one instance holding 1,000, 100,000 and 1,000,000
 * of each (BENCH_SIZES), against `mailwright serve --role api` on SQLite, each beside a static
 * Fastify route answering the same bytes: the first page (20 connections, and 1 connection for
 * the latency of a request alone), and, from 100,000 up, a deep forwarding page (80 % of the way
 * in) and a keyword matching 1 % of the sequencers. Rows are generated inside SQLite by one
 * INSERT … SELECT per table and workspace (seconds for a million); the list counters are then
 * rebuilt from the tables, as `mailwright counts check --repair` does. Forwarding's first pages
 * are also measured against a floor (`lib/floor-server.ts`): the least a server must do to
 * answer them from the same database file, with none of our code.
 * Writes bench/results/list-growth.json. Options: BENCH_SECONDS (5), BENCH_CONNECTIONS (20),
 * BENCH_SIZES (1000,100000,1000000).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const sizes = (process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const loadAtStart = Number(loadavg()[0]?.toFixed(2));

const { instance, workspaces, seedMs } = await seedGrowthInstance(sizes);
const server = await startApi(instance);
const { base } = server;
const headersOf = (workspaceUid: string) => ({
  authorization: `Bearer ${instance.token}`,
  'x-workspace-id': workspaceUid,
  'content-type': 'application/json',
});

type Case = { size: number; path: string; body: Record<string, unknown> };
const cases: Record<string, Case> = {};
for (const size of sizes) {
  cases[`sequencers_first_page_${size}`] = { size, path: '/v1/api/sequencers/list', body: {} };
  cases[`forwarding_first_page_${size}`] = {
    size,
    path: '/v1/api/mailboxes/forwarding/jobs',
    body: { page: 1, limit: 20 },
  };
  if (size >= 100_000) {
    cases[`forwarding_deep_page_${size}`] = {
      size,
      path: '/v1/api/mailboxes/forwarding/jobs',
      body: { page: Math.floor((size / 20) * 0.8), limit: 20 },
    };
    cases[`sequencers_keyword_${size}`] = {
      size,
      path: '/v1/api/sequencers/list',
      body: { keyword: 'northwind' },
    };
  }
}

// The baseline answers each case's exact bytes, as captured from our server, on its own path.
const answers: Record<string, string> = {};
const samples: Record<string, { bytes: number; total: number }> = {};
for (const [name, c] of Object.entries(cases)) {
  const text = await (
    await fetch(`${base}${c.path}`, {
      method: 'POST',
      headers: headersOf((workspaces[c.size] as { uid: string }).uid),
      body: JSON.stringify(c.body),
    })
  ).text();
  const parsed = JSON.parse(text);
  if (parsed.error !== false) throw new Error(`${name}: ${text}`);
  answers[`POST /baseline/${name}`] = text;
  samples[name] = { bytes: Buffer.byteLength(text), total: parsed.pagination.total };
}
const baseline = await startBaseline(instance, answers);
const floorPort = await freePort();
const floor = {
  process: await start(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lib/floor-server.ts',
      String(floorPort),
      join(instance.dataDir, 'mailwright.db'),
      instance.token,
    ],
    {},
    'ready',
  ),
  url: `http://127.0.0.1:${floorPort}/floor/forwarding`,
};
/** The cases the floor answers (each checked to answer our exact bytes first). */
const floored = Object.keys(cases).filter((name) => name.startsWith('forwarding_first_page_'));
const once = async (url: string, c: Case) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: headersOf((workspaces[c.size] as { uid: string }).uid),
      body: JSON.stringify(c.body),
    })
  ).text();

try {
  const figures: Record<string, unknown> = {
    settings: { seconds, connections, database: 'sqlite', sizes },
    load_average_1m: { at_start: loadAtStart },
    seed_ms: seedMs,
    answers: samples,
  };
  // Warm both servers up on every case first (JIT, statement cache), one request at a time, so
  // the first case measured is not the slowest for that reason alone.
  for (const [name, c] of Object.entries(cases)) {
    for (let i = 0; i < 3; i++) {
      await once(`${base}${c.path}`, c);
      await once(`${baseline.base}/baseline/${name}`, c);
      if (floored.includes(name)) await once(floor.url, c);
    }
    if (
      floored.includes(name) &&
      (await once(floor.url, c)) !== answers[`POST /baseline/${name}`]
    ) {
      throw new Error(`${name}: the floor server does not answer our bytes`);
    }
  }
  for (const [name, c] of Object.entries(cases)) {
    const options = {
      method: 'POST' as const,
      headers: headersOf((workspaces[c.size] as { uid: string }).uid),
      body: JSON.stringify(c.body),
      durationSeconds: seconds,
    };
    const ourCpu = cpuMs(server.process.pid);
    const ours = await load({ url: `${base}${c.path}`, connections, ...options });
    const ourCpuMs = (cpuMs(server.process.pid) ?? 0) - (ourCpu ?? 0);
    const alone = await load({ url: `${base}${c.path}`, connections: 1, ...options });
    const theirCpu = cpuMs(baseline.process.pid);
    const theirs = await load({
      url: `${baseline.base}/baseline/${name}`,
      connections,
      ...options,
    });
    const theirCpuMs = (cpuMs(baseline.process.pid) ?? 0) - (theirCpu ?? 0);
    const floorCpu = cpuMs(floor.process.pid);
    const floors = floored.includes(name)
      ? await load({ ...options, url: floor.url, connections })
      : null;
    const floorCpuMs = (cpuMs(floor.process.pid) ?? 0) - (floorCpu ?? 0);
    // Server CPU per request (ms), ours and the baseline's: what the load on a shared machine
    // moves least (requests per second move with whatever else runs).
    const perRequest = (ms: number, requests: number) =>
      ourCpu === null || requests === 0 ? null : Number((ms / requests).toFixed(4));
    figures[name] = {
      ...sideBySide(ours, theirs),
      one_connection_latency_ms: alone.latency_ms,
      server_cpu_ms_per_request: {
        mailwright: perRequest(ourCpuMs, ours.requests),
        baseline: perRequest(theirCpuMs, theirs.requests),
        ...(floors ? { floor: perRequest(floorCpuMs, floors.requests) } : {}),
      },
      ...(floors
        ? {
            floor: floors,
            floor_vs_baseline: Number(
              (floors.requests_per_second / theirs.requests_per_second).toFixed(3),
            ),
            mailwright_vs_floor: Number(
              (ours.requests_per_second / floors.requests_per_second).toFixed(3),
            ),
          }
        : {}),
    };
  }
  const rps = (name: string) =>
    (figures[name] as { mailwright: { requests_per_second: number } } | undefined)?.mailwright
      .requests_per_second ?? 0;
  const [smallest, middle, largest] = [sizes[0], sizes[1] ?? sizes[0], sizes.at(-1)];
  figures.targets = Object.fromEntries(
    ['sequencers', 'forwarding'].map((list) => [
      list,
      {
        largest_vs_smallest_first_page: Number(
          (rps(`${list}_first_page_${largest}`) / rps(`${list}_first_page_${smallest}`)).toFixed(3),
        ),
        target_largest_vs_smallest: Number((1 / 1.5).toFixed(3)),
        middle_vs_baseline: (
          figures[`${list}_first_page_${middle}`] as {
            throughput_vs_baseline: number;
          }
        ).throughput_vs_baseline,
        target_middle_vs_baseline: 0.25,
      },
    ]),
  );
  (figures.load_average_1m as Record<string, number>).at_end = Number(loadavg()[0]?.toFixed(2));
  const path = writeResults('list-growth', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
} finally {
  await shutdown(instance, server, baseline, floor);
}
