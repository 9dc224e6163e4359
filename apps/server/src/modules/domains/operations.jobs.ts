import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { inTransaction, lockedRow, lockedRows } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { defineHook } from '../../lib/hook.js';
import { defineTransitions } from '../../lib/lifecycle.js';
import { moveDomainLinks } from '../cloudflare/surface.js';
import { copyTags, moveTags } from '../tags/surface.js';
import { lockWorkspace } from '../workspaces/surface.js';
import { transitionDomain } from './domain.transition.js';
import { domainOperationLifecycle, type OperationStatus } from './domain-operation.lifecycle.js';
import { findOperationById, moveDomainRow, writeOperation } from './domains.repository.js';
import type { DomainOperationRow, DomainRow, OperationItem } from './domains.table.js';

/**
 * Carries out a queued move or rotation in one transaction, checking each domain again (it may
 * have changed since the request).
 *
 * A move re-homes each domain (and its tags, matched by name in the target workspace). A
 * rotation retires each `from` domain (`inactive`, web visitors forwarded to its replacement,
 * its tags copied over). Neither carries mailboxes: a domain holding any is refused (see
 * {@link moveBlocker}).
 */
/** A domain's owner: its team and workspace. */
export interface DomainOwner {
  teamId: string;
  workspaceId: string;
}

/**
 * What follows domains moved to another workspace, in the move's transaction after the domains'
 * locks: InfraGuard's protection (`carryProtection`). InfraGuard builds on this module, so it
 * registers the hook (the composition root does: `wireModules`) rather than being imported.
 */
export type DomainsMoved = (
  trx: Transaction<DB>,
  ctx: AppContext,
  moves: ReadonlyArray<{ domainId: string; from: DomainOwner }>,
  to: DomainOwner,
) => Promise<void>;

export const domainsMovedHook = defineHook<DomainsMoved>('the domains-moved hook');

export const runOperationJob = defineJob({
  name: 'domains.run-operation',
  payload: Type.Object({ operationId: Type.String() }),
  async handle({ operationId }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const queued = await findOperationById(trx, operationId);
      if (queued?.status !== 'queued') return;
      // The lock order: the target workspace (a deletion of it waits, or has happened), the
      // operation (a second run of this job waits, then finds it done), then its domains (a buy,
      // removal or other operation deciding about one of them waits, or has happened).
      const target = queued.target_workspace_id
        ? await lockWorkspace(trx, queued.target_workspace_id)
        : undefined;
      const operation = await lockedRow(trx, 'domain_operations', operationId);
      if (operation?.status !== 'queued') return;
      const items = JSON.parse(operation.items) as OperationItem[];
      const domains = new Map(
        (
          await lockedRows(
            trx,
            'domains',
            items.flatMap((i) => [
              i.domain_id,
              ...(i.replacement ? [i.replacement.domain_id] : []),
            ]),
          )
        ).map((d) => [d.id, d]),
      );
      if (operation.kind === 'move') {
        const moved: string[] = [];
        if (!target) {
          const failed = items.map((i) => ({
            ...i,
            result: 'skipped' as const,
            reason: 'The target workspace no longer exists',
          }));
          await transitionOperation(trx, operation, 'failed', failed);
          return;
        }
        for (const item of items) {
          const domain = domains.get(item.domain_id);
          const blocker = domain ? moveBlocker(domain) : 'no longer exists';
          if (!domain || domain.workspace_id !== operation.workspace_id || blocker) {
            Object.assign(item, {
              result: 'skipped',
              reason: `${item.name} ${blocker ?? 'left the workspace'}`,
            });
            continue;
          }
          if (!(await moveDomainRow(trx, domain.id, operation.workspace_id, target.id))) {
            Object.assign(item, {
              result: 'skipped',
              reason: `${item.name} took mailboxes or left the workspace meanwhile`,
            });
            continue;
          }
          await moveTags(trx, 'domain', [domain.id], target.id);
          moved.push(domain.id);
          Object.assign(item, { result: 'done', reason: '' });
        }
        // What else of the domains follows them (after every domain's lock: LOCK_ORDER).
        await moveDomainLinks(trx, moved, operation.workspace_id, target.id);
        const from = { teamId: operation.team_id, workspaceId: operation.workspace_id };
        await domainsMovedHook.get()(
          trx,
          ctx,
          moved.map((domainId) => ({ domainId, from })),
          { teamId: target.team_id, workspaceId: target.id },
        );
      } else {
        for (const item of items) {
          const from = domains.get(item.domain_id);
          const to = item.replacement ? domains.get(item.replacement.domain_id) : undefined;
          const blocker =
            from && to ? rotationBlocker(from, to) : 'names a domain that no longer exists';
          if (!from || !to || blocker) {
            Object.assign(item, { result: 'skipped', reason: `The pair ${blocker}` });
            continue;
          }
          await copyTags(trx, 'domain', from.id, to.id);
          await transitionDomain(trx, ctx, from, 'inactive', {
            forwarding_url: `https://${to.name}`,
            status_reason: `Rotated out; replaced by ${to.name}`,
          });
          Object.assign(item, { result: 'done', reason: '' });
        }
      }
      await transitionOperation(trx, operation, 'completed', items);
    });
  },
});

/**
 * Why a domain cannot be moved now, or null. A domain with mailboxes (any that still holds an
 * address: `mailbox_count`) stays where its mailboxes are: they belong to its workspace, and a
 * move would leave them behind on a domain their workspace no longer has.
 */
export function moveBlocker(domain: DomainRow): string | null {
  if (domain.status === 'deleted' || domain.status === 'scheduled_for_deletion')
    return `is ${domain.status}`;
  if (domain.mailbox_count > 0) return `${hasMailboxes(domain)}; cancel them before moving it`;
  return null;
}

/** Why a pair cannot be rotated now, or null. */
export function rotationBlocker(from: DomainRow, to: DomainRow): string | null {
  if (from.id === to.id) return 'replaces a domain with itself';
  if (from.status !== 'active')
    return `rotates out ${from.name}, which is ${from.status}, not active`;
  if (from.mailbox_count > 0)
    return `rotates out ${from.name}, which ${hasMailboxes(from)}; cancel them before rotating it out`;
  if (to.status !== 'active') return `brings in ${to.name}, which is ${to.status}, not active`;
  if (to.mailbox_count > 0) return `brings in ${to.name}, which already has mailboxes`;
  return null;
}

function hasMailboxes(domain: DomainRow): string {
  const n = domain.mailbox_count;
  return `has ${n} mailbox${n === 1 ? '' : 'es'}`;
}

/**
 * A move's or rotation's moves ({@link defineTransitions}): `completed_at` on a terminal status;
 * no event (an operation is followed through its domains' own).
 */
const operationMoves = defineTransitions<
  OperationStatus,
  DomainOperationRow,
  Partial<DomainOperationRow>,
  Executor,
  undefined
>({
  lifecycle: domainOperationLifecycle,
  movedMeanwhile: () => 'The operation changed meanwhile',
  effects: async (_trx, _operation, to, now) => ({
    completed_at: domainOperationLifecycle.terminal.includes(to) ? now : null,
  }),
  write: (trx, operation, written) => writeOperation(trx, operation.id, operation.status, written),
});

/** The one way a move or rotation changes status, with the state of its items. */
export async function transitionOperation(
  trx: Executor,
  operation: DomainOperationRow,
  to: OperationStatus,
  items: OperationItem[],
): Promise<void> {
  await operationMoves.transition(trx, undefined, operation, to, { items: JSON.stringify(items) });
}
