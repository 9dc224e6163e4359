import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Nullable } from '../../../http/schemas.js';
import { checkAvailability } from '../access.service.js';
import { PlatformInput } from '../mailbox.schema.js';

export const CheckMailboxAvailabilityQuery = Type.Object(
  {
    email: Type.String({ maxLength: 320, description: 'The address to check: username@domain.' }),
    platform: Type.Optional(PlatformInput),
  },
  { additionalProperties: false },
);

export const CheckMailboxAvailabilityResponse = Envelope({
  email: Type.String(),
  available: Type.Boolean(),
  reason: Nullable(
    Type.Enum(['taken', 'domain_not_active', 'domain_full', 'platform_mismatch'], {
      description: 'Why it cannot be bought; null when it can.',
    }),
  ),
});

export function checkMailboxAvailability(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/availability',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'checkMailboxAvailability',
        tags: ['Mailboxes'],
        summary: 'Check mailbox availability',
        description:
          'Whether an address can be bought in the workspace (on `platform`, if given): its domain active with room and on that platform, and the address free. A domain not in the workspace is a 404.',
        querystring: CheckMailboxAvailabilityQuery,
        response: { 200: CheckMailboxAvailabilityResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const result = await checkAvailability(ctx.db, workspaceOf(request).id, request.query);
      return {
        error: false as const,
        message: result.available ? 'The address is available' : 'The address is not available',
        ...result,
      };
    },
  );
}
