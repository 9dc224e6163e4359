import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuth, workspaceOf } from '../src/http/auth.js';
import { registerErrorHandling } from '../src/http/error-handler.js';
import { newId, newUid } from '../src/lib/ids.js';
import { revokeToken } from '../src/modules/accounts/accounts.service.js';
import { deleteWorkspace } from '../src/modules/workspaces/workspaces.service.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

/** A minimal app with the real auth plugin and one workspace-scoped route. */
async function scopedApp() {
  const app = Fastify();
  registerErrorHandling(app, h.ctx);
  registerAuth(app, h.ctx);
  app.get('/v1/api/probe', { config: { scope: 'workspace' } }, async (request) => ({
    workspace: workspaceOf(request).uid,
  }));
  await app.ready();
  return app;
}

describe('X-Workspace-Id scoping', () => {
  it('resolves the workspace named by the header for the token’s team', async () => {
    const app = await scopedApp();
    const res = await app.inject({
      url: '/v1/api/probe',
      headers: { authorization: `Bearer ${h.team.token}`, 'x-workspace-id': h.team.workspace.uid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ workspace: h.team.workspace.uid });
  });

  it.each([
    ['missing', undefined, 'Missing X-Workspace-Id header'],
    ['not a uid', 'abc', 'X-Workspace-Id does not name a workspace of this team'],
    [
      'unknown',
      '00000000-0000-4000-8000-000000000000',
      'X-Workspace-Id does not name a workspace of this team',
    ],
  ])('answers 401 when the header is %s', async (_case, value, message) => {
    const app = await scopedApp();
    const headers: Record<string, string> = { authorization: `Bearer ${h.team.token}` };
    if (value) headers['x-workspace-id'] = value;
    const res = await app.inject({ url: '/v1/api/probe', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain(message);
  });

  it('answers 401 for another team’s workspace', async () => {
    const other = await h.createTeam();
    const app = await scopedApp();
    const res = await app.inject({
      url: '/v1/api/probe',
      headers: { authorization: `Bearer ${h.team.token}`, 'x-workspace-id': other.workspace.uid },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stops accepting a token as soon as it is revoked', async () => {
    const app = await scopedApp();
    const headers = {
      authorization: `Bearer ${h.team.token}`,
      'x-workspace-id': h.team.workspace.uid,
    };
    expect((await app.inject({ url: '/v1/api/probe', headers })).statusCode).toBe(200);
    await revokeToken(h.ctx.db, h.team.tokenId);
    expect((await app.inject({ url: '/v1/api/probe', headers })).statusCode).toBe(401);
  });

  it('records when a token was last used', async () => {
    const before = await h.ctx.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', h.team.tokenId)
      .executeTakeFirstOrThrow();
    expect(before.last_used_at).toBeNull();
    await h.call('GET', '/v1/api/account');
    const after = await h.ctx.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', h.team.tokenId)
      .executeTakeFirstOrThrow();
    expect(after.last_used_at).not.toBeNull();
  });

  it('stores a token only as its SHA-256: no column of any table holds the token', async () => {
    const row = await h.ctx.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', h.team.tokenId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(h.team.token).digest('hex'));
    expect(row.display_prefix).toBe(h.team.token.slice(0, 10));
    const secret = h.team.token.slice('mw_'.length);
    const tables = await h.ctx.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('api_tokens');
    for (const table of tables) {
      const rows = await h.ctx.db
        .selectFrom(table.name as 'api_tokens')
        .selectAll()
        .execute();
      expect(JSON.stringify(rows), table.name).not.toContain(secret);
    }
  });

  it('refuses to register an API route that does not declare its scope', async () => {
    const app = Fastify();
    registerAuth(app, h.ctx);
    expect(() => app.get('/v1/api/unscoped', async () => ({}))).toThrow(
      'does not declare its scope',
    );
  });
});

describe('a write the database refuses because a record it names was deleted meanwhile', () => {
  /** A workspace-scoped route inserting a tag into `workspace_id`, as the database sees it. */
  async function writingApp(workspaceIdOf: (requestWorkspaceId: string) => Promise<string>) {
    const app = Fastify();
    registerErrorHandling(app, h.ctx);
    registerAuth(app, h.ctx);
    app.post('/v1/api/probe', { config: { scope: 'workspace' } }, async (request) => {
      const workspaceId = await workspaceIdOf(workspaceOf(request).id);
      const at = new Date().toISOString();
      await h.ctx.db
        .insertInto('tags')
        .values({
          id: newId(),
          uid: newUid(),
          workspace_id: workspaceId,
          name: 'Probe',
          name_key: 'probe',
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { written: true };
    });
    await app.ready();
    return app;
  }

  it('is a 404 for the request’s workspace when that is what was deleted, and nothing is written', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      workspace: null,
      body: { name: 'Deleted meanwhile' },
    });
    const { uid, _id } = created.body.workspace;
    const app = await writingApp(async (id) => {
      // Deleted after the auth hook read it, before the write, as Delete workspace deletes it.
      await deleteWorkspace(h.ctx, { teamId: h.team.team.id, admin: true }, uid);
      return id;
    });
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/probe',
      headers: { authorization: `Bearer ${h.team.token}`, 'x-workspace-id': uid },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Workspace not found' });
    const tags = await h.ctx.db
      .selectFrom('tags')
      .selectAll()
      .where('workspace_id', '=', _id)
      .execute();
    expect(tags).toEqual([]);
  });

  it('is a 409 when the request’s workspace is still there (another record went)', async () => {
    const app = await writingApp(async () => '000000000000000000000000');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/probe',
      headers: {
        authorization: `Bearer ${h.team.token}`,
        'x-workspace-id': h.team.workspace.uid,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('was deleted while the request ran; nothing was written'),
    });
  });
});
