import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { newId, newUid } from '../src/lib/ids.js';
import { insertEvent } from '../src/modules/webhooks/events.repository.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

const NAMES = ['domain.status_changed', 'mailbox.status_changed'] as const;

/** `count` skipped events, one millisecond apart, oldest first, alternating names and records. */
async function seedEvents(count: number, records: readonly string[]) {
  const start = Date.parse('2026-05-01T00:00:00.000Z');
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i).toISOString();
    return {
      id: newId(),
      uid: newUid(),
      workspace_id: h.team.workspace.id,
      event: NAMES[i % NAMES.length] as string,
      record_kind: 'test',
      record_uid: records[i % records.length] as string,
      payload: '{"record":{},"metadata":{}}',
      sensitive: 0,
      created_at: at,
      delivery_state: 'skipped' as const,
      delivery_round: 1,
      round_attempts: 0,
      attempt_count: 0,
      next_attempt_at: null,
      last_attempt_at: null,
      last_status_code: null,
      last_error_class: 'no_webhook_url',
      delivered_at: null,
    };
  });
  await inTransaction(h.ctx.db, async (trx) => {
    for (const row of rows) await insertEvent(trx, row);
  });
  return rows;
}

const listEvents = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/webhooks/events/list', { body });

describe('a list read through its statement compiled once per shape', () => {
  it('answers each call with its own values: filters, counted and bounded totals, pages', async () => {
    const records = [newUid(), newUid(), newUid()];
    const rows = await seedEvents(60, records);
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
