import { sql } from 'kysely';
import { containsPattern } from '../../db/like.js';
import type { Executor } from '../../db/transaction.js';
import { findDomainByUid } from '../domains/surface.js';
import { taggedRecordIds } from '../tags/surface.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';
import { matching } from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';

/**
 * Mailboxes chosen as the web app's table chooses them: List mailboxes' filters, then either only
 * the `uids` ticked, or every match except `except_uids` ("all matching, except these").
 */
export interface MailboxSelection {
  keyword?: string | undefined;
  domain?: string | undefined;
  domain_uid?: string | undefined;
  status?: MailboxStatus | undefined;
  platform?: string | undefined;
  tag_uids?: readonly string[] | undefined;
  uids?: readonly string[] | undefined;
  except_uids?: readonly string[] | undefined;
}

const BATCH = 1000;

/**
 * Every selected mailbox of the workspace, newest first, in batches (keyword matched against
 * every mailbox, not only the newest: an export or a bulk action takes the whole set). Deleted
 * mailboxes only when `status` asks for them.
 */
export async function* selectedMailboxes(
  db: Executor,
  workspaceId: string,
  selection: MailboxSelection,
): AsyncGenerator<MailboxRow[]> {
  let domainId: string | undefined;
  if (selection.domain_uid) {
    const domain = await findDomainByUid(db, workspaceId, selection.domain_uid);
    if (!domain) return;
    domainId = domain.id;
  }
  const keyword = selection.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword.toLowerCase()) : undefined;
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const cursor: { created_at: string; id: string } | null = after;
    const rows = await db
      .selectFrom('mailboxes')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .$if(selection.status === undefined, (q) => q.where('status', '!=', sql.lit('deleted')))
      .$if(selection.status !== undefined, (q) =>
        q.where('status', '=', selection.status as MailboxStatus),
      )
      .$if(Boolean(selection.platform?.trim()), (q) =>
        q.where('platform', '=', (selection.platform as string).trim().toUpperCase()),
      )
      .$if(Boolean(selection.domain?.trim()), (q) =>
        q.where('domain_name', '=', (selection.domain as string).trim().toLowerCase()),
      )
      .$if(domainId !== undefined, (q) => q.where('domain_id', '=', domainId as string))
      .$if(selection.tag_uids !== undefined, (q) =>
        q.where(
          'id',
          'in',
          taggedRecordIds(db, 'mailbox', workspaceId, [...(selection.tag_uids ?? []), '']),
        ),
      )
      .$if(selection.uids !== undefined, (q) =>
        q.where('uid', 'in', [...(selection.uids ?? []), '']),
      )
      .$if((selection.except_uids?.length ?? 0) > 0, (q) =>
        q.where('uid', 'not in', [...(selection.except_uids ?? [])]),
      )
      .$if(pattern !== undefined, (q) => matching(q, pattern as string))
      .$if(cursor !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('created_at', '<', cursor?.created_at ?? ''),
            eb.and([
              eb('created_at', '=', cursor?.created_at ?? ''),
              eb('id', '<', cursor?.id ?? ''),
            ]),
          ]),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(BATCH)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1] as MailboxRow;
    after = { created_at: last.created_at, id: last.id };
  }
}
