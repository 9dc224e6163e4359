import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, sideBySide } from './lib/http-load.js';
import { freePort, start, stop } from './lib/processes.js';
import { repoRoot, writeResults } from './lib/results.js';

/**
 * Foundation HTTP bench: the contract's Update workspace webhook and List workspaces, on an empty
 * workspace, against the real server (`mailwright serve --role api` on SQLite), beside a baseline
 * Fastify server that answers the same paths with the same bodies and does nothing else.
 * Writes bench/results/http-foundation.json. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (20).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-'));
const cli = join(repoRoot, 'apps/server/bin/mailwright.js');
const env = {
  MAILWRIGHT_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '0',
};

const init = JSON.parse(
  execFileSync(process.execPath, [cli, 'init', '--json'], {
    env: { ...process.env, ...env },
  }).toString(),
);
const headers = { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' };
const webhookBody = JSON.stringify({
  uid: init.workspace.uid,
  webhook_url: 'https://receiver.example.com/hooks/mailwright',
});

const ourPort = await freePort();
const server = await start(
  process.execPath,
  [cli, 'serve', '--role', 'api'],
  { ...env, PORT: String(ourPort) },
  'running at',
);
const base = `http://127.0.0.1:${ourPort}`;

// The baseline answers with exactly the bytes our server sends for the same requests.
const sample = async (path: string, init2: RequestInit) =>
  (await fetch(`${base}${path}`, init2)).text();
const webhookAnswer = await sample('/v1/api/workspaces/webhook', {
  method: 'POST',
  headers,
  body: webhookBody,
});
const listAnswer = await sample('/v1/api/workspaces/list', { headers });
const routesFile = join(dataDir, 'routes.json');
writeFileSync(
  routesFile,
  JSON.stringify({
    'POST /v1/api/workspaces/webhook': webhookAnswer,
    'GET /v1/api/workspaces/list': listAnswer,
  }),
);
const staticPort = await freePort();
const baseline = await start(
  process.execPath,
  ['--import', 'tsx', 'bench/lib/static-server.ts', String(staticPort), routesFile],
  {},
  'ready',
);
const staticBase = `http://127.0.0.1:${staticPort}`;

try {
  const run = (url: string, method: 'GET' | 'POST', body?: string) =>
    load({
      url,
      method,
      headers,
      connections,
      durationSeconds: seconds,
      ...(body ? { body } : {}),
    });
  const figures = {
    settings: { seconds, connections, database: 'sqlite' },
    update_workspace_webhook: sideBySide(
      await run(`${base}/v1/api/workspaces/webhook`, 'POST', webhookBody),
      await run(`${staticBase}/v1/api/workspaces/webhook`, 'POST', webhookBody),
    ),
    list_workspaces: sideBySide(
      await run(`${base}/v1/api/workspaces/list`, 'GET'),
      await run(`${staticBase}/v1/api/workspaces/list`, 'GET'),
    ),
  };
  const path = writeResults('http-foundation', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
} finally {
  await stop(server);
  await stop(baseline);
  rmSync(dataDir, { recursive: true, force: true });
}
