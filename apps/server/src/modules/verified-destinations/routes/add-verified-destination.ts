import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import {
  toVerifiedDestinationResponse,
  VerifiedDestination,
} from '../verified-destination.schema.js';
import { addDestination } from '../verified-destinations.service.js';

export const AddVerifiedDestinationBody = Body({
  email: Type.Optional(
    Type.String({ maxLength: 254, description: 'An address to verify by a code sent to it.' }),
  ),
  domain: Type.Optional(
    Type.String({
      maxLength: 253,
      description:
        'A domain to verify by a TXT record: every address at it may then be forwarded to.',
    }),
  ),
});

export const VerifiedDestinationResponse = Envelope({ destination: VerifiedDestination });

export function addVerifiedDestination(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/verified-domains',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'addVerifiedDestination',
        tags: ['Verified Domains'],
        summary: 'Add a destination to verify',
        description:
          'Adds a forwarding destination, `pending` until verified: an `email` gets a six-digit code by mail (valid 30 minutes, 5 tries; in the sandbox the code is in the `verified_destination.verification_sent` event; a production server without `MAILWRIGHT_VERIFICATION_SMTP_URL` answers 503), a `domain` answers the TXT record to publish (`dns_record`). Adding a pending address again sends a new code (at most one a minute: 429). A verified destination is a 409.',
        body: AddVerifiedDestinationBody,
        response: { 200: VerifiedDestinationResponse, ...errorResponses(409, 429, 503) },
      },
    },
    async (request) => {
      const row = await addDestination(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body,
      );
      return {
        error: false as const,
        message:
          row.type === 'email'
            ? `Verification code sent to ${row.destination}`
            : `Publish the TXT record, then verify ${row.destination}`,
        destination: toVerifiedDestinationResponse(row),
      };
    },
  );
}
