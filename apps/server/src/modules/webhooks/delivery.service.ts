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
import { credentialValues, scrubValues } from './credentials.js';
import { type DeliveryRuntime, deliveryRuntime } from './delivery-runtime.js';
import { claimAttempt, findEventById, updatePendingEvent } from './events.repository.js';
import { readEventPayload, undeliverableReason } from './events.service.js';
import type { EventRow } from './events.table.js';
import { type AttemptResult, postWebhook } from './http-attempt.js';
import { signAttempt } from './signing.js';
import { effectiveSecrets, prepareWebhookEndpoint } from './signing-secrets.service.js';
import {
  clearEndpointFailing,
  findEndpoint,
  findUnfinishedAttempt,
  finishAttempt,
  insertAttempt,
  markEndpointFailing,
} from './webhooks.repository.js';

/** The contract's `User-Agent` of every delivery. */
export const USER_AGENT = 'Service-Webhook/1.0';

/**
 * Runs one attempt job. Jobs that are no longer the event's next attempt do nothing; an attempt
 * whose worker died part-way is recorded as `interrupted` and the schedule goes on from it; an
 * event whose workspace has no usable webhook is `skipped`; a workspace at its in-flight cap
 * makes the attempt wait (without counting it). Failures of the receiver are recorded, not thrown.
 */
export async function runAttemptJob(
  ctx: AppContext,
  job: AttemptJobPayload,
  log: Logger,
): Promise<void> {
  const event = await findEventById(ctx.db, job.event_id);
  if (!event || event.delivery_round !== job.round || event.delivery_state !== 'pending') return;
  if (event.round_attempts === job.attempt) return finishInterruptedAttempt(ctx, event, job, log);
  if (event.round_attempts !== job.attempt - 1) return;
  const workspace = await findWorkspaceByInternalId(ctx.db, event.workspace_id);
  if (!workspace) return;
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
  const attemptId = newId();
  const startedAt = new Date();
  const number = await inTransaction(ctx.db, async (trx) => {
    const claimed = await claimAttempt(
      trx,
      event.id,
      job.round,
      job.attempt,
      startedAt.toISOString(),
    );
    if (claimed === null) return null;
    await insertAttempt(trx, {
      id: attemptId,
      event_id: event.id,
      workspace_id: workspace.id,
      attempt: claimed,
      round: job.round,
      trigger: job.attempt === 1 ? job.trigger : 'automatic',
      url,
      started_at: startedAt.toISOString(),
      finished_at: null,
      duration_ms: null,
      succeeded: 0,
      status_code: null,
      error_class: null,
      response_excerpt: null,
      next_attempt_at: null,
    });
    return claimed;
  });
  if (number === null) return;

  // Serialised once for this attempt; the signatures and the envelope share its timestamp.
  const payload = readEventPayload(ctx, event);
  const at = new Date();
  const body = Buffer.from(
    JSON.stringify({
      event: event.event,
      timestamp: at.toISOString(),
      team_id: team.uid,
      team_name: team.name,
      data: { [event.record_kind]: payload.record, metadata: payload.metadata },
    }),
  );
  const { secret } = effectiveSecrets(endpoint, ctx.secrets, at);
  const signature = signAttempt({ eventId: event.uid, secret, body, at });
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Event': event.event,
    'X-Service-Timestamp': signature['x-service-timestamp'],
    'X-Service-Signature': signature['x-service-signature'],
    'X-Service-Event-Id': event.uid,
    'webhook-id': signature['webhook-id'],
    'webhook-timestamp': signature['webhook-timestamp'],
    'webhook-signature': signature['webhook-signature'],
  };
  const result = await postWebhook(
    runtime.dispatcher,
    url,
    headers,
    body,
    ctx.config.webhooks.timeoutMs,
  );
  if (result.responseExcerpt !== null) {
    const secrets = [secret, ...credentialValues(payload.record)];
    result.responseExcerpt = scrubValues(result.responseExcerpt, secrets);
  }
  await recordOutcome(
    ctx,
    { event, workspace, job, attemptId, number, startedAt, url, result },
    log,
  );
}

