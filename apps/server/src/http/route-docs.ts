import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * OpenAPI extension on a POST operation that may be sent twice with the effect of once (it
     * reads, or checks and converges): clients such as `@mailwright/sdk` retry it after a network
     * error, a timeout, a 429 or a 5xx. GET, PUT and DELETE need no mark.
     */
    'x-idempotent'?: true;
    /**
     * OpenAPI extension set from the route's `config.permission`: what the caller's member must
     * be allowed (`billing` or `admin`); other callers get a 403.
     */
    'x-permission'?: 'billing' | 'admin';
  }
}

/**
 * Completes every operation's schema from its declared scope, so the rule lives in one place:
 * the security requirement (bearer token or session cookie), the X-Workspace-Id header, the permission (`x-permission`),
 * and the error responses the shared HTTP layer can produce (400 when there is input to
 * validate, 401, 403 with a permission, 429, 500).
 */
export function registerRouteDocs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope;
    if (!scope || !route.schema) return;
    const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown> };
    const errors: Record<string, unknown> = { 500: Type.Ref('ErrorResponse') };
    if (schema.body || schema.querystring || schema.params) errors[400] = Type.Ref('ErrorResponse');
    if (scope !== 'public') {
      // A token or a signed-in session's cookie; `session` operations take only the cookie.
      schema.security =
        scope === 'session' ? [{ sessionCookie: [] }] : [{ bearerAuth: [] }, { sessionCookie: [] }];
      errors[401] = Type.Ref('ErrorResponse');
      errors[429] = Type.Ref('ErrorResponse');
      // CSRF_TOKEN_INVALID: a write made with the cookie and without the session's CSRF token.
      const methods = [route.method].flat();
      if (methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m)))
        errors[403] = Type.Ref('ErrorResponse');
    }
    const permission = route.config?.permission;
    if (permission) {
      schema['x-permission'] = permission;
      errors[403] = Type.Ref('ErrorResponse');
    }
    if (scope === 'workspace' && !schema.headers) {
      schema.headers = Type.Object({
        'x-workspace-id': Type.String({
          description: 'uid of the workspace to act in (see List workspaces).',
        }),
      });
    }
    schema.response = { ...errors, ...schema.response };
  });
}
