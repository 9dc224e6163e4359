import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of the rows `base` selects, newest first (`created_at`, then `id`, both descending,
 * so the order is total), and how many rows `base` matches in all. Every page-style list reads
 * through here.
 */
export async function newestFirstPage<DB, TB extends keyof DB>(
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's "nothing selected yet".
  base: SelectQueryBuilder<DB, TB, {}>,
  offset: number,
  limit: number,
) {
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`, 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).$castTo<{ n: number }>().executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
