import type { AppContext } from '../../context.js';
import { type Executor, inTransaction, lockRows } from '../../db/transaction.js';
import type { JobClaim } from '../../jobs/job.js';
import { newId } from '../../lib/ids.js';
import { disableWorkspaceWebhook } from '../workspaces/surface.js';
import { type AttemptJobPayload, retryDelayMs, scheduleAttempts } from './attempt-schedule.js';
import {
  type AttemptSettlement,
  type DeliveryRow,
  settleAttemptEvents,
  updatePendingEvent,
} from './events.repository.js';
import type { AttemptResult } from './http-attempt.js';
import { clearFailingStreaks, insertAttempts, markFailingStreaks } from './webhooks.repository.js';
import type { WebhookAttemptRow } from './webhooks.table.js';

/**
 * What one attempt job leaves to be written; with `claim` (the job as its runner holds it), the
 * job is removed in the same transaction.
 */
export type Settlement = { claim?: JobClaim } & (
  | {
      kind: 'attempt';
      delivery: DeliveryRow;
      job: AttemptJobPayload;
      url: string;
      startedAt: Date;
      finishedAt: Date;
      result: AttemptResult;
    }
  /** The workspace has no usable webhook: the event is `skipped`. */
  | { kind: 'skip'; delivery: DeliveryRow; round: number; reason: string }
  /** The workspace is at its in-flight cap: the attempt is tried again later, not counted. */
  | { kind: 'defer'; job: AttemptJobPayload; runAt: Date }
);

export interface Settled {
  /** The attempt's number over every round (0 when the event is gone). */
  number: number;
  /** When the retry it scheduled is due. */
  next: Date | null;
  /** Set when this failure disabled the workspace's webhook. */
  disabledReason: string | null;
}

type Attempt = Extract<Settlement, { kind: 'attempt' }>;

/**
 * Writes what a batch of attempt jobs leaves, in one transaction with a few statements whatever
 * its size: each attempt's number (over every round), its attempt row, its event's new state
 * when the event is still this attempt's to settle (a redelivery may have started a new round
 * meanwhile), the retries it schedules, and each workspace's failure streak, which disables the
 * webhook once it has lasted `disableAfterMs`; and the attempt jobs that left them (those with a
 * `claim`), so a job is gone exactly when its attempt is settled. An event twice in a batch is
 * settled in turn.
 */
export async function settleDeliveries(
  ctx: AppContext,
  items: readonly Settlement[],
): Promise<Settled[]> {
  const config = ctx.config.webhooks;
  const results: Settled[] = items.map(() => ({ number: 0, next: null, disabledReason: null }));
  await inTransaction(ctx.db, async (trx) => {
    // The batch's workspaces first, in the one lock order: deleting a workspace locks it, then
    // its events go (a cascade), so a settle that wrote events first and then needed the
    // workspace (its attempt rows' reference to it, a disabled webhook) or rows the deletion
    // took (the failure streak, the list counters) deadlocked with it.
    await lockRows(
      trx,
      'workspaces',
      items.flatMap((item) => ('delivery' in item ? [item.delivery.workspace_id] : [])),
    );
    const retries: Array<{ payload: AttemptJobPayload; runAt: Date }> = [];
    const attemptRows: WebhookAttemptRow[] = [];
    let left = items.flatMap((item, i) => (item.kind === 'attempt' ? [i] : []));
    while (left.length > 0) {
      const seen = new Set<string>();
      const turn: number[] = [];
      const later: number[] = [];
      for (const i of left) {
        const id = (items[i] as Attempt).delivery.id;
        (seen.has(id) ? later : turn).push(i);
        seen.add(id);
      }
      left = later;
      // Each attempt's outcome, decided as if its event were still its to settle; the statement
      // writes it only where that holds, and numbers the attempt either way.
      const planned = turn.map((i) => {
        const { delivery, job, result, startedAt, finishedAt } = items[i] as Attempt;
        const delay = result.succeeded
          ? null
          : retryDelayMs(config, job.attempt, result.retryAfterMs);
        const next = delay === null ? null : new Date(finishedAt.getTime() + delay);
        const outcome: AttemptSettlement = {
          id: delivery.id,
          round: job.round,
          attempt: job.attempt,
          delivery_state: result.succeeded ? 'delivered' : next ? 'pending' : 'failed',
          delivered_at: result.succeeded ? finishedAt.toISOString() : null,
          next_attempt_at: next?.toISOString() ?? null,
          last_attempt_at: startedAt.toISOString(),
          last_status_code: result.statusCode,
          last_error_class: result.errorClass,
        };
        return { i, next, outcome };
      });
      const settled = new Map(
        (
          await settleAttemptEvents(
            trx,
            planned.map((p) => p.outcome),
          )
        ).map((r) => [r.id, r]),
      );
      for (const { i, next: plannedNext } of planned) {
        const { delivery, job, result, url, startedAt, finishedAt } = items[i] as Attempt;
        const row = settled.get(delivery.id);
        if (!row) continue;
        const next = row.current ? plannedNext : null;
        Object.assign(results[i] as Settled, { number: row.attempt_count, next });
        const interrupted = result.errorClass === 'interrupted';
        attemptRows.push({
          id: newId(),
          event_id: row.id,
          workspace_id: delivery.workspace_id,
          attempt: row.attempt_count,
          round: job.round,
          trigger: job.trigger,
          url,
          started_at: startedAt.toISOString(),
          finished_at: finishedAt.toISOString(),
          duration_ms: interrupted ? null : finishedAt.getTime() - startedAt.getTime(),
          succeeded: result.succeeded ? 1 : 0,
          status_code: result.statusCode,
          error_class: result.errorClass,
          response_excerpt: result.responseExcerpt,
          next_attempt_at: next?.toISOString() ?? null,
        });
        if (next) {
          const following = { ...job, attempt: job.attempt + 1, trigger: 'automatic' as const };
          retries.push({ payload: { ...following, deferrals: 0 }, runAt: next });
        }
      }
    }
    await insertAttempts(trx, attemptRows);
    for (const item of items) {
      if (item.kind === 'skip') {
        await updatePendingEvent(trx, item.delivery.id, item.round, {
          delivery_state: 'skipped',
          next_attempt_at: null,
          last_error_class: item.reason,
        });
      } else if (item.kind === 'defer') {
        retries.push({ payload: item.job, runAt: item.runAt });
      }
    }
    await scheduleAttempts(trx, ctx, retries);
    await settleStreaks(trx, ctx, items, results);
    // Last, so the jobs rows are locked after the events rows, as a redelivery locks them.
    await ctx.jobs.remove(
      trx,
      items.flatMap((item) => (item.claim ? [item.claim] : [])),
    );
  });
  return results;
}

