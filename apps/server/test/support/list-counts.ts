import { expect } from 'vitest';
import { COUNTED_LISTS } from '../../src/db/counted-lists.js';
import { checkListCounts, rebuildListCounts } from '../../src/db/list-counts.js';
import type { Harness } from './harness.js';

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
  expect(differences, 'list counters that differ from the tables').toEqual([]);
}
