import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';

const h = useHarness();

describe('list workspaces', () => {
  it('returns the team’s workspaces with page-style pagination, newest first', async () => {
    await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Second' } });
    await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Third' } });
    const res = await h.call('GET', '/v1/api/workspaces/list', { workspace: null });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(res.body.workspaces.map((w: { name: string }) => w.name)).toEqual([
      'Third',
      'Second',
      'Default workspace',
    ]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(Object.keys(res.body.workspaces[0]).sort()).toEqual(
      [
        '_id',
        'uid',
        'name',
        'webhook_url',
        'webhook_disabled_at',
        'webhook_disabled_reason',
        'admins_only',
        'use_shared_billing',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('pages with page and limit', async () => {
    for (const name of ['a', 'b', 'c', 'd'])
      await h.call('POST', '/v1/api/workspaces/create', { body: { name } });
    const res = await h.call('GET', '/v1/api/workspaces/list', { query: { page: 2, limit: 2 } });
    expect(res.body.workspaces.map((w: { name: string }) => w.name)).toEqual(['b', 'a']);
    expect(res.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
  });

  it('rejects an out-of-range limit with a 400 naming it', async () => {
    const res = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 501 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED' });
    expect(res.body.message).toContain('limit');
    expect(res.body.details[0].field).toBe('limit');
  });

  it('never shows another team’s workspaces', async () => {
    const other = await h.createTeam();
    const res = await h.call('GET', '/v1/api/workspaces/list', {
      token: other.token,
      workspace: null,
    });
    expect(res.body.workspaces.map((w: { uid: string }) => w.uid)).toEqual([other.workspace.uid]);
  });
});

describe('workspace details, create, update, delete', () => {
  it('creates a workspace with a webhook and reads it back', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Agency A', webhook_url: 'https://hooks.example.com/mw' },
    });
    expect(created.status).toBe(200);
    const { uid } = created.body.workspace;
    const details = await h.call('GET', '/v1/api/workspaces/details', { query: { uid } });
    expect(details.body.workspace).toMatchObject({
      uid,
      name: 'Agency A',
      webhook_url: 'https://hooks.example.com/mw',
    });
  });

  it('rejects a blank name and writes nothing', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', { body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('name');
    const list = await h.call('GET', '/v1/api/workspaces/list');
    expect(list.body.pagination.total).toBe(1);
  });

  it('rejects unknown fields by name in strict mode', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'x', colour: 'blue' },
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('colour is not a known field');
  });

  it('rejects an invalid webhook URL at create and writes nothing', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'x', webhook_url: 'ftp://x.example' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('webhook_url');
    const list = await h.call('GET', '/v1/api/workspaces/list');
    expect(list.body.pagination.total).toBe(1);
  });

  it('renames a workspace with PUT', async () => {
    const res = await h.call('PUT', `/v1/api/workspaces/${h.team.workspace.uid}`, {
      body: { name: 'Renamed' },
    });
    expect(res.status).toBe(200);
    expect(res.body.workspace.name).toBe('Renamed');
    expect(res.body.workspace.updated_at >= res.body.workspace.created_at).toBe(true);
  });

  it('deletes an empty workspace; it is then not found', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Temp' } });
    const uid = created.body.workspace.uid;
    expect((await h.call('DELETE', `/v1/api/workspaces/${uid}`)).status).toBe(200);
    const details = await h.call('GET', '/v1/api/workspaces/details', { query: { uid } });
    expect(details.status).toBe(404);
    expect(details.body).toMatchObject({
      error: true,
      code: 'NOT_FOUND',
      message: 'Workspace not found',
    });
  });

  it('answers 400 for a malformed uid and 404 for an unknown one', async () => {
    expect(
      (await h.call('GET', '/v1/api/workspaces/details', { query: { uid: 'abc' } })).status,
    ).toBe(400);
    const unknown = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('update workspace webhook (contract operation)', () => {
  const url = '/v1/api/workspaces/webhook';

  it('sets the webhook URL and answers exactly {error:false, message}', async () => {
    const res = await h.call('POST', url, {
      body: { uid: h.team.workspace.uid, webhook_url: 'https://receiver.example.com/hook' },
      workspace: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'Workspace webhook updated successfully' });
    const details = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: h.team.workspace.uid },
    });
    expect(details.body.workspace.webhook_url).toBe('https://receiver.example.com/hook');
  });

  it('clears the webhook with an empty string', async () => {
    await h.call('POST', url, {
      body: { uid: h.team.workspace.uid, webhook_url: 'https://a.example/h' },
    });
    await h.call('POST', url, { body: { uid: h.team.workspace.uid, webhook_url: '' } });
    const details = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: h.team.workspace.uid },
    });
    expect(details.body.workspace.webhook_url).toBe('');
  });

  it.each<[string, Record<string, string>, string]>([
    ['a missing URL', { uid: 'WS' }, 'webhook_url is required'],
    [
      'a non-http(s) URL',
      { uid: 'WS', webhook_url: 'ftp://files.example.com' },
      'webhook_url must use http or https',
    ],
    [
      'a relative URL',
      { uid: 'WS', webhook_url: '/hook' },
      'webhook_url must be an absolute http or https URL',
    ],
    [
      'credentials in the URL',
      { uid: 'WS', webhook_url: 'https://user:pw@x.example/h' },
      'webhook_url must not contain a username or password',
    ],
    [
      'a malformed uid',
      { uid: 'not-a-uuid', webhook_url: 'https://x.example/h' },
      'uid must be a valid uuid',
    ],
    ['a missing uid', { webhook_url: 'https://x.example/h' }, 'uid is required'],
  ])('answers 400 for %s and changes nothing', async (_case, body, message) => {
    await h.call('POST', url, {
      body: { uid: h.team.workspace.uid, webhook_url: 'https://before.example/h' },
    });
    const payload = { ...body, ...(body.uid === 'WS' ? { uid: h.team.workspace.uid } : {}) };
    const res = await h.call('POST', url, { body: payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED', message });
    const details = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: h.team.workspace.uid },
    });
    expect(details.body.workspace.webhook_url).toBe('https://before.example/h');
  });

  it('answers 404 for an unknown uid and for another team’s workspace', async () => {
    const other = await h.createTeam();
    for (const uid of ['00000000-0000-4000-8000-000000000000', other.workspace.uid]) {
      const res = await h.call('POST', url, { body: { uid, webhook_url: 'https://x.example/h' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: true, code: 'NOT_FOUND' });
    }
    const theirs = await h.call('GET', '/v1/api/workspaces/details', {
      token: other.token,
      query: { uid: other.workspace.uid },
    });
    expect(theirs.body.workspace.webhook_url).toBe('');
  });

  it('answers 401 without a valid token', async () => {
    const res = await h.call('POST', url, {
      token: 'mw_nope',
      body: { uid: h.team.workspace.uid, webhook_url: '' },
    });
    expect(res.status).toBe(401);
  });
});
