import { CompiledQuery, type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { SentStatement } from '../../src/db/database.js';
import { rebuildListCounts } from '../../src/db/list-counts.js';
import type { DB } from '../../src/db/schema.js';
import { COUNTED_LISTS } from '../../src/main/counted-lists.js';
import type { Harness } from './harness.js';

const planText = (rows: readonly unknown[]) =>
  rows.map((row) => Object.values(row as object)[0]).join('\n');

/**
 * PostgreSQL's two plans of a statement as it was sent: `custom`, planned with its values, and
 * `generic`, planned without them (the plan a named prepared statement keeps once PostgreSQL stops
 * planning each run), as `explain` prints them.
 */
export async function postgresPlans(
  db: Kysely<DB>,
  statement: { sql: string; parameters: readonly unknown[] },
): Promise<{ custom: string; generic: string }> {
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
  );
  const generic = await db.connection().execute(async (conn) => {
    const values = statement.parameters.map((v) =>
      typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`,
    );
    await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
    try {
      await sql.raw(`prepare generic_plan as ${statement.sql}`).execute(conn);
      const plan = await sql
        .raw(`explain execute generic_plan(${values.join(', ')})`)
        .execute(conn);
      return planText(plan.rows);
    } finally {
      await sql`deallocate generic_plan`.execute(conn).catch(() => {});
      await sql`reset plan_cache_mode`.execute(conn);
    }
  });
  return { custom: planText(rows), generic };
}

/**
 * `n` generated rows for an `insert … select` seeding a large table: `g` counts from 1 and `at`
 * is an ISO timestamp one millisecond later for each row.
 */
export const generatedRows = (n: number) =>
  sql`(select g, to_char(timestamp '2026-01-01' + g * interval '1 ms',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from generate_series(1, ${n}) g) as seeded`;

/**
 * With `table` seeded (its statistics and list counters are refreshed here), reads the first
 * page of 10 under each filter and expects the one statement sent to read an index named
 * `index…` in order, with no sort and no scan of the table, under its custom and its generic
 * plan.
 */
export async function expectFirstPagesReadIndex<F extends object>(
  h: Pick<Harness, 'ctx'>,
  table: 'forwarding_jobs' | 'sequencers',
  index: string,
  filters: readonly F[],
  readPage: (filter: F) => Promise<{ rows: readonly unknown[] }>,
): Promise<void> {
  await sql`analyze ${sql.table(table)}`.execute(h.ctx.db);
  await rebuildListCounts(h.ctx.db, COUNTED_LISTS);
  for (const filter of filters) {
    const sent: SentStatement[] = [];
    const stop = h.ctx.database.statements.watch((statement) => sent.push(statement));
    const page = await readPage(filter);
    stop();
    expect(page.rows).toHaveLength(10);
    expect(sent).toHaveLength(1);
    const { custom, generic } = await postgresPlans(h.ctx.db, sent[0] as SentStatement);
    for (const plan of [custom, generic]) {
      expect(plan, JSON.stringify(filter)).toMatch(
        new RegExp(`Index (Only )?Scan (Backward )?using ${index}`),
      );
      expect(plan, JSON.stringify(filter)).not.toMatch(new RegExp(`Sort|Seq Scan on ${table}`));
    }
  }
}
