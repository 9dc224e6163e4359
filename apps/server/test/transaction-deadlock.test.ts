import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { deadlockVictims, inTransaction } from '../src/db/transaction.js';
import { describeOnlyOn } from './support/describe.js';
import { useHarness } from './support/harness.js';
import { waitFor } from './support/wait.js';

const h = useHarness({ deadlocksExpected: true });
describeOnlyOn(
  'postgres',
  'SQLite has one writer at a time and never deadlocks',
  'a deadlock on PostgreSQL',
  () => {
    it('runs the aborted transaction again, so both writers commit', async () => {
      await sql`create table deadlock_probe (id integer primary key, n integer not null)`.execute(
        h.ctx.db,
      );
      await sql`insert into deadlock_probe values (1, 0), (2, 0)`.execute(h.ctx.db);
      const bump = (id: number) => sql`update deadlock_probe set n = n + 1 where id = ${id}`;
      const firstHeld = new Set<string>();
      const attempts = { a: 0, b: 0 };
      const victimsBefore = deadlockVictims(h.ctx.db);
      // Each takes its first row, waits (first attempt only) until the other holds its own, then
      // asks for the other's: opposite orders, so PostgreSQL aborts one of them.
      const writer = (name: 'a' | 'b', first: number, second: number) =>
        inTransaction(h.ctx.db, async (trx) => {
          attempts[name] += 1;
          await bump(first).execute(trx);
          if (attempts[name] === 1) {
            firstHeld.add(name);
            await waitFor(() => firstHeld.size === 2);
          }
          await bump(second).execute(trx);
        });
      await Promise.all([writer('a', 1, 2), writer('b', 2, 1)]);
      const rows = await sql<{
        id: number;
        n: number;
      }>`select id, n from deadlock_probe order by id`.execute(h.ctx.db);
      expect(rows.rows.map((r) => Number(r.n))).toEqual([2, 2]);
      // At least one writer was aborted and ran again. On a busy machine both backends' deadlock
      // checks can find the cycle before either has released its locks, and both run again.
      expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
      // Each run again was a victim, counted for /metrics: a deadlock is a lock order to mend.
      const victims = attempts.a + attempts.b - 2;
      expect(deadlockVictims(h.ctx.db) - victimsBefore).toBe(victims);
      const scrape = await h.app.inject({ method: 'GET', url: '/metrics' });
      const shown = Number(/^mailwright_db_deadlocks_total (\d+)$/m.exec(scrape.body)?.[1]);
      expect(shown).toBe(victimsBefore + victims);
    });
  },
);
