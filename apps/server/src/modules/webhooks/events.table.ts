import type { Selectable } from 'kysely';

/**
 * One row per emitted event (one status change of one record). Written in the same transaction as
 * the change that caused it. `payload` is the JSON `{ record, metadata }`; when `sensitive` is 1 it
 * is sealed with the master key instead, because the record carries credentials.
 */
export interface EventTable {
  id: string;
  /** Public event id: `X-Service-Event-Id` and the Standard Webhooks `webhook-id`. */
  uid: string;
  workspace_id: string;
  event: string;
  record_kind: string;
  record_uid: string;
  payload: string;
  sensitive: number;
  created_at: string;
  /** Where delivery stands; see {@link DeliveryState}. */
  delivery_state: DeliveryState;
  /** Incremented by each redelivery; attempt jobs of an earlier round do nothing. */
  delivery_round: number;
  /** Attempts started in the current round (the position in the retry schedule). */
  round_attempts: number;
  /** Attempts started in every round (the number of the latest attempt). */
  attempt_count: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  /** Why the latest attempt failed, or why the event was not sent (`no_webhook_url`, ...). */
  last_error_class: string | null;
  delivered_at: string | null;
}

/**
 * - `pending`: an attempt is due or running, now or at `next_attempt_at`;
 * - `delivered`: a receiver answered 2xx;
 * - `failed`: every attempt of the schedule failed;
 * - `skipped`: not sent: the workspace had no webhook URL, its webhook was disabled, or its
 *   webhook does not receive this kind of event.
 * Failed and skipped events can be redelivered.
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped';

export type EventRow = Selectable<EventTable>;
