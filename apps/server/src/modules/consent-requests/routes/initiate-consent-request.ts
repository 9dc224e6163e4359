import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { mailboxUidAt } from '../../mailboxes/surface.js';
import { ConsentRequest } from '../consent-request.schema.js';
import {
  initiateConsentRequest as initiate,
  presentConsentRequests,
} from '../consent-requests.service.js';

export const InitiateConsentRequestBody = Body({
  mailbox_uid: Type.Optional(
    Uid(
      'The mailbox whose user is to grant consent (uid from List mailboxes); or send `username` and `domain`.',
    ),
  ),
  username: Type.Optional(
    Type.String({ maxLength: 64, description: 'With `domain`: the mailbox by its address.' }),
  ),
  domain: Type.Optional(
    Type.String({ maxLength: 253, description: 'With `username`: the mailbox’s domain name.' }),
  ),
  redirect_url: Type.Optional(
    Type.String({
      maxLength: 2048,
      description:
        'Where to send the user’s browser once they have answered, with `consent_request_uid` and `status` added to its query.',
    }),
  ),
});

/** The mailbox by `mailbox_uid`, or by `username` + `domain` as the real service's clients send it. */
async function mailboxOf(
  ctx: AppContext,
  workspaceId: string,
  by: {
    mailbox_uid?: string | undefined;
    username?: string | undefined;
    domain?: string | undefined;
  },
): Promise<string> {
  if (by.mailbox_uid !== undefined) return by.mailbox_uid;
  if (by.username === undefined || by.domain === undefined)
    throw invalidField('mailbox_uid', 'is required (or username and domain)');
  return mailboxUidAt(ctx.db, workspaceId, by.username, by.domain);
}

export function initiateConsentRequest(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/consent-request/initiate',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'initiateConsentRequest',
        tags: ['Consent requests'],
        summary: 'Initiate a consent request',
        description:
          'Asks the user of an active GOOGLE, MICROSOFT or AZURE mailbox (by `mailbox_uid`, or `username` and `domain`) to grant Mailwright’s application OAuth access to it. The request starts `queued`; a worker prepares the consent URL (`pending`, sent in `consent_request.status_changed`), the user answers it, the grant is verified (`processing`) and the request ends `completed`, `failed`, `errored` or `cancelled`. One open request per mailbox.',
        body: InitiateConsentRequestBody,
        response: { 200: Envelope({ data: ConsentRequest }), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { mailbox_uid, username, domain, redirect_url } = request.body;
      const workspaceId = workspaceOf(request).id;
      const row = await initiate(ctx, workspaceId, {
        mailboxUid: await mailboxOf(ctx, workspaceId, { mailbox_uid, username, domain }),
        ...(redirect_url !== undefined ? { redirectUrl: redirect_url } : {}),
      });
      const [data] = await presentConsentRequests(ctx.db, [row]);
      return { error: false as const, message: 'Consent request initiated', data: data! };
    },
  );
}
