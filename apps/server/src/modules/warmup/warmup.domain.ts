import type { AppContext } from '../../context.js';
import {
  type ActionResult,
  applyToMailboxes,
  pauseSubscription,
  type WarmupCaller,
} from './warmup.service.js';

/**
 * Pauses warmup of every mailbox of a domain whose warmup is running (InfraGuard's auto-pause on
 * a blocklist listing): each through the one per-mailbox pause (mailbox locked, then its
 * subscription). A mailbox already paused or without warmup is left as it is.
 */
export async function pauseWarmupOfDomain(
  ctx: AppContext,
  caller: WarmupCaller,
  domainId: string,
): Promise<ActionResult> {
  const rows = await ctx.db
    .selectFrom('warmup_subscriptions as s')
    .innerJoin('mailboxes as m', 'm.id', 's.mailbox_id')
    .select('m.uid')
    .where('m.domain_id', '=', domainId)
    .where('s.workspace_id', '=', caller.workspaceId)
    .where('s.status', 'in', ['active', 'pending'])
    .execute();
  return applyToMailboxes(
    ctx,
    caller,
    rows.map((r) => r.uid),
    'paused',
    pauseSubscription,
  );
}
