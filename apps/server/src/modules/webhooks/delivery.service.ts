import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import { getTeamById } from '../accounts/accounts.service.js';
import {
  disableWorkspaceWebhook,
  findWorkspaceByInternalId,
} from '../workspaces/workspaces.service.js';
import type { WorkspaceRow } from '../workspaces/workspaces.table.js';
import {
  type AttemptJobPayload,
  deferralDelayMs,
  retryDelayMs,
  scheduleAttempt,
} from './attempt-schedule.js';
import { credentialValues, urlWithoutQuery } from './credentials.js';
import { withCurrentCredentials } from './current-credentials.js';
import { type DeliveryRuntime, deliveryRuntime } from './delivery-runtime.js';
import { countAttempt, findEventById, updatePendingEvent } from './events.repository.js';
import { readEventPayload, undeliverableReason } from './events.service.js';
import type { EventRow } from './events.table.js';
import { type AttemptResult, postWebhook } from './http-attempt.js';
import { staticSignature } from './signature-scheme.service.js';
import { signAttempt } from './signing.js';
import { effectiveSecrets, prepareWebhookEndpoint } from './signing-secrets.service.js';
import {
  clearEndpointFailing,
  findEndpoint,
  insertAttempt,
  markEndpointFailing,
} from './webhooks.repository.js';

/** The contract's `User-Agent` of every delivery. */
export const USER_AGENT = 'Service-Webhook/1.0';

/**
 * Runs one attempt job. Jobs that are no longer the event's next attempt do nothing. A job run
 * again after its previous run was cut short (its worker died, or the database failed) records
 * that attempt as `interrupted` and lets the schedule go on: the receiver may or may not have
 * got it. An event whose workspace has no usable webhook is `skipped`; a workspace at its
 * in-flight cap makes the attempt wait without counting it. A receiver's failure is recorded,
 * never thrown.
 */
export async function runAttemptJob(
  ctx: AppContext,
  job: AttemptJobPayload,
  run: { attempt: number },
  log: Logger,
): Promise<void> {
  const event = await findEventById(ctx.db, job.event_id);
  if (!event || event.delivery_round !== job.round || event.delivery_state !== 'pending') return;
  if (event.round_attempts !== job.attempt - 1) return;
  const workspace = await findWorkspaceByInternalId(ctx.db, event.workspace_id);
  if (!workspace) return;
  if (run.attempt > 1) {
    const result: AttemptResult = {
      succeeded: false,
      statusCode: null,
      errorClass: 'interrupted',
      responseExcerpt: null,
      retryAfterMs: null,
      detail: 'the previous run of this attempt stopped before it finished',
    };
    const url = workspace.webhook_url;
    return recordOutcome(ctx, { event, workspace, job, startedAt: new Date(), url, result }, log);
  }
  const blocked = undeliverableReason(workspace);
  if (blocked) {
    await updatePendingEvent(ctx.db, event.id, job.round, {
      delivery_state: 'skipped',
      next_attempt_at: null,
      last_error_class: blocked,
    });
    log.info({ event_id: event.uid, reason: blocked }, 'webhook event not sent');
    return;
  }
  const runtime = deliveryRuntime(ctx);
  if (!runtime.tryAcquire(workspace.id)) {
    const runAt = new Date(Date.now() + deferralDelayMs(job.deferrals));
    await scheduleAttempt(ctx.db, ctx, { ...job, deferrals: job.deferrals + 1 }, runAt);
    return;
  }
  try {
    await attempt(ctx, runtime, event, workspace, job, log);
  } finally {
    runtime.release(workspace.id);
  }
}

async function attempt(
  ctx: AppContext,
  runtime: DeliveryRuntime,
  event: EventRow,
  workspace: WorkspaceRow,
  job: AttemptJobPayload,
  log: Logger,
): Promise<void> {
  const team = await getTeamById(ctx.db, workspace.team_id);
  let endpoint = await findEndpoint(ctx.db, workspace.id);
  if (!endpoint) {
    await prepareWebhookEndpoint(ctx.db, ctx.secrets, workspace.id);
    endpoint = (await findEndpoint(ctx.db, workspace.id))!;
  }
  const url = workspace.webhook_url;
  // Serialised once for this attempt; the signatures and the envelope share its timestamp.
  const payload = readEventPayload(ctx, event);
  const record = await withCurrentCredentials(ctx, event, payload.record);
  const startedAt = new Date();
  const body = Buffer.from(
    JSON.stringify({
      event: event.event,
      timestamp: startedAt.toISOString(),
      team_id: team.uid,
      team_name: team.name,
      data: { [event.record_kind]: record, metadata: payload.metadata },
    }),
  );
  const { secret } = effectiveSecrets(endpoint, ctx.secrets, startedAt);
  const signature = signAttempt({ eventId: event.uid, secret, body, at: startedAt });
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Event': event.event,
    'X-Service-Timestamp': signature['x-service-timestamp'],
    'X-Service-Signature': staticSignature(endpoint) ?? signature['x-service-signature'],
    'X-Service-Event-Id': event.uid,
    'webhook-id': signature['webhook-id'],
    'webhook-timestamp': signature['webhook-timestamp'],
    'webhook-signature': signature['webhook-signature'],
  };
  // Credential values a receiver echoes back are removed from its answer's excerpt.
  const redact = [secret, ...credentialValues(payload.record), ...credentialValues(record)];
  const result = await postWebhook(
    runtime.dispatcher,
    url,
    headers,
    body,
    ctx.config.webhooks.timeoutMs,
    redact,
  );
  await recordOutcome(ctx, { event, workspace, job, startedAt, url, result }, log);
}

