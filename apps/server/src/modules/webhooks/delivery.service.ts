import type { AppContext } from '../../context.js';
import { type JobHelpers, REMOVED } from '../../jobs/job.js';
import type { Logger } from '../../lib/logger.js';
import { type AttemptJobPayload, deferralDelayMs } from './attempt-schedule.js';
import { credentialValues, urlWithoutQuery } from './credentials.js';
import { currentCredentials, withCurrentCredentials } from './current-credentials.js';
import { type DeliveryRuntime, deliveryRuntime } from './delivery-runtime.js';
import type { Settlement } from './delivery-settle.js';
import type { DeliveryRow } from './events.repository.js';
import { readEventPayload, undeliverableReason } from './events.service.js';
import { type AttemptResult, postWebhook } from './http-attempt.js';
import { realServiceHeaders, staticSignature } from './signature-scheme.service.js';
import { signAttempt } from './signing.js';
import { effectiveSecrets, prepareWebhookEndpoint } from './signing-secrets.service.js';
import { findEndpoint } from './webhooks.repository.js';

/** The contract's `User-Agent` of every delivery. */
export const USER_AGENT = 'Service-Webhook/1.0';

/**
 * Runs one attempt job. Jobs that are no longer the event's next attempt do nothing. A job run
 * again after its previous run was cut short (its worker died, or the database failed) records
 * that attempt as `interrupted` and lets the schedule go on: the receiver may or may not have
 * got it. An event whose workspace has no usable webhook is `skipped`; a workspace at its
 * in-flight cap makes the attempt wait without counting it. A receiver's failure is recorded,
 * never thrown.
 *
 * Jobs claimed together are read together (one joined read for the batch) and settled together
 * (one transaction per batch): `delivery-runtime.ts`.
 */
export async function runAttemptJob(
  ctx: AppContext,
  job: AttemptJobPayload,
  run: Pick<JobHelpers, 'attempt' | 'defer' | 'claim'>,
  log: Logger,
): Promise<void> {
  // Settling waits for the batch: handed to the runner (which keeps the job, not its slot), and
  // the settling transaction removes the job (`claim`).
  const claim = run.defer ? run.claim : undefined;
  const finish = async (work: Promise<void>) => {
    if (run.defer) run.defer(work.then(() => (claim ? REMOVED : undefined)));
    else await work;
  };
  const runtime = deliveryRuntime(ctx);
  const delivery = await runtime.load(job.event_id);
  if (!delivery) return;
  if (delivery.delivery_round !== job.round || delivery.delivery_state !== 'pending') return;
  if (delivery.round_attempts !== job.attempt - 1) return;
  const url = delivery.webhook_url;
  if (run.attempt > 1) {
    const at = new Date();
    const result: AttemptResult = {
      succeeded: false,
      statusCode: null,
      errorClass: 'interrupted',
      responseExcerpt: null,
      retryAfterMs: null,
      detail: 'the previous run of this attempt stopped before it finished',
    };
    const settled = {
      kind: 'attempt',
      delivery,
      job,
      url,
      startedAt: at,
      finishedAt: at,
      result,
      claim,
    };
    return finish(record(runtime, settled as Settlement & { kind: 'attempt' }, log));
  }
  const blocked = undeliverableReason(delivery);
  if (blocked) {
    const skip = {
      kind: 'skip',
      delivery,
      round: job.round,
      reason: blocked,
      claim,
    } as const;
    return finish(
      runtime.settle(skip).then(() => {
        log.info({ event_id: delivery.uid, reason: blocked }, 'webhook event not sent');
      }),
    );
  }
  if (!runtime.tryAcquire(delivery.workspace_id)) {
    const runAt = new Date(Date.now() + deferralDelayMs(job.deferrals));
    const later = { ...job, deferrals: job.deferrals + 1 };
    return finish(runtime.settle({ kind: 'defer', job: later, runAt, claim }).then(() => {}));
  }
  let sent: Settlement & { kind: 'attempt' };
  try {
    sent = await attempt(ctx, runtime, delivery, job);
  } finally {
    runtime.release(delivery.workspace_id);
  }
  return finish(record(runtime, { ...sent, claim }, log));
}

