import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, teamOf } from '../../../http/auth.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { getMember } from '../members.service.js';
import { setupTotp, switchTotp } from '../totp.service.js';

const Code = Body({
  code: Type.String({ maxLength: 16, description: 'The code the authenticator app shows now.' }),
});

/** Set up, enable and disable the signed-in member's TOTP second factor. */
export function totpRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/auth/totp/setup',
    {
      config: { scope: 'session' },
      schema: {
        operationId: 'setupTotp',
        tags: ['Sessions'],
        summary: 'Set up TOTP',
        description:
          'A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 seconds) for the signed-in member, and its `otpauth://` URL for an authenticator app (as a QR code). Nothing changes at sign-in until Enable TOTP confirms a code from it. 409 when TOTP is on already.',
        response: {
          200: Envelope({
            secret: Type.String({ description: 'Base32; shown here only, kept sealed.' }),
            otpauth_url: Type.String(),
          }),
        },
      },
    },
    async (request) => {
      const member = await getMember(ctx.db, teamOf(request).id, memberOf(request).uid);
      return {
        error: false as const,
        message: 'Add the secret to your authenticator app, then enable TOTP with a code',
        ...(await setupTotp(ctx, member)),
      };
    },
  );

  for (const enable of [true, false]) {
    app.post(
      `/v1/api/auth/totp/${enable ? 'enable' : 'disable'}`,
      {
        config: { scope: 'session' },
        schema: {
          operationId: enable ? 'enableTotp' : 'disableTotp',
          tags: ['Sessions'],
          summary: enable ? 'Enable TOTP' : 'Disable TOTP',
          description: enable
            ? 'Turns the second factor on with a code from the secret Set up TOTP gave: from now on Sign in asks for `totp_code`. 400 naming `code` for a wrong code.'
            : 'Turns the second factor off with a current code. 400 naming `code` for a wrong code.',
          body: Code,
          response: { 200: Envelope({}) },
        },
      },
      async (request) => {
        await switchTotp(ctx, memberOf(request).id, request.body.code, enable);
        return {
          error: false as const,
          message: enable ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
        };
      },
    );
  }
}
