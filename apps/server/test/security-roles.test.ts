import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuth } from '../src/http/auth.js';
import { registerErrorHandling } from '../src/http/error-handler.js';
import { registerDomains, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { addMember } from './support/members.js';
import { signedInMember } from './support/sessions.js';
import { databaseSnapshot } from './support/snapshot.js';

/**
 * The shared security suite's role cases: every operation that declares a permission refuses the
 * roles without it (and writes nothing), and `admins_only` workspaces do not exist for members
 * who are not admins.
 */
const h = useHarness();

interface Operation {
  operationId: string;
  method: string;
  path: string;
  workspaceScoped: boolean;
  permission: 'billing' | 'admin' | undefined;
}

function operations(): Operation[] {
  const doc = h.app.swagger() as { paths: Record<string, Record<string, any>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security)
      .map(([method, op]) => ({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        workspaceScoped: (op.parameters ?? []).some(
          (p: any) => p.in === 'header' && p.name === 'x-workspace-id',
        ),
        permission: op['x-permission'],
      })),
  );
}

const call = (op: Operation, token: string, workspace: string) =>
  h.call(op.method as never, op.path, {
    token,
    workspace: op.workspaceScoped ? workspace : null,
    body: {},
  });

describe('permissions over every route', () => {
  it('every billing operation declares permission billing', () => {
    for (const op of operations().filter((o) => o.path.startsWith('/v1/api/billing/'))) {
      expect(op.permission, `${op.method} ${op.path}`).toBe('billing');
    }
  });

  it('a member without billing gets 403 on every billing operation, and nothing is written', async () => {
    const member = await addMember(h, 'member');
    const before = await databaseSnapshot(h);
    for (const op of operations().filter((o) => o.permission === 'billing')) {
      const res = await call(op, member.token, h.team.workspace.uid);
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
      expect(res.body.code).toBe('BILLING_PERMISSION_REQUIRED');
      expect(res.body.message).toContain('billing');
    }
    expect(await databaseSnapshot(h)).toBe(before);
  });

  it('a signed-in session gets the same 403s as its member’s token, and nothing is written', async () => {
    for (const role of ['member', 'billing'] as const) {
      const { browser: b } = await signedInMember(h, role);
      const before = await databaseSnapshot(h);
      const refused = operations().filter(
        (o) => o.permission === 'admin' || (o.permission === 'billing' && role === 'member'),
      );
      expect(refused.length).toBeGreaterThan(10);
      for (const op of refused) {
        const res = await b.call(op.method, op.path, {
          body: {},
          workspace: op.workspaceScoped ? h.team.workspace.uid : null,
        });
        expect(res.status, `${role}: ${op.method} ${op.path}`).toBe(403);
        expect(res.body.code).toBe(
          op.permission === 'admin' ? 'ADMIN_ROLE_REQUIRED' : 'BILLING_PERMISSION_REQUIRED',
        );
      }
      expect(await databaseSnapshot(h)).toBe(before);
    }
  });

  it('members who are not admins get 403 on every admin operation, and nothing is written', async () => {
    const admin = operations().filter((o) => o.permission === 'admin');
    expect(admin.map((o) => o.operationId)).toEqual(
      expect.arrayContaining([
        'createWorkspace',
        'updateWorkspace',
        'deleteWorkspace',
        'inviteMember',
        'listInvitations',
        'revokeInvitation',
        'updateMember',
        'removeMember',
        'createApiToken',
        'listApiTokens',
        'revokeApiToken',
      ]),
    );
    for (const role of ['member', 'billing'] as const) {
      const member = await addMember(h, role);
      const before = await databaseSnapshot(h);
      for (const op of admin) {
        const res = await call(op, member.token, h.team.workspace.uid);
        expect(res.status, `${role}: ${op.method} ${op.path}`).toBe(403);
        expect(res.body.code).toBe('ADMIN_ROLE_REQUIRED');
      }
      expect(await databaseSnapshot(h)).toBe(before);
    }
  });

  it('checks a route’s permission in the auth hook, before its handler runs', async () => {
    const app = Fastify();
    registerErrorHandling(app, h.ctx);
    registerAuth(app, h.ctx);
    let handled = 0;
    app.post(
      '/v1/api/billing/probe',
      { config: { scope: 'team', permission: 'billing' } },
      async () => {
        handled += 1;
        return { error: false };
      },
    );
    await app.ready();
    const post = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/api/billing/probe',
        headers: { authorization: `Bearer ${token}` },
      });
    const without = await post((await addMember(h, 'member')).token);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ error: true, code: 'BILLING_PERMISSION_REQUIRED' });
    expect(handled).toBe(0);
    expect((await post((await addMember(h, 'billing')).token)).statusCode).toBe(200);
    expect((await post(h.team.token)).statusCode).toBe(200);
    expect(handled).toBe(2);
    await app.close();
  });
});

