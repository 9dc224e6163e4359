import { readEventPayload } from '../../src/modules/webhooks/events.service.js';
import type { Harness } from './harness.js';

export interface RecordedEvent {
  event: string;
  record: Record<string, any>;
  metadata: Record<string, any>;
  workspace_id: string;
}

/**
 * The events recorded for one record, oldest first. Every test that checks events goes through
 * this one helper: until webhook delivery is merged it reads the event log; afterwards it can
 * read what a loopback receiver got instead, without touching the tests.
 */
export async function recordedEvents(h: Harness, recordUid: string): Promise<RecordedEvent[]> {
  const rows = await h.ctx.db
    .selectFrom('events')
    .selectAll()
    .where('record_uid', '=', recordUid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    event: row.event,
    workspace_id: row.workspace_id,
    ...readEventPayload(h.ctx, row),
  }));
}

/** The statuses a record went through, from its events. */
export async function statusTrail(h: Harness, recordUid: string): Promise<string[]> {
  return (await recordedEvents(h, recordUid)).map((e) => e.record.status);
}
