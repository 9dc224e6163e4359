import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { checkSeed } from './seeds.service.js';

/** How often a real seed is health-checked on its own. */
export const SEED_CHECK_EVERY_MS = 6 * 3_600_000;

/** Schedules the next health check of a real seed (once per seed and time). */
export async function scheduleSeedCheck(trx: Transaction<DB>, ctx: AppContext, seedId: string) {
  const at = new Date(Date.now() + SEED_CHECK_EVERY_MS);
  await ctx.jobs.enqueue(
    trx,
    seedHealthJob,
    { seedId },
    { runAt: at, key: `placement-seed-health:${seedId}:${at.toISOString()}` },
  );
}

/**
 * A real seed's health check every 6 hours (a sign-in and a search), while it is in the pool:
 * a seed removed or disabled is no longer checked (enabling it starts the checks again).
 */
export const seedHealthJob = defineJob({
  name: 'placement.seed-health',
  payload: Type.Object({ seedId: Type.String() }),
  async handle({ seedId }, { ctx }) {
    const seed = await ctx.db
      .selectFrom('placement_seeds')
      .selectAll()
      .where('id', '=', seedId)
      .executeTakeFirst();
    if (seed?.enabled !== 1 || seed.kind !== 'imap') return;
    await checkSeed(ctx, seed);
    await inTransaction(ctx.db, (trx) => scheduleSeedCheck(trx, ctx, seed.id));
  },
});
