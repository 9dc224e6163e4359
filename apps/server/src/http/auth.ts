import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { looksInternal, resolveInternalIds } from '../db/internal-ids.js';
import { defineHook } from '../lib/hook.js';
import { isUuid } from '../lib/ids.js';
import type { CallerMember } from '../modules/accounts/members.service.js';
import { ApiError, unauthorized } from './errors.js';
import { CSRF_HEADER, SAFE_METHODS, SESSION_COOKIE } from './session-cookie.js';

/**
 * Who may call an operation:
 * - `public`: anyone (health, the API document);
 * - `team`: a valid bearer token; the operation acts on that token's team;
 * - `workspace`: a valid bearer token and an `X-Workspace-Id` naming one of its team's workspaces
 *   that the token's member may use (`admins_only` workspaces: admins only);
 * - `session`: a signed-in session (the `mw_session` cookie) and no token: signing out, the
 *   member's own password and second factor;
 * - `operator`: an operator token (`mwo_…`, made by `mailwright operators create`), under
 *   `/v1/operator`; no customer credential (token or session) is ever accepted there, and an
 *   operator token is accepted nowhere else.
 *
 * Wherever a token is accepted, a session cookie is too, and acts exactly as a token of its
 * member (a request with both uses the token). A cookie-authenticated request that is not
 * GET/HEAD/OPTIONS must carry the session's CSRF token in `X-CSRF-Token` (403 otherwise).
 */
export type Scope = 'public' | 'team' | 'workspace' | 'session' | 'operator';

/**
 * What the token's member must be allowed, beyond the scope:
 * - `billing`: manage billing and payments (admins, and members with `can_manage_billing`);
 * - `admin`: the team's settings: members, invitations, API tokens, workspaces.
 */
export type Permission = 'billing' | 'admin';

export interface AuthContext {
  /** The API token; null when a session authenticated the request. */
  tokenId: string | null;
  /** The session (cookie); null when an API token authenticated the request. */
  session: { id: string; uid: string; expiresAt: string; csrfToken: string } | null;
  team: { id: string; uid: string; name: string };
  member: CallerMember;
  workspace: { id: string; uid: string; name: string } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
    permission?: Permission;
    /**
     * The workspace may also be named by `?workspace_id=` (the event stream: a browser's
     * EventSource cannot send headers).
     */
    workspaceQuery?: boolean;
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

/** The team and member behind a token or a session. */
export interface Caller {
  tokenId: string | null;
  team: AuthContext['team'];
  member: CallerMember;
}

/** A caller signed in by a session (the cookie). */
export interface SessionCaller extends Caller {
  session: NonNullable<AuthContext['session']>;
}

/** Which of the team's workspaces a caller may see: `admins_only` ones only for admins. */
export interface WorkspaceViewer {
  teamId: string;
  admin: boolean;
}

/**
 * How a request's credentials become its caller: the accounts module reads tokens and sessions,
 * the workspaces module the workspaces a caller may use. The composition root registers them
 * (`main/wiring.ts`), so this layer imports no module.
 */
export interface CallerResolvers {
  /** An API token's team and member; null when it is not (or no longer) valid. */
  token(ctx: AppContext, token: string): Promise<Caller | null>;
  /** A session cookie's team, member and session; null when it is not (or no longer) valid. */
  session(ctx: AppContext, cookie: string): Promise<SessionCaller | null>;
  /** One of the team's workspaces the viewer may use, by uid; undefined otherwise. */
  workspace(
    ctx: AppContext,
    viewer: WorkspaceViewer,
    uid: string,
  ): Promise<{ id: string; uid: string; name: string } | undefined>;
}

export const callerResolversHook = defineHook<CallerResolvers>('The http caller resolvers');

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
    const caller = await callerOf(ctx, request, scope);
    request.auth = { session: null, ...caller, workspace: null };
    if (scope === 'workspace') {
      const workspaceUid = request.headers['x-workspace-id'] ?? workspaceInQuery(request);
      if (typeof workspaceUid !== 'string' || workspaceUid.trim() === '') {
        throw unauthorized('Missing X-Workspace-Id header; send the uid of one of your workspaces');
      }
      // A workspace the member may not use reads exactly like another team's. Its internal id
      // (the `workspace_id` of mailbox rows and events) names it too (db/internal-ids.ts).
      let named = workspaceUid.trim();
      if (looksInternal(named))
        named = (await resolveInternalIds(ctx.db, caller.team.id, [named])).get(named) ?? '';
      const workspace = isUuid(named)
        ? await callerResolversHook.get().workspace(ctx, viewerOf(request), named)
        : undefined;
      if (!workspace) throw unauthorized('X-Workspace-Id does not name a workspace of this team');
      request.auth.workspace = { id: workspace.id, uid: workspace.uid, name: workspace.name };
    }
    const refusal = permission ? REFUSALS[permission](caller.member) : null;
    if (refusal) throw refusal;
  });
}

/**
 * Who calls: the bearer token when there is an Authorization header (as it always was), otherwise
 * the session cookie, whose writes must carry the CSRF token. 401 without either, or with one
 * that is not (or no longer) valid; a `session` route refuses tokens.
 */
async function callerOf(
  ctx: AppContext,
  request: FastifyRequest,
  scope: Scope,
): Promise<Caller | SessionCaller> {
  const resolve = callerResolversHook.get();
  const header = request.headers.authorization;
  // Absent where the cookie plugin is not registered (an app built for one test).
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (!header && cookie) {
    const caller = await resolve.session(ctx, cookie);
    if (!caller)
      throw unauthorized('Your session has ended (signed out, expired or revoked); sign in again');
    if (
      !SAFE_METHODS.has(request.method) &&
      !sameSecret(request.headers[CSRF_HEADER], caller.session.csrfToken)
    )
      throw new ApiError(
        'CSRF_TOKEN_INVALID',
        'This request was made with the session cookie and needs the session’s CSRF token in the X-CSRF-Token header (see Get the session)',
      );
    return caller;
  }
  if (scope === 'session')
    throw unauthorized(
      'This operation needs a signed-in session (the mw_session cookie from Sign in); API tokens cannot use it',
    );
  if (!header)
    throw unauthorized('Missing Authorization header; send "Authorization: Bearer <token>"');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Malformed Authorization header; expected "Bearer <token>"');
  const caller = await resolve.token(ctx, match[1]);
  if (!caller) throw unauthorized('Invalid or revoked API token');
  return caller;
}

/** `?workspace_id=` where the route allows it. */
function workspaceInQuery(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.workspaceQuery) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.workspace_id;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether the request's caller could still make it: its token or session still valid, its member
 * still allowed the workspace. A long-lived answer (the event stream) asks now and then.
 */
export async function stillAuthorized(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const auth = request.auth;
  if (!auth) return false;
  try {
    const caller = await callerOf(ctx, request, request.routeOptions.config.scope ?? 'team');
    if (caller.member.id !== auth.member.id) return false;
    if (!auth.workspace) return true;
    const viewer = { teamId: caller.team.id, admin: caller.member.role === 'admin' };
    return Boolean(await callerResolversHook.get().workspace(ctx, viewer, auth.workspace.uid));
  } catch {
    return false;
  }
}

/** Compares a sent header with the expected secret in constant time. */
function sameSecret(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The caller's session; only for routes with scope `session`. */
export function sessionOf(request: FastifyRequest): NonNullable<AuthContext['session']> {
  if (!request.auth?.session) throw new Error('sessionOf() used on a route without session scope');
  return request.auth.session;
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
  if (!caller && match?.[1]?.startsWith('mwo_'))
    throw unauthorized('Invalid or revoked operator token');
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
