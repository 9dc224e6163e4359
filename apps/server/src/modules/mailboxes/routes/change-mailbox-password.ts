import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { changePassword } from '../account.service.js';

export const ChangeMailboxPasswordBody = Body({
  uid: Uid('The mailbox.'),
  new_password: Type.Optional(
    Type.String({
      maxLength: 128,
      description:
        '12 to 128 characters mixing three of lowercase, uppercase, digits and symbols. Omit it to have a strong one generated.',
    }),
  ),
});

export const ChangeMailboxPasswordResponse = Envelope({ uid: Uid() });

export function changeMailboxPassword(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/password',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'changeMailboxPassword',
        tags: ['Mailboxes'],
        summary: 'Change password',
        description:
          'Sets the mailbox’s login password at the host: the one given, or a generated one. The answer never echoes it: Show mailbox credentials returns it, and webhook deliveries sent from now on carry it.',
        body: ChangeMailboxPasswordBody,
        response: { 200: ChangeMailboxPasswordResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await changePassword(ctx, workspaceOf(request).id, request.body);
      return { error: false as const, message: 'Password changed successfully', uid: row.uid };
    },
  );
}
