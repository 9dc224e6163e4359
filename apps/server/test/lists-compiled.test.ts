import { describe, expect, it } from 'vitest';
import { newUid } from '../src/lib/ids.js';
import { writeSkippedEvents } from './support/events.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

const NAMES = ['domain.status_changed', 'mailbox.status_changed'] as const;

const listEvents = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/webhooks/events/list', { body });

describe('a list read through its statement compiled once per shape', () => {
  it('answers each call with its own values: filters, counted and bounded totals, pages', async () => {
    const records = [newUid(), newUid(), newUid()];
    const rows = await writeSkippedEvents(h, 60, {
      start: '2026-05-01T00:00:00.000Z',
      events: NAMES,
      records,
    });
    const newestFirst = [...rows].reverse();
    const limit = 7;
    // The same shapes over and over with other values (an event name, a record, a page): each
    // answer is the one its own values ask for, never a statement's earlier values.
    for (const round of [0, 1]) {
      for (const event of NAMES) {
        const want = newestFirst.filter((r) => r.event === event);
        for (const page of [1, 2, 5]) {
          const res = await listEvents({ event, page, limit });
          expect(res.status).toBe(200);
          expect(res.body.pagination, `${event} page ${page} round ${round}`).toEqual({
            page,
            limit,
            total: want.length,
            pages: Math.ceil(want.length / limit),
          });
          expect(res.body.events.map((e: { uid: string }) => e.uid)).toEqual(
            want.slice((page - 1) * limit, page * limit).map((r) => r.uid),
          );
        }
      }
      for (const recordUid of records) {
        const want = newestFirst.filter((r) => r.record_uid === recordUid);
        const res = await listEvents({ record_uid: recordUid, limit: 100 });
        expect(res.body.pagination.total).toBe(want.length);
        expect(res.body.events.map((e: { uid: string }) => e.uid)).toEqual(want.map((r) => r.uid));
      }
    }
    // A page past the end still says how many there are.
    const past = await listEvents({ event: NAMES[0], page: 9, limit });
    expect(past.body.events).toEqual([]);
    expect(past.body.pagination.total).toBe(30);
  });
});
