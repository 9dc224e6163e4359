import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { exportMailboxes as exportThem } from '../export.service.js';
import { ExportStatusSchema } from '../sequencer.schema.js';

export const ExportMailboxesBody = Body({
  sequencer_uid: Uid('The sequencer to export to (it must be active).'),
  mailbox_uids: Type.Array(Uid(), {
    minItems: 1,
    maxItems: 100,
    description: 'Active mailboxes of the workspace to export.',
  }),
});

export const ExportMailboxesResponse = Envelope({
  results: Type.Object({
    new_exports_created: Type.Integer(),
    duplicate_exports_skipped: Type.Integer({
      description:
        'Mailboxes already exported (or being exported) to it, and repeats in the request.',
    }),
  }),
  exports: Type.Object({
    created: Type.Array(
      Type.Object({
        uid: Uid('The export (Export mailboxes status).'),
        mailbox_uid: Uid(),
        mailbox_email: Type.String(),
        status: ExportStatusSchema,
      }),
    ),
  }),
  manual_setup: Type.Optional(
    Type.Object(
      {
        reason: Type.String({ description: 'Why, and where in the platform to add them.' }),
        mailboxes: Type.Array(Type.Object({ mailbox_uid: Uid(), mailbox_email: Type.String() })),
      },
      {
        description:
          'Present when the platform’s API cannot add sending accounts (Reply.io, Salesforge: `account_creation` `manual` in List sequencer platforms): nothing was exported, and these mailboxes must be added in the platform by hand.',
      },
    ),
  ),
});

export function exportMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/export',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'exportMailboxes',
        tags: ['Sequencers'],
        summary: 'Export mailboxes',
        description:
          'Exports active mailboxes to an active sequencer: one export per mailbox, each run by a worker through the platform (`pending`, then `authorizing` for OAuth, `exporting`, `completed` or `failed`; see Export mailboxes status). Microsoft 365 and Azure mailboxes go by OAuth (and Google ones on lemlist), the others by SMTP/IMAP with the app password; a platform whose own API needs the customer to sign in (Instantly, EmailBison) keeps the export `authorizing` with the link in `authorization_url` until they do. A platform whose API cannot add sending accounts (Reply.io, Salesforge) exports nothing and answers `manual_setup`. A mailbox already exported or being exported is skipped and counted. A mailbox that is not the workspace’s is a 404, one that is not active a 409 naming it; nothing is exported then. A sequencer added with `enable_warmup: true` enrols each newly exported mailbox in warmup with its settings, charged as Add warmup (402 `INSUFFICIENT_FUNDS`, nothing exported, when the wallet holds too little).',
        body: ExportMailboxesBody,
        response: { 200: ExportMailboxesResponse, ...errorResponses(402, 404, 409) },
      },
    },
    async (request) => {
      const { created, skipped, manual } = await exportThem(ctx, payerOf(request), {
        sequencerUid: request.body.sequencer_uid,
        mailboxUids: request.body.mailbox_uids,
      });
      return {
        error: false as const,
        message: manual
          ? `Nothing exported: ${manual.reason}`
          : `${created.length} export${created.length === 1 ? '' : 's'} created`,
        ...(manual ? { manual_setup: manual } : {}),
        results: { new_exports_created: created.length, duplicate_exports_skipped: skipped },
        exports: {
          created: created.map((row) => ({
            uid: row.uid,
            mailbox_uid: row.mailbox_uid,
            mailbox_email: row.mailbox_email,
            status: row.status,
          })),
        },
      };
    },
  );
}
