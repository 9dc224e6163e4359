import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { pageList, pageOffset } from '../../http/pagination.js';
import { newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { findWorkspaceByInternalId, type WorkspaceRow } from '../workspaces/surface.js';
import { maskCredentials, urlWithoutQuery } from './credentials.js';
import { redeliverableEvents } from './enabled-events.js';
import {
  type EventFilters,
  findEventOfWorkspace,
  listEventIds,
  listEvents,
} from './events.repository.js';
import {
  emitEvent,
  readEventPayload,
  redeliverEvent,
  undeliverableReason,
} from './events.service.js';
import type { EventRow } from './events.table.js';
import { listAttemptsOfEvent } from './webhooks.repository.js';
import type { WebhookAttemptRow } from './webhooks.table.js';

/** The most events one "redeliver failed" request starts; the answer says when more remain. */
export const REDELIVER_BATCH_MAX = 10_000;

/** The workspace's events, newest first, filtered, one page at a time. */
export async function listWebhookEvents(
  ctx: AppContext,
  workspaceId: string,
  filters: EventFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await listEvents(
    ctx.db,
    workspaceId,
    filters,
    pageOffset(page, limit),
    limit,
  );
  return { events: rows.map(toEventSummary), ...pageList(page, limit, total) };
}

/** One event with its data (credentials masked) and every attempt; 404 outside the workspace. */
export async function getWebhookEvent(ctx: AppContext, workspaceId: string, uid: string) {
  const row = await findEventOfWorkspace(ctx.db, workspaceId, uid);
  if (!row) throw notFound('Event');
  const payload = readEventPayload(ctx, row);
  const attempts = await listAttemptsOfEvent(ctx.db, row.id);
  return {
    ...toEventSummary(row),
    data: maskCredentials({ [row.record_kind]: payload.record, metadata: payload.metadata }),
    attempts: attempts.map(toAttemptResponse),
  };
}

/** Sends one event again now, whatever its state; then retries as a new delivery would. */
export async function redeliverWebhookEvent(ctx: AppContext, workspaceId: string, uid: string) {
  return inTransaction(ctx.db, async (trx) => {
    const row = await findEventOfWorkspace(trx, workspaceId, uid);
    if (!row) throw notFound('Event');
    await assertDeliverable(trx, workspaceId);
    await redeliverEvent(trx, ctx, row);
    return toEventSummary((await findEventOfWorkspace(trx, workspaceId, uid))!);
  });
}

/**
 * Redelivers every `failed` or `skipped` event created at or after `since` (and before `until`)
 * whose kind the webhook receives now, at most {@link REDELIVER_BATCH_MAX} per call, in batches of short transactions. Returns how many
 * it started and whether more remain.
 */
export async function redeliverFailedWebhookEvents(
  ctx: AppContext,
  workspaceId: string,
  range: { since: string; until?: string },
): Promise<{ count: number; hasMore: boolean }> {
  const workspace = await assertDeliverable(ctx.db, workspaceId);
  // Events of kinds the webhook does not receive stay unsent (enabling a kind, then this, sends them).
  const events = redeliverableEvents(workspace);
  const filters: EventFilters = {
    ...range,
    states: ['failed', 'skipped'],
    ...(events ? { events } : {}),
  };
  let count = 0;
  let afterId = '';
  while (count < REDELIVER_BATCH_MAX) {
    const ids = await listEventIds(
      ctx.db,
      workspaceId,
      filters,
      afterId,
      Math.min(500, REDELIVER_BATCH_MAX - count),
    );
    if (ids.length === 0) return { count, hasMore: false };
    await inTransaction(ctx.db, async (trx) => {
      for (const id of ids) await redeliverEvent(trx, ctx, { id });
    });
    count += ids.length;
    afterId = ids.at(-1)!;
  }
  const more = await listEventIds(ctx.db, workspaceId, filters, afterId, 1);
  return { count, hasMore: more.length > 0 };
}

/** Records and sends a `webhook.test` event, to check a receiver and its signature checks. */
export async function sendTestEvent(ctx: AppContext, workspace: { id: string; uid: string }) {
  return inTransaction(ctx.db, async (trx) => {
    await assertDeliverable(trx, workspace.id);
    const row = await emitEvent(trx, ctx, {
      workspaceId: workspace.id,
      event: 'webhook.test',
      kind: 'test',
      record: {
        uid: newUid(),
        message: 'Test event from Mailwright: answer 2xx to acknowledge it.',
      },
      metadata: {
        requested_at: isoNow(),
        workspace_id: workspace.id,
        workspace_uid: workspace.uid,
      },
    });
    return toEventSummary(row);
  });
}

async function assertDeliverable(
  db: Parameters<typeof findWorkspaceByInternalId>[0],
  id: string,
): Promise<WorkspaceRow> {
  const workspace = await findWorkspaceByInternalId(db, id);
  const reason = workspace ? undeliverableReason(workspace) : 'no_webhook_url';
  if (!workspace || reason === 'no_webhook_url') {
    throw conflict(
      'This workspace has no webhook URL; set one with Update workspace webhook first',
    );
  }
  if (reason === 'webhook_disabled') {
    throw conflict(
      'This workspace’s webhook is disabled after failing continuously; set the webhook again (Update workspace webhook) to re-enable it',
    );
  }
  return workspace;
}

export function toEventSummary(row: EventRow) {
  return {
    uid: row.uid,
    event: row.event,
    record_kind: row.record_kind,
    record_uid: row.record_uid,
    created_at: row.created_at,
    delivery: {
      state: row.delivery_state,
      attempts: row.attempt_count,
      last_attempt_at: row.last_attempt_at,
      last_status_code: row.last_status_code,
      last_error_class: row.last_error_class,
      next_attempt_at: row.next_attempt_at,
      delivered_at: row.delivered_at,
    },
  };
}

function toAttemptResponse(row: WebhookAttemptRow) {
  return {
    attempt: row.attempt,
    trigger: row.trigger,
    state: row.succeeded ? ('succeeded' as const) : ('failed' as const),
    url: urlWithoutQuery(row.url),
    started_at: row.started_at,
    duration_ms: row.duration_ms,
    status_code: row.status_code,
    error_class: row.error_class,
    response_excerpt: row.response_excerpt,
    next_attempt_at: row.next_attempt_at,
  };
}