describe('admins_only workspaces', () => {
  const createAdminsOnly = async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      workspace: null,
      body: { name: 'Board room', admins_only: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.workspace.admins_only).toBe(true);
    return res.body.workspace.uid as string;
  };

  it('do not exist for members who are not admins: lists, details, webhook, move target', async () => {
    const hidden = await createAdminsOnly();
    const member = await addMember(h, 'billing');
    const asMember = { token: member.token, workspace: null };

    const list = await h.call('GET', '/v1/api/workspaces/list', asMember);
    expect(list.body.workspaces.map((w: { uid: string }) => w.uid)).toEqual([h.team.workspace.uid]);
    expect(list.body.pagination.total).toBe(1);
    const adminList = await h.call('GET', '/v1/api/workspaces/list', { workspace: null });
    expect(adminList.body.pagination.total).toBe(2);

    const details = await h.call('GET', '/v1/api/workspaces/details', {
      ...asMember,
      query: { uid: hidden },
    });
    const missing = await h.call('GET', '/v1/api/workspaces/details', {
      ...asMember,
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(details.status).toBe(404);
    expect(details.body.message).toBe(missing.body.message);

    const webhook = await h.call('POST', '/v1/api/workspaces/webhook', {
      ...asMember,
      body: { uid: hidden, webhook_url: 'https://example.com/hook' },
    });
    expect(webhook.status).toBe(404);

    const [domain] = await registerDomains(h, [uniqueName()]);
    for (const url of ['/v1/api/domains/move/preview', '/v1/api/domains/move']) {
      const move = await h.call('POST', url, {
        token: member.token,
        body: { uids: [domain], target_workspace_uid: hidden },
      });
      expect(move.status, url).toBe(404);
    }
    const adminPreview = await h.call('POST', '/v1/api/domains/move/preview', {
      body: { uids: [domain], target_workspace_uid: hidden },
    });
    expect(adminPreview.status).toBe(200);
    const shown = await h.call('GET', '/v1/api/workspaces/details', { query: { uid: hidden } });
    expect(shown.body.workspace.webhook_url).toBe('');
  });

  it('as X-Workspace-Id answer 401 on every workspace-scoped operation, as a foreign one', async () => {
    const hidden = await createAdminsOnly();
    const member = await addMember(h, 'billing');
    const scoped = operations().filter((op) => op.workspaceScoped);
    expect(scoped.length).toBeGreaterThan(20);
    const before = await databaseSnapshot(h);
    for (const op of scoped) {
      const res = await call(op, member.token, hidden);
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(res.body).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'X-Workspace-Id does not name a workspace of this team',
      });
    }
    expect(await databaseSnapshot(h)).toBe(before);
    // The admin uses it as any workspace; the member uses the others.
    expect((await h.call('GET', '/v1/api/tags', { workspace: hidden })).status).toBe(200);
    expect((await h.call('GET', '/v1/api/tags', { token: member.token })).status).toBe(200);
  });

  it('an admin turns admins_only on and off; members see the change on their next request', async () => {
    const member = await addMember(h, 'member');
    const uid = h.team.workspace.uid;
    const hide = await h.call('PUT', `/v1/api/workspaces/${uid}`, {
      workspace: null,
      body: { admins_only: true },
    });
    expect(hide.body.workspace).toMatchObject({ admins_only: true, name: 'Default workspace' });
    expect((await h.call('GET', '/v1/api/tags', { token: member.token })).status).toBe(401);
    await h.call('PUT', `/v1/api/workspaces/${uid}`, {
      workspace: null,
      body: { admins_only: false },
    });
    expect((await h.call('GET', '/v1/api/tags', { token: member.token })).status).toBe(200);
    const empty = await h.call('PUT', `/v1/api/workspaces/${uid}`, { workspace: null, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0].field).toBe('name');
  });
});
