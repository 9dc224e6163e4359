import { afterEach, describe, expect, it } from 'vitest';
import {
  createMailwright,
  MailwrightConnectionError,
  MailwrightError,
  type RetryWait,
} from '../src/index.js';
import { TOKEN } from './support/client-values.js';
import { errorEnvelope, sendJson, startServer, type TestServer } from './support/http-server.js';
import { account, FAST } from './support/retry-fixtures.js';

// `onRetry`: a caller hears of each wait before a retry, before it starts (the web app says
// "The server is busy. Trying again in 2 s…" instead of a silent spinner).

const busy = errorEnvelope('RATE_LIMITED', 'Slow down');

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client of `server` that records each wait it hears of, and how many requests had arrived. */
function listeningClient(url: string) {
  const waits: { wait: RetryWait; requestsSoFar: number }[] = [];
  const mw = createMailwright({
    baseUrl: url,
    token: TOKEN,
    retry: FAST,
    onRetry: (wait) => waits.push({ wait, requestsSoFar: server?.requests.length ?? 0 }),
  });
  return { mw, waits };
}

describe('onRetry', () => {
  it('tells the Retry-After of a 429 before waiting it out, then the retry goes through', async () => {
    server = await startServer((_req, res, i) =>
      i === 0 ? sendJson(res, 429, busy, { 'retry-after': '1' }) : sendJson(res, 200, account),
    );
    const { mw, waits } = listeningClient(server.url);
    await expect(mw.getAccount()).resolves.toMatchObject({ team: 'T' });
    expect(waits).toHaveLength(1);
    const [{ wait, requestsSoFar }] = waits as [(typeof waits)[number]];
    expect(wait).toMatchObject({
      attempt: 1,
      delayMs: 1000,
      status: 429,
      method: 'GET',
      path: '/v1/api/account',
    });
    expect(wait.error).toBeUndefined();
    expect(wait.signal.aborted).toBe(false);
    // Told before the wait: the retry had not been sent yet.
    expect(requestsSoFar).toBe(1);
    expect(server.requests).toHaveLength(2);
  });

  it('tells each wait after a network error, numbered, with the error and no status', async () => {
    server = await startServer((_req, res, i) => {
      if (i < 2) res.socket?.destroy();
      else sendJson(res, 200, account);
    });
    const { mw, waits } = listeningClient(server.url);
    await expect(mw.getAccount()).resolves.toMatchObject({ team: 'T' });
    expect(waits.map(({ wait }) => wait.attempt)).toEqual([1, 2]);
    expect(waits.map(({ requestsSoFar }) => requestsSoFar)).toEqual([1, 2]);
    for (const { wait } of waits) {
      expect(wait.status).toBeUndefined();
      expect(wait.error).toBeInstanceOf(MailwrightConnectionError);
      expect(wait.delayMs).toBeGreaterThan(0);
      expect(wait.delayMs).toBeLessThanOrEqual(FAST.maxDelayMs);
    }
  });

  it('hears nothing of a write that is sent once, nor of a Retry-After too long to wait for', async () => {
    server = await startServer((req, res) =>
      req.method === 'POST'
        ? sendJson(res, 503, errorEnvelope('UNAVAILABLE', 'Down'))
        : sendJson(res, 429, busy, { 'retry-after': '120' }),
    );
    const { mw, waits } = listeningClient(server.url);
    await expect(mw.createWorkspace({ body: { name: 'New' } })).rejects.toMatchObject({
      status: 503,
    });
    await expect(mw.getAccount()).rejects.toMatchObject({ status: 429 });
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it("gives the call's signal, which aborts when the caller gives up during the wait", async () => {
    server = await startServer((_req, res) => sendJson(res, 429, busy, { 'retry-after': '30' }));
    const controller = new AbortController();
    const reason = new Error('left the screen');
    const heard: RetryWait[] = [];
    const mw = createMailwright({
      baseUrl: server.url,
      token: TOKEN,
      onRetry: (wait) => {
        heard.push(wait);
        controller.abort(reason);
      },
    });
    await expect(mw.getAccount({ signal: controller.signal })).rejects.toBe(reason);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.signal.aborted).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('ends the call when the listener throws, with what it threw as the cause', async () => {
    server = await startServer((_req, res) => sendJson(res, 429, busy, { 'retry-after': '1' }));
    const bug = new Error('listener bug');
    const mw = createMailwright({
      baseUrl: server.url,
      token: TOKEN,
      onRetry: () => {
        throw bug;
      },
    });
    const error = await mw.getAccount().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightError);
    expect((error as Error).cause).toBe(bug);
    expect(server.requests).toHaveLength(1);
  });
});
