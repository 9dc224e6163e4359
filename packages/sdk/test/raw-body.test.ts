import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addRawJsonParser,
  readRawBody,
  verifyFetchRequest,
  verifyNodeRequest,
  WebhookVerificationError,
} from '../src/webhooks/index.js';
import { deliveryHeaders, mailboxEvent, newSecret } from './support/signing.js';

const secret = newSecret();
const body = JSON.stringify(mailboxEvent);

/** Status and the event name (or failure reason) a receiver answered with. */
type Answer = { status: number; text: string };

/** A receiver's usual mapping: 400 for a malformed body, 401 for the other failures. */
function answerFor(error: unknown): Answer {
  if (error instanceof WebhookVerificationError) {
    // As the README says: 401 when it is not signed by us (or replayed), 400 when it is not a
    // delivery at all.
    const unauthorized = error.reason === 'bad_signature' || error.reason === 'stale_timestamp';
    return { status: unauthorized ? 401 : 400, text: error.reason };
  }
  return { status: 500, text: String(error) };
}

async function deliver(url: string, payload = body, headers = deliveryHeaders(secret, payload)) {
  const res = await fetch(url, { method: 'POST', headers, body: payload });
  return { status: res.status, text: await res.text() };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

describe("Node's http", () => {
  it('reads the request stream and verifies it', async () => {
    const url = await listen(
      createServer(async (req, res) => {
        const answer = await verifyNodeRequest(req, { secret }).then(
          (event) => ({ status: 200, text: event.event }),
          answerFor,
        );
        res.writeHead(answer.status).end(answer.text);
      }),
    );
    expect(await deliver(url)).toEqual({ status: 200, text: 'mailbox.status_changed' });
    expect(await deliver(url, body, deliveryHeaders(newSecret(), body))).toEqual({
      status: 401,
      text: 'bad_signature',
    });
    expect(await deliver(url, '{', deliveryHeaders(secret, '{'))).toEqual({
      status: 400,
      text: 'malformed_body',
    });
    expect(await deliver(url, body, { 'content-type': 'application/json' })).toEqual({
      status: 400,
      text: 'missing_header',
    });
  });

  it('stops reading past limitBytes', async () => {
    const chunks = (async function* () {
      yield Buffer.alloc(600);
      yield 'x'.repeat(600);
    })();
    await expect(readRawBody(chunks, { limitBytes: 1000 })).rejects.toMatchObject({
      reason: 'malformed_body',
    });
    const small = (async function* () {
      yield Buffer.from('ab');
      yield 'cd';
    })();
    expect(new TextDecoder().decode(await readRawBody(small))).toBe('abcd');
  });
});

describe('Express', () => {
  it('verifies the raw Buffer that express.raw() leaves in req.body', async () => {
    const app = express();
    app.post('/webhooks', express.raw({ type: 'application/json' }), async (req, res) => {
      const answer = await verifyNodeRequest(req, { secret }).then(
        (event) => ({ status: 200, text: event.event }),
        answerFor,
      );
      res.status(answer.status).send(answer.text);
    });
    const url = await listen(createServer(app));
    expect(await deliver(url)).toEqual({ status: 200, text: 'mailbox.status_changed' });
    expect(await deliver(url, body.replace('Jane', 'Eve'), deliveryHeaders(secret, body))).toEqual({
      status: 401,
      text: 'bad_signature',
    });
  });

  it('says what to change when express.json() parsed the body first', async () => {
    const app = express();
    app.use(express.json());
    app.post('/webhooks', async (req, res) => {
      const answer = await verifyNodeRequest(req, { secret }).then(
        (event) => ({ status: 200, text: event.event }),
        answerFor,
      );
      res.status(answer.status).send(answer.text);
    });
    const url = await listen(createServer(app));
    const { status, text } = await deliver(url);
    expect(status).toBe(500);
    expect(text).toContain("express.raw({ type: 'application/json' })");
  });
});

describe('Fastify', () => {
  it('keeps the raw body in the webhook scope only, and verifies it', async () => {
    const app = Fastify();
    app.post('/echo', async (request) => request.body);
    await app.register(async (scope) => {
      addRawJsonParser(scope);
      scope.post('/webhooks', async (request, reply) => {
        const answer = await verifyNodeRequest(request, { secret }).then(
          (event) => ({ status: 200, text: event.event }),
          answerFor,
        );
        return reply.code(answer.status).send(answer.text);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      expect(await deliver(`${base}/webhooks`)).toEqual({
        status: 200,
        text: 'mailbox.status_changed',
      });
      // Outside the scope, JSON is still parsed.
      const echo = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(await echo.json()).toEqual({ a: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('Hono and Fetch requests', () => {
  it('verifies c.req and c.req.raw', async () => {
    const app = new Hono();
    app.post('/webhooks', async (c) => {
      // A middleware may have read the body already: c.req caches it.
      if (c.req.query('read-first')) await c.req.text();
      const request = c.req.query('raw') ? c.req.raw : c.req;
      const answer = await verifyFetchRequest(request, { secret }).then(
        (event) => ({ status: 200, text: event.event }),
        answerFor,
      );
      return c.text(answer.text, answer.status as 200);
    });
    for (const query of ['', '?raw=1', '?read-first=1']) {
      const res = await app.request(`/webhooks${query}`, {
        method: 'POST',
        headers: deliveryHeaders(secret, body),
        body,
      });
      expect([res.status, await res.text()], query).toEqual([200, 'mailbox.status_changed']);
    }
    const bad = await app.request('/webhooks', {
      method: 'POST',
      headers: deliveryHeaders(newSecret(), body),
      body,
    });
    expect([bad.status, await bad.text()]).toEqual([401, 'bad_signature']);
  });
});
