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

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
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
