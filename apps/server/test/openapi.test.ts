import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { repoRoot } from './support/processes.js';

const h = useHarness();

describe('OpenAPI document', () => {
  it('matches the committed openapi.json (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(`${repoRoot}openapi.json`, 'utf8'));
    const generated = JSON.parse(JSON.stringify(h.app.swagger()));
    generated.servers = committed.servers;
    expect(generated).toEqual(committed);
  });

  it('is served at /v1/api/openapi.json as OpenAPI 3.1 with an operationId, tag and summary on every operation', async () => {
    const res = await h.call('GET', '/v1/api/openapi.json', { token: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const [path, methods] of Object.entries<Record<string, any>>(res.body.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(op.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    expect(res.body.components.schemas.ErrorResponse).toBeDefined();
  });

  it('serves the reference page at /docs from the installed package', async () => {
    const res = await h.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
  });

  it('the reference page carries Mailwright’s title and logo, not the generator’s', async () => {
    const page = await h.app.inject({ url: '/docs/' });
    expect(page.body).toMatch(/<title>Mailwright API reference<\/title>/);
    expect(page.body).not.toMatch(/<title>Swagger UI<\/title>/);
    const init = await h.app.inject({ url: '/docs/static/swagger-initializer.js' });
    const logo = Buffer.from(
      /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(init.body)?.[1] ?? '',
      'base64',
    ).toString();
    expect(logo).toContain('aria-label="Mailwright"');
  });

  it('lists each tag’s operations in the order of its reference guide', () => {
    const doc = h.app.swagger() as { paths: Record<string, Record<string, any>> };
    const mailboxes = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('Mailboxes') && !op['x-alias-of'])
      .map((op) => op.operationId);
    // docs/api/mailboxes.md: buying, reading, credentials, changes, cancelling, recovery.
    expect(mailboxes.slice(0, 4)).toEqual([
      'buyMailboxes',
      'listMailboxes',
      'getMailbox',
      'checkMailboxStatus',
    ]);
    expect(mailboxes.slice(-2)).toEqual(['reactivateMailboxes', 'repurchaseMailboxes']);
  });

  it("carries the package's version and a description of every group of operations", () => {
    const doc = h.app.swagger() as any;
    const pkg = JSON.parse(readFileSync(`${repoRoot}apps/server/package.json`, 'utf8'));
    expect(doc.info.version).toBe(pkg.version);
    const used = new Set(
      Object.values<Record<string, any>>(doc.paths)
        .flatMap((methods) => Object.values<any>(methods))
        .flatMap((op) => op.tags ?? []),
    );
    const described = new Map<string, string>(
      (doc.tags ?? []).map((t: any) => [t.name, t.description]),
    );
    expect([...used].filter((tag) => !described.get(tag))).toEqual([]);
    expect([...described.keys()].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('makes X-Workspace-Id part of Authorize: a security scheme, not a parameter of each operation', async () => {
    const doc = h.app.swagger() as any;
    expect(doc.components.securitySchemes.workspaceId).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Workspace-Id' }),
    );
    const listSequencers = doc.paths['/v1/api/sequencers/list'].post;
    // A token, or a signed-in session's cookie (the web app), each with the workspace.
    expect(listSequencers.security).toEqual([
      { bearerAuth: [], workspaceId: [] },
      { sessionCookie: [], workspaceId: [] },
    ]);
    expect(doc.paths['/v1/api/workspaces/list'].get.security).toEqual([
      { bearerAuth: [] },
      { sessionCookie: [] },
    ]);
    for (const [path, methods] of Object.entries<Record<string, any>>(doc.paths))
      for (const [method, op] of Object.entries<any>(methods))
        expect(
          (op.parameters ?? []).filter((p: any) => p.in === 'header' && /workspace/i.test(p.name)),
          `${method} ${path}`,
        ).toEqual([]);
    // The contract's header still works: without it a workspace operation is a 401.
    const without = await h.call('POST', '/v1/api/sequencers/list', { body: {}, workspace: null });
    expect(without.status).toBe(401);
    expect(without.body.message).toContain('X-Workspace-Id');
    const withIt = await h.call('POST', '/v1/api/sequencers/list', { body: {} });
    expect(withIt.status).toBe(200);
  });
});
