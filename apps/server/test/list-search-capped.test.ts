import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.js';
import { searchTerm } from '../src/db/text-search.js';
import { newId, newUid } from '../src/lib/ids.js';
import { dialect } from './support/database.js';
import { activeDomain, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { recountLists } from './support/list-counts.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';

/**
 * A keyword over more records than its total counts (1,000): the page chosen at run time (the
 * newest rows walked by the exact match, or the text index) and the capped total answer what a
 * plain scan of every record would, page after page, on both dialects. Records are copied
 * straight into the tables (1,100 through the API would take minutes); the text index follows
 * them as it follows the API's writes (SQLite's triggers, PostgreSQL's expression index).
 */
const h = useHarness();
const SEEDED = 1_105;

type Db = Kysely<DB>;

/** `SEEDED` copies of `row`, the i-th made by `vary(i)`, one second apart, newest last. */
async function copies<T extends { id: string; uid: string; created_at: string }>(
  table: 'domains' | 'mailboxes',
  row: T,
  vary: (i: number) => Partial<T>,
) {
  const db = h.ctx.db as unknown as Db;
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const rows = Array.from({ length: SEEDED }, (_, i) => ({
    ...row,
    id: newId(),
    uid: newUid(),
    created_at: new Date(start + i * 1000).toISOString(),
    ...vary(i),
  }));
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 100) as never)
      .execute();
  await recountLists(h);
}

/** A new active domain's row (named `<prefix>-<tag>.com`), to copy, and its unique `tag`. */
async function domainRow(prefix: string) {
  const tag = uniqueName().split('.')[0] as string;
  const uid = await activeDomain(h, `${prefix}-${tag}.com`);
  const row = await (h.ctx.db as unknown as Db)
    .selectFrom('domains')
    .selectAll()
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return { tag, row };
}

/** What a scan finds: every record of the workspace whose `text`s hold the keyword, in order. */
async function scan(table: 'domains' | 'mailboxes', keyword: string): Promise<string[]> {
  const db = h.ctx.db as unknown as Db;
  const rows = (await db
    .selectFrom(table)
    .selectAll()
    .where('workspace_id', '=', h.team.workspace.id)
    .where('status', '!=', 'deleted')
    .execute()) as unknown as Array<Record<string, string>>;
  const k = keyword.toLowerCase();
  const texts = (r: Record<string, string>) =>
    table === 'domains'
      ? [r.name as string]
      : [`${r.username}@${r.domain_name}`, `${r.first_name} ${r.last_name}`];
  return rows
    .filter((r) => texts(r).some((t) => t.toLowerCase().includes(k)))
    .sort((a, b) =>
      a.created_at === b.created_at
        ? (b.id as string).localeCompare(a.id as string)
        : (b.created_at as string).localeCompare(a.created_at as string),
    )
    .map((r) => r.uid as string);
}

