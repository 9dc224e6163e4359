import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { createMailwright, type MailwrightClient } from '@mailwright/sdk';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Harness, TestTeam } from './harness.js';
import { cliPath, type Spawned, spawnNode } from './processes.js';
import { PATIENCE_MS, PROCESS_TEST_TIMEOUT_MS, waitFor } from './wait.js';

/** A `mailwright listen` process. */
export interface ListenProcess extends Spawned {
  /** Resolves when stderr contains `text`. */
  waitForMessage(text: string, timeoutMs?: number): Promise<void>;
  /** Stops it as Ctrl-C does and resolves with its exit code. */
  interrupt(): Promise<number | string>;
}

export interface ServerFixture {
  /** Base URL of the real `mailwright serve` process. */
  api: string;
  /** The SDK, as the team of the current test, against that process. */
  client(team?: TestTeam): MailwrightClient;
  /** Starts `mailwright listen <args>` as the current test's team (stopped after the test). */
  listen(
    args?: string[],
    options?: { ready?: boolean; env?: Record<string, string> },
  ): Promise<ListenProcess>;
}

/**
 * A port on 127.0.0.1 for a process a test starts, free now. A port the kernel picks (`listen(0)`)
 * comes from its ephemeral range (32768–60999 on Linux), where it may hand the same port to an
 * outgoing connection or another `listen(0)` before the process binds it (seen once: "PORT is
 * already in use"). So it is taken below that range, from a block of its own per test worker
 * (`VITEST_POOL_ID`), in turn, and checked free. The turn starts at a random place in the block:
 * a second run on the machine (another checkout's suite) has the same workers, and starting both
 * at the block's first port made them try the same ports at the same moments (each found a port
 * free, then one of them could not listen on it).
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const first = PORTS_FROM + ((worker - 1) % PORT_BLOCKS) * PORT_BLOCK;
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = first + (nextPort++ % PORT_BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${first}-${first + PORT_BLOCK - 1}`);
}

const PORTS_FROM = 20_000;
const PORT_BLOCK = 500;
const PORT_BLOCKS = 24;
let nextPort = randomInt(PORT_BLOCK);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Runs the real `mailwright serve` (API and worker) on the harness's database for the whole
 * file, so events the tests emit through the harness are delivered by that process.
 */
export function useServerProcess(h: Harness, env: Record<string, string> = {}): ServerFixture {
  let server: Spawned;
  const listens: ListenProcess[] = [];
  const fixture = { api: '' } as ServerFixture;

  beforeAll(async () => {
    const port = await freePort();
    server = spawnNode(
      cliPath,
      ['serve'],
      h.env({ PORT: String(port), LOG_LEVEL: 'warn', ...env }),
    );
    await server.waitForOutput('running at');
    fixture.api = `http://127.0.0.1:${port}`;
  }, PROCESS_TEST_TIMEOUT_MS);
  afterEach(async () => {
    for (const proc of listens.splice(0)) {
      if (proc.child.exitCode === null && proc.child.signalCode === null) {
        proc.child.kill('SIGKILL');
        await proc.exited;
      }
    }
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  fixture.client = (team = h.team) =>
    createMailwright({ baseUrl: fixture.api, token: team.token, workspace: team.workspace.uid });

  fixture.listen = async (args = [], options = {}) => {
    const spawned = spawnNode(
      cliPath,
      ['listen', '--api', fixture.api, '--workspace', h.team.workspace.uid, ...args],
      { MAILWRIGHT_TOKEN: h.team.token, ...options.env },
    );
    const proc: ListenProcess = {
      ...spawned,
      async waitForMessage(text, timeoutMs = PATIENCE_MS) {
        await waitFor(
          () => {
            if (spawned.stderr().includes(text)) return true;
            if (spawned.child.exitCode !== null) {
              throw new Error(`listen exited before "${text}"\nstderr: ${spawned.stderr()}`);
            }
            return false;
          },
          timeoutMs,
          () =>
            `listen did not print "${text}"\nstdout: ${spawned.stdout()}\nstderr: ${spawned.stderr()}`,
        );
      },
      interrupt() {
        spawned.child.kill('SIGINT');
        return spawned.exited;
      },
    };
    listens.push(proc);
    if (options.ready !== false) await proc.waitForMessage('Ready.');
    return proc;
  };
  return fixture;
}

/** The test team's workspace webhook URL, as Get workspace shows it. */
export async function webhookUrlOf(h: Harness): Promise<string> {
  const res = await h.call('GET', '/v1/api/workspaces/details', {
    query: { uid: h.team.workspace.uid },
  });
  return res.body.workspace.webhook_url as string;
}
