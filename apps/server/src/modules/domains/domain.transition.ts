import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineTransitions } from '../../lib/lifecycle.js';
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
 * A domain's moves ({@link defineTransitions}): a fresh `status_reason` (empty unless given), the
 * name let go when the new status no longer holds it, and `domain.status_changed`. `create`
 * records the first event (`previous_status` null): receivers learn of a domain the moment it
 * exists.
 */
const domainMoves = defineTransitions<
  DomainStatus,
  DomainRow,
  DomainFieldChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: domainLifecycle,
  movedMeanwhile: (domain) => `The domain ${domain.name} changed meanwhile; try again`,
  resets: () => ({ status_reason: '' }),
  effects: async (_trx, _domain, to) =>
    NAME_HOLDING_STATUSES.includes(to) ? {} : { name_key: null },
  write: (trx, domain, written) => writeDomainStatus(trx, domain.id, domain.status, written),
  reread: async (trx, domain) => (await findDomainById(trx, domain.id)) as DomainRow,
  insert: insertDomainRow,
  emit: emitDomainEvent,
});

export const { transition: transitionDomain, create: createDomain } = domainMoves;

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
