import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { checkSeed } from './seeds.service.js';

/** How often a real seed is health-checked on its own. */
export const SEED_CHECK_EVERY_MS = 6 * 3_600_000;

/** How soon a check that could not run (the server's temporary failure) is tried again. */
export const SEED_RECHECK_MS = 15 * 60_000;

/** Schedules the next health check of a real seed (once per seed and time). */
export async function scheduleSeedCheck(
  trx: Transaction<DB>,
  ctx: AppContext,
  seedId: string,
  afterMs = SEED_CHECK_EVERY_MS,
) {
  const at = new Date(Date.now() + afterMs);
  await ctx.jobs.enqueue(
    trx,
    seedHealthJob,
    { seedId },
    { runAt: at, key: `placement-seed-health:${seedId}:${at.toISOString()}` },
  );
}

/**
 * A real seed's health check every 6 hours (a sign-in and a search), while it is in the pool:
 * a seed removed or disabled is no longer checked (enabling it starts the checks again). A check
 * the server could not answer now is tried again after {@link SEED_RECHECK_MS}.
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
    const { deferred } = await checkSeed(ctx, seed);
    const after = deferred ? SEED_RECHECK_MS : SEED_CHECK_EVERY_MS;
    await inTransaction(ctx.db, (trx) => scheduleSeedCheck(trx, ctx, seed.id, after));
  },
});
