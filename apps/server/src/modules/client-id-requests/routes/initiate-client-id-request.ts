import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { ClientIdRequest } from '../client-id-request.schema.js';
import {
  initiateClientIdRequest as initiate,
  presentClientIdRequests,
} from '../client-id-requests.service.js';

export const InitiateClientIdRequestBody = Body({
  domain_uid: Type.Optional(Uid('The domain (uid from List domains); or give `domain_name`.')),
  domain_name: Type.Optional(
    Type.String({ maxLength: 253, description: 'The domain by name; or give `domain_uid`.' }),
  ),
  mailbox_email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 320,
      description:
        'A mailbox address: the grant is for its domain (as the real service’s clients send it). It may come with `domain_name` or `domain_uid` naming the same domain (a 400 naming both fields when they differ).',
    }),
  ),
  client_id: Type.String({
    maxLength: 255,
    description:
      'A Google OAuth client id (`….apps.googleusercontent.com`) or a Microsoft application (client) id (a GUID).',
  }),
});

export function initiateClientIdRequest(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/client-id-request/initiate',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'initiateClientIdRequest',
        tags: ['Client ID requests'],
        summary: 'Initiate a client-id request',
        description:
          'Grants an application access to every mailbox of an active domain (named by `domain_uid`, `domain_name`, or a mailbox’s address in `mailbox_email`, which may also come with either when they name the same domain). The platform is told from the client id: a Google client id is added by the customer to the domain’s domain-wide delegation (`pending` carries the instructions) and Mailwright verifies it; for a GUID Mailwright grants tenant-wide admin consent in the domain’s Microsoft 365 or Azure tenant itself, and the request stays `processing` for several minutes. Each status change sends `client_id_request.status_changed`.',
        body: InitiateClientIdRequestBody,
        response: { 200: Envelope({ data: ClientIdRequest }), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { domain_uid, domain_name, mailbox_email, client_id } = request.body;
      const row = await initiate(ctx, workspaceOf(request).id, {
        ...(domain_uid !== undefined ? { domainUid: domain_uid } : {}),
        ...(domain_name !== undefined ? { domainName: domain_name } : {}),
        ...(mailbox_email !== undefined ? { mailboxEmail: mailbox_email } : {}),
        clientId: client_id,
      });
      const [data] = await presentClientIdRequests(ctx.db, [row]);
      return { error: false as const, message: 'Client-id request initiated', data: data! };
    },
  );
}
