import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { countInserted, countMove, requireCounting } from '../../db/list-counts.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { emitDomainEvent } from './domain.transition.js';
import { baseRow } from './domain-rows.js';
import { domainCounts, lockDomainById } from './domains.repository.js';
import type { Caller } from './domains.service.js';
import type { DomainRow } from './domains.table.js';

/**
 * An operator's domain, already set up and sending, brought in as `active` (the prewarm stock and
 * the warmup pool's operator mailboxes: `mailwright prewarm stock`). A name live anywhere else is
 * a 409. Records its `domain.status_changed` in the operator's workspace.
 */
export async function importActiveDomain(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  name: string,
  now: string,
): Promise<DomainRow> {
  const taken = await trx
    .selectFrom('domains')
    .select('id')
    .where('name_key', '=', name)
    .executeTakeFirst();
  if (taken) throw conflict(`The domain ${name} is already in use`);
  const row: DomainRow = {
    ...baseRow(caller, name, now),
    connection_type: 'connected',
    status: 'active',
    name_key: name,
    dns_propagation_status: 'propagated',
    nameserver_match_status: 'matched',
    dmarc_policy: 'quarantine',
  };
  requireCounting(trx, domainCounts);
  await trx.insertInto('domains').values(row).execute();
  countInserted(trx, domainCounts, [row]);
  await emitDomainEvent(trx, ctx, row);
  return row;
}

/**
 * Locks a domain and moves it into another team's workspace, as a prewarm purchase
 * does: its record keeps its uid, name and history; the new workspace's receiver gets its
 * `domain.status_changed` as it now is. A domain that left its workspace meanwhile is a 409.
 * Returns the domain as moved and whose it was.
 */
export async function moveDomainToTeam(
  trx: Transaction<DB>,
  ctx: AppContext,
  domainId: string,
  to: Caller,
  now: string,
): Promise<{ moved: DomainRow; from: Caller }> {
  const domain = await lockDomainById(trx, domainId);
  if (!domain) throw conflict('The domain is gone');
  requireCounting(trx, domainCounts);
  const moved = await trx
    .updateTable('domains')
    .set({ team_id: to.teamId, workspace_id: to.workspaceId, updated_at: now })
    .where('id', '=', domain.id)
    .where('workspace_id', '=', domain.workspace_id)
    .returningAll()
    .executeTakeFirst();
  if (!moved) throw conflict(`The domain ${domain.name} moved meanwhile; try again`);
  countMove(trx, domainCounts, moved, 'workspace_id', domain.workspace_id);
  await emitDomainEvent(trx, ctx, moved);
  return { moved, from: { teamId: domain.team_id, workspaceId: domain.workspace_id } };
}
