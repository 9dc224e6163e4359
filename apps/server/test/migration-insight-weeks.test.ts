import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../src/db/migrate.js';
import { COUNTED_LISTS } from '../src/main/counted-lists.js';
import { emptyCounts, weekOf } from '../src/modules/insights/insights.rollup.js';
import { migrationsBefore } from './support/database.js';
import { useEmptyDatabase } from './support/empty-database.js';

/** Migration 0069 on a database that already has day rollups: its week rollup holds their sums. */
const empty = useEmptyDatabase();

describe('migration 0069-insight-mailbox-weeks', () => {
  it('fills the week rollup with the sums of the day rollup, week by week', async () => {
    const { error } = await migrator(empty.db, migrationsBefore('0069')).migrateToLatest();
    expect(error).toBeUndefined();

    // Two mailboxes over 13 days from a Saturday to a Thursday (three UTC weeks).
    const days = Array.from({ length: 13 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 7 + i)).toISOString().slice(0, 10),
    );
    const rows = ['m1', 'm2'].flatMap((mailbox, k) =>
      days.map((day, i) => ({
        workspace_id: 'w1',
        mailbox_id: mailbox,
        day,
        sent: 10 + i + k,
        bounced: i % 3,
        replied_threads: k,
      })),
    );
    await empty.db
      .insertInto('insight_mailbox_days')
      .values(rows.map((r) => ({ ...emptyCounts(), ...r })))
      .execute();
    await migrateToLatest(empty.db, COUNTED_LISTS);

    const weeks = await empty.db
      .selectFrom('insight_mailbox_weeks')
      .select(['workspace_id', 'mailbox_id', 'week', 'sent', 'bounced', 'replied_threads', 'spam'])
      .orderBy('mailbox_id')
      .orderBy('week')
      .execute();
    const expected = new Map<string, (typeof weeks)[number]>();
    for (const r of rows) {
      const key = `${r.mailbox_id}|${weekOf(r.day)}`;
      const sum = expected.get(key) ?? {
        workspace_id: 'w1',
        mailbox_id: r.mailbox_id,
        week: weekOf(r.day),
        sent: 0,
        bounced: 0,
        replied_threads: 0,
        spam: 0,
      };
      sum.sent += r.sent;
      sum.bounced += r.bounced;
      sum.replied_threads += r.replied_threads;
      expected.set(key, sum);
    }
    expect(weeks.map((w) => ({ ...w, sent: Number(w.sent) }))).toEqual([...expected.values()]);
    expect(new Set(weeks.map((w) => w.week))).toEqual(
      new Set(['2026-11-02', '2026-11-09', '2026-11-16']),
    );
  });
});
