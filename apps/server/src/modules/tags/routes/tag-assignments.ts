import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { DB } from '../../../db/schema.js';
import { inTransaction, type LockableTable, lockRows } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { TagUids } from '../tag.schema.js';
import { taggableRecordsHook } from '../taggable-records.js';
import { assignTags as assign, resolveTags, unassignTags as unassign } from '../tags.service.js';
import type { TaggableKind } from '../tags.table.js';

const RecordUids = (description: string) =>
  Type.Optional(Type.Array(Uid(), { maxItems: 100, description }));

/** The tags and the records, for assign and unassign: domains, mailboxes, sequencers (one at least). */
export const TagAssignmentBody = Body({
  tag_uids: TagUids,
  domain_uids: RecordUids('Domains to tag or untag.'),
  mailbox_uids: RecordUids('Mailboxes to tag or untag.'),
  sequencer_uids: RecordUids('Sequencers to tag or untag.'),
});

/**
 * The records a tag assignment names, by kind (ids, without repeats), locked for the rest of the
 * caller's transaction in the lock order (domains, mailboxes, sequencers; the tags after them),
 * then read again: a record deleted meanwhile (a sequencer, with its tags) is then gone, not
 * tagged after its deletion cleared its tags. Unknown or another team's uids are a 404; naming no
 * record at all is a 400.
 */
export async function taggedRecords(
  trx: Transaction<DB>,
  workspaceId: string,
  body: { domain_uids?: string[]; mailbox_uids?: string[]; sequencer_uids?: string[] },
): Promise<Array<[TaggableKind, string[]]>> {
  const { domain_uids = [], mailbox_uids = [], sequencer_uids = [] } = body;
  if (domain_uids.length === 0 && mailbox_uids.length === 0 && sequencer_uids.length === 0) {
    throw invalidField(
      'domain_uids',
      'or mailbox_uids or sequencer_uids must name at least one record',
    );
  }
  const locked = async <R extends { id: string }>(
    table: LockableTable,
    read: () => Promise<R[]>,
  ) => {
    await lockRows(
      trx,
      table,
      (await read()).map((r) => r.id),
    );
    return read();
  };
  const read = taggableRecordsHook.get();
  const domains = await locked('domains', () =>
    read.domain(trx, workspaceId, domain_uids, 'domain_uids'),
  );
  const mailboxes = await locked('mailboxes', () =>
    read.mailbox(trx, workspaceId, mailbox_uids, 'mailbox_uids'),
  );
  const sequencers = await locked('sequencers', () =>
    read.sequencer(trx, workspaceId, sequencer_uids, 'sequencer_uids'),
  );
  return [
    ['domain', [...new Set(domains.map((d) => d.id))]],
    ['mailbox', mailboxes.map((m) => m.id)],
    ['sequencer', sequencers.map((s) => s.id)],
  ];
}

export const TagAssignmentResponse = Envelope({
  changed: Type.Integer({ description: 'Assignments added (assign) or removed (unassign).' }),
});

/** Assign and unassign tags: one shape, the one transaction over the records named. */
export function tagAssignments(app: App, ctx: AppContext): void {
  for (const [action, apply, summary, description, message] of [
    [
      'assign',
      assign,
      'Assign tags to domains or mailboxes',
      'Puts every tag on every domain, mailbox and sequencer named; tags already there are left alone.',
      'Tags assigned successfully',
    ],
    [
      'unassign',
      unassign,
      'Remove tags from domains or mailboxes',
      'Takes every tag off every domain, mailbox and sequencer named; tags not there are ignored.',
      'Tags removed successfully',
    ],
  ] as const)
    app.post(
      `/v1/api/tags/${action}`,
      {
        config: { scope: 'workspace' },
        schema: {
          operationId: `${action}Tags`,
          tags: ['Tags'],
          summary,
          description,
          body: TagAssignmentBody,
          response: { 200: TagAssignmentResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const workspaceId = workspaceOf(request).id;
        const changed = await inTransaction(ctx.db, async (trx) => {
          const records = await taggedRecords(trx, workspaceId, request.body);
          const tags = await resolveTags(trx, workspaceId, request.body.tag_uids);
          let changed = 0;
          for (const [kind, ids] of records) {
            changed += await apply(trx, tags, kind, ids);
          }
          return changed;
        });
        return { error: false as const, message, changed };
      },
    );
}
