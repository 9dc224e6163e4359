import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../src/http/nul.js';
import { useHarness } from './support/harness.js';
import { signedInAdmin } from './support/sessions.js';

/**
 * A NUL character (`\u0000`) in any string of a request is a 400 naming the field, on every
 * operation of the API document and on both databases (PostgreSQL cannot store it in text and
 * answered 500; SQLite stored it). The operations and their fields are read from the document,
 * so a new operation is checked without being added here.
 */
const h = useHarness();

const NUL_TEXT = 'a\u0000b';

interface Probe {
  label: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The field the 400 must name. */
  field: string;
  /** Sent in strict mode: a field the document does not know is otherwise dropped unread. */
  strict?: boolean;
  /** The operation takes only a signed-in session (the cookie), not a token. */
  session?: boolean;
}

/** Every string (at any depth) a body schema describes: its field name and a body holding it. */
function stringFields(schema: any, resolve: (s: any) => any, field = ''): Probe['body'][] {
  const s = resolve(schema);
  if (!s) return [];
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return branches.flatMap((b: any) => stringFields(b, resolve, field)).slice(0, 1);
  if (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')))
    return [{ field, value: NUL_TEXT }];
  if (s.type === 'array' && s.items)
    return stringFields(s.items, resolve, `${field}[0]`).map((f: any) => ({
      field: f.field,
      value: [f.value],
    }));
  if (s.type === 'object' || s.properties) {
    return Object.entries(s.properties ?? {}).flatMap(([name, child]) =>
      stringFields(child, resolve, field ? `${field}.${name}` : name).map((f: any) => ({
        field: f.field,
        value: { [name]: f.value },
      })),
    );
  }
  return [];
}

function probes(): Probe[] {
  const doc = h.app.swagger() as {
    paths: Record<string, Record<string, any>>;
    components: { schemas: Record<string, any> };
  };
  const resolve = (schema: any) =>
    schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
  const found: Probe[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    const path = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    for (const [verb, op] of Object.entries(methods)) {
      const method = verb.toUpperCase();
      const label = `${op.operationId}`;
      // An alias's path names the record: a `uid` sent in its query or body is replaced, unread.
      const fromPath = (op.parameters ?? []).some((p: any) => p.in === 'path' && p.name === 'uid');
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' && !(fromPath && p.name === 'uid'))
          found.push({
            label: `${label} ?${p.name}`,
            method,
            path,
            query: { [p.name]: NUL_TEXT },
            field: p.name,
          });
        if (p.in === 'path')
          found.push({
            label: `${label} /{${p.name}}`,
            method,
            path: template.replace(`{${p.name}}`, encodeURIComponent(NUL_TEXT)),
            field: p.name,
          });
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (!body) continue;
      for (const f of stringFields(body, resolve) as Array<{ field: string; value: unknown }>) {
        if (fromPath && f.field === 'uid') continue;
        found.push({
          label: `${label} body ${f.field}`,
          method,
          path,
          body: f.value,
          field: f.field,
        });
      }
      // Fields the document does not know, deep down, and a key holding a NUL, in strict mode
      // (outside it they are dropped before validation, whatever they hold: see below).
      found.push({
        label: `${label} unknown field`,
        method,
        path,
        body: { zz_extra: { deep: [{ deeper: NUL_TEXT }] } },
        field: 'zz_extra.deep[0].deeper',
        strict: true,
      });
      found.push({
        label: `${label} key`,
        method,
        path,
        body: { [`k${NUL_TEXT}`]: 1 },
        field: 'ka\\u0000b',
        strict: true,
      });
    }
  }
  // Operations that take only a signed-in session are sent with one (a token is a 401).
  const sessionOnly = new Set(
    Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter(
        (op) => op.security?.length > 0 && op.security.every((s: object) => 'sessionCookie' in s),
      )
      .map((op) => op.operationId),
  );
  return found.map((probe) =>
    sessionOnly.has(probe.label.split(' ')[0]) ? { ...probe, session: true } : probe,
  );
}

describe('a NUL character in a request', () => {
  it('is a 400 naming the field on every operation: body (any depth), query and path', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(150);
    expect(all.some((probe) => probe.session)).toBe(true);
    const signedIn = await signedInAdmin(h);
    const session = {
      cookie: `mw_session=${signedIn.cookie}`,
      'x-csrf-token': signedIn.csrf ?? '',
    };
    for (const probe of all) {
      const res = await h.call(probe.method as never, probe.path, {
        ...(probe.query ? { query: probe.query } : {}),
        ...(probe.body !== undefined ? { body: probe.body } : {}),
        ...(probe.session ? { token: null } : {}),
        headers: {
          ...(probe.strict ? { 'x-mailwright-strict': 'true' } : {}),
          ...(probe.session ? session : {}),
        },
      });
      expect(res.status, `${probe.label}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code, probe.label).toBe('VALIDATION_FAILED');
      expect(res.body.details, probe.label).toContainEqual({
        field: probe.field,
        message: NUL_MESSAGE,
      });
    }
  });

  it('stores nothing: a workspace named with a NUL is refused and none is created', async () => {
    const before = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 100 } });
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: `Sales${NUL_TEXT}` },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`name ${NUL_MESSAGE}`);
    const after = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 100 } });
    expect(after.body.pagination.total).toBe(before.body.pagination.total);
  });

  it('outside strict mode, a field the document does not know is dropped unread, NUL or not', async () => {
    const before = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 100 } });
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Sales', zz_extra: NUL_TEXT, [`k${NUL_TEXT}`]: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.workspace.name).toBe('Sales');
    expect(res.headers['x-mailwright-ignored-fields']).toBe('zz_extra, ka%00b');
    const after = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 100 } });
    expect(after.body.pagination.total).toBe(before.body.pagination.total + 1);
  });

  it('in a header is refused by the HTTP parser before anything reads it', async () => {
    const port = await h.listen();
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /v1/api/tags/list HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.team.token}\r\n` +
            `X-Workspace-Id: ${h.team.workspace.uid}\u0000\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        );
      });
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
