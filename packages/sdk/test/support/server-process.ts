import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// The built `mailwright` command (the suite's global setup compiles it). The SDK never imports
// the server: tests run it as a separate process, as an integrator would.
const cliPath = join(repoRoot, 'apps/server/bin/mailwright.js');

/**
 * The time a test (or the hook starting the server) may take: on a busy machine, starting one
 * Node process can take many seconds (the server's tests use the same figure,
 * `apps/server/test/support/wait.ts`).
 */
export const PROCESS_TEST_TIMEOUT_MS = 300_000;

export interface RunningServer {
  baseUrl: string;
  token: string;
  team: { uid: string; name: string };
  workspace: { uid: string; name: string };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real API (`mailwright init --json`, then `serve --role api`) on a fresh SQLite
 * database in a temporary directory, and resolves once it listens.
 */
export async function startMailwright(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'mailwright-sdk-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATABASE_URL: join(dir, 'db.sqlite'),
    MAILWRIGHT_DATA_DIR: dir,
    MAILWRIGHT_MASTER_KEY: randomBytes(32).toString('hex'),
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  const { stdout } = await promisify(execFile)(process.execPath, [cliPath, 'init', '--json'], {
    cwd: repoRoot,
    env,
  });
  const created = JSON.parse(stdout);
  const child = spawn(process.execPath, [cliPath, 'serve', '--role', 'api'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token: created.token,
    team: created.team,
    workspace: created.workspace,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail('timed out'), PROCESS_TEST_TIMEOUT_MS);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`mailwright serve ${why}\nstdout: ${out}\nstderr: ${err}`));
    };
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => fail(`exited with ${code}`));
  });
}
