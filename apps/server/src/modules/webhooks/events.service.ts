import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { afterCommit, type Executor } from '../../db/transaction.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { findWorkspaceByInternalId, type WorkspaceRow } from '../workspaces/surface.js';
import { scheduleAttempt } from './attempt-schedule.js';
import { notEnabledReason } from './enabled-events.js';
import { insertEvent, startRound } from './events.repository.js';
import type { EventRow } from './events.table.js';
import { eventsCommitted } from './events-committed.js';
import type { EVENT_NAMES } from './webhook.schema.js';

/** Event names. `webhook.test` is Mailwright's own, sent on request to check a receiver. */
export type EventName = (typeof EVENT_NAMES)[number];

/** The key under `data` that holds the record. */
export type RecordKind =
  | 'domain'
  | 'mailbox'
  | 'consent_request'
  | 'client_id_request'
  | 'verified_destination'
  | 'infraguard_alert'
  | 'placement_test'
  | 'warmup_subscription'
  | 'order'
  | 'sequencer'
  | 'sequencer_export'
  | 'forwarding_job'
  | 'test';

export interface EventInput {
  workspaceId: string;
  event: EventName;
  kind: RecordKind;
  /** `data.<kind>`: the record exactly as the contract's table (or its list) shows it. */
  record: Record<string, unknown>;
  /** The record's uid in the event log (`record_uid`): `record.uid` unless given (an order's `order_id`). */
  recordUid?: string;
  /** `data.metadata`. */
  metadata: Record<string, unknown>;
  /** The record carries credentials: store the payload sealed with the master key. */
  sensitive?: boolean;
}

/**
 * Records an event in the transaction that made the change it reports, and schedules its
 * delivery in the same transaction. This is the one way any lifecycle emits an event: if the
 * transaction rolls back, the event never existed and nothing is sent; once it commits, its
 * first delivery attempt starts at once and the event is kept until it is delivered.
 *
 * A workspace without a webhook URL, or whose webhook is disabled, or whose webhook does not
 * receive this kind of event (Set the webhook's events), still records the event, as `skipped`:
 * the event log is the record of what happened, the webhook's choice only decides what is sent.
 * A skipped event can be redelivered.
 */
export async function emitEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  input: EventInput,
): Promise<EventRow> {
  const workspace = await findWorkspaceByInternalId(trx, input.workspaceId);
  return recordEvent(trx, ctx, workspace, input);
}

/**
 * Emits `event` for a record of a lifecycle that the contract does not cover (placement tests,
 * warmup subscriptions, orders, sequencers, exports, forwarding jobs): `record` is the record as
 * its list shows it, and `data.metadata` is `{ updated_at, workspace_id, workspace_uid,
 * previous_status }`. Recorded as {@link emitEvent} does; sent only to a webhook that enabled it.
 */
export async function emitStatusEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  input: Omit<EventInput, 'metadata' | 'sensitive'> & {
    previousStatus: string | null;
    updatedAt: string;
  },
): Promise<EventRow> {
  const { previousStatus, updatedAt, ...event } = input;
  const workspace = await findWorkspaceByInternalId(trx, input.workspaceId);
  const metadata = {
    updated_at: updatedAt,
    workspace_id: input.workspaceId,
    workspace_uid: workspace?.uid ?? null,
    previous_status: previousStatus,
  };
  return recordEvent(trx, ctx, workspace, { ...event, metadata });
}

async function recordEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspace: WorkspaceRow | undefined,
  input: EventInput,
): Promise<EventRow> {
  const body = JSON.stringify({ record: input.record, metadata: input.metadata });
  const blocked = workspace
    ? (undeliverableReason(workspace) ?? notEnabledReason(workspace, input.event))
    : 'no_webhook_url';
  const now = isoNow();
  const row: EventRow = {
    id: newId(),
    uid: newUid(),
    workspace_id: input.workspaceId,
    event: input.event,
    record_kind: input.kind,
    record_uid: input.recordUid ?? String(input.record.uid),
    payload: input.sensitive ? ctx.secrets.seal(body) : body,
    sensitive: input.sensitive ? 1 : 0,
    created_at: now,
    delivery_state: blocked ? 'skipped' : 'pending',
    delivery_round: 1,
    round_attempts: 0,
    attempt_count: 0,
    next_attempt_at: blocked ? null : now,
    last_attempt_at: null,
    last_status_code: null,
    last_error_class: blocked,
    delivered_at: null,
  };
  await insertEvent(trx, row);
  afterCommit(trx, notifyStreams);
  if (!blocked) {
    await scheduleAttempt(
      trx,
      ctx,
      { event_id: row.id, round: 1, attempt: 1, trigger: 'automatic', deferrals: 0 },
      new Date(now),
    );
  }
  return row;
}

const notifyStreams = () => eventsCommitted.emit('committed');

/** Why events of this workspace cannot be sent now, or null when they can. */
export function undeliverableReason(
  workspace: Pick<WorkspaceRow, 'webhook_url' | 'webhook_disabled_at'>,
): 'no_webhook_url' | 'webhook_disabled' | null {
  if (workspace.webhook_url === '') return 'no_webhook_url';
  if (workspace.webhook_disabled_at) return 'webhook_disabled';
  return null;
}

/**
 * Starts a new delivery round for an event, in the caller's transaction: its first attempt is
 * made at once (recorded as manual), then the retry schedule applies from its start again.
 */
export async function redeliverEvent(
  trx: Executor,
  ctx: AppContext,
  event: Pick<EventRow, 'id'>,
): Promise<void> {
  const now = new Date();
  const round = await startRound(trx, event.id, now.toISOString());
  await scheduleAttempt(
    trx,
    ctx,
    { event_id: event.id, round, attempt: 1, trigger: 'manual', deferrals: 0 },
    now,
  );
}

/** The `{ record, metadata }` of an event, unsealed if it was stored sealed. */
export function readEventPayload(
  ctx: AppContext,
  row: Pick<EventRow, 'payload' | 'sensitive'>,
): { record: Record<string, unknown>; metadata: Record<string, unknown> } {
  return JSON.parse(row.sensitive ? ctx.secrets.open(row.payload) : row.payload);
}
