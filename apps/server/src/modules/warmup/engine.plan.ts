import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import { REAL_TIME, timeLinesOf } from '../clocks/surface.js';
import { providerOfPlatform } from '../mail/surface.js';
import { findMailboxesByInternalIds, type MailboxRow } from '../mailboxes/surface.js';
import { hasPartner, indexPool, type PoolMember, planSender } from './scheduler.js';
import { dailyTarget, WORKING_HOURS } from './warmup.settings.js';
import type { WarmupSendRow, WarmupSubscriptionRow } from './warmup.table.js';
import { transitionSubscription } from './warmup.transition.js';

const HOUR = 3_600_000;
/** A mailbox in one of these has left for good: its warmup ends. */
const GONE = new Set(['cancelled', 'deleted', 'archived']);
/** Senders planned per transaction. */
const CHUNK = 200;

/** The start of the status reason of a subscription that has no partner to warm with. */
export const NO_PARTNER = 'No warmup partner';

/**
 * Why a subscription of `line` sends nothing: pairing needs a mailbox of another domain warming on
 * the same time line and mail network (docs/api/warmup.md, "Pool and pairing").
 */
export function noPartnerReason(line: string): string {
  const tail = 'Nothing is sent and the day counter stands still until there is one.';
  return line === REAL_TIME
    ? `${NO_PARTNER}: no mailbox of another domain warms on real time on its mail network, and warmup never pairs a mailbox with its own domain. Enrol a mailbox of another domain, or ask the operator to add pool partners (mailwright pool add). ${tail}`
    : `${NO_PARTNER} on its sandbox clock: no mailbox of another domain warms on this clock on its mail network (partners must be on the same clock), and warmup never pairs a mailbox with its own domain. Enrol a mailbox of another domain in a workspace on this clock, or detach the workspace to warm on real time with the operator's pool. ${tail}`;
}

/**
 * Plans the day of `now` on a time line: for each subscription not yet planned today, ends it if
 * its mailbox is gone or its included warmup is over, starts it if pending and due, and for each
 * active one with an active mailbox draws the day's target, pairs it and spreads its sends over
 * the working hours left today; its day counter moves on by one. One with no possible partner
 * plans nothing, keeps its day counter and says why in its status reason (cleared once it has
 * one). Paused subscriptions are not planned, so their day counter stands still.
 */
