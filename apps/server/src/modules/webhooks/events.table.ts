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
}

export type EventRow = Selectable<EventTable>;
