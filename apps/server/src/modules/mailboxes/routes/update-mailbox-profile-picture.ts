import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { updateProfilePicture } from '../account.service.js';
import { Mailbox } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';

export const UpdateMailboxProfilePictureBody = Body({
  uid: Uid('The mailbox.'),
  profile_picture: Type.String({
    maxLength: 2048,
    description: 'Absolute http(s) URL of the picture; an empty string removes it.',
  }),
});

export const UpdateMailboxProfilePictureResponse = Envelope({ mailbox: Mailbox });

export function updateMailboxProfilePicture(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/profile-picture',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateMailboxProfilePicture',
        tags: ['Mailboxes'],
        summary: 'Update mailbox profile picture',
        description:
          'Sets the account’s profile picture from a URL (or removes it), at the host and here.',
        body: UpdateMailboxProfilePictureBody,
        response: { 200: UpdateMailboxProfilePictureResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await updateProfilePicture(ctx, workspaceOf(request).id, request.body);
      const [mailbox] = await presentMailboxes(ctx.db, [row]);
      return { error: false as const, message: 'Profile picture updated', mailbox: mailbox! };
    },
  );
}