/** One page of the list for `keyword`: its uids, total, pages and whether the total is capped. */
async function page(table: 'domains' | 'mailboxes', keyword: string, p: number, limit: number) {
  const res = await h.call('POST', `/v1/api/${table}/list`, { body: { keyword, page: p, limit } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.body as Record<string, unknown> & { total_capped: boolean };
  return {
    uids: (body[table] as Array<{ uid: string }>).map((r) => r.uid),
    total: body.total,
    pages: body.pages,
    capped: body.total_capped,
  };
}

/** Every page asked answers the scan's rows; the total is the scan's, or 1,000 and capped. */
async function expectLikeScan(
  table: 'domains' | 'mailboxes',
  keyword: string,
  pages: Array<[page: number, limit: number]>,
) {
  const all = await scan(table, keyword);
  for (const [p, limit] of pages) {
    const got = await page(table, keyword, p, limit);
    const capped = all.length > 1000;
    expect(got, `${keyword} page ${p} of ${limit}`).toEqual({
      uids: all.slice((p - 1) * limit, p * limit),
      total: capped ? 1000 : all.length,
      pages: Math.ceil((capped ? 1000 : all.length) / limit),
      capped,
    });
  }
  return all.length;
}

describe('A keyword matching more than 1,000 records', () => {
  it('List domains: a capped total, the walked page, the index page and pages past the cap', async () => {
    const { tag, row } = await domainRow('c');
    await copies('domains', row, (i) => ({
      name: `c${i}-${tag}.com`,
      name_key: `c${i}-${tag}.com`,
    }));

    // In every copy: the newest rows hold the page (the walk); 1,106 matches, total capped.
    expect(
      await expectLikeScan('domains', tag.toUpperCase(), [
        [1, 10],
        [2, 50],
        [3, 500], // past the walk: through the index
        [111, 10], // past the cap: the last rows, in order
        [112, 10], // past the end: none
      ]),
    ).toBe(SEEDED + 1);
    // 110 matches, every tenth copy: the walk finds a first page, not a page of 100.
    expect(
      await expectLikeScan('domains', `7-${tag}`, [
        [1, 10],
        [1, 100],
        [2, 100],
      ]),
    ).toBe(110);
    // One old copy, its trigrams common to every copy but `c3-`: through the index.
    expect(await expectLikeScan('domains', `c3-${tag}.co`, [[1, 10]])).toBe(1);
    expect(await expectLikeScan('domains', `c3-${tag}_`, [[1, 10]])).toBe(0);
  });

  it('List mailboxes: the same, over the address and the name', async () => {
    const domain = await activeDomainNamed(h);
    const tag = uniqueUsername().slice(1, 9);
    const [bought] = await buyMailboxes(h, domain.name, [
      { username: `m.${tag}`, first_name: 'Pat', last_name: 'Copy' },
    ]);
    const db = h.ctx.db as unknown as Db;
    const row = await db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', bought.uid)
      .executeTakeFirstOrThrow();
    await copies('mailboxes', row, (i) => ({
      username: `m${i}.${tag}`,
      address_key: `${newUid()}:m${i}.${tag}`,
      first_name: i % 2 === 0 ? 'Even' : 'Odd',
      last_name: `Copy${i % 100}`,
    }));

    expect(
      await expectLikeScan('mailboxes', `.${tag}@`, [
        [1, 10],
        [3, 300], // past the walk: through the index
        [101, 10], // past the cap
        [111, 10],
      ]),
    ).toBe(SEEDED + 1);
    // In the name ("Odd Copy…"), half the copies: under the cap, exact; the walk's first page.
    expect(
      await expectLikeScan('mailboxes', 'odd copy', [
        [1, 10],
        [55, 10],
      ]),
    ).toBe(552);
    // In the name, every hundredth copy; then one copy by its address, an old one.
    expect(await expectLikeScan('mailboxes', 'n copy42', [[1, 10]])).toBe(11);
    expect(await expectLikeScan('mailboxes', `m7.${tag}`, [[1, 10]])).toBe(1);
    // A keyword spanning the address and the name matches neither.
    expect(await expectLikeScan('mailboxes', `${domain.name} odd`, [[1, 10]])).toBe(0);
  });

  it('List domains: the index is asked the rare trigrams of a keyword, the exact match the keyword', async () => {
    const { tag, row } = await domainRow('r');
    const numbered = (i: number) => `${tag}-${String(i).padStart(4, '0')}.com`;
    await copies('domains', row, (i) => ({ name: numbered(i), name_key: numbered(i) }));
    // Newer than every copy: holds each rare trigram of `<tag>-0042` (below), not the keyword.
    await activeDomain(h, `x${tag.slice(-1)}-0042-${tag}.com`);
    const keyword = `${tag}-0042`;
    const db = h.ctx.db as unknown as Db;
    // Common: every trigram of `<tag>-` (in every copy). Rare: in a few copies only. SQLite counts
    // each trigram's rows (under 200 is rare: `<last>-0` is in 1,000 copies); PostgreSQL samples
    // the newest 100 rows (copies 1,006 to 1,104 and the newer domain: under 26 is rare).
    expect(await searchTerm(db, 'domains', keyword)).toEqual(
      dialect === 'sqlite'
        ? '"-00" AND "004" AND "042"'
        : [`%${tag.slice(-1)}-0%`, '%-00%', '%004%', '%042%'],
    );
    // What the list answers is what a scan finds: copy 42, not the newer domain.
    expect(await expectLikeScan('domains', keyword, [[1, 10]])).toBe(1);
    expect(
      await expectLikeScan('domains', `${tag}-00`, [
        [1, 10],
        [10, 10],
      ]),
    ).toBe(100);
    expect(await expectLikeScan('domains', '-0042', [[1, 10]])).toBe(2);
  });

  it('List domains: matches none of them new, in insertion order, out of it and made in one instant', async () => {
    const { tag, row } = await domainRow('n');
    const db = h.ctx.db as unknown as Db;
    // 600 old copies match `old-…`, the last 300 of them made in one instant (their order is
    // their random id's, not their insertion's); the 505 newest do not match. Every copy is
    // newer than the records made before it (through the API, now): inserted in the list's order.
    const start = Date.now() + 86_400_000;
    const at = (i: number) =>
      new Date(start + Math.min(i, i >= 600 ? i : 300) * 1000).toISOString();
    // Ids grow with time (`newId`): the instant's are given in reverse, so its newest in the list
    // (the highest id) is the first inserted.
    const reversed = Array.from({ length: 300 }, () => newId()).reverse();
    await copies('domains', row, (i) => ({
      ...(i >= 300 && i < 600 ? { id: reversed[i - 300] as string } : {}),
      name: `c${i}-${i < 600 ? 'old' : 'new'}-${tag}.com`,
      name_key: `c${i}-${i < 600 ? 'old' : 'new'}-${tag}.com`,
      created_at: at(i),
    }));
    const pages: Array<[number, number]> = [
      [1, 10],
      [2, 10],
      [3, 50],
      [20, 10],
    ];
    expect(await expectLikeScan('domains', `old-${tag}`, pages)).toBe(600);
    /** Makes the copy `c<i>-old-…` newer than every record (its place in the list changes). */
    const makeNewest = (i: number) =>
      db
        .updateTable('domains')
        .set({ created_at: new Date(start + 86_400_000).toISOString() })
        .where('name', '=', `c${i}-old-${tag}.com`)
        .execute();
    // An old copy made newer than every record (its place changed)...
    await makeNewest(5);
    expect(await expectLikeScan('domains', `old-${tag}`, pages)).toBe(600);
    // ...and a record inserted last but older than every other: each is where a scan puts it.
    await db
      .insertInto('domains')
      .values({
        ...row,
        id: newId(),
        uid: newUid(),
        name: `z-old-${tag}.com`,
        name_key: `z-old-${tag}.com`,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    await recountLists(h);
    expect(await expectLikeScan('domains', `old-${tag}`, [...pages, [61, 10]])).toBe(601);
    if (dialect !== 'sqlite') return;
    // SQLite: the two rows out of the insertion order left breaks (migration 0201); they go with
    // their rows (migration 0280), and every break of the workspace goes with it.
    const breaks = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from search_order_breaks
            where workspace_id = ${h.team.workspace.id}`.execute(db)
        ).rows[0]?.n,
      );
    expect(await breaks()).toBe(2);
    await db
      .deleteFrom('domains')
      .where('name', 'in', [`c5-old-${tag}.com`, `z-old-${tag}.com`])
      .execute();
    await recountLists(h);
    expect(await breaks()).toBe(0);
    expect(await expectLikeScan('domains', `old-${tag}`, pages)).toBe(599);
    await makeNewest(6);
    expect(await breaks()).toBe(1);
    await db.deleteFrom('workspaces').where('id', '=', h.team.workspace.id).execute();
    await recountLists(h);
    expect(await breaks()).toBe(0);
  });
});