/**
 * A failure streak starts at the first failed attempt after a success and ends at the next
 * success; within a batch, attempts count in the order they finished. A streak that has lasted
 * `disableAfterMs` at a failure disables the webhook (once per workspace and batch).
 */
async function settleStreaks(
  trx: Executor,
  ctx: AppContext,
  items: readonly Settlement[],
  results: Settled[],
): Promise<void> {
  const attempts = items
    .flatMap((item, i) => (item.kind === 'attempt' ? [{ item, i }] : []))
    .sort((a, b) => a.item.finishedAt.getTime() - b.item.finishedAt.getTime());
  const byWorkspace = new Map<string, typeof attempts>();
  for (const a of attempts) {
    const list = byWorkspace.get(a.item.delivery.workspace_id) ?? [];
    list.push(a);
    byWorkspace.set(a.item.delivery.workspace_id, list);
  }
  const cleared: string[] = [];
  let clearedAt = '';
  const failing: Array<{ workspaceId: string; since: string; restart: boolean }> = [];
  const lastFailure = new Map<string, (typeof attempts)[number]>();
  for (const [workspaceId, list] of byWorkspace) {
    const lastSuccess = list.findLastIndex((a) => a.item.result.succeeded);
    const after = list.slice(lastSuccess + 1);
    const first = after[0];
    if (!first) {
      cleared.push(workspaceId);
      const at = list[lastSuccess]?.item.finishedAt.toISOString() ?? '';
      if (at > clearedAt) clearedAt = at;
      continue;
    }
    failing.push({
      workspaceId,
      since: first.item.startedAt.toISOString(),
      restart: lastSuccess >= 0,
    });
    lastFailure.set(workspaceId, after[after.length - 1] as (typeof attempts)[number]);
  }
  await clearFailingStreaks(trx, cleared, clearedAt);
  const since = await markFailingStreaks(trx, failing);
  const { disableAfterMs } = ctx.config.webhooks;
  for (const [workspaceId, { item, i }] of lastFailure) {
    const began = since.get(workspaceId);
    if (!began || disableAfterMs <= 0 || item.delivery.webhook_disabled_at) continue;
    if (item.finishedAt.getTime() - Date.parse(began) < disableAfterMs) continue;
    const reason = `Every delivery attempt since ${began} failed (the last: ${describe(item.result)}); set the webhook again to re-enable it`;
    await disableWorkspaceWebhook(trx, workspaceId, reason);
    (results[i] as Settled).disabledReason = reason;
  }
}

function describe(result: AttemptResult): string {
  return result.statusCode !== null && result.errorClass !== 'timeout'
    ? `HTTP ${result.statusCode}`
    : (result.errorClass ?? 'error');
}
