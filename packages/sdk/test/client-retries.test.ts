import { afterEach, describe, expect, it } from 'vitest';
import {
  createMailwright,
  MailwrightApiError,
  MailwrightConnectionError,
  MailwrightError,
  MailwrightTimeoutError,
} from '../src/index.js';
import { TOKEN, WORKSPACE } from './support/client-values.js';
import { createFixtureClient } from './support/contract-fixture.js';
import { errorEnvelope, sendJson, startServer, type TestServer } from './support/http-server.js';
import { account, FAST } from './support/retry-fixtures.js';

const created = {
  error: false,
  message: 'ok',
  workspace: {
    _id: '65f0c1a2b3c4d5e6f7a8b9c0',
    uid: WORKSPACE,
    name: 'New',
    webhook_url: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
};
const serverError = errorEnvelope('INTERNAL_ERROR', 'Internal error');

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('retries of safe operations', () => {
  it('retries a GET after a 503 and returns the answer that follows', async () => {
    server = await startServer((_req, res, i) =>
      i === 0 ? sendJson(res, 503, serverError) : sendJson(res, 200, account),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const result = await mw.getAccount();
    expect(result.team).toBe('T');
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('waits for Retry-After on a 429 before retrying', async () => {
    server = await startServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 429, errorEnvelope('RATE_LIMITED', 'Slow down'), { 'retry-after': '1' })
        : sendJson(res, 200, account),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const started = Date.now();
    await mw.getAccount();
    // The backoff alone would be at most 20 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('retries after the connection is cut before an answer', async () => {
    server = await startServer((_req, res, i) => {
      if (i === 0) res.socket?.destroy();
      else sendJson(res, 200, account);
    });
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    await expect(mw.getAccount()).resolves.toMatchObject({ team: 'T' });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a read-only POST (a list operation)', async () => {
    server = await startServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 500, serverError)
        : sendJson(res, 200, {
            error: false,
            message: 'ok',
            data: [],
            pagination: { total: 0, limit: 10, offset: 0, hasMore: false },
          }),
    );
    const mw = createFixtureClient({
      baseUrl: server.url,
      token: TOKEN,
      workspace: WORKSPACE,
      retry: FAST,
    });
    await mw.listSequencers({ body: { keyword: 'x' } });
    expect(server.requests.map((r) => r.json)).toEqual([{ keyword: 'x' }, { keyword: 'x' }]);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, serverError));
    const mw = createMailwright({
      baseUrl: server.url,
      token: TOKEN,
      retry: { ...FAST, maxRetries: 3 },
    });
    await expect(mw.getAccount()).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(server.requests).toHaveLength(4);
  });

  it('does not wait for a Retry-After longer than maxRetryAfterMs, and reports it', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 429, errorEnvelope('RATE_LIMITED', 'Slow down'), { 'retry-after': '120' }),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const error = await mw.getAccount().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a 4xx other than 429', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 404, errorEnvelope('NOT_FOUND', 'Workspace not found')),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    await expect(mw.getWorkspace({ params: { query: { uid: WORKSPACE } } })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('sends once when retries are turned off for the call', async () => {
    server = await startServer((_req, res) => sendJson(res, 503, serverError));
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    await expect(mw.getAccount({ retry: false })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('the raw openapi-fetch client', () => {
  it('authenticates and retries like the operation methods, and returns the response', async () => {
    server = await startServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 503, serverError)
        : sendJson(res, 200, account, { 'x-request-id': 'r1' }),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const { data, response } = await mw.raw.GET('/v1/api/account');
    expect(data?.team).toBe('T');
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);
  });

  it('does not retry a POST that creates', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, serverError));
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const { error, response } = await mw.raw.POST('/v1/api/workspaces/create', {
      body: { name: 'New' },
    });
    expect(response.status).toBe(500);
    expect(error?.code).toBe('INTERNAL_ERROR');
    expect(server.requests).toHaveLength(1);
  });
});

