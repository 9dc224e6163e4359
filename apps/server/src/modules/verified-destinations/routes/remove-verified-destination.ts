import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses, Uid } from '../../../http/schemas.js';
import { toVerifiedDestinationResponse } from '../verified-destination.schema.js';
import { removeDestination } from '../verified-destinations.service.js';
import { VerifiedDestinationResponse } from './add-verified-destination.js';

export const RemoveVerifiedDestinationBody = Body({ uid: Uid('The destination to remove.') });

export function removeVerifiedDestination(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/verified-domains/remove',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'removeVerifiedDestination',
        tags: ['Verified Domains'],
        summary: 'Remove a destination',
        description:
          'Removes a destination, pending or verified. New forwarding to it is refused from then on; mailboxes that forward to it already keep forwarding (remove or update their forwarding to stop it).',
        body: RemoveVerifiedDestinationBody,
        response: { 200: VerifiedDestinationResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await removeDestination(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body.uid,
      );
      return {
        error: false as const,
        message: `${row.destination} removed`,
        destination: toVerifiedDestinationResponse(row),
      };
    },
  );
}
