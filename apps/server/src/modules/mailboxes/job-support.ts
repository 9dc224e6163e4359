import type { AppContext } from '../../context.js';
import type { AccountInput } from '../../providers/mailbox-host.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';
import { emailOf } from './mailbox.present.js';
import { findMailboxById } from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';

/** The mailbox if it is still in one of `statuses` (a job whose step already happened does nothing). */
export async function mailboxIn(
  ctx: AppContext,
  id: string,
  statuses: readonly MailboxStatus[],
): Promise<MailboxRow | null> {
  const mailbox = await findMailboxById(ctx.db, id);
  return mailbox && statuses.includes(mailbox.status) ? mailbox : null;
}

/** How the mailbox host is told which account a call is about. */
export function accountOf(mailbox: MailboxRow): AccountInput {
  return {
    platform: mailbox.platform,
    email: emailOf(mailbox),
    domain: mailbox.domain_name,
    accountId: mailbox.host_account_id,
  };
}

/** Milliseconds from now as a Date. */
export function after(ms: number): Date {
  return new Date(Date.now() + ms);
}

/**
 * Billing and retention policy: calendar time, not simulator time (a month is a month at every
 * `MAILWRIGHT_SIM_SPEED`; docs/lifecycles.md).
 */
export const MAILBOX_POLICY = {
  renewalCycleMonths: 1,
  /** From `cancelled` to `archived`. */
  cancelledRetentionMs: 30 * 24 * 3600 * 1000,
  /** From `archived` to `deleted`. */
  archiveRetentionMs: 60 * 24 * 3600 * 1000,
} as const;
