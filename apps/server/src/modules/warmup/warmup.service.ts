import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Commit } from '../../http/idempotency.js';
import { requireReal } from '../../http/simulated.js';
import { newId, newUid } from '../../lib/ids.js';
import { clockOfWorkspace, REAL_TIME, timeOf } from '../clocks/surface.js';
import { lockWorkspaceMailboxes, type MailboxRow } from '../mailboxes/surface.js';
import { startEngineFor } from './engine.js';
import { addMonth, chargeNewSubscriptions, scheduleRenewal } from './warmup.billing.js';
import { WARMUP_PRICE_CENTS, WARMUP_RANGES } from './warmup.settings.js';
import type { WarmupSource, WarmupSubscriptionRow } from './warmup.table.js';
import {
  emitSubscriptionEvent,
  lockSubscription,
  transitionSubscription,
} from './warmup.transition.js';

/** Mailboxes in these statuses can no longer be warmed up. */
const ENDED = new Set(['cancelled', 'deleted', 'archived', 'failed']);

export interface WarmupCaller {
  teamId: string;
  workspaceId: string;
  /** Who the ledger entries name (the API token's id, `system`). */
  actor: string;
}

export interface WarmupSettingsInput {
  warmup_limit?: number;
  warmup_increment?: number;
  warmup_start?: number;
  warmup_replyrate?: number;
}

export interface MailboxProblem {
  mailbox_uid: string;
  message: string;
}

export interface AddResult {
  created: WarmupSubscriptionRow[];
  errors: MailboxProblem[];
  skipped: number;
}

/**
 * Enrolls mailboxes of the workspace: one subscription each, charged its first month in the same
 * transaction (short of funds: a 402, nothing created). A mailbox already enrolled is skipped
 * (never a second paid subscription); an unknown or ended one is reported in `errors`.
 * `activate_immediately` starts it today (once its mailbox is active); otherwise it starts on
 * the next day of its workspace's time line.
 */
export async function addWarmup(
  ctx: AppContext,
  caller: WarmupCaller,
  input: { mailbox_uids: string[]; activate_immediately?: boolean; settings?: WarmupSettingsInput },
  commit: Commit<AddResult>,
  source: WarmupSource = 'api',
): Promise<AddResult> {
  const uids = [...new Set(input.mailbox_uids)];
  // The mailboxes are locked before they are looked at: a concurrent add of the same mailbox
  // waits, then finds it enrolled and skips it.
  return commit(async (trx) => {
    const result = await enroll(trx, ctx, caller, uids, input, source);
    await chargeNewSubscriptions(trx, ctx, result.created, caller.actor);
    return result;
  });
}

/**
 * Enrolls mailboxes in the caller's transaction (the Add sequencer and prewarm paths charge or
 * not on their own): creates what it can and reports the rest.
 */
export async function enroll(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: WarmupCaller,
  uids: readonly string[],
  input: {
    activate_immediately?: boolean;
    settings?: WarmupSettingsInput;
    priceCents?: number;
    includedUntil?: string | null;
  },
  source: WarmupSource,
): Promise<AddResult> {
  const mailboxes = await lockWorkspaceMailboxes(trx, caller.workspaceId, uids);
  // Sold on its own (not with an export or prewarmed stock): warmup mail must be real mail.
  if (source === 'api')
    requireReal(
      ctx,
      'Warmup',
      [...mailboxes.values()].map((m) => ({ family: 'mail_network', platform: m.platform })),
    );
  const clock = await clockOfWorkspace(trx, caller.workspaceId);
  const now = timeOf(clock).toISOString();
  const result: AddResult = { created: [], errors: [], skipped: 0 };
  for (const uid of uids) {
    const mailbox = mailboxes.get(uid);
    if (!mailbox) {
      result.errors.push({ mailbox_uid: uid, message: 'Mailbox not found' });
      continue;
    }
    if (ENDED.has(mailbox.status)) {
      result.errors.push({
        mailbox_uid: uid,
        message: `Mailbox is ${mailbox.status}; warmup needs a live mailbox`,
      });
      continue;
    }
    if (await liveSubscriptionOf(trx, mailbox.id)) {
      result.skipped += 1;
      continue;
    }
    const row = newSubscription(ctx, caller, mailbox, now, input, source);
    await trx.insertInto('warmup_subscriptions').values(row).execute();
    await emitSubscriptionEvent(trx, ctx, row);
    await scheduleRenewal(trx, ctx, row);
    result.created.push(row);
  }
  if (result.created.length > 0) await startEngineFor(trx, ctx, clock?.id ?? REAL_TIME);
  return result;
}

