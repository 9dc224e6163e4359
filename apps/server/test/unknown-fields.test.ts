import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { useHarness } from './support/harness.js';

/**
 * Fields Mailwright does not know are accepted, ignored and named in X-Mailwright-Ignored-Fields
 * (and the debug log); strict mode, by header or setting, keeps them a 400. Known fields are
 * validated as strictly either way.
 */
const h = useHarness({ env: { LOG_LEVEL: 'debug' } });

const IGNORED = 'x-mailwright-ignored-fields';

describe('unknown request fields', () => {
  it('are ignored and named in the header: what a real client sends to Create workspace works', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Clients', colour: 'blue', client_ref: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers[IGNORED]).toBe('colour, client_ref');
    expect(res.body.workspace.name).toBe('Clients');
    expect(h.logs()).toContain('ignored unknown request fields');
    expect(h.logs()).toContain('"ignored_fields":["colour","client_ref"]');
  });

  it('are named by path when nested', async () => {
    const res = await h.call('POST', '/v1/api/domains/nameservers', {
      body: { domains: ['nested-unknown.com'], extra: { a: 1 } },
    });
    expect(res.headers[IGNORED]).toBe('extra');
    const register = await h.call('POST', '/v1/api/domains/register', {
      body: {
        domains: [{ name: 'x'.repeat(300), registration_years: 1, auto_renew: true }],
        contact_details: { first_name: 'A', nickname: 'B' },
      },
    });
    // Still a 400, for the known fields; the unknown ones are named, not blamed.
    expect(register.status).toBe(400);
    expect(register.headers[IGNORED]).toBe('domains[0].auto_renew, contact_details.nickname');
    expect(register.body.details.map((d: { field: string }) => d.field)).not.toContain(
      'domains[0].auto_renew',
    );
  });

  it('are named in query strings too', async () => {
    const res = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: h.team.workspace.uid, include: 'all' },
    });
    expect(res.status).toBe(200);
    expect(res.headers[IGNORED]).toBe('include');
  });

  it('leave no header when every field is known', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Plain' } });
    expect(res.status).toBe(200);
    expect(res.headers[IGNORED]).toBeUndefined();
  });

  it('do not loosen known fields: a wrong type is still a 400 naming the field, nothing written', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 42, client_ref: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'name', message: 'must be text' }]);
    const list = await h.call('GET', '/v1/api/workspaces/list');
    expect(list.body.workspaces).toHaveLength(1);
  });

  it('are a 400 naming each in strict mode (X-Mailwright-Strict: true), and nothing is written', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Strict', client_ref: true },
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('client_ref is not a known field');
    expect(res.headers[IGNORED]).toBeUndefined();
    const list = await h.call('GET', '/v1/api/workspaces/list');
    expect(list.body.workspaces.map((w: { name: string }) => w.name)).not.toContain('Strict');
  });

  it('are a 400 when the setting makes strict the default; the header can turn it off per request', async () => {
    const strict = await buildApp({
      ...h.ctx,
      config: { ...h.ctx.config, http: { ...h.ctx.config.http, strictFields: true } },
    });
    try {
      const send = (headers: Record<string, string>) =>
        strict.inject({
          method: 'POST',
          url: '/v1/api/workspaces/create',
          headers: { authorization: `Bearer ${h.team.token}`, ...headers },
          payload: { name: 'By setting', client_ref: true },
        });
      const refused = await send({});
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { field: 'client_ref', message: 'is not a known field' },
      ]);
      const lenient = await send({ 'x-mailwright-strict': 'false' });
      expect(lenient.statusCode).toBe(200);
      expect(lenient.headers[IGNORED]).toBe('client_ref');
    } finally {
      await strict.close();
    }
  });

  it('a strict header that is neither true nor false is a 400 naming it', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Odd' },
      headers: { 'x-mailwright-strict': 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'X-Mailwright-Strict', message: 'must be true or false' },
    ]);
  });

  it('names that are not plain text are encoded, so the header stays one valid line', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Enc', 'a b,c\u00e9': 1 },
    });
    expect(res.status).toBe(200);
    expect(res.headers[IGNORED]).toBe('a%20b%2Cc%C3%A9');
  });
});
