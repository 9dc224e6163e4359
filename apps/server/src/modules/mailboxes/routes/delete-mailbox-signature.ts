import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { setSignatures } from '../account.service.js';
import { MailboxUids } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';
import { MailboxesResponse } from './set-mailbox-signature.js';

export const DeleteMailboxSignatureBody = Body({ uids: MailboxUids('Mailboxes to sign no more.') });

export function deleteMailboxSignature(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/mailboxes/signature',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'deleteMailboxSignature',
        tags: ['Mailboxes'],
        summary: 'Delete signature',
        description: 'Removes the signature of each mailbox, at the host and here.',
        body: DeleteMailboxSignatureBody,
        response: { 200: MailboxesResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const rows = await setSignatures(ctx, workspaceOf(request).id, {
        uids: request.body.uids,
        signature: '',
      });
      return {
        error: false as const,
        message: 'Signature deleted',
        mailboxes: await presentMailboxes(ctx.db, rows),
      };
    },
  );
}
