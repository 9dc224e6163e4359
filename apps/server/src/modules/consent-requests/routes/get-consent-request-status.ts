import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { ConsentRequest } from '../consent-request.schema.js';
import { getConsentRequest, presentConsentRequests } from '../consent-requests.service.js';

export const ConsentRequestParams = Type.Object(
  { uid: Uid('The consent request (uid from Initiate or List consent requests).') },
  { additionalProperties: false },
);

export function getConsentRequestStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/consent-request/status/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getConsentRequestStatus',
        tags: ['Consent requests'],
        summary: 'Get consent request status',
        description:
          'One consent request of the workspace: its status, the consent URL while `pending`, and why it failed, errored or was cancelled.',
        params: ConsentRequestParams,
        response: { 200: Envelope({ data: ConsentRequest }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await getConsentRequest(ctx.db, workspaceOf(request).id, request.params.uid);
      const [data] = await presentConsentRequests(ctx.db, [row]);
      return {
        error: false as const,
        message: 'Consent request retrieved successfully',
        data: data!,
      };
    },
  );
}
