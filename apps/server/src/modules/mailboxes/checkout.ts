import { lockedRows, lockRows } from '../../db/transaction.js';
import { type PurchaseHandler, purposeIdsOf } from '../billing/surface.js';
import { paidByCheckout } from './mailbox-billing.js';
import { findMailboxById, updateMailboxFields } from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';
import { scheduleSetupStep } from './setup.jobs.js';
import { endSubscription } from './upkeep.jobs.js';

/** The mailboxes a checkout pays for that still wait for it (locked, in the payment's transaction). */
async function waiting(
  trx: Parameters<PurchaseHandler['paid']>[0],
  ids: readonly string[],
): Promise<MailboxRow[]> {
  // The lock order: their domains first (a cancelled purchase gives its domain the slot back).
  const rows = await Promise.all(ids.map((id) => findMailboxById(trx, id)));
  await lockRows(
    trx,
    'domains',
    rows.flatMap((m) => (m ? [m.domain_id] : [])),
  );
  return (await lockedRows(trx, 'mailboxes', ids)).filter(
    (m) => m.status === 'scheduled' && m.charge_entry_id === null,
  );
}

/**
 * Mailboxes bought with `use_wallet_balance: false` wait in `scheduled`. Paid: each is charged its
 * first month as quoted (the payment's credits cover it) and its setup starts. A declined attempt
 * is told in `status_reason` (the link stays payable). Expired unpaid: `cancelled`, the address
 * and the domain's slot released.
 */
export const mailboxCheckoutHandler: PurchaseHandler = {
  async paid(trx, ctx, payment, pay) {
    const mailboxes = await waiting(trx, purposeIdsOf(payment));
    const entries = await pay(mailboxes.map(paidByCheckout));
    for (const mailbox of mailboxes) {
      const entry = entries.get(paidByCheckout(mailbox).reference);
      const now = new Date().toISOString();
      await updateMailboxFields(trx, mailbox.id, {
        charge_entry_id: entry?.id ?? null,
        status_reason: '',
        updated_at: now,
      });
      await scheduleSetupStep(trx, ctx, mailbox);
    }
  },

  async declined(trx, _ctx, payment, reason) {
    for (const mailbox of await waiting(trx, purposeIdsOf(payment)))
      await updateMailboxFields(trx, mailbox.id, {
        status_reason: `Payment declined: ${reason} Pay again at the checkout link before ${payment.expires_at}.`,
        updated_at: new Date().toISOString(),
      });
  },

  async ended(trx, ctx, payment, reason) {
    for (const mailbox of await waiting(trx, purposeIdsOf(payment)))
      await endSubscription(trx, ctx, mailbox, {
        renewal_status: 'cancelled',
        failure_code: 'payment_not_received',
        status_reason: `${reason}; the purchase was cancelled`,
      });
  },
};
