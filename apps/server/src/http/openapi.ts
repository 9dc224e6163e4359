import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../config.js';
import type { App } from './app-types.js';
import { ErrorResponse } from './errors.js';

export const API_VERSION = '1.0.0';

/**
 * OpenAPI 3.1 generated from the route schemas (the only source), served at
 * `/v1/api/openapi.json`, with a reference page at `/docs` served from the npm package.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  app.addSchema(ErrorResponse);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mailwright API',
        version: API_VERSION,
        description:
          'Email-infrastructure service: workspaces, domains, mailboxes, DNS, sequencers, forwarding and OAuth grants, with signed webhook events. Authenticate with `Authorization: Bearer <token>`; workspace-scoped operations also take `X-Workspace-Id`.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `schema${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

/** `GET /v1/api/openapi.json`: the document, as committed in the repository. */
export function registerOpenApiRoute(app: App): void {
  app.get(
    '/v1/api/openapi.json',
    {
      config: { scope: 'public' },
      schema: { hide: true, response: { 200: Type.Object({}, { additionalProperties: true }) } },
    },
    async () => app.swagger(),
  );
}
