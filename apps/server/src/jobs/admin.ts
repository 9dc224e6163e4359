import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';

/** Dead jobs, newest first, for an operator to inspect. */
export async function listDeadJobs(db: Kysely<DB>, limit = 100) {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'key', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('status', '=', 'dead')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Puts a dead job back in the queue with a fresh attempt budget. */
export async function retryDeadJob(ctx: AppContext, jobId: string): Promise<void> {
  const now = new Date().toISOString();
  const result = await ctx.db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, run_at: now, last_error: null, updated_at: now })
    .where('id', '=', jobId)
    .where('status', '=', 'dead')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Dead job');
}
