import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, Uid } from '../../../http/schemas.js';
import { MailboxSelectionFields, SELECTION_MAX_UIDS } from '../mailbox.schema.js';
import { selectedMailboxes } from '../mailbox-selection.js';

/**
 * Select mailboxes: the uids of "all matching, except these", for the web app's bulk actions,
 * which then call the bulk operations (cancel, warmup, tags, export to a sequencer …) with uids.
 */
export function selectMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/select',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'selectMailboxes',
        'x-idempotent': true,
        tags: ['Mailboxes'],
        summary: 'Select mailboxes',
        description:
          'The uids of the mailboxes List mailboxes’ filters match (the keyword against every mailbox), newest first, less `except_uids`: a selection of "all matching, except these" to hand to the bulk operations, which take uids (in their batch sizes). At most 10,000 uids; `total` says how many match, and a selection larger than that is a 400 asking to narrow the filters.',
        body: Body({
          keyword: MailboxSelectionFields.keyword,
          domain: MailboxSelectionFields.domain,
          domain_uid: MailboxSelectionFields.domain_uid,
          status: MailboxSelectionFields.status,
          platform: MailboxSelectionFields.platform,
          tag_uids: MailboxSelectionFields.tag_uids,
          except_uids: MailboxSelectionFields.except_uids,
        }),
        response: { 200: Envelope({ uids: Type.Array(Uid()), total: Type.Integer() }) },
      },
    },
    async (request) => {
      const uids: string[] = [];
      for await (const batch of selectedMailboxes(ctx.db, workspaceOf(request).id, request.body)) {
        uids.push(...batch.map((m) => m.uid));
        if (uids.length > SELECTION_MAX_UIDS)
          throw invalidField(
            'keyword',
            `and the other filters match more than ${SELECTION_MAX_UIDS} mailboxes; narrow them (by domain, status or platform)`,
          );
      }
      return {
        error: false as const,
        message: `${uids.length} mailboxes selected`,
        uids,
        total: uids.length,
      };
    },
  );
}
