import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  createMailwright,
  MailwrightApiError,
  MailwrightConnectionError,
  MailwrightError,
} from '../src/index.js';
import { TOKEN, WORKSPACE } from './support/client-values.js';
import { createFixtureClient } from './support/contract-fixture.js';
import { errorEnvelope, sendJson, startServer, type TestServer } from './support/http-server.js';

const OTHER_WORKSPACE = '0b7d8a1e-53a4-4a55-8d2a-9d1ad4c1e2f3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const workspace = {
  _id: '65f0c1a2b3c4d5e6f7a8b9c0',
  uid: WORKSPACE,
  name: 'Main',
  webhook_url: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('requests the client sends', () => {
  it('sends the method, path, query, bearer token and default workspace, and returns the body', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, {
        error: false,
        message: 'ok',
        workspaces: [workspace],
        pagination: { page: 2, limit: 5, total: 6, pages: 2 },
      }),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    const result = await mw.listWorkspaces({ params: { query: { page: 2, limit: 5 } } });

    expect(result.workspaces[0]?.uid).toBe(WORKSPACE);
    // Field by field, so the check survives fields added to the document later.
    const item = result.workspaces[0]!;
    expectTypeOf(item.uid).toEqualTypeOf<string>();
    expectTypeOf(item.webhook_url).toEqualTypeOf<string>();
    expectTypeOf(result.pagination.pages).toEqualTypeOf<number>();
    const [req] = server.requests;
    expect(req?.method).toBe('GET');
    expect(req?.url).toBe('/v1/api/workspaces/list?page=2&limit=5');
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req?.headers['x-workspace-id']).toBe(WORKSPACE);
    expect(req?.headers['idempotency-key']).toBeUndefined();
  });

  it('sends a JSON body, path parameters, and a per-call workspace instead of the default', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { error: false, message: 'Workspace updated', workspace }),
    );
    const mw = createMailwright({ baseUrl: `${server.url}/`, token: TOKEN, workspace: WORKSPACE });
    await mw.updateWorkspace({
      params: { path: { uid: WORKSPACE } },
      body: { name: 'Renamed' },
      workspace: OTHER_WORKSPACE,
    });

    const [req] = server.requests;
    expect(req?.method).toBe('PUT');
    expect(req?.url).toBe(`/v1/api/workspaces/${WORKSPACE}`);
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.json).toEqual({ name: 'Renamed' });
    expect(req?.headers['x-workspace-id']).toBe(OTHER_WORKSPACE);
  });

  it('sends no X-Workspace-Id when none is set', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { error: false, message: 'ok' }));
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    await mw.updateWorkspaceWebhook({
      body: { uid: WORKSPACE, webhook_url: 'https://example.com/hook' },
    });
    expect(server.requests[0]?.headers).not.toHaveProperty('x-workspace-id');
    expect(server.requests[0]?.json).toEqual({
      uid: WORKSPACE,
      webhook_url: 'https://example.com/hook',
    });
  });

  it('generates an Idempotency-Key on request, or sends the one given', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { error: false, message: 'ok', order_uid: 'o1' }),
    );
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    await mw.buyMailboxes({ body: { count: 1 }, idempotencyKey: true });
    await mw.buyMailboxes({ body: { count: 1 }, idempotencyKey: true });
    await mw.buyMailboxes({ body: { count: 1 }, idempotencyKey: 'order-42' });

    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('order-42');
  });

  it('lets workspace-scoped operations leave X-Workspace-Id to the client', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, {
        error: false,
        message: 'ok',
        data: [],
        pagination: { total: 0, limit: 10, offset: 0, hasMore: false },
      }),
    );
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    // The operation declares the header as required; the client supplies it.
    await mw.listSequencers();
    await mw.listSequencers({ params: { header: { 'x-workspace-id': OTHER_WORKSPACE } } });
    expect(server.requests.map((r) => r.headers['x-workspace-id'])).toEqual([
      WORKSPACE,
      OTHER_WORKSPACE,
    ]);
  });

  it('returns the text of an operation that answers text', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
      res.end('mailwright_events_total 3\n');
    });
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN });
    const text = await mw.metrics();
    expectTypeOf(text).toEqualTypeOf<string>();
    expect(text).toBe('mailwright_events_total 3\n');
  });

  it('types each operation from the OpenAPI document', () => {
    const mw = createMailwright({ baseUrl: 'http://127.0.0.1:9', token: TOKEN });
    expectTypeOf(mw.getAccount).toBeCallableWith();
    // @ts-expect-error the body is required
    expectTypeOf(mw.updateWorkspaceWebhook).toBeCallableWith();
    expectTypeOf(mw.updateWorkspaceWebhook).toBeCallableWith({
      // @ts-expect-error webhook_url is a string
      body: { uid: 'x', webhook_url: 1 },
    });
  });
});

describe('errors', () => {
  it('throws MailwrightApiError with the envelope’s code, message, request id and details', async () => {
    const details = [{ field: 'webhook_url', message: 'must use http or https' }];
    server = await startServer((_req, res) =>
      sendJson(
        res,
        400,
        errorEnvelope('VALIDATION_FAILED', 'webhook_url must use http or https', { details }),
      ),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    const error = await mw
      .updateWorkspaceWebhook({ body: { uid: WORKSPACE, webhook_url: 'ftp://x' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailwrightApiError);
    expect(error).toBeInstanceOf(MailwrightError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'webhook_url must use http or https',
      requestId: 'req_test0000000001',
      details,
    });
  });

  it('throws MailwrightApiError for an answer that is not the envelope, with X-Request-Id', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'req_proxy' });
      res.end('<html>Bad gateway</html>');
    });
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN, retry: false });
    const error = await mw.getAccount().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailwrightApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
      requestId: 'req_proxy',
      body: '<html>Bad gateway</html>',
    });
    expect((error as Error).message).toContain('502');
  });

  it('treats an error envelope sent with 200 as an error', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, errorEnvelope('INTERNAL_ERROR', 'Something failed')),
    );
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    await expect(mw.getAccount()).rejects.toMatchObject({
      name: 'MailwrightApiError',
      status: 200,
      code: 'INTERNAL_ERROR',
    });
  });

  it('throws MailwrightConnectionError when nothing listens', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    const mw = createMailwright({
      baseUrl: closed.url,
      token: TOKEN,
      retry: { initialDelayMs: 1, maxDelayMs: 2 },
    });
    const error = await mw.getAccount().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightConnectionError);
    expect((error as Error).message).toContain('/v1/api/account');
  });
});
