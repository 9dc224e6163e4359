import { type Kysely, sql } from 'kysely';

/**
 * A mailbox's warmup target per day (issue 35's ramp chart: target against sent), written by
 * the engine when it plans the day; 0 on a day it did not plan (paused, no partner, before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('warmup_daily')
    .addColumn('target', 'integer', (c) => c.notNull().defaultTo(sql.lit(0)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('warmup_daily').dropColumn('target').execute();
}
