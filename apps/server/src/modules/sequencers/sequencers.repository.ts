import { sql } from 'kysely';
import { containsPattern } from '../../db/like.js';
import {
  assertUncounted,
  countChange,
  countedColumns,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import { exportCounts } from './exports.repository.js';
import type { SequencerStatus } from './sequencer.lifecycle.js';
import { SEQUENCER_RESPONSE_COLUMNS } from './sequencer.present.js';
import type { SequencerRow, SequencerTable } from './sequencers.table.js';

/** Columns a service may change outside a status move (never `status` or `previous_status`). */
export type SequencerFieldChanges = Partial<
  Omit<
    SequencerTable,
    'id' | 'uid' | 'team_id' | 'workspace_id' | 'status' | 'previous_status' | 'created_at'
  >
>;

/** List sequencers' totals: per workspace, by platform and status. */
export const sequencerCounts = defineCountedList({
  name: 'sequencers',
  table: 'sequencers',
  scope: 'workspace_id',
  dims: ['platform', 'status'],
});
const COUNTED = countedColumns(sequencerCounts) as Array<keyof SequencerTable>;

export async function insertSequencerRow(db: Executor, row: SequencerRow): Promise<void> {
  requireCounting(db, sequencerCounts);
  await db.insertInto('sequencers').values(row).execute();
  countInserted(db, sequencerCounts, [row]);
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
 * tie-break is stable), and how many match: from the counters, but for `uids` (at most 100,
 * counted as they are) and `keyword` (matched within the newest sequencers, `SEARCH_WINDOW`).
 * A deep page is read from the nearer end (`readListPage`, through `db/pages.ts`).
 */
export function listSequencerRows(
  db: Executor,
  filter: SequencerListFilter,
  offset: number,
  limit: number,
) {
  const params: SequencerListParams = {
    workspaceId: filter.workspaceId,
    ...(filter.platforms?.length ? { platforms: filter.platforms } : {}),
    ...(filter.status !== undefined ? { status: filter.status } : {}),
    ...(filter.uids?.length ? { uids: filter.uids } : {}),
    ...(filter.keyword ? { pattern: containsPattern(filter.keyword) } : {}),
  };
  const total: PageTotal =
    params.uids !== undefined
      ? { bounded: true }
      : params.pattern !== undefined
        ? { within: true }
        : {
            counted: {
              list: sequencerCounts,
              scope: filter.workspaceId,
              where: { platform: params.platforms, status: params.status },
            },
          };
  return readListPage(db, sequencerList, params, total, offset, limit);
}

interface SequencerListParams {
  workspaceId: string;
  platforms?: readonly string[];
  status?: SequencerStatus;
  uids?: readonly string[];
  /** The keyword as a LIKE pattern. */
  pattern?: string;
}

// `\` escapes `%`, `_` and itself in the pattern: the keyword's own are taken literally.
const matching = (pattern: string) => sql<boolean>`search_text like ${pattern} escape '\\'`;

const sequencerList = defineList({
  table: 'sequencers',
  columns: SEQUENCER_RESPONSE_COLUMNS,
  base: (db, p: SequencerListParams) =>
    db
      .selectFrom('sequencers')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.platforms !== undefined, (q) => q.where('platform', 'in', p.platforms ?? []))
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as SequencerStatus))
      .$if(p.uids !== undefined, (q) => q.where('uid', 'in', p.uids ?? []))
      // Named sequencers (at most 100) are matched as they are; otherwise in the window.
      .$if(p.uids !== undefined && p.pattern !== undefined, (q) =>
        q.where(matching(p.pattern as string)),
      ),
  within: { filter: (q, p) => q.where(matching(p.pattern as string)), reads: ['search_text'] },
});

/** Writes non-status columns. Status moves go through `transitionSequencer` only. */
export async function updateSequencerFields(
  db: Executor,
  id: string,
  changes: SequencerFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(sequencerCounts, changes);
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
  return writeCountedStatus(db, sequencerCounts, current.id, current.status, changes, {
    connection_version: current.connection_version,
  });
}

export async function deleteSequencerRows(db: Executor, ids: readonly string[]): Promise<void> {
  requireCounting(db, exportCounts);
  if (ids.length === 0) return;
  const exports = await db
    .deleteFrom('sequencer_exports')
    .where('sequencer_id', 'in', ids)
    .returning(countedColumns(exportCounts) as never[])
    .execute();
  for (const row of exports) countChange(db, exportCounts, row, null);
  const sequencers = await db
    .deleteFrom('sequencers')
    .where('id', 'in', ids)
    .returning(COUNTED)
    .execute();
  for (const row of sequencers) countChange(db, sequencerCounts, row, null);
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
