import { sql } from 'kysely';
import { expect } from 'vitest';
import {
  checkListCounts,
  countChange,
  countedColumns,
  rebuildListCounts,
} from '../../src/db/list-counts.js';
import { inTransaction } from '../../src/db/transaction.js';
import { COUNTED_LISTS } from '../../src/main/counted-lists.js';
import type { Harness } from './harness.js';

/**
 * Writes `changes` straight into the record with this uid (a shortcut around the service, to set
 * up a state such as a status the suite's lifecycle would take long to reach), counting it as
 * the repositories do, so the list counters stay exact.
 */
export async function writeDirectly(
  h: Pick<Harness, 'ctx'>,
  table: 'domains' | 'mailboxes' | 'sequencers' | 'events',
  where: { uid: string } | { id: string },
  changes: Record<string, unknown>,
): Promise<void> {
  const list = COUNTED_LISTS.find((l) => l.table === table);
  if (!list) throw new Error(`${table} is not a counted list`);
  const [column, value] = Object.entries(where)[0] as [string, string];
  await inTransaction(h.ctx.db, async (trx) => {
    const db = trx as any;
    const columns = countedColumns(list);
    // Lock the row while reading it (a write that changes nothing), so a job moving it at the
    // same moment waits, and the change counted is the one made.
    const [first] = columns;
    const before = await db
      .updateTable(table)
      .set({ [first as string]: sql.ref(first as string) })
      .where(column, '=', value)
      .returning(columns)
      .executeTakeFirstOrThrow();
    const after = await db
      .updateTable(table)
      .set(changes)
      .where(column, '=', value)
      .returning(columns)
      .executeTakeFirstOrThrow();
    countChange(trx, list, before, after);
  });
}

/**
 * After a test wrote records directly (a shortcut around the service, to set up a state), the
 * list counters are rebuilt from the tables, as `mailwright counts check --repair` does.
 */
export async function recountLists(h: Pick<Harness, 'ctx'>): Promise<void> {
  await rebuildListCounts(h.ctx.db, COUNTED_LISTS);
}

/** Fails, naming each difference, when a list counter differs from what the tables say. */
export async function expectListCountsExact(h: Pick<Harness, 'ctx'>): Promise<void> {
  const differences = await checkListCounts(h.ctx.db, COUNTED_LISTS);
  // The next test of the file starts from exact counters, whatever this one did.
  if (differences.length > 0) await recountLists(h);
  expect(differences, 'list counters that differ from the tables').toEqual([]);
}
