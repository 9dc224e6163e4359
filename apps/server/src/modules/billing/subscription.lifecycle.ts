import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { defineLifecycle, planTransition } from '../../lib/lifecycle.js';
import type { SubscriptionRow, SubscriptionStatus } from './billing.table.js';

/**
 * A team's plan subscription. It keeps no record of its moves (no `previous_status`, no event):
 * the ledger holds its history. `ended` is not final: buying a plan again starts the same row
 * over.
 */
export const subscriptionLifecycle = defineLifecycle<SubscriptionStatus>({
  name: 'subscription',
  statuses: ['active', 'past_due', 'ended'],
  initial: ['active'],
  transitions: {
    active: {
      past_due: 'the renewal is short of funds (retried once)',
      ended: 'cancelled at the end of the period, or changed to the default plan',
    },
    past_due: {
      active: 'the retry is paid, or another plan is bought',
      ended: 'the retry is short again, cancelled at the end of the period, or the default plan',
    },
    ended: { active: 'a plan is bought again' },
  },
  terminal: [],
});

/** Columns a subscription write may change besides its status. */
export type SubscriptionChanges = Partial<
  Omit<SubscriptionRow, 'id' | 'uid' | 'team_id' | 'status'>
>;

/**
 * The one way a subscription's status is written: `changes` with `status` (a move the lifecycle
 * allows, a 409 otherwise; the same status is no move), only while the row is still in the
 * status `row` was read in (a 409 otherwise), `status_reason` empty unless given.
 */
export async function writeSubscription(
  trx: Transaction<DB>,
  row: Pick<SubscriptionRow, 'id' | 'status'>,
  status: SubscriptionStatus,
  changes: SubscriptionChanges & { updated_at: string },
): Promise<void> {
  if (status !== row.status) planTransition(subscriptionLifecycle, row.status, status);
  const result = await trx
    .updateTable('subscriptions')
    .set({ status_reason: '', ...changes, status })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict('The subscription changed meanwhile; try again');
}

/** Inserts a team's first subscription, in an initial status. */
export async function insertSubscription(
  trx: Transaction<DB>,
  row: SubscriptionRow,
): Promise<void> {
  planTransition(subscriptionLifecycle, null, row.status);
  await trx.insertInto('subscriptions').values(row).execute();
}
