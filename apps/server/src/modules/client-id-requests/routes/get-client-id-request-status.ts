import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { ClientIdRequest } from '../client-id-request.schema.js';
import { getClientIdRequest, presentClientIdRequests } from '../client-id-requests.service.js';

export const ClientIdRequestParams = Type.Object(
  { uid: Uid('The client-id request (uid from Initiate or List client-id requests).') },
  { additionalProperties: false },
);

export function getClientIdRequestStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/client-id-request/status/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getClientIdRequestStatus',
        tags: ['Client ID requests'],
        summary: 'Get client-id request status',
        description:
          'One client-id request of the workspace: its status, platform, instructions and why it failed or errored.',
        params: ClientIdRequestParams,
        response: { 200: Envelope({ data: ClientIdRequest }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await getClientIdRequest(ctx.db, workspaceOf(request).id, request.params.uid);
      const [data] = await presentClientIdRequests(ctx.db, [row]);
      return {
        error: false as const,
        message: 'Client-id request retrieved successfully',
        data: data!,
      };
    },
  );
}