describe('operations that create or buy', () => {
  it('does not retry a POST that creates, without an Idempotency-Key', async () => {
    server = await startServer((_req, res, i) =>
      i === 0 ? sendJson(res, 500, serverError) : sendJson(res, 200, created),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    await expect(mw.createWorkspace({ body: { name: 'New' } })).rejects.toMatchObject({
      status: 500,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry it after a network error either: the first attempt may have acted', async () => {
    server = await startServer((_req, res) => {
      res.socket?.destroy();
    });
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const error = await mw.buyMailboxes({ body: { count: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightConnectionError);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a purchase with the same Idempotency-Key when it carries one', async () => {
    server = await startServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 500, serverError)
        : sendJson(res, 200, { error: false, message: 'ok', order_uid: 'o1' }),
    );
    const mw = createFixtureClient({
      baseUrl: server.url,
      token: TOKEN,
      workspace: WORKSPACE,
      retry: FAST,
    });
    const result = await mw.buyMailboxes({ body: { count: 3 }, idempotencyKey: true });
    expect(result.order_uid).toBe('o1');
    const [first, second] = server.requests;
    expect(server.requests).toHaveLength(2);
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.json).toEqual({ count: 3 });
  });

  it('does not retry createWorkspace with an Idempotency-Key: the server does not de-duplicate it', async () => {
    server = await startServer((_req, res, i) =>
      i === 0 ? sendJson(res, 500, serverError) : sendJson(res, 200, created),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    await expect(
      mw.createWorkspace({ body: { name: 'New' }, headers: { 'Idempotency-Key': 'ws-1' } }),
    ).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers['idempotency-key']).toBe('ws-1');
  });

  it('refuses idempotencyKey on an operation that does not declare the header, sending nothing', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, created));
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    const error = await mw
      // @ts-expect-error createWorkspace takes no idempotencyKey
      .createWorkspace({ body: { name: 'New' }, idempotencyKey: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightError);
    expect((error as Error).message).toContain('createWorkspace takes no idempotencyKey');
    expect(server.requests).toHaveLength(0);
  });

  it('does not retry getNameservers, a POST that connects domains', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, serverError));
    const mw = createMailwright({
      baseUrl: server.url,
      token: TOKEN,
      workspace: WORKSPACE,
      retry: FAST,
    });
    await expect(mw.getNameservers({ body: { domains: ['example.com'] } })).rejects.toMatchObject({
      status: 500,
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  // These servers never answer the requests they should not: only the timeout or the abort can
  // end the call, whatever the machine's load.
  it('throws MailwrightTimeoutError when no answer comes within timeoutMs', async () => {
    server = await startServer(() => undefined);
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: false });
    const error = await mw.getAccount({ timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightTimeoutError);
    expect(error).toBeInstanceOf(MailwrightConnectionError);
    expect((error as Error).message).toContain('no answer within 100 ms');
    expect(server.requests).toHaveLength(1);
  });

  it('counts a body that stalls after the headers as a timeout', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"error":false,');
    });
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: false });
    await expect(mw.getAccount({ timeoutMs: 150 })).rejects.toBeInstanceOf(MailwrightTimeoutError);
  });

  it('retries a safe operation that timed out', async () => {
    server = await startServer((_req, res, i) => {
      if (i > 0) sendJson(res, 200, account);
    });
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, timeoutMs: 300, retry: FAST });
    await expect(mw.getAccount()).resolves.toMatchObject({ team: 'T' });
    expect(server.requests).toHaveLength(2);
  });

  it('rejects with the abort reason when the caller aborts, and does not retry', async () => {
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    // Aborts once the request has arrived, and never answers it.
    server = await startServer(() => controller.abort(reason));
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: FAST });
    await expect(mw.getAccount({ signal: controller.signal })).rejects.toBe(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects at once, sending nothing, when the signal is already aborted', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, account));
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    const reason = new Error('too late');
    await expect(mw.getAccount({ signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(server.requests).toHaveLength(0);
  });
});
