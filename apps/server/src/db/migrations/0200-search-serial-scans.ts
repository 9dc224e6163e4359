import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SEARCHED } from '../text-search.js';

/**
 * PostgreSQL scans the searched tables (mailboxes, domains) without parallel workers. A keyword
 * in most rows (`.com`) is counted up to 1,001 matches (`TOTAL_CAP` + 1) by a sequential scan
 * that stops there; as a parallel scan, starting its two workers was most of its time (12–24 ms,
 * and 100+ ms under load, against about 5 ms alone, over 100,000 mailboxes). Lists read these
 * tables by indexes or stop early; a 2-core service gains little from a parallel scan of them.
 * SQLite has no parallel scans: nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of Object.keys(SEARCHED))
    await sql`alter table ${sql.id(table)} set (parallel_workers = 0)`.execute(db);
}
