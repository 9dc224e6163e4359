import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledQuery, slotted } from '../src/db/compiled-queries.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

describe('Queries compiled once per shape (db/compiled-queries.ts)', () => {
  it('names a shape by which values are given and how many, never by the values', () => {
    const a = slotted({ ws: 'w1', uids: ['a', 'b'], status: undefined, all: false });
    const b = slotted({ ws: 'w2', uids: ['c', 'd'], status: undefined, all: false });
    expect(a.shape).toBe(b.shape);
    expect(a.values).toEqual(['w1', 'a', 'b']);
    expect(b.values).toEqual(['w2', 'c', 'd']);
    for (const other of [
      { ws: 'w1', uids: ['a'], status: undefined, all: false },
      { ws: 'w1', uids: ['a', 'b'], status: 'active', all: false },
      { ws: 'w1', uids: ['a', 'b'], status: undefined, all: true },
    ]) {
      expect(slotted(other).shape).not.toBe(a.shape);
    }
  });

  it('binds each call its own values in a statement built once', async () => {
    const query = {};
    let builds = 0;
    const run = (names: string[], min: number) =>
      h.ctx.db
        .executeQuery(
          compiledQuery(h.ctx.db, query, '', { names, min }, (p) => {
            builds += 1;
            return h.ctx.db.selectFrom('workspaces').select(
              sql<number>`${p.min} + ${sql.join(
                p.names.map((n) => sql`length(${n})`),
                sql` + `,
              )}`.as('n'),
            );
          }),
        )
        .then((r) => (r.rows[0] as { n: number } | undefined)?.n);
    expect(await run(['ab', 'cde'], 1)).toBe(6);
    expect(await run(['a', 'bcdefg'], 10)).toBe(17);
    expect(builds).toBe(1);
    expect(await run(['abc'], 0)).toBe(3);
    expect(builds).toBe(2);
  });

  it('keeps a null of params in the shape, so calls with it elsewhere build their own', async () => {
    const query = {};
    let builds = 0;
    const run = (a: string | null, b: string) =>
      h.ctx.db
        .executeQuery(
          compiledQuery(h.ctx.db, query, '', { a, b }, (p) => {
            builds += 1;
            return h.ctx.db
              .selectFrom('workspaces')
              .select(sql<string>`coalesce(${p.a}, 'none') || ${p.b}`.as('v'));
          }),
        )
        .then((r) => (r.rows[0] as { v: string } | undefined)?.v);
    expect(await run(null, '-1')).toBe('none-1');
    expect(await run(null, '-2')).toBe('none-2');
    expect(builds).toBe(1);
    expect(await run('x', '-3')).toBe('x-3');
    expect(builds).toBe(2);
  });

  it('refuses a build that binds a value from outside its params', () => {
    const leaked = 'another workspace';
    expect(() =>
      compiledQuery(h.ctx.db, {}, 'leak', { ws: 'mine' }, (p) =>
        h.ctx.db
          .selectFrom('workspaces')
          .selectAll()
          .where('id', '=', p.ws)
          .where('name', '=', leaked),
      ),
    ).toThrow(/leak: parameter 2 is not one of params' values/);
  });
});
