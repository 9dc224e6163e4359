import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** Rows given a uid per statement. */
const CHUNK = 500;

/**
 * Forwarding jobs get a public `uid` (issue 32: real clients key a job by it; the contract's
 * fourteen fields stay as they are). Jobs made before this get one now, a statement per
 * {@link CHUNK} rows; then the column is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forwarding_jobs').addColumn('uid', 'text').execute();
  // biome-ignore lint/suspicious/noExplicitAny: the migration sees the table as it is now.
  const q = db as Kysely<any>;
  for (;;) {
    const rows: Array<{ id: string }> = await q
      .selectFrom('forwarding_jobs')
      .select('id')
      .where('uid', 'is', null)
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    const cases = sql.join(
      rows.map((r) => sql`when ${r.id} then ${randomUUID()}`),
      sql` `,
    );
    await q
      .updateTable('forwarding_jobs')
      .set({ uid: sql`case id ${cases} end` })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
  await db.schema
    .createIndex('forwarding_jobs_uid')
    .unique()
    .on('forwarding_jobs')
    .column('uid')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('forwarding_jobs_uid').execute();
  await db.schema.alterTable('forwarding_jobs').dropColumn('uid').execute();
}
