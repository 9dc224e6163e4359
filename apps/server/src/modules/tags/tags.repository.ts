import { sql } from 'kysely';
import { rowChunks } from '../../db/chunks.js';
import {
  countChange,
  countInserted,
  defineCountedList,
  requireCounting,
} from '../../db/list-counts.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { TaggableKind, TagRow } from './tags.table.js';

/** List tags' totals: per workspace. */
export const tagCounts = defineCountedList({
  name: 'tags',
  table: 'tags',
  scope: 'workspace_id',
  dims: [],
});

export async function insertTag(db: Executor, row: TagRow): Promise<void> {
  requireCounting(db, tagCounts);
  await db.insertInto('tags').values(row).execute();
  countInserted(db, tagCounts, [row]);
}

export function findTagByUid(db: Executor, workspaceId: string, uid: string) {
  return db
    .selectFrom('tags')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function findTagByNameKey(db: Executor, workspaceId: string, nameKey: string) {
  return db
    .selectFrom('tags')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

export function findTagsByUids(db: Executor, workspaceId: string, uids: readonly string[]) {
  if (uids.length === 0) return Promise.resolve([] as TagRow[]);
  return db
    .selectFrom('tags')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', 'in', uids)
    .execute();
}

export function listTagsOfWorkspace(
  db: Executor,
  workspaceId: string,
  offset: number,
  limit: number,
) {
  const total = { counted: { list: tagCounts, scope: workspaceId, where: {} } };
  return readListPage(db, tagList, { workspaceId }, total, offset, limit);
}

const tagList = defineList({
  table: 'tags',
  base: (db, p: { workspaceId: string }) =>
    db.selectFrom('tags').where('workspace_id', '=', p.workspaceId),
});

/** Assignments per tag and kind, for the tags listed. */
export function countAssignments(db: Executor, tagIds: readonly string[]) {
  if (tagIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tag_assignments')
    .select(['tag_id', 'record_kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tag_id', 'in', tagIds)
    .groupBy(['tag_id', 'record_kind'])
    .execute();
}

export async function deleteTagRow(db: Executor, id: string): Promise<void> {
  requireCounting(db, tagCounts);
  await db.deleteFrom('tag_assignments').where('tag_id', '=', id).execute();
  const deleted = await db
    .deleteFrom('tags')
    .where('id', '=', id)
    .returning('workspace_id')
    .executeTakeFirst();
  if (deleted) countChange(db, tagCounts, deleted, null);
}

export async function insertAssignments(
  db: Executor,
  rows: Array<{ tag_id: string; record_kind: TaggableKind; record_id: string; created_at: string }>,
): Promise<number> {
  let inserted = 0;
  // Up to 100 tags on 100 records at once: more values than SQLite takes in one statement.
  for (const slice of rowChunks(rows)) {
    const result = await db
      .insertInto('tag_assignments')
      .values(slice)
      .onConflict((oc) => oc.columns(['tag_id', 'record_kind', 'record_id']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export async function deleteAssignments(
  db: Executor,
  tagIds: readonly string[] | null,
  kind: TaggableKind,
  recordIds: readonly string[],
): Promise<number> {
  if (recordIds.length === 0 || tagIds?.length === 0) return 0;
  const result = await db
    .deleteFrom('tag_assignments')
    .where('record_kind', '=', kind)
    .where('record_id', 'in', recordIds)
    .$if(tagIds !== null, (q) => q.where('tag_id', 'in', tagIds ?? []))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The tags on each record, oldest assignment first. */
export function findAssignedTags(db: Executor, kind: TaggableKind, recordIds: readonly string[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tag_assignments')
    .innerJoin('tags', 'tags.id', 'tag_assignments.tag_id')
    .select(['tag_assignments.record_id', 'tags.id', 'tags.uid', 'tags.name', 'tags.name_key'])
    .where('tag_assignments.record_kind', '=', kind)
    .where('tag_assignments.record_id', 'in', recordIds)
    .orderBy('tag_assignments.created_at')
    .orderBy('tags.id')
    .execute();
}

/**
 * The ids of the workspace's records of `kind` carrying any of the tags named by uid: a subquery
 * for a list's `where id in (…)` (List mailboxes' and List domains' `tag_uids`). A tag of another
 * workspace names nothing.
 */
export function taggedRecordIds(
  db: Executor,
  kind: TaggableKind,
  workspaceId: string,
  tagUids: readonly string[],
) {
  return (
    db
      .selectFrom('tag_assignments')
      .innerJoin('tags', 'tags.id', 'tag_assignments.tag_id')
      .select('tag_assignments.record_id')
      .where('tags.workspace_id', '=', workspaceId)
      .where('tags.uid', 'in', tagUids)
      // A literal: a list's statement is compiled once per shape, with only its params bound.
      .where('tag_assignments.record_kind', '=', sql.lit(kind))
  );
}
