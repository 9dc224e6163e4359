import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Type } from 'typebox';

/**
 * Paths the real service's clients call for operations Mailwright has under another path. Each is
 * served by the operation's own handler (no second implementation), and marked in the API
 * document as an alias (`x-alias-of`, not deprecated), so the SDK gets no second method for it
 * and `docs/compatibility.md` can list them. Where the real path carries the record's uid, it is
 * moved to where the operation reads it (`query.uid` or `body.uid`) before validation.
 */
export interface Alias {
  method: 'GET' | 'POST';
  url: string;
  operationId: string;
  /** The operationId of the operation it serves. */
  aliasOf: string;
  /** Where the path's `{uid}` goes for the operation. */
  uidTo?: 'query' | 'body';
  /** Who calls it, for the description. */
  seen: string;
}

export const ALIASES: readonly Alias[] = [
  {
    method: 'POST',
    url: '/v1/api/workspaces',
    operationId: 'createWorkspaceAlias',
    aliasOf: 'createWorkspace',
    seen: 'a JavaScript client of the real service',
  },
  {
    method: 'POST',
    url: '/v1/api/workspaces/:uid/webhook',
    operationId: 'updateWorkspaceWebhookByPath',
    aliasOf: 'updateWorkspaceWebhook',
    uidTo: 'body',
    seen: 'the real service’s integration guide',
  },
  {
    method: 'POST',
    url: '/v1/api/domains/nameservers/check-propagation',
    operationId: 'checkNameserversPropagation',
    aliasOf: 'checkNameservers',
    seen: 'two independent clients of the real service',
  },
  {
    method: 'GET',
    url: '/v1/api/mailboxes/:uid',
    operationId: 'getMailboxByPath',
    aliasOf: 'getMailbox',
    uidTo: 'query',
    seen: 'two clients of the real service',
  },
  {
    method: 'POST',
    url: '/v1/api/mailboxes/:uid/update',
    operationId: 'updateMailboxByPath',
    aliasOf: 'updateMailbox',
    uidTo: 'body',
    seen: 'a Go client of the real service and its integration guide',
  },
  {
    method: 'GET',
    url: '/v1/api/mailboxes/:uid/credentials',
    operationId: 'showMailboxCredentialsByPath',
    aliasOf: 'showMailboxCredentials',
    uidTo: 'query',
    seen: 'clients of the real service and its integration guide',
  },
];

type Schema = Record<string, unknown> & {
  operationId?: string;
  summary?: string;
  querystring?: ObjectSchema;
  body?: ObjectSchema;
};
type ObjectSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
};

/**
 * Remembers every route as it is registered, by operationId, so that `registerAliases` can serve
 * an alias with the operation's own handler. Call before the modules register their routes.
 */
export function captureRoutes(app: FastifyInstance): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    const id = (route.schema as Schema | undefined)?.operationId;
    if (id) routes.set(id, route);
  });
  return routes;
}

/** Registers every alias of {@link ALIASES}. */
export function registerAliases(app: FastifyInstance, routes: Map<string, RouteOptions>): void {
  for (const alias of ALIASES) {
    const route = routes.get(alias.aliasOf);
    if (!route) throw new Error(`alias ${alias.url} names an unknown operation ${alias.aliasOf}`);
    const schema = structuredClone(route.schema ?? {}) as Schema;
    const target = alias.uidTo === 'query' ? 'querystring' : 'body';
    if (alias.uidTo && schema[target]) {
      const part = schema[target] as ObjectSchema;
      part.required = (part.required ?? []).filter((name) => name !== 'uid');
      if (part.required.length === 0) delete part.required;
      const uid = part.properties?.uid as Record<string, unknown> | undefined;
      // The path's uid is checked as the operation checks it: one that cannot be a record's is
      // a 404 like every path naming no record (`/mailboxes/find`), not a 400 about `uid`.
      schema.params = Type.Object({
        uid: { ...(uid ?? Type.String()), description: 'The record’s uid.' } as never,
      });
      if (uid) uid.description = 'Taken from the path (a value sent here is replaced by it).';
    }
    const path = alias.url.replace(/:(\w+)/g, '{$1}');
    app.route({
      handler: route.handler,
      config: route.config,
      ...(route.attachValidation ? { attachValidation: true } : {}),
      method: alias.method,
      url: alias.url,
      schema: {
        ...schema,
        operationId: alias.operationId,
        summary: `${schema.summary ?? alias.aliasOf} (alias)`,
        description: `The same operation as \`${alias.aliasOf}\`, at the path ${alias.seen} call${alias.seen.startsWith('a ') ? 's' : ''} (${path})${alias.uidTo ? '; the uid in the path names the record' : ''}. ${String(schema.description ?? '')}`,
        // Not deprecated: OpenAPI's default, which the document leaves implicit.
        deprecated: false,
        'x-alias-of': alias.aliasOf,
      } as never,
      ...(alias.uidTo ? { preValidation: [uidFromPath(alias.uidTo)] } : {}),
    });
  }
}

/** Moves the path's `uid` to where the operation reads it (it wins over one sent there too). */
function uidFromPath(to: 'query' | 'body') {
  return async (request: FastifyRequest) => {
    const { uid } = request.params as { uid: string };
    if (to === 'query') (request.query as Record<string, unknown>).uid = uid;
    else {
      const body = request.body;
      request.body =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? { ...(body as object), uid }
          : { uid };
    }
  };
}
