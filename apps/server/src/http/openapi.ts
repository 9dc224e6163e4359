import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../config.js';
import { packageVersion } from '../lib/version.js';
import type { App } from './app-types.js';
import { ErrorResponse } from './errors.js';

/**
 * Every group of operations (an operation's `tags`), in the order the reference page shows them,
 * each with what it is for: the page describes every group, not only the first. An operation
 * tagged with a group missing here fails `openapi.test.ts`.
 */
export const OPERATION_GROUPS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Health',
    description: 'Liveness and readiness of the service, and which providers are real.',
  },
  {
    name: 'Account',
    description: 'The team the API token belongs to, and its registrant contact.',
  },
  {
    name: 'Operator',
    description:
      'The operator API under `/v1/operator` (an operator token, `mwo_…`, made by `mailwright operators create`): teams and their wallets, revenue, the job queue and dead jobs, webhook health, providers, placement seeds and prewarmed stock.',
  },
  {
    name: 'Sandbox',
    description:
      'The sandbox’s own tools: the magic values that make a simulated provider fail where you choose, and whether that provider is simulated here.',
  },
  {
    name: 'Sandbox console',
    description:
      'What the sandbox console reads and does (where sandbox tools are allowed, as for clocks): a simulated mailbox’s messages (folder, headers, text, HTML, source, authentication results, what produced them), and reset of a sandbox workspace.',
  },
  {
    name: 'Sessions',
    description:
      'People sign in with email and password (and a TOTP code when they turned it on): a session cookie for the web app, with a CSRF token for writes; sign-out, everywhere, and password links.',
  },
  {
    name: 'Workspaces',
    description:
      'Workspaces group a team’s resources; each has one webhook URL. `X-Workspace-Id` names the one an operation acts in.',
  },
  {
    name: 'Members',
    description: 'The team’s members and their roles, and invitations by one-time link.',
  },
  {
    name: 'API tokens',
    description: 'Issue, list and revoke the team’s API tokens (a token is shown once).',
  },
  {
    name: 'Webhooks',
    description:
      'Signed events pushed to the workspace’s webhook: which kinds it receives, the delivery log, redelivery, test events, signing secrets and their rotation.',
  },
  {
    name: 'Domains',
    description:
      'Register, connect, move, rotate and remove domains; nameservers, DMARC, catch-all, forwarding, privacy and renewals.',
  },
  {
    name: 'DNS',
    description: 'A domain’s DNS records: get, add, update, delete, verify and repair.',
  },
  {
    name: 'Cloudflare Domains',
    description: 'Domains in the customer’s own Cloudflare account, managed through its API.',
  },
  {
    name: 'Mailboxes',
    description:
      'Buy Google, Microsoft, Azure and SMTP mailboxes; their credentials, TOTP, profile, cancelling, renewals, resetup and reactivation.',
  },
  {
    name: 'Mailbox forwarding',
    description:
      'Forward a mailbox’s incoming mail: setup, update and remove, carried out by forwarding jobs.',
  },
  {
    name: 'Verified Domains',
    description:
      'Forwarding destinations verified by a code (an address) or a TXT record (a domain).',
  },
  {
    name: 'Consent requests',
    description: 'OAuth consent for a mailbox, with the consent URL to show its owner.',
  },
  {
    name: 'Client ID requests',
    description:
      'Client-id grants for a domain: Google domain-wide delegation, Microsoft and Azure tenant-wide consent.',
  },
  { name: 'Tags', description: 'Tags on domains and mailboxes.' },
  {
    name: 'Sequencers',
    description:
      'Connections to outbound sequencer platforms, their connection forms, and exports of mailboxes to them.',
  },
  {
    name: 'Warmup',
    description:
      'Warmup subscriptions: add, pause, resume, cancel, settings, daily statistics and health.',
  },
  { name: 'Prewarm', description: 'Search and buy prewarmed domains with their mailboxes.' },
  {
    name: 'Inbox Placement',
    description:
      'Placement tests against the seed pool, one-off or scheduled, with figures per provider.',
  },
  {
    name: 'InfraGuard',
    description: 'Domain protection: blocklist, DNS and bounce checks, alerts and action items.',
  },
  {
    name: 'Email Insight',
    description:
      'Analytics over the message ledger, per workspace and per mailbox, with SVG charts.',
  },
  {
    name: 'Billing',
    description: 'The wallet and its ledger, paying in, auto top-up, plans and subscriptions.',
  },
  {
    name: 'Order',
    description:
      'Place Order: domains with their mailboxes and a sequencer export in one request, and following it.',
  },
  {
    name: 'Sandbox clocks',
    description: 'Clocks that make a workspace’s scheduled work run as if time had passed.',
  },
];

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
        version: packageVersion(),
        description:
          'Email-infrastructure service: workspaces, domains, DNS, Google, Microsoft, Azure and SMTP mailboxes, forwarding, OAuth grants, sequencers, warmup, prewarm, inbox placement, InfraGuard, Email Insight and billing, with signed webhook events; each group is described below. Authenticate with `Authorization: Bearer <token>`, or, in a browser, with the session cookie of Sign in (writes then carry `X-CSRF-Token`); operations that act in a workspace also take `X-Workspace-Id` (both are set once under Authorize). Wherever a record is named by its uid (a `uuid` field, or one called `uid`, `uids`, `…_uid`, `…_uids`, and `X-Workspace-Id`), its internal id (the 24 hex characters of `_id`, `domain_id`, `workspace_id`) names it too.',
      },
      servers: [{ url: config.publicUrl }],
      tags: [...OPERATION_GROUPS],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token: `mw_…`.' },
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An operator token (`mwo_…`, made by `mailwright operators create`): the operator API under `/v1/operator` only. Customer tokens and sessions are refused there.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'mw_session',
            description:
              'A signed-in member’s session (Sign in). Writes made with it need the session’s CSRF token in `X-CSRF-Token`.',
          },
          workspaceId: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Workspace-Id',
            description:
              'The uid of the workspace to act in (see List workspaces): required by every operation that acts in a workspace, beside the token.',
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
