import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError, type ErrorDetail, invalidField, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import { tagsOf } from '../tags/surface.js';
import { findWorkspaceByInternalId, getWorkspace } from '../workspaces/surface.js';
import { domainOperationLifecycle } from './domain-operation.lifecycle.js';
import { findOperation, insertOperation } from './domains.repository.js';
import { type Caller, getDomainsByUids } from './domains.service.js';
import type { DomainOperationRow, DomainRow, OperationItem } from './domains.table.js';
import { after } from './job-support.js';
import { moveBlocker, rotationBlocker, runOperationJob } from './operations.jobs.js';

/** What moving these domains to the target workspace would do. */
export async function previewMove(
  db: Executor,
  caller: Caller,
  input: { uids: string[]; target_workspace_uid: string },
) {
  const target = await targetWorkspace(db, caller, input.target_workspace_uid);
  const domains = await getDomainsByUids(db, caller.workspaceId, [...new Set(input.uids)]);
  const tags = await tagsOf(
    db,
    'domain',
    domains.map((d) => d.id),
  );
  return {
    target,
    domains: domains.map((d) => {
      const blocker = moveBlocker(d);
      return {
        uid: d.uid,
        name: d.name,
        status: d.status,
        movable: blocker === null,
        reason: blocker ? `${d.name} ${blocker}` : '',
        mailboxes: d.mailbox_count,
        tags: (tags.get(d.id) ?? []).map((t) => t.name),
      };
    }),
  };
}

/** Queues a move; a domain that cannot move is a 409 listing each, and nothing is queued. */
export async function startMove(
  ctx: AppContext,
  caller: Caller,
  input: { uids: string[]; target_workspace_uid: string },
) {
  return inTransaction(ctx.db, async (trx) => {
    const target = await targetWorkspace(trx, caller, input.target_workspace_uid);
    const domains = await getDomainsByUids(trx, caller.workspaceId, [...new Set(input.uids)]);
    refuse(
      domains.flatMap((d, i) => {
        const blocker = moveBlocker(d);
        return blocker ? [{ field: `uids[${i}]`, message: `${d.name} ${blocker}` }] : [];
      }),
    );
    const items: OperationItem[] = domains.map((d) => ({
      domain_id: d.id,
      uid: d.uid,
      name: d.name,
      result: 'pending',
      reason: '',
    }));
    return queueOperation(trx, ctx, caller, 'move', items, target.id);
  });
}

/** What each rotation pair would do. */
export async function previewRotation(
  db: Executor,
  caller: Caller,
  pairs: Array<{ from_uid: string; to_uid: string }>,
) {
  const resolved = await resolvePairs(db, caller, pairs);
  return resolved.map(({ from, to }) => {
    const blocker = rotationBlocker(from, to);
    return {
      from: { uid: from.uid, name: from.name, mailboxes: from.mailbox_count },
      to: { uid: to.uid, name: to.name },
      rotatable: blocker === null,
      reason: blocker ? `The pair ${blocker}` : '',
    };
  });
}

/** Queues a rotation; an invalid pair is a 409 listing each, and nothing is queued. */
export async function startRotation(
  ctx: AppContext,
  caller: Caller,
  pairs: Array<{ from_uid: string; to_uid: string }>,
) {
  return inTransaction(ctx.db, async (trx) => {
    const resolved = await resolvePairs(trx, caller, pairs);
    refuse(
      resolved.flatMap(({ from, to }, i) => {
        const blocker = rotationBlocker(from, to);
        return blocker ? [{ field: `rotations[${i}]`, message: blocker }] : [];
      }),
    );
    const items: OperationItem[] = resolved.map(({ from, to }) => ({
      domain_id: from.id,
      uid: from.uid,
      name: from.name,
      replacement: { domain_id: to.id, uid: to.uid, name: to.name },
      result: 'pending',
      reason: '',
    }));
    return queueOperation(trx, ctx, caller, 'rotation', items, null);
  });
}

/** A move or rotation of the caller's team; 404 when unknown or another team's. */
export async function getOperation(
  db: Executor,
  teamId: string,
  kind: 'move' | 'rotation',
  uid: string,
): Promise<DomainOperationRow> {
  const row = await findOperation(db, teamId, kind, uid);
  if (!row) throw notFound(kind === 'move' ? 'Domain move' : 'Domain rotation');
  return row;
}

/** The API shape of a move or rotation. */
export async function toOperationResponse(db: Executor, row: DomainOperationRow) {
  const source = await findWorkspaceByInternalId(db, row.workspace_id);
  const target = row.target_workspace_id
    ? await findWorkspaceByInternalId(db, row.target_workspace_id)
    : undefined;
  const items = JSON.parse(row.items) as OperationItem[];
  return {
    uid: row.uid,
    status: row.status,
    source_workspace_uid: source?.uid ?? null,
    ...(row.kind === 'move' ? { target_workspace_uid: target?.uid ?? null } : {}),
    domains: items.map((item) => ({
      uid: item.uid,
      name: item.name,
      ...(item.replacement
        ? { replacement: { uid: item.replacement.uid, name: item.replacement.name } }
        : {}),
      result: item.result,
      reason: item.reason,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}

async function queueOperation(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  kind: 'move' | 'rotation',
  items: OperationItem[],
  targetWorkspaceId: string | null,
): Promise<DomainOperationRow> {
  const now = isoNow();
  const planned = planTransition(domainOperationLifecycle, null, 'queued', now);
  const row: DomainOperationRow = {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    kind,
    ...planned,
    target_workspace_id: targetWorkspaceId,
    items: JSON.stringify(items),
    created_at: now,
    updated_at: now,
    completed_at: null,
  };
  await insertOperation(trx, row);
  await ctx.jobs.enqueue(
    trx,
    runOperationJob,
    { operationId: row.id },
    {
      key: `domain-operation:${row.id}`,
      runAt: after(ctx.providers.pace.moveMs),
    },
  );
  return row;
}

async function targetWorkspace(db: Executor, caller: Caller, uid: string) {
  // An admins_only workspace is, to a member who is not an admin, a workspace that does not exist.
  const target = await getWorkspace(
    db,
    { teamId: caller.teamId, admin: caller.admin === true },
    uid,
  );
  if (target.id === caller.workspaceId)
    throw invalidField('target_workspace_uid', 'is the workspace the domains are already in');
  return { id: target.id, uid: target.uid, name: target.name };
}

async function resolvePairs(
  db: Executor,
  caller: Caller,
  pairs: Array<{ from_uid: string; to_uid: string }>,
) {
  const seen = new Set<string>();
  pairs.forEach((pair, i) => {
    for (const [key, uid] of [
      ['from_uid', pair.from_uid],
      ['to_uid', pair.to_uid],
    ] as const) {
      if (seen.has(uid))
        throw invalidField(`rotations[${i}].${key}`, 'names a domain already in another pair');
      seen.add(uid);
    }
  });
  const froms = await getDomainsByUids(
    db,
    caller.workspaceId,
    pairs.map((p) => p.from_uid),
  );
  const tos = await getDomainsByUids(
    db,
    caller.workspaceId,
    pairs.map((p) => p.to_uid),
  );
  return pairs.map((_, i) => ({ from: froms[i] as DomainRow, to: tos[i] as DomainRow }));
}

function refuse(details: ErrorDetail[]): void {
  const first = details[0];
  if (!first) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  throw new ApiError('CONFLICT', `${first.field}: ${first.message}${more}`, details);
}
