import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { credentialFor, newOperator } from './support/operators.js';

/**
 * Issue 32, item 8: a path that names a record which cannot exist (`GET /mailboxes/find`,
 * `GET /orders/ord_missing`) answered 400 "uid must be a valid uuid", and a client that probes
 * paths pinned the wrong one. Every such path is a 404, as a record that does not exist is,
 * whatever the operation: the operations are read from the API document.
 */
const h = useHarness();

/** Segments no record is named by: a word, another service's id, a NUL, a very long one. */
const NOT_IDS = ['find', 'ord_missing', 'a\u0000b', 'x'.repeat(300)];

describe('a path naming a record that cannot exist', () => {
  it('is a 404 "no such record" on every operation with a path parameter', async () => {
    const doc = h.app.swagger() as { paths: Record<string, Record<string, any>> };
    const { token } = await newOperator(h);
    let probed = 0;
    for (const [template, methods] of Object.entries(doc.paths)) {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      if (names.length === 0) continue;
      for (const [verb, op] of Object.entries(methods)) {
        if (!op.security) continue;
        for (const segment of NOT_IDS) {
          const path = names.reduce(
            (out, name) => out.replace(`{${name}}`, encodeURIComponent(segment)),
            template,
          );
          const res = await h.call(verb.toUpperCase(), path, {
            ...credentialFor(path, token),
            body: {},
          });
          const label = `${op.operationId} ${verb.toUpperCase()} ${path.slice(0, 80)}`;
          expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(404);
          expect(res.body.code, label).toBe('NOT_FOUND');
          probed += 1;
        }
      }
    }
    expect(probed).toBeGreaterThan(100);
  });

  it('names the path in its message, as an unknown operation does', async () => {
    for (const path of ['/v1/api/mailboxes/find', '/v1/api/mailboxes/search']) {
      const res = await h.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`No such record at GET ${path}`);
    }
    const order = await h.call('GET', '/v1/api/orders/ord_missing');
    expect(order.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such record at GET /v1/api/orders/ord_missing',
    });
    const unknown = await h.call('GET', '/v1/api/no-such-operation');
    expect(unknown.body.message).toBe('No operation at GET /v1/api/no-such-operation');
  });

  it('a well-formed id of no record is a 404 too, and a bad query or body is still a 400', async () => {
    const missing = await h.call('GET', '/v1/api/orders/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const query = await h.call('GET', '/v1/api/mailboxes/details', { query: { uid: 'find' } });
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('uid must be a valid uuid');
  });
});
