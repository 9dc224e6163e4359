import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Timestamp, Uid } from '../../../http/schemas.js';
import { generateTotp } from '../access.service.js';
import { MailboxUidQuery } from '../mailbox.schema.js';

export const GenerateMailboxTotpResponse = Envelope({
  uid: Uid(),
  code: Type.String({ description: 'The current 6-digit code (RFC 6238, 30-second steps).' }),
  remaining_seconds: Type.Integer({ description: 'Seconds it stays valid.' }),
  valid_until: Timestamp(),
});

export function generateMailboxTotp(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/totp',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'generateMailboxTotp',
        tags: ['Mailboxes'],
        summary: 'Generate TOTP',
        description:
          'The current one-time code of the mailbox’s 2FA secret, for signing in by hand. A mailbox without a secret (SMTP) is a 409.',
        querystring: MailboxUidQuery,
        response: { 200: GenerateMailboxTotpResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const found = await generateTotp(ctx, workspaceOf(request).id, request.query.uid);
      return {
        error: false as const,
        message: 'TOTP code generated',
        uid: found.mailbox.uid,
        code: found.code,
        remaining_seconds: found.remainingSeconds,
        valid_until: found.validUntil,
      };
    },
  );
}
