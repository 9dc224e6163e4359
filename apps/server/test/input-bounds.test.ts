import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../src/http/text-input.js';
import { MAX_DETAILS } from '../src/http/validation-errors.js';
import { useHarness } from './support/harness.js';

/**
 * Issue 32, item 1: a body of many invalid items (under the body limit) made validation
 * quadratic: 28 s and a 5.7 MB answer for 100,000 empty uids, every other request waiting behind
 * it. An array over its `maxItems` is refused before its items are looked at, `details` lists at
 * most {@link MAX_DETAILS} problems, and the work is linear whatever the body holds.
 */
const h = useHarness();

const UID = '00000000-0000-4000-8000-000000000000';

/** Sends `body` to `path` over real HTTP, as a client would. */
async function post(port: number, path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${h.team.token}`,
      'x-workspace-id': h.team.workspace.uid,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
}

/**
 * The bodies, each sent several times at once with a `/healthz` beside them: each is a
 * small 400 naming the one field, and the process goes on serving (the five took minutes before).
 */
const BODIES: Array<{ path: string; body: unknown; field: string; limit: number }> = [
  {
    path: '/v1/api/mailboxes/cancel',
    body: { uids: Array(100_000).fill('') },
    field: 'uids',
    limit: 100,
  },
  {
    path: '/v1/api/warmup/pause',
    body: { mailbox_uids: Array(100_000).fill('') },
    field: 'mailbox_uids',
    limit: 100,
  },
  {
    // uniqueItems compares pairs: 60,000 distinct values took 21 s.
    path: '/v1/api/inbox-placement/tests',
    body: {
      subject: 'Hello',
      text: 'Body',
      mailbox_uids: [UID],
      providers: Array.from({ length: 60_000 }, (_, i) => `provider-${i}`),
    },
    field: 'providers',
    limit: 10,
  },
];

describe('validation work is bounded', () => {
  for (const { path, body, field, limit } of BODIES) {
    it(`refuses a too-long array before its items: ${path} ${field}`, async () => {
      const port = await h.listen();
      const answers = Promise.all(Array.from({ length: 5 }, () => post(port, path, body)));
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      for (const res of await answers) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(`${field} must have at most ${limit} items`);
        expect(res.body.details).toEqual([{ field, message: `must have at most ${limit} items` }]);
        expect(res.bytes).toBeLessThan(1024);
      }
    });
  }

  it('100,000 problems of the items themselves (a NUL in each) are described in one linear pass', async () => {
    // Each item is reported (text no part can keep is found before the sizes), so the error list
    // itself holds 100,001 entries: capped in the answer, counted in the message, read once.
    const port = await h.listen();
    const answer = post(port, '/v1/api/mailboxes/cancel', { uids: Array(100_000).fill('\u0000') });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const res = await answer;
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(MAX_DETAILS);
    expect(res.body.details[0]).toEqual({ field: 'uids[0]', message: NUL_MESSAGE });
    expect(res.body.message).toBe(`uids[0] ${NUL_MESSAGE} (and 100000 more problems)`);
    expect(res.bytes).toBeLessThan(4096);
  });

  it('lists at most MAX_DETAILS problems and counts the rest in the message', async () => {
    const res = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { uids: Array(100).fill('not-a-uid') },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(MAX_DETAILS);
    expect(res.body.details[0]).toEqual({ field: 'uids[0]', message: 'must be a valid uuid' });
    expect(res.body.details[MAX_DETAILS - 1].field).toBe(`uids[${MAX_DETAILS - 1}]`);
    expect(res.body.message).toBe('uids[0] must be a valid uuid (and 99 more problems)');
  });

  it('a string over its maxLength is refused without running its pattern or format', async () => {
    const res = await h.call('POST', '/v1/api/account/registrant-contact', {
      body: { contact_details: { email: `${'a'.repeat(300_000)}@example.com` } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      field: 'contact_details.email',
      message: 'must be at most 254 characters long',
    });
    expect(res.body.details).not.toContainEqual(
      expect.objectContaining({ message: 'must be a valid email' }),
    );
  });

  it('unknown fields in 125,000 items are not collected from an array over its limit (a 500 before)', async () => {
    const res = await h.call('POST', '/v1/api/domains/register', {
      body: { domains: Array(125_000).fill({ z: 1 }) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('domains must have at most 100 items');
    expect(res.headers['x-mailwright-ignored-fields']).toBeUndefined();
  });

  it('every array of every request schema has a maxItems (so the first look bounds the rest)', () => {
    const doc = h.app.swagger() as {
      paths: Record<string, Record<string, any>>;
      components: { schemas: Record<string, any> };
    };
    const resolve = (s: any) => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
    const unbounded: string[] = [];
    const walk = (schema: any, where: string): void => {
      const s = resolve(schema);
      if (!s || typeof s !== 'object') return;
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        for (const branch of s[key] ?? []) walk(branch, where);
      if (s.items) {
        if (s.maxItems === undefined) unbounded.push(where);
        walk(s.items, `${where}[]`);
      }
      for (const [name, child] of Object.entries(s.properties ?? {}))
        walk(child, `${where}.${name}`);
    };
    let arrays = 0;
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods)) {
        const body = op.requestBody?.content?.['application/json']?.schema;
        walk(body, `${op.operationId} body`);
        for (const p of op.parameters ?? []) walk(p.schema, `${op.operationId} ${p.in} ${p.name}`);
        arrays += JSON.stringify(body ?? {}).split('"items"').length - 1;
      }
    expect(arrays).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});
