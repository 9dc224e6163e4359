import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { freePort } from './support/listen.js';
import { cliPath, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

const h = useHarness();

interface Answer {
  status: number;
  connection: string | undefined;
}

/** One GET on `agent` (kept-alive connections); rejects with the socket error's code. */
function get(port: number, path: string, agent: Agent, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A SIGTERM while clients hold kept-alive connections (issue 36: 8 clients used to see 4 x 503
 * and 4 resets). The clients behave as behind a load balancer: they keep sending until a while
 * after `/readyz` says 503 (the balancer's reaction time), then stop. Every request must succeed,
 * none may be reset, and the process must then end cleanly.
 */
describe('draining on SIGTERM', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('answers /readyz 503 at once, keeps serving through the drain period, and resets no connection', async () => {
    const port = await freePort();
    const api = spawnNode(
      cliPath,
      ['serve', '--role', 'api'],
      h.env({ PORT: String(port), MAILWRIGHT_DRAIN_MS: '8000', LOG_LEVEL: 'warn' }),
    );
    await api.waitForOutput('Mailwright API running at', PROCESS_TEST_TIMEOUT_MS);

    const answers: Answer[] = [];
    const failures: string[] = [];
    let noticedAt: number | null = null;
    const reactionMs = 600;
    const stillSending = () => noticedAt === null || Date.now() - noticedAt < reactionMs;
    const clients = Array.from({ length: 8 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (stillSending()) {
          try {
            answers.push(await get(port, '/v1/api/workspaces/list', agent, h.team.token));
          } catch (error) {
            failures.push((error as { code?: string }).code ?? String(error));
          }
        }
      } finally {
        agent.destroy();
      }
    });
    // The balancer's health check, on its own kept-alive connection.
    const monitor = (async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (noticedAt === null) {
          const ready = await get(port, '/readyz', agent);
          if (ready.status === 503) noticedAt = Date.now();
          else await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        agent.destroy();
      }
    })();

    await waitFor(async () => answers.length >= 40);
    const sentAt = Date.now();
    api.child.kill('SIGTERM');
    await monitor;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Served through the drain: connections are closed after their response, not reset.
    expect(answers.some((a) => a.connection === 'close')).toBe(true);
    expect(noticedAt as unknown as number).toBeGreaterThanOrEqual(sentAt);
    expect(await api.exited).toBe(0);
  });
});
