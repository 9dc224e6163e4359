import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses, Uid } from '../../../http/schemas.js';
import { toVerifiedDestinationResponse } from '../verified-destination.schema.js';
import { verifyDestination as verify } from '../verified-destinations.service.js';
import { VerifiedDestinationResponse } from './add-verified-destination.js';

export const VerifyDestinationBody = Body({
  uid: Uid('The destination (from Add or List).'),
  code: Type.Optional(
    Type.String({ maxLength: 32, description: 'An address: the code sent to it.' }),
  ),
});

export function verifyDestination(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/verified-domains/verify',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'verifyDestination',
        tags: ['Verified Domains'],
        summary: 'Verify a destination',
        description:
          'An address: checks `code` (400 naming `code` when wrong; each code is single use, expires, and 5 wrong tries void it: 409, add the address again). A domain: looks up its TXT record `_mailwright-verify.<domain>` through real DNS (409 while it is not visible; 503 when the resolver does not answer). Verifying a verified destination is a 409.',
        body: VerifyDestinationBody,
        response: { 200: VerifiedDestinationResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await verify(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body,
      );
      return {
        error: false as const,
        message: `${row.destination} verified`,
        destination: toVerifiedDestinationResponse(row),
      };
    },
  );
}
