import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { looksInternal, resolveInternalIds } from '../db/internal-ids.js';
import { isUuid } from '../lib/ids.js';
import { authenticate } from '../modules/accounts/accounts.service.js';
import type { CallerMember } from '../modules/accounts/members.service.js';
import { findWorkspace, type WorkspaceViewer } from '../modules/workspaces/workspaces.service.js';
import { ApiError, unauthorized } from './errors.js';

/**
 * Who may call an operation:
 * - `public`: anyone (health, the API document);
 * - `team`: a valid bearer token; the operation acts on that token's team;
 * - `workspace`: a valid bearer token and an `X-Workspace-Id` naming one of its team's workspaces
 *   that the token's member may use (`admins_only` workspaces: admins only);
 * - `operator`: an operator token (`mwo_…`, made by `mailwright operators create`), under
 *   `/v1/operator`; no customer credential (token or session) is ever accepted there, and an
 *   operator token is accepted nowhere else.
 */
export type Scope = 'public' | 'team' | 'workspace' | 'operator';

/**
 * What the token's member must be allowed, beyond the scope:
 * - `billing`: manage billing and payments (admins, and members with `can_manage_billing`);
 * - `admin`: the team's settings: members, invitations, API tokens, workspaces.
 */
export type Permission = 'billing' | 'admin';

export interface AuthContext {
  tokenId: string;
  team: { id: string; uid: string; name: string };
  member: CallerMember;
  workspace: { id: string; uid: string; name: string } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The operator calling an `operator`-scoped operation; null elsewhere. */
    operator: OperatorCaller | null;
  }
}

/** Who calls an operator operation: the operator and the token it came with. */
export interface OperatorCaller {
  tokenId: string;
  operator: { id: string; uid: string; name: string };
}

/** Resolves an operator token, given by the composition root (the operators module). */
export type OperatorAuthenticator = (token: string) => Promise<OperatorCaller | null>;

/** The prefix of every operator operation (and of no other). */
export const OPERATOR_PREFIX = '/v1/operator/';

const REFUSALS: Record<Permission, (member: CallerMember) => ApiError | null> = {
  billing: (member) =>
    member.canManageBilling
      ? null
      : new ApiError(
          'BILLING_PERMISSION_REQUIRED',
          'Your role does not allow managing billing and payments; a team admin can allow it (can_manage_billing)',
        ),
  admin: (member) =>
    member.role === 'admin'
      ? null
      : new ApiError('ADMIN_ROLE_REQUIRED', 'Only a team admin may do this'),
};

/** Resolves the caller once per request, before validation, from the route's declared scope. */
export function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  authenticateOperator?: OperatorAuthenticator,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/api') && !route.config?.scope) {
      throw new Error(`route ${route.method} ${route.url} does not declare its scope`);
    }
    if (route.url.startsWith(OPERATOR_PREFIX) !== (route.config?.scope === 'operator')) {
      throw new Error(
        `route ${route.method} ${route.url}: operator operations, and only they, live under ${OPERATOR_PREFIX}`,
      );
    }
    if (route.config?.permission && route.config.scope === 'public') {
      throw new Error(`route ${route.method} ${route.url} is public but declares a permission`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const { scope, permission } = request.routeOptions.config;
    if (!scope || scope === 'public') return;
    if (scope === 'operator') {
      request.operator = await operatorOf(request, authenticateOperator);
      return;
    }
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
    if (scope === 'workspace') {
      const workspaceUid = request.headers['x-workspace-id'];
      if (typeof workspaceUid !== 'string' || workspaceUid.trim() === '') {
        throw unauthorized('Missing X-Workspace-Id header; send the uid of one of your workspaces');
      }
      // A workspace the member may not use reads exactly like another team's. Its internal id
      // (the `workspace_id` of mailbox rows and events) names it too (db/internal-ids.ts).
      let named = workspaceUid.trim();
      if (looksInternal(named))
        named = (await resolveInternalIds(ctx.db, caller.team.id, [named])).get(named) ?? '';
      const workspace = isUuid(named)
        ? await findWorkspace(ctx.db, viewerOf(request), named)
        : undefined;
      if (!workspace) throw unauthorized('X-Workspace-Id does not name a workspace of this team');
      request.auth.workspace = { id: workspace.id, uid: workspace.uid, name: workspace.name };
    }
    const refusal = permission ? REFUSALS[permission](caller.member) : null;
    if (refusal) throw refusal;
  });
}

/**
 * The operator behind an operator request: only an operator token in the Authorization header
 * counts (a session cookie is never read here), 401 otherwise.
 */
async function operatorOf(
  request: FastifyRequest,
  authenticateOperator: OperatorAuthenticator | undefined,
): Promise<OperatorCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const caller = match?.[1] && authenticateOperator ? await authenticateOperator(match[1]) : null;
  if (!caller)
    throw unauthorized(
      'This operation needs an operator token ("Authorization: Bearer mwo_…", made by mailwright operators create); customer API tokens and sessions cannot use it',
    );
  return caller;
}

/** The operator calling; only for routes with scope `operator`. */
export function operatorCallerOf(request: FastifyRequest): OperatorCaller {
  if (!request.operator)
    throw new Error('operatorCallerOf() used on a route without operator scope');
  return request.operator;
}

/** The caller's team; only for routes with scope `team` or `workspace`. */
export function teamOf(request: FastifyRequest): AuthContext['team'] {
  if (!request.auth) throw new Error('teamOf() used on a route without team scope');
  return request.auth.team;
}

/** The caller's member (and its role); only for routes with scope `team` or `workspace`. */
export function memberOf(request: FastifyRequest): CallerMember {
  if (!request.auth) throw new Error('memberOf() used on a route without team scope');
  return request.auth.member;
}

/** Which of the team's workspaces the caller may see: `admins_only` ones only for admins. */
export function viewerOf(request: FastifyRequest): WorkspaceViewer {
  if (!request.auth) throw new Error('viewerOf() used on a route without team scope');
  return { teamId: request.auth.team.id, admin: request.auth.member.role === 'admin' };
}

/** The workspace named by X-Workspace-Id; only for routes with scope `workspace`. */
export function workspaceOf(request: FastifyRequest): NonNullable<AuthContext['workspace']> {
  if (!request.auth?.workspace)
    throw new Error('workspaceOf() used on a route without workspace scope');
  return request.auth.workspace;
}
