import type { Executor } from '../../db/transaction.js';

export interface BounceCounts {
  /** Messages the domain's mailboxes sent in the window (bounce reports not counted). */
  sent: number;
  hard: number;
  soft: number;
}

/**
 * What the message ledger holds of a sending domain's mail in `[since, until)` (its workspace's
 * time line): messages sent and how many bounced hard and soft. InfraGuard's bounce metrics.
 */
export async function bounceCounts(
  db: Executor,
  domainId: string,
  since: string,
  until: string,
): Promise<BounceCounts> {
  const row = await db
    .selectFrom('mail_messages')
    .select((eb) => [
      eb.fn.countAll<number>().as('sent'),
      eb.fn.sum<number>(eb.case().when('bounce', '=', 'hard').then(1).else(0).end()).as('hard'),
      eb.fn.sum<number>(eb.case().when('bounce', '=', 'soft').then(1).else(0).end()).as('soft'),
    ])
    .where('domain_id', '=', domainId)
    .where('kind', '!=', 'bounce')
    .where('sent_at', '>=', since)
    .where('sent_at', '<', until)
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent), hard: Number(row.hard ?? 0), soft: Number(row.soft ?? 0) };
}
