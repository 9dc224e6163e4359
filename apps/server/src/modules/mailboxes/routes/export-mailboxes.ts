import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body } from '../../../http/schemas.js';
import { EXPORT_FORMATS, exportMailboxesCsv } from '../export.service.js';
import { MailboxSelectionFields } from '../mailbox.schema.js';

export const ExportMailboxesBody = Body({
  format: Type.Enum([...EXPORT_FORMATS], {
    description:
      '`table`: the mailbox table, no credentials. `instantly`, `smartlead`, `generic`: credentials (SMTP/IMAP login with the app password) in the columns each import reads; see docs/api/mailboxes.md.',
  }),
  ...MailboxSelectionFields,
});

export function exportMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/export',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'exportMailboxes',
        'x-idempotent': true,
        tags: ['Mailboxes'],
        summary: 'Export mailboxes as CSV',
        description:
          'The selected mailboxes as a CSV file (`text/csv`, UTF-8, a header row, CRLF), newest first: List mailboxes’ filters, then only `uids`, or every match but `except_uids`. `table` has no credentials; the credential formats carry what Show mailbox credentials shows (anyone who may use the workspace may: the same rule), for every selected mailbox that is not deleted. Cells that a spreadsheet would run as a formula start with an apostrophe. `X-Mailwright-Rows` says how many rows.',
        body: ExportMailboxesBody,
        response: {
          200: {
            description: 'The CSV file.',
            content: { 'text/csv': { schema: Type.String() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { format, uids, except_uids, ...filters } = request.body;
      if (uids !== undefined && except_uids !== undefined)
        throw invalidField('except_uids', 'cannot be sent with uids: send one or the other');
      const { csv, rows } = await exportMailboxesCsv(ctx, workspaceOf(request).id, format, {
        ...filters,
        ...(uids !== undefined ? { uids } : {}),
        ...(except_uids !== undefined ? { except_uids } : {}),
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="mailboxes-${format}-${day}.csv"`)
        .header('x-mailwright-rows', String(rows))
        .send(csv);
    },
  );
}
