import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, start, stop } from './processes.js';
import { repoRoot } from './results.js';

const cli = join(repoRoot, 'apps/server/bin/mailwright.js');

/** A Mailwright data directory (SQLite) with its first team, workspace and token. */
export interface BenchInstance {
  dataDir: string;
  /** What `mailwright` and `loadConfig` are run with (no rate limit, warnings only). */
  env: Record<string, string>;
  token: string;
  workspaceUid: string;
}

/**
 * A fresh data directory set up by `mailwright init`, as an operator would; on PostgreSQL when
 * `databaseUrl` is given (the master key file stays in the data directory).
 */
export function initInstance(name: string, databaseUrl?: string): BenchInstance {
  const dataDir = mkdtempSync(join(tmpdir(), `mailwright-bench-${name}-`));
  const env: Record<string, string> = {
    MAILWRIGHT_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const init = JSON.parse(
    execFileSync(process.execPath, [cli, 'init', '--json'], {
      env: { ...process.env, ...env },
    }).toString(),
  );
  return { dataDir, env, token: init.token, workspaceUid: init.workspace.uid };
}

/**
 * `mailwright serve --role api` on the instance, on a free loopback port. `BENCH_API_NODE_ARGS`
 * (space-separated) go to its `node` (say `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the
 * API process under a bench's load).
 */
export async function startApi(
  instance: BenchInstance,
): Promise<{ process: ChildProcess; base: string }> {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = await start(
    process.execPath,
    [...nodeArgs, cli, 'serve', '--role', 'api'],
    { ...instance.env, PORT: String(port) },
    'running at',
  );
  return { process: child, base: `http://127.0.0.1:${port}` };
}

/** `mailwright serve --role worker` on the instance, with `env` added (webhook settings). */
export async function startWorker(
  instance: BenchInstance,
  env: Record<string, string> = {},
): Promise<{ process: ChildProcess }> {
  const child = await start(
    process.execPath,
    [cli, 'serve', '--role', 'worker'],
    { ...instance.env, LOG_LEVEL: 'info', ...env },
    'worker running',
  );
  return { process: child };
}

/** The baseline (`static-server.ts`) answering `routes` ("METHOD /path" to exact body). */
export async function startBaseline(
  instance: BenchInstance,
  routes: Record<string, string>,
): Promise<{ process: ChildProcess; base: string }> {
  const routesFile = join(instance.dataDir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const child = await start(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/static-server.ts', String(port), routesFile],
    {},
    'ready',
  );
  return { process: child, base: `http://127.0.0.1:${port}` };
}

/** Stops the processes and removes the data directory. */
export async function shutdown(
  instance: BenchInstance,
  ...servers: ReadonlyArray<{ process: ChildProcess }>
): Promise<void> {
  for (const server of servers) await stop(server.process);
  rmSync(instance.dataDir, { recursive: true, force: true });
}
