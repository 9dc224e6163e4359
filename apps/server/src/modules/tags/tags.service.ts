import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRow, lockedRows } from '../../db/transaction.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { TagRef } from './tag.schema.js';
import {
  countAssignments,
  deleteAssignments,
  deleteTagRow,
  findAssignedTags,
  findTagByNameKey,
  findTagByUid,
  findTagsByUids,
  insertAssignments,
  insertTag,
  listTagsOfWorkspace,
} from './tags.repository.js';
import type { TaggableKind, TagRow } from './tags.table.js';

/**
 * Tags belong to a workspace and can be put on any taggable record (domains, mailboxes,
 * sequencers). Other modules call these functions with their own record ids; this module never
 * needs to know their tables.
 */
export async function createTag(db: Kysely<DB>, workspaceId: string, rawName: string) {
  const name = rawName.trim();
  if (name === '') throw invalidField('name', 'must not be blank');
  return inTransaction(db, async (trx) => {
    if (await findTagByNameKey(trx, workspaceId, name.toLowerCase())) {
      throw conflict(`A tag named "${name}" already exists in this workspace`);
    }
    const now = isoNow();
    const row: TagRow = {
      id: newId(),
      uid: newUid(),
      workspace_id: workspaceId,
      name,
      name_key: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    };
    await insertTag(trx, row);
    return row;
  });
}

/** The workspace's tags, newest first, with how many records of each kind carry them. */
export async function listTags(db: Executor, workspaceId: string, offset: number, limit: number) {
  const { rows, total } = await listTagsOfWorkspace(db, workspaceId, offset, limit);
  const counts = await countAssignments(
    db,
    rows.map((r) => r.id),
  );
  const usage = (tagId: string, kind: TaggableKind) =>
    Number(counts.find((c) => c.tag_id === tagId && c.record_kind === kind)?.n ?? 0);
  return {
    rows: rows.map((row) => ({
      ...toTagResponse(row),
      domains_count: usage(row.id, 'domain'),
      mailboxes_count: usage(row.id, 'mailbox'),
      sequencers_count: usage(row.id, 'sequencer'),
    })),
    total,
  };
}

/** Deletes a tag and takes it off every record. */
export async function deleteTag(db: Kysely<DB>, workspaceId: string, uid: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const found = await findTagByUid(trx, workspaceId, uid);
    // Locked: an assignment being made (it locks its tags too) commits first, and goes with it;
    // read again once locked, since another deletion may have come first (404, as on SQLite).
    const row = found && (await lockedRow(trx, 'tags', found.id));
    if (!row) throw notFound('Tag');
    await deleteTagRow(trx, row.id);
  });
}

/**
 * The workspace's tags with these uids, locked for the rest of the caller's transaction (a tag
 * deleted meanwhile is then gone, not a foreign-key failure later); 404 naming the first unknown.
 */
export async function resolveTags(
  trx: Transaction<DB>,
  workspaceId: string,
  uids: readonly string[],
): Promise<TagRow[]> {
  const unique = [...new Set(uids)];
  const found = await findTagsByUids(trx, workspaceId, unique);
  const rows = await lockedRows(
    trx,
    'tags',
    found.map((r) => r.id),
  );
  const missing = unique.find((uid) => !rows.some((r) => r.uid === uid));
  if (missing) throw notFound(`Tag ${missing}`);
  return rows;
}

/** Puts each tag on each record; tags already there are left alone. Returns assignments added. */
export async function assignTags(
  trx: Executor,
  tags: readonly TagRow[],
  kind: TaggableKind,
  recordIds: readonly string[],
): Promise<number> {
  const now = isoNow();
  return insertAssignments(
    trx,
    tags.flatMap((tag) =>
      recordIds.map((recordId) => ({
        tag_id: tag.id,
        record_kind: kind,
        record_id: recordId,
        created_at: now,
      })),
    ),
  );
}

/** Takes the tags off the records. Returns assignments removed. */
export function unassignTags(
  trx: Executor,
  tags: readonly TagRow[],
  kind: TaggableKind,
  recordIds: readonly string[],
): Promise<number> {
  return deleteAssignments(
    trx,
    tags.map((t) => t.id),
    kind,
    recordIds,
  );
}

/** Takes every tag off the records (when they are deleted). */
export function clearTags(
  trx: Executor,
  kind: TaggableKind,
  recordIds: readonly string[],
): Promise<number> {
  return deleteAssignments(trx, null, kind, recordIds);
}

/** Each record's tags, in the order they were put on. Records without tags map to []. */
export async function tagsOf(
  db: Executor,
  kind: TaggableKind,
  recordIds: readonly string[],
): Promise<Map<string, TagRef[]>> {
  const rows = await findAssignedTags(db, kind, recordIds);
  const byRecord = new Map<string, TagRef[]>(recordIds.map((id) => [id, []]));
  for (const row of rows) byRecord.get(row.record_id)?.push({ uid: row.uid, name: row.name });
  return byRecord;
}

/**
 * Carries records' tags to another workspace: each tag is matched by name there (created when
 * missing) and the records are re-tagged with it. Tags are per workspace, so a record that
 * moves would otherwise point at a tag of a workspace it no longer belongs to.
 */
export async function moveTags(
  trx: Executor,
  kind: TaggableKind,
  recordIds: readonly string[],
  targetWorkspaceId: string,
): Promise<void> {
  const assigned = await findAssignedTags(trx, kind, recordIds);
  if (assigned.length === 0) return;
  await deleteAssignments(trx, null, kind, recordIds);
  const now = isoNow();
  const targetIds = new Map<string, string>();
  for (const { name, name_key } of assigned) {
    if (targetIds.has(name_key)) continue;
    let target = await findTagByNameKey(trx, targetWorkspaceId, name_key);
    if (!target) {
      target = {
        id: newId(),
        uid: newUid(),
        workspace_id: targetWorkspaceId,
        name,
        name_key,
        created_at: now,
        updated_at: now,
      };
      await insertTag(trx, target);
    }
    targetIds.set(name_key, target.id);
  }
  await insertAssignments(
    trx,
    assigned.map((a) => ({
      tag_id: targetIds.get(a.name_key) as string,
      record_kind: kind,
      record_id: a.record_id,
      created_at: now,
    })),
  );
}

export function toTagResponse(row: TagRow) {
  return {
    _id: row.id,
    uid: row.uid,
    name: row.name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Puts every tag of one record on another record of the same workspace. */
export async function copyTags(
  trx: Executor,
  kind: TaggableKind,
  fromId: string,
  toId: string,
): Promise<void> {
  const assigned = await findAssignedTags(trx, kind, [fromId]);
  const now = isoNow();
  await insertAssignments(
    trx,
    assigned.map((a) => ({ tag_id: a.id, record_kind: kind, record_id: toId, created_at: now })),
  );
}