/** An attempt that was started by a worker that then died: recorded as failed, `interrupted`. */
async function finishInterruptedAttempt(
  ctx: AppContext,
  event: EventRow,
  job: AttemptJobPayload,
  log: Logger,
): Promise<void> {
  const unfinished = await findUnfinishedAttempt(ctx.db, event.id, job.round);
  const workspace = await findWorkspaceByInternalId(ctx.db, event.workspace_id);
  if (!unfinished || !workspace) return;
  await recordOutcome(
    ctx,
    {
      event,
      workspace,
      job,
      attemptId: unfinished.id,
      number: unfinished.attempt,
      startedAt: new Date(unfinished.started_at),
      url: unfinished.url,
      result: {
        succeeded: false,
        statusCode: null,
        errorClass: 'interrupted',
        responseExcerpt: null,
        retryAfterMs: null,
        detail: 'the worker making this attempt stopped before it finished',
      },
    },
    log,
  );
}

interface Outcome {
  event: EventRow;
  workspace: WorkspaceRow;
  job: AttemptJobPayload;
  attemptId: string;
  number: number;
  startedAt: Date;
  url: string;
  result: AttemptResult;
}

/**
 * Writes an attempt's outcome in one transaction: the attempt row, the event's state, the next
 * attempt's job when one is due, and the workspace's failure streak, which disables the webhook
 * once it has lasted `disableAfterMs`.
 */
async function recordOutcome(ctx: AppContext, o: Outcome, log: Logger): Promise<void> {
  const { event, workspace, job, result } = o;
  const config = ctx.config.webhooks;
  const finished = new Date();
  const finishedIso = finished.toISOString();
  let next: Date | null = null;
  let disabledReason: string | null = null;
  await inTransaction(ctx.db, async (trx) => {
    if (!result.succeeded) {
      const delay = retryDelayMs(config, job.attempt, result.retryAfterMs);
      next = delay === null ? null : new Date(finished.getTime() + delay);
    }
    const current = await updatePendingEvent(trx, event.id, job.round, {
      delivery_state: result.succeeded ? 'delivered' : next ? 'pending' : 'failed',
      delivered_at: result.succeeded ? finishedIso : null,
      next_attempt_at: next?.toISOString() ?? null,
      last_status_code: result.statusCode,
      last_error_class: result.errorClass,
    });
    if (!current) next = null;
    await finishAttempt(trx, o.attemptId, {
      finished_at: finishedIso,
      duration_ms:
        result.errorClass === 'interrupted' ? null : finished.getTime() - o.startedAt.getTime(),
      succeeded: result.succeeded ? 1 : 0,
      status_code: result.statusCode,
      error_class: result.errorClass,
      response_excerpt: result.responseExcerpt,
      next_attempt_at: next?.toISOString() ?? null,
    });
    if (result.succeeded) return clearEndpointFailing(trx, workspace.id, finishedIso);
    if (next) {
      await scheduleAttempt(
        trx,
        ctx,
        {
          event_id: event.id,
          round: job.round,
          attempt: job.attempt + 1,
          trigger: 'automatic',
          deferrals: 0,
        },
        next,
      );
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

  const entry = {
    event_id: event.uid,
    event: event.event,
    workspace_uid: workspace.uid,
    attempt: o.number,
    trigger: o.job.attempt === 1 ? o.job.trigger : 'automatic',
    destination: destinationForLog(o.url),
    outcome: result.succeeded ? 'delivered' : next ? 'retry' : 'failed',
    status_code: result.statusCode,
    error_class: result.errorClass,
    duration_ms: finished.getTime() - o.startedAt.getTime(),
    next_attempt_at: (next as Date | null)?.toISOString() ?? null,
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

/** The URL without its query or fragment, which may carry a receiver's own token. */
function destinationForLog(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
