import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { ConsentRequest } from '../consent-request.schema.js';
import {
  cancelConsentRequest as cancel,
  presentConsentRequests,
} from '../consent-requests.service.js';

export const CancelConsentRequestBody = Body({
  uid: Uid('The consent request to cancel.'),
});

export function cancelConsentRequest(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/consent-request/cancel',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'cancelConsentRequest',
        tags: ['Consent requests'],
        summary: 'Cancel a consent request',
        description:
          'Cancels a consent request that is `pending` or `processing`: it ends `cancelled` with `completed_at` (from `pending` through `processing`, as every request ends), and its consent URL stops working. A request still `queued` (its consent URL is being prepared, normally within a second) is a 409: retry once it is `pending`. A request that has ended is a 409.',
        body: CancelConsentRequestBody,
        response: { 200: Envelope({ data: ConsentRequest }), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const row = await cancel(ctx, workspaceOf(request).id, request.body.uid);
      const [data] = await presentConsentRequests(ctx.db, [row]);
      return { error: false as const, message: 'Consent request cancelled', data: data! };
    },
  );
}
