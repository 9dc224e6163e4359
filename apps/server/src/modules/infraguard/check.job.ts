import { Type } from 'typebox';
import { inTransaction, lockedRow } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { nowFor, scheduleFor } from '../clocks/surface.js';
import { runChecks } from './checks.service.js';
import { endedWithItsDomain } from './protection-end.js';

/**
 * A protected domain's scheduled checks (every MAILWRIGHT_INFRAGUARD_CHECK_INTERVAL, 6 hours by
 * default, on the workspace's time: a sandbox clock's advance runs them as the days pass). Each
 * run schedules the next; a cancelled protection stops, and so does a removed domain's (its
 * protection ends).
 */
export const checkJob = defineJob({
  name: 'infraguard.check',
  payload: Type.Object({ subscriptionId: Type.String() }),
  async handle({ subscriptionId }, { ctx }) {
    const sub = await inTransaction(ctx.db, async (trx) => {
      const locked = await lockedRow(trx, 'infraguard_subscriptions', subscriptionId);
      if (locked?.status !== 'active') return null;
      return (await endedWithItsDomain(trx, locked)) ? null : locked;
    });
    if (!sub) return;
    const outcome = await runChecks(ctx, sub, { all: false });
    if (!outcome) return;
    await inTransaction(ctx.db, async (trx) => {
      // Moved to another workspace meanwhile: the move scheduled its checks on that one's time line.
      const current = await lockedRow(trx, 'infraguard_subscriptions', subscriptionId);
      if (current?.status !== 'active' || current.workspace_id !== sub.workspace_id) return;
      const at = new Date(
        (await nowFor(trx, sub.workspace_id)).getTime() + ctx.config.infraguard.checkIntervalMs,
      );
      await scheduleFor(
        trx,
        ctx,
        sub.workspace_id,
        checkJob,
        { subscriptionId },
        {
          at,
          key: `infraguard-check:${sub.id}:${at.toISOString()}`,
        },
      );
    });
  },
});
