import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { changeUsername } from '../account.service.js';
import { Mailbox } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';

export const ChangeMailboxUsernameBody = Body({
  uid: Uid('The mailbox.'),
  new_username: Type.String({ minLength: 1, maxLength: 64, description: 'The new local part.' }),
});

export const ChangeMailboxUsernameResponse = Envelope({ mailbox: Mailbox });

export function changeMailboxUsername(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/username',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'changeMailboxUsername',
        tags: ['Mailboxes'],
        summary: 'Change username',
        description:
          'Renames the mailbox’s address on its domain (`new_username@domain`). The address must be free: a 409 names it otherwise. The mailbox must be active, inactive or suspended.',
        body: ChangeMailboxUsernameBody,
        response: { 200: ChangeMailboxUsernameResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await changeUsername(ctx, workspaceOf(request).id, request.body);
      const [mailbox] = await presentMailboxes(ctx.db, [row]);
      return { error: false as const, message: 'Username changed successfully', mailbox: mailbox! };
    },
  );
}