interface Outcome {
  event: EventRow;
  workspace: WorkspaceRow;
  job: AttemptJobPayload;
  startedAt: Date;
  url: string;
  result: AttemptResult;
}

/**
 * Writes an attempt in one transaction: its number (over every round), the attempt row, the
 * event's state and the next attempt's job when the event is still this attempt's to settle (a
 * redelivery may have started a new round meanwhile), and the workspace's failure streak, which
 * disables the webhook once it has lasted `disableAfterMs`.
 */
async function recordOutcome(ctx: AppContext, o: Outcome, log: Logger): Promise<void> {
  const { event, workspace, job, result } = o;
  const config = ctx.config.webhooks;
  const finished = new Date();
  const finishedIso = finished.toISOString();
  const interrupted = result.errorClass === 'interrupted';
  let next: Date | null = null;
  let number = 0;
  let disabledReason: string | null = null;
  await inTransaction(ctx.db, async (trx) => {
    const counted = await countAttempt(trx, event.id);
    if (!counted) return;
    number = counted.attempt_count;
    const current =
      counted.delivery_round === job.round &&
      counted.round_attempts === job.attempt - 1 &&
      counted.delivery_state === 'pending';
    if (current && !result.succeeded) {
      const delay = retryDelayMs(config, job.attempt, result.retryAfterMs);
      next = delay === null ? null : new Date(finished.getTime() + delay);
    }
    if (current) {
      await updatePendingEvent(trx, event.id, job.round, {
        round_attempts: job.attempt,
        delivery_state: result.succeeded ? 'delivered' : next ? 'pending' : 'failed',
        delivered_at: result.succeeded ? finishedIso : null,
        next_attempt_at: next?.toISOString() ?? null,
        last_attempt_at: o.startedAt.toISOString(),
        last_status_code: result.statusCode,
        last_error_class: result.errorClass,
      });
    }
    await insertAttempt(trx, {
      id: newId(),
      event_id: event.id,
      workspace_id: workspace.id,
      attempt: number,
      round: job.round,
      trigger: job.trigger,
      url: o.url,
      started_at: o.startedAt.toISOString(),
      finished_at: finishedIso,
      duration_ms: interrupted ? null : finished.getTime() - o.startedAt.getTime(),
      succeeded: result.succeeded ? 1 : 0,
      status_code: result.statusCode,
      error_class: result.errorClass,
      response_excerpt: result.responseExcerpt,
      next_attempt_at: next?.toISOString() ?? null,
    });
    if (result.succeeded) return clearEndpointFailing(trx, workspace.id, finishedIso);
    if (next) {
      const following = { ...job, attempt: job.attempt + 1, trigger: 'automatic' as const };
      await scheduleAttempt(trx, ctx, { ...following, deferrals: 0 }, next);
    }
    const since = await markEndpointFailing(trx, workspace.id, o.startedAt.toISOString());
    const streakMs = since ? finished.getTime() - Date.parse(since) : 0;
    if (
      config.disableAfterMs > 0 &&
      streakMs >= config.disableAfterMs &&
      !workspace.webhook_disabled_at
    ) {
      disabledReason = `Every delivery attempt since ${since} failed (the last: ${describe(result)}); set the webhook again to re-enable it`;
      await disableWorkspaceWebhook(trx, workspace.id, disabledReason);
    }
  });

  const nextIso = (next as Date | null)?.toISOString() ?? null;
  const entry = {
    event_id: event.uid,
    event: event.event,
    workspace_uid: workspace.uid,
    attempt: number,
    trigger: job.trigger,
    destination: urlWithoutQuery(o.url),
    outcome: result.succeeded ? 'delivered' : nextIso ? 'retry' : 'failed',
    status_code: result.statusCode,
    error_class: result.errorClass,
    duration_ms: interrupted ? null : finished.getTime() - o.startedAt.getTime(),
    next_attempt_at: nextIso,
    ...(result.detail ? { detail: result.detail } : {}),
  };
  if (result.errorClass === 'destination_refused') log.warn(entry, 'webhook attempt');
  else log.info(entry, 'webhook attempt');
  if (disabledReason) {
    log.warn({ workspace_uid: workspace.uid, reason: disabledReason }, 'webhook disabled');
  }
}

function describe(result: AttemptResult): string {
  return result.statusCode !== null && result.errorClass !== 'timeout'
    ? `HTTP ${result.statusCode}`
    : (result.errorClass ?? 'error');
}
