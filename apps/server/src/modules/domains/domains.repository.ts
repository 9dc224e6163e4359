import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { readInSlices } from '../../db/chunks.js';
import { containsPattern } from '../../db/like.js';
import {
  assertUncounted,
  type CountedRecord,
  countChange,
  countedColumns,
  countInserted,
  countMove,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import { MIN_INDEXED_KEYWORD, type SearchTerm, withIndexedMatch } from '../../db/text-search.js';
import { type Executor, lockedRow } from '../../db/transaction.js';
import { taggedRecordIds } from '../tags/surface.js';
import { type DomainStatus, MAX_MAILBOXES_PER_DOMAIN } from './domain.lifecycle.js';
import type { DomainOperationRow, DomainRow, DomainTable } from './domains.table.js';

/** Columns a service may change outside a status move (never `status` or `previous_status`). */
export type DomainFieldChanges = Partial<
  Omit<DomainTable, 'id' | 'uid' | 'team_id' | 'status' | 'previous_status' | 'created_at'>
>;

/**
 * List domains' totals: per workspace, by status and by whether the domain has room for another
 * mailbox (`room`, for List assignable domains).
 */
export const domainCounts = defineCountedList({
  name: 'domains',
  table: 'domains',
  scope: 'workspace_id',
  dims: ['status', 'room'],
  derived: {
    room: {
      columns: ['mailbox_count'],
      of: (row) => (Number(row.mailbox_count) < MAX_MAILBOXES_PER_DOMAIN ? '1' : '0'),
      sql: sql`case when mailbox_count < ${sql.lit(MAX_MAILBOXES_PER_DOMAIN)} then '1' else '0' end`,
    },
  },
});
const COUNTED = countedColumns(domainCounts) as Array<keyof DomainTable>;

export async function insertDomainRow(db: Executor, row: DomainRow): Promise<void> {
  requireCounting(db, domainCounts);
  await db.insertInto('domains').values(row).execute();
  countInserted(db, domainCounts, [row]);
}

export function findDomainById(db: Executor, id: string) {
  return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The domain, locked for the rest of the caller's transaction ({@link lockedRow}) and read. */
export function lockDomainById(trx: Transaction<DB>, id: string): Promise<DomainRow | undefined> {
  return lockedRow(trx, 'domains', id);
}

export function findDomainsByUids(db: Executor, workspaceId: string, uids: readonly string[]) {
  if (uids.length === 0) return Promise.resolve([] as DomainRow[]);
  return db
    .selectFrom('domains')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', 'in', uids)
    .execute();
}

/** The workspace's domains with these names that are not deleted. */
export function findLiveDomainsByNames(
  db: Executor,
  workspaceId: string,
  names: readonly string[],
) {
  if (names.length === 0) return Promise.resolve([] as DomainRow[]);
  return db
    .selectFrom('domains')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('name', 'in', names)
    .where('status', '!=', 'deleted')
    .execute();
}

/** The domains (of any team) that still hold one of `names`. */
export async function findHeldNames(
  db: Executor,
  names: readonly string[],
): Promise<Array<Pick<DomainRow, 'name' | 'team_id' | 'connection_type' | 'uid' | 'nameservers'>>> {
  // Connect all of a Cloudflare account asks about every one of its zones.
  return readInSlices(names, (slice) =>
    db
      .selectFrom('domains')
      .select(['name', 'team_id', 'connection_type', 'uid', 'nameservers'])
      .where('name_key', 'is not', null)
      .where('name', 'in', slice)
      .execute(),
  );
}

export interface DomainListFilter {
  workspaceId: string;
  keyword?: string;
  statuses?: readonly DomainStatus[];
  uids?: readonly string[];
  /** Only domains carrying any of these tags (uids). */
  tagUids?: readonly string[];
  /** Only active domains with room for another mailbox. */
  assignable?: boolean;
}

/**
 * A page of the workspace's domains, newest first, and how many match: from the counters, but
 * for `uids` (at most 100, counted as they are) and `keyword` (3+ characters: through the text
 * index, counted up to `TOTAL_CAP`; shorter: matched within the newest domains, `SEARCH_WINDOW`).
 */
export async function listDomainRows(
  db: Executor,
  filter: DomainListFilter,
  offset: number,
  limit: number,
) {
  const statuses = filter.assignable ? ['active' as const] : filter.statuses;
  const params: DomainListParams = {
    workspaceId: filter.workspaceId,
    ...(statuses?.length ? { statuses } : {}),
    ...(filter.uids?.length ? { uids: filter.uids } : {}),
    ...(filter.tagUids !== undefined
      ? { tagUids: filter.tagUids.length ? filter.tagUids : [''] }
      : {}),
    assignable: filter.assignable === true,
    ...(filter.keyword ? { pattern: containsPattern(filter.keyword.toLowerCase()) } : {}),
  };
  const keyword = filter.keyword?.toLowerCase() ?? '';
  const total: PageTotal =
    [...keyword].length >= MIN_INDEXED_KEYWORD
      ? { keyword }
      : params.uids !== undefined || params.tagUids !== undefined
        ? { bounded: true }
        : params.pattern !== undefined
          ? { within: true }
          : {
              counted: {
                list: domainCounts,
                scope: filter.workspaceId,
                where: {
                  status: params.statuses ?? { not: ['deleted'] },
                  room: params.assignable ? '1' : undefined,
                },
              },
            };
  return readListPage(db, domainList, params, total, offset, limit);
}

interface DomainListParams {
  workspaceId: string;
  statuses?: readonly DomainStatus[];
  uids?: readonly string[];
  tagUids?: readonly string[];
  assignable: boolean;
  /** The keyword as a LIKE pattern. */
  pattern?: string;
  /** The keyword as the text index is asked (`searchTerm`), when it is long enough for it. */
  search?: SearchTerm;
}

const domainList = defineList({
  table: 'domains',
  base: (db, p: DomainListParams) =>
    db
      .selectFrom('domains')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.statuses !== undefined, (q) => q.where('status', 'in', p.statuses ?? []))
      // Deleted domains are history: listed only when asked for by status.
      .$if(p.statuses === undefined, (q) => q.where('status', '!=', sql.lit('deleted')))
      .$if(p.uids !== undefined, (q) => q.where('uid', 'in', p.uids ?? []))
      .$if(p.assignable, (q) => q.where('mailbox_count', '<', sql.lit(MAX_MAILBOXES_PER_DOMAIN)))
      .$if(p.tagUids !== undefined, (q) =>
        q.where('id', 'in', taggedRecordIds(db, 'domain', p.workspaceId, p.tagUids ?? [])),
      )
      // A keyword long enough for the text index is found through it, then matched exactly:
      // over `name || ''`, which the index does not hold (`withIndexedMatch`).
      .$if(p.search !== undefined, (q) =>
        withIndexedMatch(db, 'domains', q, p.search as SearchTerm).where(
          sql<boolean>`(name || '') like ${p.pattern} escape '\\'`,
        ),
      ),
  within: {
    filter: (q, p) => q.where(sql<boolean>`name like ${p.pattern} escape '\\'`),
    reads: ['name'],
  },
  indexed: (p, search) => ({ ...p, search }),
});

/** Writes non-status columns. Status moves go through `transitionDomain` only. */
export async function updateDomainFields(
  db: Executor,
  id: string,
  changes: DomainFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(domainCounts, changes);
  await db.updateTable('domains').set(changes).where('id', '=', id).execute();
}

/**
 * Re-homes a domain in another workspace, only while it is still in `fromWorkspaceId` and holds
 * no mailboxes (a mailbox bought meanwhile keeps it where its mailboxes are); says whether it did.
 */
export async function moveDomainRow(
  db: Executor,
  id: string,
  fromWorkspaceId: string,
  toWorkspaceId: string,
): Promise<boolean> {
  requireCounting(db, domainCounts);
  const moved = await db
    .updateTable('domains')
    .set({ workspace_id: toWorkspaceId, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('workspace_id', '=', fromWorkspaceId)
    .where('mailbox_count', '=', 0)
    .returning(COUNTED)
    .executeTakeFirst();
  countMove(db, domainCounts, moved, 'workspace_id', fromWorkspaceId);
  return moved !== undefined;
}

/**
 * The one statement that writes a domain's status (called by `transitionDomain`). It only
 * applies while the domain is still in `from`, and says whether it did.
 */
export async function writeDomainStatus(
  db: Executor,
  id: string,
  from: DomainStatus,
  changes: DomainFieldChanges & {
    status: DomainStatus;
    previous_status: DomainStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  return writeCountedStatus(db, domainCounts, id, from, changes);
}

/** Takes `count` mailbox slots if the domain is in the workspace and has room; says whether it did. */
export async function takeMailboxSlots(
  db: Executor,
  id: string,
  workspaceId: string,
  count: number,
  max: number,
): Promise<boolean> {
  requireCounting(db, domainCounts);
  const taken = await db
    .updateTable('domains')
    .set((eb) => ({ mailbox_count: eb('mailbox_count', '+', count) }))
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('mailbox_count', '<=', max - count)
    .returning(COUNTED)
    .executeTakeFirst();
  countSlots(db, taken, -count);
  return taken !== undefined;
}

/** Counts a change of `mailbox_count` by `-delta` (`row` is the domain after it). */
function countSlots(db: Executor, row: CountedRecord | undefined, delta: number) {
  if (!row) return;
  const before = { ...row, mailbox_count: Math.max(0, Number(row.mailbox_count) + delta) };
  countChange(db, domainCounts, before, row);
}

/**
 * Gives slots back; the last one given back lets the domain's mail platform go. A domain never
 * holds fewer than 0 slots (giving back more than it holds leaves 0).
 */
export async function giveBackMailboxSlots(db: Executor, id: string, count: number) {
  requireCounting(db, domainCounts);
  const given = await db
    .updateTable('domains')
    .set((eb) => ({
      mailbox_count: eb
        .case()
        .when('mailbox_count', '>=', count)
        .then(eb('mailbox_count', '-', count))
        .else(0)
        .end(),
      mail_platform: eb
        .case()
        .when('mailbox_count', '>', count)
        .then(eb.ref('mail_platform'))
        .else(null)
        .end(),
    }))
    .where('id', '=', id)
    .returning(COUNTED)
    .executeTakeFirst();
  // Before: what it holds now plus what was given back (at least; 0 means it held at most that).
  countSlots(db, given, count);
}

/** Sets the domain's mail platform if it has none or already this one; says whether it is now. */
export async function claimPlatform(db: Executor, id: string, platform: string): Promise<boolean> {
  const result = await db
    .updateTable('domains')
    .set({ mail_platform: platform })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('mail_platform', 'is', null), eb('mail_platform', '=', platform)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOperation(db: Executor, row: DomainOperationRow): Promise<void> {
  await db.insertInto('domain_operations').values(row).execute();
}

export function findOperation(db: Executor, teamId: string, kind: string, uid: string) {
  return db
    .selectFrom('domain_operations')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('kind', '=', kind as DomainOperationRow['kind'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function findOperationById(db: Executor, id: string) {
  return db.selectFrom('domain_operations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function writeOperation(
  db: Executor,
  id: string,
  from: DomainOperationRow['status'],
  changes: Partial<Omit<DomainOperationRow, 'id' | 'uid'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('domain_operations')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uids of the workspace's domains matching the filters, newest first, less some (Select domains). */
export async function selectDomainUids(
  db: Executor,
  workspaceId: string,
  filter: {
    keyword?: string;
    statuses?: readonly string[];
    tagUids?: readonly string[];
    exceptUids: readonly string[];
    limit: number;
  },
): Promise<string[]> {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const rows = await db
    .selectFrom('domains')
    .select('uid')
    .where('workspace_id', '=', workspaceId)
    .$if(filter.statuses !== undefined, (q) =>
      q.where('status', 'in', [...(filter.statuses ?? [])] as DomainStatus[]),
    )
    .$if(filter.statuses === undefined, (q) => q.where('status', '!=', sql.lit('deleted')))
    .$if(filter.tagUids !== undefined, (q) =>
      q.where(
        'id',
        'in',
        taggedRecordIds(db, 'domain', workspaceId, [...(filter.tagUids ?? []), '']),
      ),
    )
    .$if(filter.exceptUids.length > 0, (q) => q.where('uid', 'not in', [...filter.exceptUids]))
    .$if(pattern !== undefined, (q) => q.where(sql<boolean>`name like ${pattern} escape '\\'`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((r) => r.uid);
}
