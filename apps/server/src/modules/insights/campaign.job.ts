import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { scheduleFor } from '../clocks/surface.js';
import { sendingHeld } from '../infraguard/surface.js';
import { findMailboxByInternalId } from '../mailboxes/surface.js';
import { runCampaignDay } from './campaigns.js';

const DAY = 86_400_000;
/** New threads a simulated campaign starts each day (follow-ups come on top). */
export const CAMPAIGN_FIRST_TOUCHES_PER_DAY = 20;

/**
 * One day of a sandbox campaign from a mailbox exported to a sequencer, at `at` on the
 * workspace's time line (its sandbox clock: advancing a clock by a month makes a month of
 * history); then the next day is scheduled. Runs only on the simulated mail network and while
 * the mailbox is active; follow-ups go to yesterday's unanswered first touches. While InfraGuard
 * holds the mailbox's domain (listed, `auto_pause_sending` on) the day sends nothing.
 */
export const campaignDayJob = defineJob({
  name: 'insights.campaign-day',
  payload: Type.Object({ mailboxId: Type.String(), at: Type.String() }),
  async handle({ mailboxId, at }, { ctx }) {
    const mailbox = await findMailboxByInternalId(ctx.db, mailboxId);
    if (mailbox?.status !== 'active') return;
    if (ctx.providers.mailNetworkOf(mailbox.platform) !== 'simulator') return;
    const start = new Date(at);
    // Yesterday's first touches: yesterday's day sent them over the 8 hours up to its time, a day
    // before this one's, so they are those sent in (at − 2 days, at − 1 day]. Unanswered by now:
    // an answer due before now has been written (on a clock, the advance ran it first).
    const open = await ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('mailbox_id', '=', mailboxId)
      .where('kind', '=', 'campaign')
      .where('sent_at', '>', new Date(start.getTime() - 2 * DAY).toISOString())
      .where('sent_at', '<=', new Date(start.getTime() - DAY).toISOString())
      .whereRef('thread_id', '=', 'message_id')
      .where('bounce', 'is', null)
      .where('replied_at', 'is', null)
      .where('auto_replied_at', 'is', null)
      .orderBy('sent_at')
      .orderBy('id')
      .execute();
    // A listed domain's mailboxes send nothing while InfraGuard holds it; the days go on.
    if (!(await sendingHeld(ctx.db, mailbox.domain_id)))
      await runCampaignDay(
        ctx,
        {
          teamId: mailbox.team_id,
          workspaceId: mailbox.workspace_id,
          mailboxId,
          domainId: mailbox.domain_id,
          email: `${mailbox.username}@${mailbox.domain_name}`,
          platform: mailbox.platform,
        },
        { at: start, firstTouches: CAMPAIGN_FIRST_TOUCHES_PER_DAY, openThreads: open },
      );
    await inTransaction(ctx.db, (trx) =>
      scheduleCampaignDay(
        trx,
        ctx,
        mailbox.workspace_id,
        mailboxId,
        new Date(start.getTime() + DAY),
      ),
    );
  },
});

/** Schedules a campaign day (once per mailbox and day, by key). */
export function scheduleCampaignDay(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  mailboxId: string,
  at: Date,
) {
  const iso = at.toISOString();
  return scheduleFor(
    trx,
    ctx,
    workspaceId,
    campaignDayJob,
    { mailboxId, at: iso },
    {
      at,
      key: `campaign-day:${mailboxId}:${iso.slice(0, 10)}`,
    },
  );
}

/**
 * For the sequencer export: once a mailbox is in a sequencer, the sandbox starts its campaign
 * the next day on the workspace's time line.
 */
export async function startSandboxCampaign(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  mailboxId: string,
  now: Date,
) {
  await scheduleCampaignDay(trx, ctx, workspaceId, mailboxId, new Date(now.getTime() + DAY));
}
