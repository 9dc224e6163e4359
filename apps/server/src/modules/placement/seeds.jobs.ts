import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { seedHealth } from './placement.job-refs.js';
import { checkSeed, SEED_CHECK_EVERY_MS, scheduleSeedCheck } from './seeds.service.js';

export { SEED_CHECK_EVERY_MS };

/** How soon a check that could not run (the server's temporary failure) is tried again. */
export const SEED_RECHECK_MS = 15 * 60_000;

/**
 * A real seed's health check every 6 hours (a sign-in and a search), while it is in the pool:
 * a seed removed or disabled is no longer checked (enabling it starts the checks again). A check
 * the server could not answer now is tried again after {@link SEED_RECHECK_MS}.
 */
export const seedHealthJob = defineJob({
  ...seedHealth,
  async handle({ seedId }, { ctx }) {
    const seed = await ctx.db
      .selectFrom('placement_seeds')
      .selectAll()
      .where('id', '=', seedId)
      .executeTakeFirst();
    if (seed?.enabled !== 1 || seed.kind !== 'imap') return;
    const { deferred } = await checkSeed(ctx, seed);
    const after = deferred ? SEED_RECHECK_MS : SEED_CHECK_EVERY_MS;
    await inTransaction(ctx.db, (trx) => scheduleSeedCheck(trx, ctx, seed.id, after));
  },
});
