import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { showCredentials } from '../access.service.js';
import { emailOf } from '../mailbox.present.js';

export const ShowMailboxCredentialsQuery = Type.Object(
  {
    uid: Type.Optional(Uid('The mailbox (uid from List mailboxes); or send `email`.')),
    email: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 320,
        description: 'The mailbox’s address (username@domain); or send `uid`.',
      }),
    ),
  },
  { additionalProperties: false },
);

const Server = Type.Object({
  host: Type.String(),
  port: Type.Integer(),
  username: Type.String({ description: 'The login: the mailbox address.' }),
  password: Type.String({ description: 'The login’s password: the app password, plaintext.' }),
});

export const ShowMailboxCredentialsResponse = Envelope({
  uid: Uid(),
  email: Type.String(),
  password: Type.String({ description: 'Main login password, plaintext.' }),
  app_password: Type.String({
    description: 'Application-specific password (SMTP/IMAP login), plaintext.',
  }),
  secret: Type.String({
    description: 'Base32 TOTP (2FA) secret, plaintext; empty on platforms without 2FA.',
  }),
  smtp: Server,
  imap: Server,
  smtp_host: Type.String({
    description: 'The same as `smtp.host` (the real service’s flat fields).',
  }),
  smtp_port: Type.String({
    description:
      'The same as `smtp.port`, as a string ("587"): a typed client of the real service decodes the flat ports as strings (docs/compatibility.md).',
  }),
  smtp_username: Type.String({ description: 'The same as `smtp.username`.' }),
  imap_host: Type.String({ description: 'The same as `imap.host`.' }),
  imap_port: Type.String({ description: 'The same as `imap.port`, as a string ("993").' }),
  imap_username: Type.String({ description: 'The same as `imap.username`.' }),
});

export function showMailboxCredentials(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/show-credentials',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'showMailboxCredentials',
        tags: ['Mailboxes'],
        summary: 'Show mailbox credentials',
        description:
          'The mailbox’s password, app password and 2FA secret in plaintext, with its SMTP and IMAP settings: the only operation that returns credentials. Name the mailbox by exactly one of `uid` and `email` (an address names the mailbox holding it, else the newest that had it). Keep the answer out of logs.',
        querystring: ShowMailboxCredentialsQuery,
        response: { 200: ShowMailboxCredentialsResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await showCredentials(ctx, workspaceOf(request).id, request.query);
      return {
        error: false as const,
        message: 'Mailbox credentials retrieved successfully',
        uid: found.mailbox.uid,
        email: emailOf(found.mailbox),
        ...found.credentials,
        smtp: found.smtp,
        imap: found.imap,
        smtp_host: found.smtp.host,
        smtp_port: String(found.smtp.port),
        smtp_username: found.smtp.username,
        imap_host: found.imap.host,
        imap_port: String(found.imap.port),
        imap_username: found.imap.username,
      };
    },
  );
}
