import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { lockedRows } from '../../db/transaction.js';
import { nowFor, scheduleFor } from '../clocks/surface.js';
import type { DomainOwner } from '../domains/surface.js';
import { checkJob } from './check.job.js';
import { moveDomainRecordRows } from './infraguard.repository.js';
import { endSubscription } from './protection-end.js';
import { scheduleRenewal } from './subscriptions.service.js';

/**
 * What InfraGuard does when domains move from one workspace to another (docs/decisions.md,
 * "Moves and rotations"), in the move's transaction, after the domains' locks. Within the team,
 * everything of the domain follows it: its protection (still paid for this month; renewed from
 * the wallet that pays for the new workspace), its alerts, action items and check results; the
 * protection's check and renewal are scheduled again on the new workspace's time line. To
 * another team (a prewarm sale), the protection ends as a removed domain's does (no refund, no
 * further charge) and its alerts, action items and results stay with the old workspace.
 */
export async function carryProtection(
  trx: Transaction<DB>,
  ctx: AppContext,
  moves: ReadonlyArray<{ domainId: string; from: DomainOwner }>,
  to: DomainOwner,
): Promise<void> {
  const moving = moves.filter((m) => m.from.workspaceId !== to.workspaceId);
  if (moving.length === 0) return;
  const fromOf = new Map(moving.map((m) => [m.domainId, m.from]));
  const live = await trx
    .selectFrom('infraguard_subscriptions')
    .select('id')
    .where('active_key', 'in', [...fromOf.keys()])
    .execute();
  // Every protection at once, in id order (LOCK_ORDER), whichever workspace it comes from.
  const subs = await lockedRows(
    trx,
    'infraguard_subscriptions',
    live.map((s) => s.id),
  );
  const now = (await nowFor(trx, to.workspaceId)).toISOString();
  for (const sub of subs) {
    const from = fromOf.get(sub.domain_id);
    if (sub.status !== 'active' || from?.workspaceId !== sub.workspace_id) continue;
    if (from.teamId !== to.teamId) {
      await endSubscription(trx, sub, 'The domain moved to another team; protection ended');
      continue;
    }
    await trx
      .deleteFrom('jobs')
      .where('workspace_id', '=', from.workspaceId)
      .where('status', '!=', 'running')
      .where((eb) =>
        eb.or([
          eb('key', 'like', `infraguard-check:${sub.id}:%`),
          eb('key', 'like', `infraguard-renew:${sub.id}:%`),
        ]),
      )
      .execute();
    await scheduleFor(
      trx,
      ctx,
      to.workspaceId,
      checkJob,
      { subscriptionId: sub.id },
      { key: `infraguard-check:${sub.id}:${now}` },
    );
    await scheduleRenewal(trx, ctx, { ...sub, workspace_id: to.workspaceId });
  }
  const byWorkspace = new Map<string, string[]>();
  for (const { domainId, from } of moving)
    if (from.teamId === to.teamId)
      byWorkspace.set(from.workspaceId, [...(byWorkspace.get(from.workspaceId) ?? []), domainId]);
  for (const [workspaceId, domainIds] of byWorkspace)
    await moveDomainRecordRows(trx, domainIds, workspaceId, to.workspaceId);
}
