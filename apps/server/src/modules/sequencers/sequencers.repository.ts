import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import type { SequencerStatus } from './sequencer.lifecycle.js';
import type { SequencerRow, SequencerTable } from './sequencers.table.js';

/** Columns a service may change outside a status move (never `status` or `previous_status`). */
export type SequencerFieldChanges = Partial<
  Omit<
    SequencerTable,
    'id' | 'uid' | 'team_id' | 'workspace_id' | 'status' | 'previous_status' | 'created_at'
  >
>;

export async function insertSequencerRow(db: Executor, row: SequencerRow): Promise<void> {
  await db.insertInto('sequencers').values(row).execute();
}

export function findSequencerById(db: Executor, id: string) {
  return db.selectFrom('sequencers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSequencersByUids(db: Executor, workspaceId: string, uids: readonly string[]) {
  if (uids.length === 0) return Promise.resolve([] as SequencerRow[]);
  return db
    .selectFrom('sequencers')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', 'in', uids)
    .execute();
}

export interface SequencerListFilter {
  workspaceId: string;
  platforms?: readonly string[];
  /** Lowercase; matched anywhere in the name, username or workspace name. */
  keyword?: string;
  status?: SequencerStatus;
  uids?: readonly string[];
}

/**
 * A page of sequencers, newest first (`created_at`, then `id`: ids sort by creation time, so the
 * tie-break is stable), and how many match. The count comes first; the page's ids are then read
 * from an index alone (never whole rows), from whichever end is nearer: a page in the second half
 * (offset 99,990 of 100,000) is read oldest first with a small offset and reversed, so no request
 * walks more than half the matches. Then the rows of those ids.
 */
export async function listSequencerRows(
  db: Executor,
  filter: SequencerListFilter,
  offset: number,
  limit: number,
): Promise<{ rows: SequencerRow[]; total: number }> {
  const keyword = filter.keyword ? `%${escapeLike(filter.keyword)}%` : null;
  const base = db
    .selectFrom('sequencers')
    .where('workspace_id', '=', filter.workspaceId)
    .$if(filter.platforms !== undefined, (q) => q.where('platform', 'in', filter.platforms ?? []))
    .$if(filter.status !== undefined, (q) =>
      q.where('status', '=', filter.status as SequencerStatus),
    )
    .$if(filter.uids !== undefined, (q) => q.where('uid', 'in', filter.uids ?? []))
    // `\` escapes `%`, `_` and itself in the pattern: the keyword's own are taken literally.
    .$if(keyword !== null, (q) => q.where(sql<boolean>`search_text like ${keyword} escape '\\'`));
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  if (offset >= total) return { rows: [], total };
  const fromEnd = total - offset - limit;
  const reversed = fromEnd < offset;
  const direction = reversed ? 'asc' : 'desc';
  const page = await base
    .select('id')
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .offset(reversed ? Math.max(0, fromEnd) : offset)
    .limit(reversed ? Math.min(limit, total - offset) : limit)
    .execute();
  const ids = page.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('sequencers')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return { rows, total };
}

/** Writes non-status columns. Status moves go through `transitionSequencer` only. */
export async function updateSequencerFields(
  db: Executor,
  id: string,
  changes: SequencerFieldChanges & { updated_at: string },
): Promise<void> {
  await db.updateTable('sequencers').set(changes).where('id', '=', id).execute();
}

/**
 * Counts a wrong one-time code, only while the sequencer still waits for one for this
 * connection; returns the attempts made, or null when it no longer waits.
 */
export async function countCodeAttempt(
  db: Executor,
  sequencer: SequencerRow,
  now: string,
): Promise<number | null> {
  const result = await db
    .updateTable('sequencers')
    .set({ code_attempts: sql`code_attempts + 1`, updated_at: now })
    .where('id', '=', sequencer.id)
    .where('status', '=', 'awaiting_code')
    .where('connection_version', '=', sequencer.connection_version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await findSequencerById(db, sequencer.id);
  return row?.code_attempts ?? null;
}

/**
 * The one statement that writes a sequencer's status (called by `transitionSequencer`). It
 * applies only while the sequencer is still in `from` with the same connection, and says whether
 * it did.
 */
export async function writeSequencerStatus(
  db: Executor,
  current: Pick<SequencerRow, 'id' | 'status' | 'connection_version'>,
  changes: SequencerFieldChanges & {
    status: SequencerStatus;
    previous_status: SequencerStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('sequencers')
    .set(changes)
    .where('id', '=', current.id)
    .where('status', '=', current.status)
    .where('connection_version', '=', current.connection_version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSequencerRows(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sequencer_exports').where('sequencer_id', 'in', ids).execute();
  await db.deleteFrom('sequencers').where('id', 'in', ids).execute();
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** id -> uid of these sequencers (for exports, which keep the sequencer's internal id). */
export async function findSequencerUids(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sequencers')
    .select(['id', 'uid'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.uid]));
}
