import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope, Nullable } from '../../../http/schemas.js';
import { placementSeedStatus } from '../../placement/surface.js';

export const ProviderStatusResponse = Envelope({
  families: Type.Array(
    Type.Object({
      family: Type.String({
        description:
          '`registrar`, `dns_host`, `mailbox_host`, `oauth_grants` (consent requests), `client_id_grants` (client-id requests, per platform), `sequencer_platform`, `payments`, `cloudflare`, `mail_network`, `verification_mail` (the codes that verify forwarding addresses), `blocklist` (the resolver InfraGuard asks) or `placement_seeds` (the mailboxes placement tests send to).',
      }),
      platform: Nullable(
        Type.String({
          description:
            'For `mailbox_host`, `client_id_grants` and `mail_network`: the mailbox platform this line is about; for `sequencer_platform`: the sequencer platform.',
        }),
      ),
      adapter: Type.String({
        description:
          '`simulator`, `powerdns`, `mailserver`, `stripe`, `api`, `smtp_relay`, `dns` (blocklists) or `imap` (placement seeds).',
      }),
      real: Type.Boolean({ description: 'False when the family is simulated (the sandbox).' }),
    }),
  ),
  simulated: Type.Boolean({ description: 'True when any family is simulated.' }),
  allow_simulated: Type.Array(Type.String(), {
    description:
      'What MAILWRIGHT_ALLOW_SIMULATED lets customers buy while simulated (`all`, a family, or `family:platform`); purchases needing any other simulated family are refused with 503 `PROVIDER_SIMULATED`.',
  }),
});

/** Which provider families this deployment runs for real and which it simulates. */
export function getProviderStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/providers',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'getProviderStatus',
        tags: ['Account'],
        summary: 'Which providers are real',
        description:
          'Each provider family (and each mailbox platform) with the adapter serving it: the simulator, or a real server (PowerDNS for DNS, the mail stack for SMTP mailboxes). Needs no X-Workspace-Id.',
        response: { 200: ProviderStatusResponse },
      },
    },
    () => providerStatusAnswer(ctx),
  );
}

/** Every provider family, real or simulated, and what production may sell simulated. */
export async function providerStatusAnswer(ctx: AppContext) {
  const families = [...ctx.providers.status, await placementSeedStatus(ctx.db)];
  return {
    error: false as const,
    message: 'Provider status retrieved successfully',
    families,
    simulated: families.some((s) => !s.real),
    allow_simulated: [...ctx.config.operations.allowSimulated],
  };
}
