import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { updateMailbox as update } from '../account.service.js';
import { FirstName, LastName, Mailbox } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';

export const UpdateMailboxBody = Body({
  uid: Uid('The mailbox.'),
  first_name: Type.Optional(FirstName),
  last_name: Type.Optional(LastName),
  user_name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'A new local part: renames the address (`user_name@domain`) exactly as Change username does.',
    }),
  ),
  username: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'The same rename as `user_name` (clients of the real service send either). Sent with `user_name`, the two must name the same username: a 400 naming both otherwise.',
    }),
  ),
});

export const UpdateMailboxResponse = Envelope({ mailbox: Mailbox });

export function updateMailbox(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/update',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateMailbox',
        tags: ['Mailboxes'],
        summary: 'Update mailbox',
        description:
          'Changes the person’s first and/or last name, and with `user_name` (or `username`) the address (the same rename as Change username: the new address must be free, a 409 names it otherwise), at the host and here. The mailbox must be active, inactive or suspended.',
        body: UpdateMailboxBody,
        response: { 200: UpdateMailboxResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await update(ctx, workspaceOf(request).id, request.body);
      const [mailbox] = await presentMailboxes(ctx.db, [row]);
      return { error: false as const, message: 'Mailbox updated successfully', mailbox: mailbox! };
    },
  );
}
