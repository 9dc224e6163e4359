import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import {
  type ChargeLine,
  type ChargeResult,
  charge,
  currentPlan,
  type LedgerEntryRow,
  lockPayerWallet,
  mailboxPriceCents,
  refund,
  tryCharge,
  walletFor,
} from '../billing/surface.js';
import { emailOf } from './mailbox.present.js';
import { countLiveTeamMailboxes, updateMailboxFields } from './mailboxes.repository.js';
import type { Caller } from './mailboxes.service.js';
import type { MailboxRow } from './mailboxes.table.js';

/** Why a mailbox is set up (and paid for): each is one charge, once. */
export type SetupCharge = 'purchase' | 'resetup' | 'repurchase';

const payerOf = (m: Pick<MailboxRow, 'team_id' | 'workspace_id'>) => ({
  teamId: m.team_id,
  workspaceId: m.workspace_id,
});

/**
 * The first month of new mailboxes, in cents, in order: the team's plan pays for its included
 * mailboxes (counted over the team's live mailboxes, leaving out `excludeIds`, the ones being
 * bought), each further one costs the plan's monthly price for its platform. Included mailboxes
 * apply to the team's wallet only; a workspace with its own wallet pays for every mailbox.
 */
export async function quoteMailboxes(
  db: Executor,
  ctx: AppContext,
  caller: Caller,
  platforms: readonly string[],
  excludeIds: readonly string[] = [],
): Promise<number[]> {
  const { plan } = await currentPlan(db, ctx, caller.teamId);
  const wallet = await walletFor(db, caller);
  let free =
    wallet.workspace_id === null
      ? Math.max(
          0,
          plan.includedMailboxes -
            (await countLiveTeamMailboxes(db, caller.teamId, { excludeIds })),
        )
      : 0;
  return platforms.map((platform) => {
    if (free <= 0) return mailboxPriceCents(plan, platform);
    free -= 1;
    return 0;
  });
}

function setupLine(mailbox: MailboxRow, cents: number, why: SetupCharge): ChargeLine {
  const key = why === 'purchase' ? '' : `:${mailbox.resetup_count}:${mailbox.status_changed_at}`;
  return {
    recordType: 'mailbox',
    recordUid: mailbox.uid,
    amountCents: cents,
    description: `Mailbox ${why}: ${emailOf(mailbox)} (${mailbox.platform}), first month`,
    reference: `mailbox:${mailbox.uid}:${why}${key}`,
  };
}

/**
 * Charges the first month of mailboxes being set up, in the caller's transaction after every
 * record lock (the wallet is locked first of the billing steps so the plan's included mailboxes
 * are counted one purchase at a time), and records on each mailbox what paid for it. Short of
 * funds: 402 `INSUFFICIENT_FUNDS`, the caller's transaction rolls back.
 */
export async function chargeSetups(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  mailboxes: readonly MailboxRow[],
  why: SetupCharge,
): Promise<void> {
  if (mailboxes.length === 0) return;
  await lockPayerWallet(trx, ctx, caller);
  const ids = mailboxes.map((m) => m.id);
  const prices = await quoteMailboxes(
    trx,
    ctx,
    caller,
    mailboxes.map((m) => m.platform),
    ids,
  );
  const lines = mailboxes.map((m, i) => setupLine(m, prices[i] ?? 0, why));
  const entries = await charge(trx, ctx, caller, lines, {
    actor: caller.actor ?? 'system',
    what: why === 'purchase' ? 'purchase mailboxes' : `${why} mailboxes`,
  });
  for (const [i, mailbox] of mailboxes.entries()) {
    const paid = {
      charge_entry_id: entries.get((lines[i] as ChargeLine).reference)?.id ?? null,
      charge_cents: prices[i] ?? 0,
    };
    Object.assign(mailbox, paid);
    await updateMailboxFields(trx, mailbox.id, { ...paid, updated_at: mailbox.updated_at });
  }
}

/** Lines for mailboxes whose checkout was paid (their price was quoted when they were bought). */
export function paidByCheckout(mailbox: MailboxRow): ChargeLine {
  return setupLine(mailbox, mailbox.charge_cents ?? 0, 'purchase');
}

/**
 * Charges a month's renewal, in the renewal job's transaction (the mailbox locked): free while
 * the mailbox is among the first `included` of the team's live mailboxes (oldest first) on the
 * team's wallet, the plan's monthly price otherwise. Once per renewal date.
 */
export async function chargeRenewal(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
): Promise<ChargeResult> {
  const wallet = await lockPayerWallet(trx, ctx, payerOf(mailbox));
  const { plan } = await currentPlan(trx, ctx, mailbox.team_id);
  const older = await countLiveTeamMailboxes(trx, mailbox.team_id, { before: mailbox });
  const free = wallet.workspace_id === null && older < plan.includedMailboxes;
  return tryCharge(
    trx,
    ctx,
    payerOf(mailbox),
    [
      {
        recordType: 'mailbox',
        recordUid: mailbox.uid,
        amountCents: free ? 0 : mailboxPriceCents(plan, mailbox.platform),
        description: `Mailbox renewal: ${emailOf(mailbox)} (${mailbox.platform}), month from ${mailbox.renewal_date?.slice(0, 10)}`,
        reference: `mailbox:${mailbox.uid}:renewal:${mailbox.renewal_date}`,
      },
    ],
    'system',
  );
}

/** Gives a failed setup's charge back into the wallet that paid it (once per charge). */
export function refundSetup(
  trx: Transaction<DB>,
  mailbox: MailboxRow,
  why: string,
): Promise<LedgerEntryRow | null> {
  return refund(trx, {
    chargeEntryId: mailbox.charge_entry_id,
    amountCents: mailbox.charge_cents ?? 0,
    recordType: 'mailbox',
    recordUid: mailbox.uid,
    description: `Refund of ${emailOf(mailbox)}: ${why}`,
    reference: `refund:mailbox:${mailbox.uid}:${mailbox.charge_entry_id}`,
    actor: 'system',
  });
}
