import { type SelectQueryBuilder, sql } from 'kysely';
import { containsPattern } from '../../db/like.js';
import {
  assertUncounted,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
import { MIN_INDEXED_KEYWORD, type SearchTerm, withIndexedMatch } from '../../db/text-search.js';
import type { Executor } from '../../db/transaction.js';
import { taggedRecordIds } from '../tags/surface.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';
import type { MailboxRow, MailboxTable } from './mailboxes.table.js';

/** Columns a service may change outside a status move (never `status` or `previous_status`). */
export type MailboxFieldChanges = Partial<
  Omit<MailboxTable, 'id' | 'uid' | 'team_id' | 'status' | 'previous_status' | 'created_at'>
>;

/** List mailboxes' totals: per workspace, by status, platform and domain (its id and name). */
export const mailboxCounts = defineCountedList({
  name: 'mailboxes',
  table: 'mailboxes',
  scope: 'workspace_id',
  dims: ['status', 'platform', 'domain_id', 'domain_name'],
});

export async function insertMailboxRow(db: Executor, row: MailboxRow): Promise<void> {
  requireCounting(db, mailboxCounts);
  await db.insertInto('mailboxes').values(row).execute();
  countInserted(db, mailboxCounts, [row]);
}

export function findMailboxById(db: Executor, id: string) {
  return db.selectFrom('mailboxes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMailboxesByUids(db: Executor, workspaceId: string, uids: readonly string[]) {
  if (uids.length === 0) return Promise.resolve([] as MailboxRow[]);
  return db
    .selectFrom('mailboxes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', 'in', uids)
    .execute();
}

/**
 * The workspace's mailboxes at an address (domain name and username), deleted ones left out:
 * the one holding the address, if any, first; then the newest first.
 */
export async function findMailboxesAtAddress(
  db: Executor,
  workspaceId: string,
  domainName: string,
  username: string,
): Promise<MailboxRow[]> {
  const rows = await db
    .selectFrom('mailboxes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('domain_name', '=', domainName)
    .where('username', '=', username)
    .where('status', '!=', 'deleted')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return [...rows.filter((r) => r.address_key !== null), ...rows.filter((r) => !r.address_key)];
}

/**
 * The mailbox holding `username@domainName` now, in any workspace (a live domain's name and a
 * mailbox's address are each held by one record at a time), or undefined.
 */
export function findMailboxHoldingAddress(db: Executor, domainName: string, username: string) {
  return db
    .selectFrom('mailboxes')
    .innerJoin('domains', 'domains.id', 'mailboxes.domain_id')
    .selectAll('mailboxes')
    .where('domains.name_key', '=', domainName)
    .where('mailboxes.username', '=', username)
    .where('mailboxes.address_key', 'is not', null)
    .executeTakeFirst();
}

/** The mailbox holding an address (`<domain id>:<username>`), if any. */
export function findAddressHolder(db: Executor, addressKey: string) {
  return db
    .selectFrom('mailboxes')
    .selectAll()
    .where('address_key', '=', addressKey)
    .executeTakeFirst();
}

export interface MailboxListFilter {
  workspaceId: string;
  keyword?: string;
  domainName?: string;
  domainId?: string;
  uids?: readonly string[];
  /** Only mailboxes carrying any of these tags (uids). */
  tagUids?: readonly string[];
  /** Mailboxes with one of these uids or on one of these domains (status checks). */
  selection?: { uids: readonly string[]; domainIds: readonly string[] };
  /** Deleted mailboxes too (they are listed only when asked for). */
  includeDeleted?: boolean;
  status?: MailboxStatus;
  platform?: string;
}

/**
 * A page of the workspace's mailboxes, newest first, and how many match: from the counters, but
 * for a selection or uids (a few domains' mailboxes, 5 each, or 100 uids: counted as they are)
 * and a keyword (3+ characters: through the text index, counted up to `TOTAL_CAP`; shorter:
 * matched within the newest mailboxes, `SEARCH_WINDOW`).
 */
export async function listMailboxRows(
  db: Executor,
  filter: MailboxListFilter,
  offset: number,
  limit: number,
) {
  // An empty list of uids or domains matches nothing: `in ('')`.
  const orNone = (values: readonly string[] | undefined) => (values?.length ? values : ['']);
  const params: MailboxListParams = {
    workspaceId: filter.workspaceId,
    // Deleted mailboxes are history: listed only when asked for by status.
    notDeleted: filter.status === undefined && !filter.includeDeleted,
    ...(filter.status !== undefined ? { status: filter.status } : {}),
    ...(filter.platform !== undefined ? { platform: filter.platform } : {}),
    ...(filter.domainName !== undefined ? { domainName: filter.domainName } : {}),
    ...(filter.domainId !== undefined ? { domainId: filter.domainId } : {}),
    ...(filter.selection !== undefined
      ? {
          selection: {
            uids: orNone(filter.selection.uids),
            domainIds: orNone(filter.selection.domainIds),
          },
        }
      : {}),
    ...(filter.uids !== undefined ? { uids: orNone(filter.uids) } : {}),
    ...(filter.tagUids !== undefined ? { tagUids: orNone(filter.tagUids) } : {}),
    ...(filter.keyword ? { pattern: containsPattern(filter.keyword.toLowerCase()) } : {}),
  };
  const keyword = filter.keyword?.toLowerCase() ?? '';
  const total: PageTotal =
    [...keyword].length >= MIN_INDEXED_KEYWORD
      ? { keyword }
      : params.selection !== undefined || params.uids !== undefined || params.tagUids !== undefined
        ? { bounded: true }
        : params.pattern !== undefined
          ? { within: true }
          : {
              counted: {
                list: mailboxCounts,
                scope: filter.workspaceId,
                where: {
                  status:
                    filter.status ?? (filter.includeDeleted ? undefined : { not: ['deleted'] }),
                  platform: filter.platform,
                  domain_id: filter.domainId,
                  domain_name: filter.domainName,
                },
              },
            };
  return readListPage(db, mailboxList, params, total, offset, limit);
}

interface MailboxListParams {
  workspaceId: string;
  notDeleted: boolean;
  status?: MailboxStatus;
  platform?: string;
  domainName?: string;
  domainId?: string;
  selection?: { uids: readonly string[]; domainIds: readonly string[] };
  uids?: readonly string[];
  tagUids?: readonly string[];
  /** The keyword as a LIKE pattern. */
  pattern?: string;
  /** The keyword as the text index is asked (`searchTerm`), when it is long enough for it. */
  search?: SearchTerm;
}

// biome-ignore lint/suspicious/noExplicitAny: the mailbox columns, in the table or a window.
export const matching = (q: SelectQueryBuilder<any, any, any>, pattern: string) =>
  q.where((eb) =>
    eb.or([
      eb(sql`lower(username || '@' || domain_name)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
    ]),
  );

const mailboxList = defineList({
  table: 'mailboxes',
  base: (db, p: MailboxListParams) =>
    db
      .selectFrom('mailboxes')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.notDeleted, (q) => q.where('status', '!=', sql.lit('deleted')))
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as MailboxStatus))
      .$if(p.platform !== undefined, (q) => q.where('platform', '=', p.platform as string))
      .$if(p.domainName !== undefined, (q) => q.where('domain_name', '=', p.domainName as string))
      .$if(p.domainId !== undefined, (q) => q.where('domain_id', '=', p.domainId as string))
      .$if(p.selection !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('uid', 'in', p.selection?.uids ?? []),
            eb('domain_id', 'in', p.selection?.domainIds ?? []),
          ]),
        ),
      )
      .$if(p.uids !== undefined, (q) => q.where('uid', 'in', p.uids ?? []))
      .$if(p.tagUids !== undefined, (q) =>
        q.where('id', 'in', taggedRecordIds(db, 'mailbox', p.workspaceId, p.tagUids ?? [])),
      )
      .$if(p.search !== undefined, (q) =>
        withIndexedMatch(db, 'mailboxes', q, p.search as SearchTerm),
      )
      // Named or tagged mailboxes and those the text index finds are matched as they are;
      // otherwise (a keyword too short for the index) in the window.
      .$if(
        (p.selection !== undefined ||
          p.uids !== undefined ||
          p.tagUids !== undefined ||
          p.search !== undefined) &&
          p.pattern !== undefined,
        (q) => matching(q, p.pattern as string),
      ),
  within: {
    filter: (q, p) => matching(q, p.pattern as string),
    reads: ['username', 'domain_name', 'first_name', 'last_name'],
  },
  indexed: (p, search) => ({ ...p, search }),
});

/** Writes non-status columns. Status moves go through `transitionMailbox` only. */
export async function updateMailboxFields(
  db: Executor,
  id: string,
  changes: MailboxFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(mailboxCounts, changes);
  await db.updateTable('mailboxes').set(changes).where('id', '=', id).execute();
}

/** The fields that make a mailbox's address. */
export type MailboxAddress = Pick<MailboxTable, 'username' | 'address_key' | 'updated_at'>;

/**
 * Moves a mailbox from one address to another, only while it still has `from`'s; says whether it
 * did. Throws a unique violation when another mailbox holds `to`'s address key.
 */
export async function moveMailboxAddress(
  db: Executor,
  id: string,
  from: MailboxAddress,
  to: MailboxAddress,
): Promise<boolean> {
  const result = await db
    .updateTable('mailboxes')
    .set(to)
    .where('id', '=', id)
    .where('username', '=', from.username)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The one statement that writes a mailbox's status (called by `transitionMailbox`). It applies
 * only while the mailbox is still in `from`, and says whether it did.
 */
export async function writeMailboxStatus(
  db: Executor,
  id: string,
  from: MailboxStatus,
  changes: MailboxFieldChanges & {
    status: MailboxStatus;
    previous_status: MailboxStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  return writeCountedStatus(db, mailboxCounts, id, from, changes);
}

/**
 * How many of the team's mailboxes hold an address (every status but cancelled, archived and
 * deleted), leaving out `excludeIds`, or only those created before `before` (oldest first).
 */
export async function countLiveTeamMailboxes(
  db: Executor,
  teamId: string,
  options: { excludeIds?: readonly string[]; before?: Pick<MailboxRow, 'created_at' | 'id'> } = {},
): Promise<number> {
  let query = db
    .selectFrom('mailboxes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .where('address_key', 'is not', null);
  if (options.excludeIds?.length) query = query.where('id', 'not in', [...options.excludeIds]);
  const before = options.before;
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', before.created_at),
        eb.and([eb('created_at', '=', before.created_at), eb('id', '<', before.id)]),
      ]),
    );
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
