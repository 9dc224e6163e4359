import type { Selectable } from 'kysely';

/** How an attempt was started: by the retry schedule, or by a redelivery request. */
export type AttemptTrigger = 'automatic' | 'manual';

/**
 * One delivery attempt of one event, written when it ends, in the transaction that settles the
 * event's state. An attempt cut short by a crash is written by the next run of its job, as
 * `interrupted`.
 */
export interface WebhookAttemptTable {
  id: string;
  event_id: string;
  workspace_id: string;
  /** 1-based over every round of the event. */
  attempt: number;
  round: number;
  trigger: AttemptTrigger;
  url: string;
  started_at: string;
  finished_at: string;
  duration_ms: number | null;
  succeeded: number;
  status_code: number | null;
  error_class: string | null;
  /** At most 4 KB of the response body, credential values of the event removed. */
  response_excerpt: string | null;
  /** When the retry this failure scheduled is due; null after success or the last attempt. */
  next_attempt_at: string | null;
}

/**
 * A workspace's webhook signing state: its signing secret and, during a rotation, the next one
 * with the time signing switches to it (both sealed with the master key), and since when every
 * attempt has failed (null after a success).
 */
export interface WebhookEndpointTable {
  workspace_id: string;
  signing_secret: string;
  next_signing_secret: string | null;
  next_secret_active_at: string | null;
  failing_since: string | null;
  /** `hmac` (ours, per delivery) or `api_key_sha256` (the real service's static hash of a key). */
  // Optional in the type (the column has a default), so code that inserts whole rows and
  // was written before the column stays valid.
  signature_scheme?: 'hmac' | 'api_key_sha256';
  /** With `api_key_sha256`: hex SHA-256 of the API token chosen, the header's static value. */
  signature_key_hash?: string | null;
  created_at: string;
  updated_at: string;
}

export type WebhookAttemptRow = Selectable<WebhookAttemptTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
