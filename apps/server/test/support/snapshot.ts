import type { Harness } from './harness.js';

/**
 * Every row of every table, as one comparable text: two snapshots are equal only when nothing
 * was written in between. A token's `last_used_at` and a session's `last_seen_at` are left out
 * (authenticating writes them).
 */
export async function databaseSnapshot(h: Harness): Promise<string> {
  const tables = await h.ctx.db.introspection.getTables();
  const out: Record<string, string[]> = {};
  for (const table of tables.map((t) => t.name).sort()) {
    const rows = (await h.ctx.db
      .selectFrom(table as never)
      .selectAll()
      .execute()) as Array<Record<string, unknown>>;
    out[table] = rows
      .map((row) => {
        const { last_used_at: _used, last_seen_at: _seen, ...rest } = row;
        return JSON.stringify(table === 'api_tokens' || table === 'member_sessions' ? rest : row);
      })
      .sort();
  }
  return JSON.stringify(out);
}
