import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { setSignatures } from '../account.service.js';
import { Mailbox, MailboxUids } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';

export const SetMailboxSignatureBody = Body({
  uids: MailboxUids('Mailboxes to sign with it.'),
  signature: Type.String({
    minLength: 1,
    maxLength: 10_000,
    description: 'The signature, HTML or plain text.',
  }),
});

export const MailboxesResponse = Envelope({ mailboxes: Type.Array(Mailbox) });

export function setMailboxSignature(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/signature',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setMailboxSignature',
        tags: ['Mailboxes'],
        summary: 'Add or update signature',
        description:
          'Sets the signature of each mailbox (active, inactive or suspended), at the host and here.',
        body: SetMailboxSignatureBody,
        response: { 200: MailboxesResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const rows = await setSignatures(ctx, workspaceOf(request).id, request.body);
      return {
        error: false as const,
        message: 'Signature saved',
        mailboxes: await presentMailboxes(ctx.db, rows),
      };
    },
  );
}
