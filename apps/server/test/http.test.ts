import { connect } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, testConfig } from './support/database.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';

const h = useHarness({ env: { MAILWRIGHT_BODY_LIMIT_BYTES: '2048' } });

describe('HTTP conventions', () => {
  it('gives every response a request id, also inside error bodies', async () => {
    const ok = await h.call('GET', '/v1/api/account');
    expect(ok.headers['x-request-id']).toMatch(/^req_[0-9a-f]{16}$/);
    const missing = await h.call('GET', '/v1/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: true,
      code: 'NOT_FOUND',
      message: 'No operation at GET /v1/api/no-such-thing',
      request_id: missing.headers['x-request-id'],
    });
  });

  it('marks API responses as not cacheable', async () => {
    expect((await h.call('GET', '/v1/api/account')).headers['cache-control']).toBe('no-store');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/workspaces/create',
      headers: { authorization: `Bearer ${h.team.token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: true,
      code: 'MALFORMED_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers a POST without a body by saying to send a JSON object; JSON null stays a wrong body', async () => {
    // As `curl -X POST` without `-d` sends it: no body, no Content-Type.
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/webhooks/events/list',
      headers: { authorization: `Bearer ${h.team.token}`, 'x-workspace-id': h.team.workspace.uid },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request has no body: send a JSON object, {} when none of its fields is needed',
      details: [{ field: '(body)', message: 'is required: send a JSON object' }],
    });
    const nullBody = await h.call('POST', '/v1/api/webhooks/events/list', {
      body: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.body.details).toEqual([{ field: '(body)', message: 'must be an object' }]);
  });

  it('answers a body of another media type with 415', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/workspaces/create',
      headers: { authorization: `Bearer ${h.team.token}`, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: true, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body over the configured limit with 413 and writes nothing', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'x'.repeat(4000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: true, code: 'PAYLOAD_TOO_LARGE' });
    expect((await h.call('GET', '/v1/api/workspaces/list')).body.pagination.total).toBe(1);
  });

  it('reports every invalid field, the first in the message', async () => {
    const res = await h.call('GET', '/v1/api/workspaces/list', { query: { page: 0, limit: 501 } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'limit',
      'page',
    ]);
    expect(res.body.message).toMatch(/^(page|limit) must be .* \(and 1 more problem\)$/);
  });

  it('answers an internal failure with a 500 envelope that reveals no internals, and logs it', async () => {
    await sql`alter table teams rename to teams_moved`.execute(h.ctx.db);
    try {
      const res = await h.call('GET', '/v1/api/account', { token: null });
      expect(res.status).toBe(401);
      const failing = await h.call('GET', '/v1/api/account');
      expect(failing.status).toBe(500);
      expect(failing.body).toEqual({
        error: true,
        code: 'INTERNAL_ERROR',
        message: 'Internal server error; the request id identifies it in the server log',
        request_id: failing.headers['x-request-id'],
      });
      expect(JSON.stringify(failing.body)).not.toMatch(/teams|sql|select/i);
      expect(h.logs()).toContain(String(failing.headers['x-request-id']));
    } finally {
      await sql`alter table teams_moved rename to teams`.execute(h.ctx.db);
    }
  });
});

describe('account', () => {
  it('returns the token’s team with its wallet (from the ledger), plan and mailbox prices', async () => {
    const res = await h.call('GET', '/v1/api/account', { workspace: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      message: 'Account details retrieved successfully',
      uid: h.team.team.uid,
      team: 'Test team',
      admin_email: 'admin@example.com',
      total_credits: TEST_CREDITS,
      credits_used: 0,
      credits_remaining: TEST_CREDITS,
      cost_per_google_mailbox: 4,
      cost_per_ms_outlook_mailbox: 3.5,
      current_plan: {
        name: 'Pay as you go',
        uid: 'payg',
        cycle: 'monthly',
        pricing: 0,
        renews_on: null,
        purchased_on: null,
      },
      auto_topup_enabled: false,
      auto_topup_config: { drops_below: 0, add_balance: 0 },
      created_at: h.team.team.created_at,
    });
  });
});

describe('a request the HTTP parser rejects', () => {
  it('is answered with the error envelope and an X-Request-Id like every response', async () => {
    const port = await h.listen();
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      });
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const requestId = /\r\nx-request-id: (\S+)/i.exec(head)?.[1];
    expect(requestId).toBeDefined();
    expect(JSON.parse(body)).toMatchObject({
      error: true,
      code: 'MALFORMED_REQUEST',
      request_id: requestId,
    });
  });
});

describe('health', () => {
  it('answers /healthz and /readyz without credentials', async () => {
    expect((await h.call('GET', '/healthz', { token: null })).body).toEqual({ status: 'ok' });
    expect((await h.call('GET', '/readyz', { token: null })).body).toEqual({ status: 'ready' });
  });

  it('reports not ready when the database cannot be reached, and stays live', async () => {
    const database = await createTestDatabase();
    const ctx = await composeContext(testConfig(database, { LOG_LEVEL: 'silent' }));
    const app = await buildApp(ctx);
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await ctx.database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: true,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Database is not reachable',
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('reports not ready when a migration is missing', async () => {
    const name = '0001-foundation';
    await h.ctx.db
      .deleteFrom('mailwright_migrations' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const res = await h.call('GET', '/readyz', { token: null });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: `Migrations not applied: ${name}; run mailwright migrate`,
      });
    } finally {
      await h.ctx.db
        .insertInto('mailwright_migrations' as never)
        .values({ name, timestamp: new Date().toISOString() } as never)
        .execute();
    }
  });
});
