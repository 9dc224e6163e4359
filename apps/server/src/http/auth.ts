import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { isUuid } from '../lib/ids.js';
import { authenticate } from '../modules/accounts/accounts.service.js';
import { findWorkspace } from '../modules/workspaces/workspaces.service.js';
import { unauthorized } from './errors.js';

/**
 * Who may call an operation:
 * - `public`: anyone (health, the API document);
 * - `team`: a valid bearer token; the operation acts on that token's team;
 * - `workspace`: a valid bearer token and an `X-Workspace-Id` naming one of its team's workspaces.
 */
export type Scope = 'public' | 'team' | 'workspace';

export interface AuthContext {
  tokenId: string;
  team: { id: string; uid: string; name: string };
  workspace: { id: string; uid: string; name: string } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Resolves the caller once per request, before validation, from the route's declared scope. */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/api') && !route.config?.scope) {
      throw new Error(`route ${route.method} ${route.url} does not declare its scope`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config.scope;
    if (!scope || scope === 'public') return;
    const header = request.headers.authorization;
    if (!header)
      throw unauthorized('Missing Authorization header; send "Authorization: Bearer <token>"');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1])
      throw unauthorized('Malformed Authorization header; expected "Bearer <token>"');
    const caller = await authenticate(ctx.db, match[1], {
      cacheMs: ctx.config.http.tokenCacheMs,
    });
    if (!caller) throw unauthorized('Invalid or revoked API token');
    request.auth = { ...caller, workspace: null };
    if (scope !== 'workspace') return;
    const workspaceUid = request.headers['x-workspace-id'];
    if (typeof workspaceUid !== 'string' || workspaceUid.trim() === '') {
      throw unauthorized('Missing X-Workspace-Id header; send the uid of one of your workspaces');
    }
    const workspace = isUuid(workspaceUid.trim())
      ? await findWorkspace(ctx.db, caller.team.id, workspaceUid.trim())
      : undefined;
    if (!workspace) throw unauthorized('X-Workspace-Id does not name a workspace of this team');
    request.auth.workspace = { id: workspace.id, uid: workspace.uid, name: workspace.name };
  });
}

/** The caller's team; only for routes with scope `team` or `workspace`. */
export function teamOf(request: FastifyRequest): AuthContext['team'] {
  if (!request.auth) throw new Error('teamOf() used on a route without team scope');
  return request.auth.team;
}

/** The workspace named by X-Workspace-Id; only for routes with scope `workspace`. */
export function workspaceOf(request: FastifyRequest): NonNullable<AuthContext['workspace']> {
  if (!request.auth?.workspace)
    throw new Error('workspaceOf() used on a route without workspace scope');
  return request.auth.workspace;
}
