import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope } from '../../../http/schemas.js';
import * as magic from '../../../providers/simulator/magic.js';

/**
 * Where each table of magic values goes, which provider family reads it, and an example: the
 * sandbox console offers them as choices where a purchase or a connection is made (issue 35).
 * The values and their effects are the simulator's own tables (`providers/simulator/magic.ts`).
 */
const GROUPS = [
  [
    'domain',
    'registrar',
    'the domain name’s first label contains it',
    'acme-regfail.com',
    magic.DOMAIN_MAGIC,
  ],
  [
    'mailbox',
    'mailbox_host',
    'the mailbox username contains it',
    'ana-faildns',
    magic.MAILBOX_MAGIC,
  ],
  [
    'consent',
    'oauth_grants',
    'the mailbox username contains it (consent requests)',
    'ana-consentdeny',
    magic.CONSENT_MAGIC,
  ],
  [
    'google_client_id',
    'client_id_grants',
    'the Google client id’s first part contains it',
    '1234-nodelegation.apps.googleusercontent.com',
    magic.GOOGLE_CLIENT_ID_MAGIC,
  ],
  [
    'tenant_client_id',
    'client_id_grants',
    'the Microsoft / Azure client id’s last group is it',
    '4f6c2d1e-0000-4000-8000-000000000404',
    magic.TENANT_CLIENT_ID_MAGIC,
  ],
  [
    'forwarding',
    'mailbox_host',
    'the forwarding address’s username contains it',
    'ops-fwdrefuse@example.com',
    magic.FORWARDING_MAGIC,
  ],
  [
    'sequencer',
    'sequencer_platform',
    'a value of the connection form contains it',
    'key-badcreds',
    magic.SEQUENCER_MAGIC,
  ],
  [
    'export',
    'sequencer_platform',
    'the exported mailbox’s username contains it',
    'ana-exportfail',
    magic.EXPORT_MAGIC,
  ],
  [
    'mail',
    'mail_network',
    'the sender’s or recipient’s username or domain label contains it',
    'ana-spamfolder@acme.com',
    magic.MAIL_MAGIC,
  ],
  ['payment', 'payments', 'the amount’s cents are it', '50.02', magic.PAYMENT_MAGIC],
  [
    'cloudflare',
    'cloudflare',
    'the Cloudflare API token or key contains it',
    'token-cfnodns',
    magic.CLOUDFLARE_MAGIC,
  ],
] as const;

/** Kinds read on some platforms only: simulated when one of those is. */
const PLATFORMS_OF: Readonly<Record<string, readonly string[]>> = {
  google_client_id: ['GOOGLE'],
  tenant_client_id: ['MICROSOFT', 'AZURE'],
};

const MagicGroup = Type.Object({
  kind: Type.String({
    description:
      'What the value goes into: `domain`, `mailbox`, `consent`, `google_client_id`, `tenant_client_id`, `forwarding`, `sequencer`, `export`, `mail`, `payment`, `cloudflare`.',
  }),
  family: Type.String({
    description: 'The provider family that reads it (as Which providers are real names it).',
  }),
  simulated: Type.Boolean({
    description:
      'Whether that family is simulated here: on a real provider the value does nothing.',
  }),
  where: Type.String({ description: 'Where to put the value.' }),
  example: Type.String(),
  values: Type.Array(Type.Object({ value: Type.String(), effect: Type.String() })),
});

/** The documented magic values, grouped by where they go (docs/sandbox.md lists the same). */
export function listSandboxMagicValues(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/sandbox/magic-values',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'listSandboxMagicValues',
        tags: ['Sandbox'],
        summary: 'List the sandbox’s magic values',
        description:
          'The failure paths the simulator takes on purpose, like test card numbers: per kind of input, where the value goes, an example, each value with its effect, and whether this deployment simulates the family that reads it. Needs no X-Workspace-Id.',
        response: { 200: Envelope({ groups: Type.Array(MagicGroup) }) },
      },
    },
    async () => ({
      error: false as const,
      message: 'Magic values retrieved successfully',
      groups: GROUPS.map(([kind, family, where, example, table]) => ({
        kind,
        family,
        simulated: ctx.providers.status.some(
          (s) =>
            s.family === family &&
            !s.real &&
            (!PLATFORMS_OF[kind] || PLATFORMS_OF[kind].includes(s.platform ?? '')),
        ),
        where,
        example,
        values: Object.entries(table).map(([value, effect]) => ({ value, effect })),
      })),
    }),
  );
}
