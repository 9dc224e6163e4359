import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL database the benches may use (BENCH_DATABASE_URL, or the tests'
 * TEST_DATABASE_URL), or null when neither is set: the PostgreSQL half of a bench is then skipped.
 */
export const benchPostgresUrl: string | null =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/** A fresh schema in that database, selected through the URL's `search_path`, and its removal. */
export async function postgresSchema(
  base: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
}
