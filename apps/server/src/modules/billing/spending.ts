import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { credentialManagesBilling } from '../accounts/surface.js';
import { spenderOf } from './actor.js';

/**
 * Who may make a wallet pay: the rule every charging operation follows (docs/api/members.md,
 * "What a member without billing may spend"). A member without billing permission spends
 * nothing: whatever an operation would charge (a purchase, a renewal asked for, a resetup, a
 * placement test) or put on a checkout, it is refused with this 403 before anything is charged,
 * in the transaction that would have created what was bought, so nothing is. Free operations stay
 * open to such a member, and so do renewals of what someone with billing bought (`system`).
 * Checked where money moves (`tryCharge`, `prepareCheckout`), not per route, so an operation
 * that charges only sometimes (an export with warmup) is refused exactly when it would charge;
 * and where an operation commits the wallet to charges it makes later (a scheduled placement
 * test). With billing off nothing is charged, so nothing is refused.
 *
 * An API token and a web-app session are decided alike, by the member's role
 * (`credentialManagesBilling`, the accounts module's one billing rule); only `system` and the
 * operators spend without a member, and an actor that is none of these is refused (fail closed).
 */
export async function requireSpender(
  db: Executor,
  ctx: Pick<AppContext, 'config'>,
  actor: string,
): Promise<void> {
  if (!ctx.config.billing.enabled) return;
  const spender = spenderOf(actor);
  if (spender === 'system') return;
  if (spender === null || !(await credentialManagesBilling(db, spender)))
    throw new ApiError(
      'BILLING_PERMISSION_REQUIRED',
      'Your role does not allow spending the team’s credits (buying, renewing or charging anything); a team admin can allow it (can_manage_billing)',
    );
}
