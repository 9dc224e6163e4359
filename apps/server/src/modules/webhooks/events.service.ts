import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { EventRow } from './events.table.js';

/** Event names. `webhook.test` is Mailwright's own, sent on request to check a receiver. */
export type EventName =
  | 'domain.status_changed'
  | 'mailbox.status_changed'
  | 'consent_request.status_changed'
  | 'client_id_request.status_changed'
  | 'webhook.test';

/** The key under `data` that holds the record. */
export type RecordKind = 'domain' | 'mailbox' | 'consent_request' | 'client_id_request' | 'test';

export interface EventInput {
  workspaceId: string;
  event: EventName;
  kind: RecordKind;
  /** `data.<kind>`: the record exactly as the contract's table for this event. */
  record: { uid: string } & Record<string, unknown>;
  /** `data.metadata`. */
  metadata: Record<string, unknown>;
  /** The record carries credentials: store the payload sealed with the master key. */
  sensitive?: boolean;
}

/**
 * Records an event in the transaction that made the change it reports. This is the one way any
 * lifecycle emits an event: if the transaction rolls back, the event never existed; once it
 * commits, the event is kept until it is delivered.
 */
export async function emitEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  input: EventInput,
): Promise<EventRow> {
  const body = JSON.stringify({ record: input.record, metadata: input.metadata });
  const row: EventRow = {
    id: newId(),
    uid: newUid(),
    workspace_id: input.workspaceId,
    event: input.event,
    record_kind: input.kind,
    record_uid: input.record.uid,
    payload: input.sensitive ? ctx.secrets.seal(body) : body,
    sensitive: input.sensitive ? 1 : 0,
    created_at: isoNow(),
  };
  await trx.insertInto('events').values(row).execute();
  return row;
}

/** The `{ record, metadata }` of an event, unsealed if it was stored sealed. */
export function readEventPayload(
  ctx: AppContext,
  row: Pick<EventRow, 'payload' | 'sensitive'>,
): { record: Record<string, unknown>; metadata: Record<string, unknown> } {
  return JSON.parse(row.sensitive ? ctx.secrets.open(row.payload) : row.payload);
}
