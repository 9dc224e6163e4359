import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { DB } from '../../src/db/schema.js';

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
