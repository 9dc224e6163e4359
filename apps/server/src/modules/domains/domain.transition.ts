import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import { tagsOf } from '../tags/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { type DomainStatus, domainLifecycle, NAME_HOLDING_STATUSES } from './domain.lifecycle.js';
import { toDomainEventRecord } from './domain.present.js';
import {
  type DomainFieldChanges,
  findDomainById,
  insertDomainRow,
  writeDomainStatus,
} from './domains.repository.js';
import type { DomainRow } from './domains.table.js';

/**
 * The one way a domain's status changes. In the caller's transaction it checks the move against
 * {@link domainLifecycle}, stamps `previous_status`, writes the status with `changes` (and a
 * fresh `status_reason`, empty unless given), lets go of the name when the new status no longer
 * holds it, and records `domain.status_changed`. Throws a 409 when the lifecycle does not allow
 * the move or another writer moved the domain first.
 */
export async function transitionDomain(
  trx: Transaction<DB>,
  ctx: AppContext,
  domain: DomainRow,
  to: DomainStatus,
  changes: DomainFieldChanges = {},
): Promise<DomainRow> {
  const now = isoNow();
  const planned = planTransition(domainLifecycle, domain.status, to, now);
  const written = {
    status_reason: '',
    ...changes,
    ...(NAME_HOLDING_STATUSES.includes(to) ? {} : { name_key: null }),
    ...planned,
    updated_at: now,
  };
  if (!(await writeDomainStatus(trx, domain.id, domain.status, written))) {
    throw conflict(`The domain ${domain.name} changed meanwhile; try again`);
  }
  const updated = (await findDomainById(trx, domain.id)) as DomainRow;
  await emitDomainEvent(trx, ctx, updated);
  return updated;
}

/**
 * Creates a domain in one of the lifecycle's initial statuses and records its first
 * `domain.status_changed` (with `previous_status` null): receivers learn of a domain the moment
 * it exists.
 */
export async function createDomain(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: DomainRow,
): Promise<DomainRow> {
  const planned = planTransition(domainLifecycle, null, row.status, row.created_at);
  const created = { ...row, ...planned };
  await insertDomainRow(trx, created);
  await emitDomainEvent(trx, ctx, created);
  return created;
}

/** Records `domain.status_changed` for the domain as it now is, in its workspace. */
export async function emitDomainEvent(trx: Transaction<DB>, ctx: AppContext, domain: DomainRow) {
  const workspace = await findWorkspaceByInternalId(trx, domain.workspace_id);
  const tags = (await tagsOf(trx, 'domain', [domain.id])).get(domain.id) ?? [];
  await emitEvent(trx, ctx, {
    workspaceId: domain.workspace_id,
    event: 'domain.status_changed',
    kind: 'domain',
    record: toDomainEventRecord(domain, tags),
    metadata: {
      updated_at: domain.updated_at,
      workspace_id: domain.workspace_id,
      workspace_uid: workspace?.uid ?? null,
    },
  });
}