export async function planLine(ctx: AppContext, line: string, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  if (!(await unplannedOnLine(ctx, line, day))) return 0;
  const live = await subscriptionsOnLine(ctx, line, ['active', 'pending']);
  const due = live.filter((s) => s.sub.last_day === null || s.sub.last_day < day);
  if (due.length === 0) return 0;
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  const window = {
    from: Math.max(now.getTime(), dayStart + WORKING_HOURS.from * HOUR),
    to: dayStart + WORKING_HOURS.to * HOUR,
  };
  // Less than an hour of working hours left: today is not a warmup day; it starts tomorrow.
  if (window.to - window.from < HOUR) return 0;
  const nowIso = now.toISOString();
  const senders: Array<{ sub: WarmupSubscriptionRow; mailbox: MailboxRow }> = [];
  for (const { sub, mailbox } of due) {
    const ended =
      !mailbox || GONE.has(mailbox.status)
        ? 'The mailbox was cancelled; warmup ended'
        : sub.included_until !== null && sub.included_until <= nowIso
          ? 'The warmup included with the prewarm purchase ended'
          : null;
    if (ended) {
      await inTransaction(ctx.db, (trx) =>
        transitionSubscription(trx, ctx, sub, 'cancelled', {
          status_reason: ended,
          cancelled_at: nowIso,
        }),
      );
      continue;
    }
    if (mailbox?.status !== 'active') continue;
    if (sub.status === 'pending') {
      if (sub.starts_on !== null && sub.starts_on > day) continue;
      const started = await inTransaction(ctx.db, (trx) =>
        transitionSubscription(trx, ctx, sub, 'active', { started_at: nowIso, starts_on: null }),
      );
      senders.push({ sub: started, mailbox });
    } else senders.push({ sub, mailbox });
  }
  const sending = new Set(senders.map((s) => s.sub.id));
  const pool: PoolMember[] = live
    .filter(
      (s) => s.mailbox?.status === 'active' && (s.sub.status === 'active' || sending.has(s.sub.id)),
    )
    .map((s) => member(ctx, s.sub, s.mailbox as MailboxRow));
  const index = indexPool(pool);
  const noPartner = noPartnerReason(line);
  let planned = 0;
  for (let i = 0; i < senders.length; i += CHUNK) {
    const chunk = senders.slice(i, i + CHUNK);
    const rows: WarmupSendRow[] = [];
    const idle: WarmupSubscriptionRow[] = [];
    const targets = new Map<string, number>();
    for (const { sub, mailbox } of chunk) {
      const self = member(ctx, sub, mailbox);
      if (!hasPartner(index, self)) {
        idle.push(sub);
        continue;
      }
      const target = dailyTarget(sub, sub.day_count, mailbox.id, ctx.config.sandbox.mailSeed);
      targets.set(mailbox.id, target);
      for (const send of planSender(index, self, target, day, window, ctx.config.sandbox.mailSeed))
        rows.push({
          id: newId(),
          line,
          subscription_id: sub.id,
          kind: 'warmup',
          sender_mailbox_id: send.senderMailboxId,
          recipient_mailbox_id: send.recipientMailboxId,
          status: 'planned',
          due_at: send.dueAt,
          ledger_id: null,
          tries: 0,
        });
    }
    await inTransaction(ctx.db, async (trx) => {
      for (let j = 0; j < rows.length; j += 1000)
        await trx
          .insertInto('warmup_sends')
          .values(rows.slice(j, j + 1000))
          .execute();
      const idleIds = new Set(idle.map((s) => s.id));
      const warmed = chunk.filter((s) => !idleIds.has(s.sub.id)).map((s) => s.sub.id);
      if (warmed.length > 0)
        await trx
          .updateTable('warmup_subscriptions')
          .set((eb) => ({
            day_count: eb('day_count', '+', 1),
            last_day: day,
            updated_at: nowIso,
            status_reason: eb
              .case()
              .when('status_reason', 'like', `${NO_PARTNER}%`)
              .then('')
              .else(eb.ref('status_reason'))
              .end(),
          }))
          .where('id', 'in', warmed)
          .where('status', '=', 'active')
          .execute();
      // The day's target beside what the rollup counts, in (mailbox, day) order as it writes.
      for (const [mailboxId, target] of [...targets].sort(([a], [b]) => (a < b ? -1 : 1)))
        await trx
          .insertInto('warmup_daily')
          .values({
            mailbox_id: mailboxId,
            day,
            target,
            sent: 0,
            received: 0,
            inbox: 0,
            spam: 0,
            rescued: 0,
            replied: 0,
            bounced: 0,
          })
          .onConflict((oc) => oc.columns(['mailbox_id', 'day']).doUpdateSet({ target }))
          .execute();
      // No partner: the day is not warmed (the counter stands still) and the reason says why,
      // unless it already says something else (a failed renewal).
      if (idleIds.size > 0)
        await trx
          .updateTable('warmup_subscriptions')
          .set((eb) => ({
            last_day: day,
            updated_at: nowIso,
            status_reason: eb
              .case()
              .when(
                eb.or([
                  eb('status_reason', '=', ''),
                  eb('status_reason', 'like', `${NO_PARTNER}%`),
                ]),
              )
              .then(noPartner)
              .else(eb.ref('status_reason'))
              .end(),
          }))
          .where('id', 'in', [...idleIds])
          .where('status', '=', 'active')
          .execute();
    });
    planned += rows.length;
  }
  return planned;
}

/** Whether a live subscription of the line is not planned for `day` yet (a cheap look first). */
async function unplannedOnLine(ctx: AppContext, line: string, day: string): Promise<boolean> {
  const rows = await ctx.db
    .selectFrom('warmup_subscriptions')
    .select('workspace_id')
    .distinct()
    .where('status', 'in', ['active', 'pending'])
    .where((eb) => eb.or([eb('last_day', 'is', null), eb('last_day', '<', day)]))
    .execute();
  if (rows.length === 0) return false;
  const lines = await timeLinesOf(
    ctx.db,
    rows.map((r) => r.workspace_id),
  );
  return [...lines.values()].includes(line);
}

function member(ctx: AppContext, sub: WarmupSubscriptionRow, mailbox: MailboxRow): PoolMember {
  return {
    subscriptionId: sub.id,
    mailboxId: mailbox.id,
    domainId: mailbox.domain_id,
    provider: providerOfPlatform(mailbox.platform),
    network: ctx.providers.mailNetworkOf(mailbox.platform),
  };
}

/** The subscriptions in `statuses` whose workspace is on the time line, with their mailboxes. */
export async function subscriptionsOnLine(
  ctx: AppContext,
  line: string,
  statuses: ReadonlyArray<WarmupSubscriptionRow['status']>,
) {
  const subs = await ctx.db
    .selectFrom('warmup_subscriptions')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('id')
    .execute();
  const lines = await timeLinesOf(
    ctx.db,
    subs.map((s) => s.workspace_id),
  );
  const onLine = subs.filter((s) => lines.get(s.workspace_id) === line);
  const mailboxes = await findMailboxesByInternalIds(
    ctx.db,
    onLine.map((s) => s.mailbox_id),
  );
  return onLine.map((sub) => ({ sub, mailbox: mailboxes.get(sub.mailbox_id) }));
}
