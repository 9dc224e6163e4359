import type { AppContext } from '../../context.js';
import { type Executor, inTransaction, lockedRow, lockRows } from '../../db/transaction.js';
import { ApiError, type ErrorDetail, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { platformOrDefault } from '../../providers/sequencer-catalog/index.js';
import { assignTags, clearTags, resolveTags, tagsOf } from '../tags/surface.js';
import { lockRequestWorkspace } from '../workspaces/surface.js';
import { openConnection, sealConnection, shownAccount } from './connection.js';
import type { ConnectionValues } from './connection-form.js';
import { mergeProblems } from './form-request.js';
import { scheduleVerification } from './sequencer.jobs.js';
import type { SequencerStatus } from './sequencer.lifecycle.js';
import { searchTextOf } from './sequencer.present.js';
import { createSequencer, transitionSequencer } from './sequencer.transition.js';
import {
  deleteSequencerRows,
  findSequencersByUids,
  listSequencerRows,
  updateSequencerFields,
} from './sequencers.repository.js';
import type { SequencerRow } from './sequencers.table.js';

/** Who is asking: the token's team and the X-Workspace-Id workspace. */
export interface Caller {
  teamId: string;
  workspaceId: string;
}

/**
 * A 400 carrying every problem found, the first in the message: how every request of this module
 * that validates a connection form reports (a form shows all its errors at once).
 */
export function validationFailed(details: ErrorDetail[]): ApiError {
  const [first] = details;
  const more =
    details.length > 1
      ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})`
      : '';
  return new ApiError(
    'VALIDATION_FAILED',
    first ? `${first.field} ${first.message}${more}` : 'Request is invalid',
    details,
  );
}

/** One sequencer of the workspace by uid; a 404 naming `field` otherwise (another team's too). */
export async function getSequencer(
  db: Executor,
  workspaceId: string,
  uid: string,
  field = 'uid',
): Promise<SequencerRow> {
  const [row] = await findSequencersByUids(db, workspaceId, [uid]);
  if (!row) {
    throw new ApiError('NOT_FOUND', `Sequencer ${uid} not found`, [
      { field, message: `no sequencer ${uid} in this workspace` },
    ]);
  }
  return row;
}

/** The workspace's sequencers with these uids, in request order, without repeats; 404 naming `uids[i]`. */
export async function getSequencersByUids(
  db: Executor,
  workspaceId: string,
  uids: readonly string[],
  field = 'uids',
): Promise<SequencerRow[]> {
  const rows = await findSequencersByUids(db, workspaceId, [...new Set(uids)]);
  const found = new Map<string, SequencerRow>();
  uids.forEach((uid, i) => {
    const row = rows.find((r) => r.uid === uid);
    if (!row) {
      throw new ApiError('NOT_FOUND', `Sequencer ${uid} not found`, [
        { field: `${field}[${i}]`, message: `no sequencer ${uid} in this workspace` },
      ]);
    }
    found.set(row.id, row);
  });
  return [...found.values()];
}

export interface AddSequencerInput {
  name: string;
  platform: string;
  values: ConnectionValues;
  tagUids: readonly string[];
  /** `enable_warmup` and its numbers as sent; kept for when warmup exists. */
  warmup?: WarmupRequest | null;
  autoReconnectMailboxes?: boolean;
}

/** What Add sequencer was asked about warmup (the real service's fields). */
export interface WarmupRequest {
  enable_warmup: boolean;
  warmup_limit?: number;
  warmup_increment?: string;
  warmup_replyrate?: number;
}

/**
 * Connects a sequencer account: stores the form's values sealed, puts the tags on, and queues the
 * verification (`verifying`; the platform's answer moves it on). The values have been checked
 * against the platform's form by the caller.
 */
export async function addSequencer(
  ctx: AppContext,
  caller: Caller,
  input: AddSequencerInput,
): Promise<SequencerRow> {
  const platform = platformOrDefault(input.platform);
  return inTransaction(ctx.db, async (trx) => {
    // Locked first: a deletion of the workspace decided meanwhile is seen (404).
    await lockRequestWorkspace(trx, caller.workspaceId);
    const tags = await resolveTags(trx, caller.workspaceId, input.tagUids);
    const now = isoNow();
    const shown = { name: input.name.trim(), ...shownAccount(platform, input.values) };
    const row = await createSequencer(trx, ctx, {
      id: newId(),
      uid: newUid(),
      team_id: caller.teamId,
      workspace_id: caller.workspaceId,
      platform: platform.id,
      ...shown,
      search_text: searchTextOf(shown),
      status: 'verifying',
      previous_status: null,
      status_reason: '',
      failure_code: '',
      status_changed_at: now,
      consent_url: '',
      connection_sealed: sealConnection(ctx.secrets, input.values),
      connection_version: 1,
      remote_account_id: null,
      code_challenge: null,
      code_expires_at: null,
      code_attempts: 0,
      warmup_settings: input.warmup ? JSON.stringify(input.warmup) : null,
      auto_reconnect_mailboxes: input.autoReconnectMailboxes ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    await assignTags(trx, tags, 'sequencer', [row.id]);
    await scheduleVerification(trx, ctx, row);
    return row;
  });
}

export interface UpdateSequencerInput {
  uid: string;
  name?: string;
  /** Form keys sent (an empty string clears an optional field). */
  given: Readonly<Record<string, unknown>>;
  /** Problems the request schema found, reported together with the form's. */
  schemaProblems: ErrorDetail[];
}

/**
 * Renames a sequencer and/or changes its connection. Form values not sent keep their stored
 * value; the result is checked against the platform's form as a whole (every problem reported),
 * and a changed connection is verified again from `verifying`. A rename alone changes nothing else.
 */
export async function updateSequencer(
  ctx: AppContext,
  workspaceId: string,
  input: UpdateSequencerInput,
): Promise<SequencerRow> {
  const current = await getSequencer(ctx.db, workspaceId, input.uid);
  const platform = platformOrDefault(current.platform);
  const reconnect = Object.keys(input.given).length > 0;
  let values = openConnection(ctx.secrets, current);
  if (reconnect) {
    const merged: Record<string, unknown> = { ...values, ...input.given };
    const problems = mergeProblems(input.schemaProblems, platform, merged);
    if (problems.length > 0) throw validationFailed(problems);
    values = Object.fromEntries(
      Object.entries(merged).filter(([, v]) => typeof v === 'string' && v !== ''),
    ) as ConnectionValues;
  } else if (input.schemaProblems.length > 0) {
    throw validationFailed(mergeProblems(input.schemaProblems, undefined, {}));
  }
  const name = input.name?.trim() ?? current.name;
  return inTransaction(ctx.db, async (trx) => {
    // Locked and read again: a verification job moving it meanwhile is seen, not a 409.
    const fresh = await lockedRow(trx, 'sequencers', current.id);
    if (!fresh) throw notFound('Sequencer');
    const now = isoNow();
    if (!reconnect) {
      const shown = { name, username: fresh.username, workspace_name: fresh.workspace_name };
      await updateSequencerFields(trx, fresh.id, {
        name,
        search_text: searchTextOf(shown),
        updated_at: now,
      });
      return { ...fresh, name, search_text: searchTextOf(shown), updated_at: now };
    }
    const shown = { name, ...shownAccount(platform, values) };
    const changes = {
      ...shown,
      search_text: searchTextOf(shown),
      connection_sealed: sealConnection(ctx.secrets, values),
      connection_version: fresh.connection_version + 1,
      consent_url: '',
      remote_account_id: null,
      code_challenge: null,
      code_expires_at: null,
      code_attempts: 0,
    };
    let row: SequencerRow;
    if (fresh.status === 'verifying') {
      // Already verifying: the job queued for the old values will find a newer connection and stop.
      await updateSequencerFields(trx, fresh.id, { ...changes, updated_at: now });
      row = { ...fresh, ...changes, updated_at: now };
    } else {
      row = await transitionSequencer(trx, ctx, fresh, 'verifying', changes);
    }
    await scheduleVerification(trx, ctx, row);
    return row;
  });
}

/** Deletes sequencers (their sealed credentials, exports and tag assignments with them). */
export async function deleteSequencers(
  ctx: AppContext,
  workspaceId: string,
  uids: readonly string[],
): Promise<SequencerRow[]> {
  return inTransaction(ctx.db, async (trx) => {
    // Locked first: an export being created for one of them (it locks the sequencer too) either
    // committed, and its records go with the sequencer, or sees the sequencer gone (404). Read
    // again once locked: another deletion may have come first (404 then, as on SQLite).
    const found = await getSequencersByUids(trx, workspaceId, uids);
    await lockRows(
      trx,
      'sequencers',
      found.map((r) => r.id),
    );
    const rows = await getSequencersByUids(trx, workspaceId, uids);
    const ids = rows.map((r) => r.id);
    await clearTags(trx, 'sequencer', ids);
    await deleteSequencerRows(trx, ids);
    return rows;
  });
}

export interface ListSequencersInput {
  platforms: readonly string[];
  keyword: string;
  status?: SequencerStatus;
  uids: readonly string[];
}

/** A page of the workspace's sequencers, newest first. Empty arrays filter nothing. */
export function listSequencers(
  db: Executor,
  workspaceId: string,
  input: ListSequencersInput,
  offset: number,
  limit: number,
) {
  // Trimmed like List domains' and List mailboxes' keyword (docs/api/sequencers.md).
  const keyword = input.keyword.trim().toLowerCase();
  return listSequencerRows(
    db,
    {
      workspaceId,
      ...(input.platforms.length > 0 ? { platforms: input.platforms } : {}),
      ...(keyword !== '' ? { keyword } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.uids.length > 0 ? { uids: input.uids } : {}),
    },
    offset,
    limit,
  );
}

/** Each named sequencer's tags, in request order. */
export async function sequencerTags(db: Executor, workspaceId: string, uids: readonly string[]) {
  const rows = await getSequencersByUids(db, workspaceId, uids);
  const tags = await tagsOf(
    db,
    'sequencer',
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ uid: row.uid, name: row.name, tags: tags.get(row.id) ?? [] }));
}
