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
          'Email-infrastructure service: workspaces, domains, mailboxes, DNS, sequencers, forwarding and OAuth grants, with signed webhook events. Authenticate with `Authorization: Bearer <token>`, or, in a browser, with the session cookie of Sign in (writes then carry `X-CSRF-Token`); workspace-scoped operations also take `X-Workspace-Id`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'mw_session',
            description:
              'A signed-in member’s session (Sign in). Writes made with it need the session’s CSRF token in `X-CSRF-Token`.',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `schema${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    theme: {
      title: 'Mailwright API reference',
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          type: 'image/svg+xml',
          sizes: 'any',
          content: LOGO,
        },
      ],
    },
    logo: { type: 'image/svg+xml', content: LOGO, href: '/docs' },
  });
}

/** Mailwright's mark for the reference page: an envelope and the name (no third-party branding). */
const LOGO = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40" role="img" aria-label="Mailwright">
  <rect x="2" y="8" width="34" height="24" rx="4" fill="#1f6feb"/>
  <path d="M4 11 L19 22 L34 11" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
  <text x="46" y="28" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">Mailwright</text>
</svg>`,
);

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