/** Signs and sends the event's body; the request counts against the in-flight cap until it ends. */
async function attempt(
  ctx: AppContext,
  runtime: DeliveryRuntime,
  delivery: DeliveryRow,
  job: AttemptJobPayload,
): Promise<Settlement & { kind: 'attempt' }> {
  let endpoint:
    | (Parameters<typeof effectiveSecrets>[0] & Parameters<typeof staticSignature>[0])
    | undefined =
    delivery.signing_secret === null
      ? undefined
      : {
          ...delivery,
          signing_secret: delivery.signing_secret,
          signature_scheme: delivery.signature_scheme ?? undefined,
        };
  if (!endpoint) {
    // A workspace without a signing secret yet gets one now.
    await prepareWebhookEndpoint(ctx.db, ctx.secrets, delivery.workspace_id);
    endpoint = await findEndpoint(ctx.db, delivery.workspace_id);
  }
  const url = delivery.webhook_url;
  // Serialised once for this attempt; the signatures and the envelope share its timestamp.
  const payload = readEventPayload(ctx, delivery);
  const current = currentCredentials(ctx.secrets, delivery);
  const record = withCurrentCredentials(payload.record, current);
  const startedAt = new Date();
  const body = Buffer.from(
    JSON.stringify({
      event: delivery.event,
      timestamp: startedAt.toISOString(),
      team_id: delivery.team_uid,
      team_name: delivery.team_name,
      data: { [delivery.record_kind]: record, metadata: payload.metadata },
    }),
  );
  if (!endpoint) throw new Error(`workspace ${delivery.workspace_id} has no signing secret`);
  const { secret } = effectiveSecrets(endpoint, runtime.signingSecrets, startedAt);
  const signature = signAttempt({ eventId: delivery.uid, secret, body, at: startedAt });
  const realService = staticSignature(endpoint);
  const contract = {
    'X-Service-Event': delivery.event,
    'X-Service-Timestamp': signature['x-service-timestamp'],
    'X-Service-Signature': realService ?? signature['x-service-signature'],
  };
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    ...contract,
    'X-Service-Event-Id': delivery.uid,
    'webhook-id': signature['webhook-id'],
    'webhook-timestamp': signature['webhook-timestamp'],
    'webhook-signature': signature['webhook-signature'],
    // The real service's names too, where the workspace signs as it does.
    ...(realService ? realServiceHeaders(contract) : {}),
  };
  // Credential values a receiver echoes back are removed from its answer's excerpt.
  const redact = [secret, ...credentialValues(payload.record), ...credentialValues(record)];
  const result = await postWebhook(
    await runtime.dispatcher(),
    url,
    headers,
    body,
    ctx.config.webhooks.timeoutMs,
    redact,
  );
  return { kind: 'attempt', delivery, job, url, startedAt, finishedAt: new Date(), result };
}

/** Settles the attempt with its batch, then logs it. */
async function record(
  runtime: DeliveryRuntime,
  settlement: Settlement & { kind: 'attempt' },
  log: Logger,
): Promise<void> {
  const { delivery, job, result, startedAt, finishedAt } = settlement;
  const { number, next, disabledReason } = await runtime.settle(settlement);
  const interrupted = result.errorClass === 'interrupted';
  const nextIso = next?.toISOString() ?? null;
  const entry = {
    event_id: delivery.uid,
    event: delivery.event,
    workspace_uid: delivery.workspace_uid,
    attempt: number,
    trigger: job.trigger,
    destination: urlWithoutQuery(settlement.url),
    outcome: result.succeeded ? 'delivered' : nextIso ? 'retry' : 'failed',
    status_code: result.statusCode,
    error_class: result.errorClass,
    duration_ms: interrupted ? null : finishedAt.getTime() - startedAt.getTime(),
    next_attempt_at: nextIso,
    ...(result.detail ? { detail: result.detail } : {}),
  };
  // A delivered attempt is logged at debug (its row in the delivery log is the record users and
  // operators read); one that did not deliver stays at info, a refused destination at warn.
  if (result.errorClass === 'destination_refused') log.warn(entry, 'webhook attempt');
  else if (result.succeeded) log.debug(entry, 'webhook attempt');
  else log.info(entry, 'webhook attempt');
  if (disabledReason) {
    log.warn({ workspace_uid: delivery.workspace_uid, reason: disabledReason }, 'webhook disabled');
  }
}