function newSubscription(
  _ctx: AppContext,
  caller: WarmupCaller,
  mailbox: MailboxRow,
  now: string,
  input: {
    activate_immediately?: boolean;
    settings?: WarmupSettingsInput;
    priceCents?: number;
    includedUntil?: string | null;
  },
  source: WarmupSource,
): WarmupSubscriptionRow {
  const settings = input.settings ?? {};
  const startNow = input.activate_immediately !== false && mailbox.status === 'active';
  const tomorrow = new Date(Date.parse(now.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10);
  const price = input.priceCents ?? WARMUP_PRICE_CENTS;
  return {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    mailbox_id: mailbox.id,
    active_key: mailbox.id,
    status: startNow ? 'active' : 'pending',
    previous_status: null,
    status_changed_at: now,
    status_reason: '',
    source,
    price_cents: price,
    daily_limit: settings.warmup_limit ?? WARMUP_RANGES.warmup_limit.default,
    increment: settings.warmup_increment ?? WARMUP_RANGES.warmup_increment.default,
    start_volume: settings.warmup_start ?? WARMUP_RANGES.warmup_start.default,
    reply_rate: settings.warmup_replyrate ?? WARMUP_RANGES.warmup_replyrate.default,
    day_count: 0,
    last_day: null,
    starts_on: input.activate_immediately === false ? tomorrow : null,
    started_at: startNow ? now : null,
    paused_at: null,
    cancelled_at: null,
    next_billing_date: price > 0 ? addMonth(now) : null,
    included_until: input.includedUntil ?? null,
    created_at: now,
    updated_at: now,
  };
}

/** The mailbox's subscription that is not cancelled, if any. */
export function liveSubscriptionOf(db: Transaction<DB> | AppContext['db'], mailboxId: string) {
  return db
    .selectFrom('warmup_subscriptions')
    .selectAll()
    .where('active_key', '=', mailboxId)
    .executeTakeFirst();
}

export type WarmupAction = 'paused' | 'resumed' | 'cancelled' | 'updated';

export interface ActionResult {
  success: Array<{ mailbox_uid: string; subscription_uid: string; action: WarmupAction }>;
  failed: MailboxProblem[];
  subscriptions: WarmupSubscriptionRow[];
}

/**
 * Applies one action to the live subscription of each mailbox, one mailbox at a time (mailbox
 * locked, then its subscription), answering per mailbox: a mailbox that is not found, not
 * enrolled, or whose subscription cannot take the action is reported in `failed`.
 */
export async function applyToMailboxes(
  ctx: AppContext,
  caller: WarmupCaller,
  uids: readonly string[],
  action: WarmupAction,
  apply: (
    trx: Transaction<DB>,
    sub: WarmupSubscriptionRow,
    now: string,
    ctx: AppContext,
  ) => Promise<WarmupSubscriptionRow | string>,
): Promise<ActionResult> {
  const out: ActionResult = { success: [], failed: [], subscriptions: [] };
  const lines = new Set<string>();
  for (const uid of [...new Set(uids)]) {
    await inTransaction(ctx.db, async (trx) => {
      const mailbox = (await lockWorkspaceMailboxes(trx, caller.workspaceId, [uid])).get(uid);
      if (!mailbox) return void out.failed.push({ mailbox_uid: uid, message: 'Mailbox not found' });
      const found = await liveSubscriptionOf(trx, mailbox.id);
      const sub = found ? await lockSubscription(trx, found.id) : undefined;
      if (!sub || sub.status === 'cancelled')
        return void out.failed.push({
          mailbox_uid: uid,
          message: 'The mailbox has no warmup subscription',
        });
      const clock = await clockOfWorkspace(trx, caller.workspaceId);
      const applied = await apply(trx, sub, timeOf(clock).toISOString(), ctx);
      if (typeof applied === 'string')
        return void out.failed.push({ mailbox_uid: uid, message: applied });
      if (applied.status === 'active' || applied.status === 'pending')
        lines.add(clock?.id ?? REAL_TIME);
      out.success.push({ mailbox_uid: uid, subscription_uid: sub.uid, action });
      out.subscriptions.push(applied);
    });
  }
  if (lines.size > 0)
    await inTransaction(ctx.db, async (trx) => {
      for (const line of lines) await startEngineFor(trx, ctx, line);
    });
  return out;
}

/**
 * Drops what a subscription had planned and not yet sent, and what others had planned to send to
 * its mailbox: a paused or cancelled mailbox neither sends nor receives warmup mail.
 */
async function dropPlanned(trx: Transaction<DB>, sub: WarmupSubscriptionRow) {
  await trx
    .deleteFrom('warmup_sends')
    .where('status', '=', 'planned')
    .where((eb) =>
      eb.or([eb('subscription_id', '=', sub.id), eb('recipient_mailbox_id', '=', sub.mailbox_id)]),
    )
    .execute();
}

/** Pause: no more sends, the day counter stands still; billing goes on. */
export const pauseSubscription = async (
  trx: Transaction<DB>,
  sub: WarmupSubscriptionRow,
  now: string,
  ctx: AppContext,
) => {
  if (sub.status === 'paused') return 'Warmup is already paused';
  await dropPlanned(trx, sub);
  return transitionSubscription(trx, ctx, sub, 'paused', { paused_at: now });
};

/** Resume: sends again from the next plan (today's, if today was not planned yet). */
export const resumeSubscription = async (
  trx: Transaction<DB>,
  sub: WarmupSubscriptionRow,
  _now: string,
  ctx: AppContext,
) => {
  if (sub.status !== 'paused') return `Warmup is ${sub.status}, not paused`;
  return transitionSubscription(trx, ctx, sub, sub.started_at ? 'active' : 'pending', {
    paused_at: null,
  });
};

/** Cancel: warmup stops at once and is never charged again. */
export const cancelSubscription = async (
  trx: Transaction<DB>,
  sub: WarmupSubscriptionRow,
  now: string,
  ctx: AppContext,
) => {
  await dropPlanned(trx, sub);
  return transitionSubscription(trx, ctx, sub, 'cancelled', {
    cancelled_at: now,
    status_reason: 'Cancelled',
  });
};

/** Changes the ramp and reply rate; they apply from the next day's plan. */
export function updateSettings(settings: WarmupSettingsInput) {
  return async (trx: Transaction<DB>, sub: WarmupSubscriptionRow, now: string) => {
    const changes = {
      ...(settings.warmup_limit === undefined ? {} : { daily_limit: settings.warmup_limit }),
      ...(settings.warmup_increment === undefined ? {} : { increment: settings.warmup_increment }),
      ...(settings.warmup_start === undefined ? {} : { start_volume: settings.warmup_start }),
      ...(settings.warmup_replyrate === undefined ? {} : { reply_rate: settings.warmup_replyrate }),
      updated_at: now,
    };
    await trx.updateTable('warmup_subscriptions').set(changes).where('id', '=', sub.id).execute();
    return { ...sub, ...changes };
  };
}
