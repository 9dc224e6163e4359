import {
  countChange,
  countExpression,
  countedColumns,
  countInserted,
  countMove,
  defineCountedList,
  requireCounting,
} from '../../db/list-counts.js';
import { type ListTotal, readPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { DeliveryState, EventRow, EventTable } from './events.table.js';

/** List webhook events' totals: per workspace, by event name and delivery state. */
export const eventCounts = defineCountedList({
  name: 'events',
  table: 'events',
  scope: 'workspace_id',
  dims: ['event', 'delivery_state'],
});
export const COUNTED_EVENT_COLUMNS = countedColumns(eventCounts) as Array<keyof EventTable>;

export async function insertEvent(db: Executor, row: EventRow): Promise<void> {
  requireCounting(db, eventCounts);
  await db.insertInto('events').values(row).execute();
  countInserted(db, eventCounts, [row]);
}

export async function findEventById(db: Executor, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The workspace's event with this uid; another workspace's event is simply not found. */
export async function findEventOfWorkspace(
  db: Executor,
  workspaceId: string,
  uid: string,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/**
 * Numbers a new attempt of the event (over every round) and returns that number with where the
 * event stands, locking its row for the rest of the transaction; undefined if the event is gone.
 */
export async function countAttempt(db: Executor, eventId: string) {
  return db
    .updateTable('events')
    .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
    .where('id', '=', eventId)
    .returning(['attempt_count', 'delivery_round', 'round_attempts', 'delivery_state'])
    .executeTakeFirst();
}

type OutcomeChanges = Partial<
  Pick<
    EventTable,
    | 'delivery_state'
    | 'round_attempts'
    | 'next_attempt_at'
    | 'last_attempt_at'
    | 'last_status_code'
    | 'last_error_class'
    | 'delivered_at'
  >
>;

/** Applies an attempt's outcome while the event is still pending in `round`; false otherwise. */
export async function updatePendingEvent(
  db: Executor,
  eventId: string,
  round: number,
  changes: OutcomeChanges,
): Promise<boolean> {
  requireCounting(db, eventCounts);
  const written = await db
    .updateTable('events')
    .set(changes)
    .where('id', '=', eventId)
    .where('delivery_round', '=', round)
    .where('delivery_state', '=', 'pending')
    .returning(COUNTED_EVENT_COLUMNS)
    .executeTakeFirst();
  countMove(db, eventCounts, written, 'delivery_state', 'pending');
  return written !== undefined;
}

/** Starts a new delivery round, due at `at`; returns its number. */
export async function startRound(db: Executor, eventId: string, at: string): Promise<number> {
  requireCounting(db, eventCounts);
  // Locks the event and reads its state (a write that changes nothing), for its counters.
  const before = await db
    .updateTable('events')
    .set((eb) => ({ delivery_state: eb.ref('delivery_state') }))
    .where('id', '=', eventId)
    .returning(COUNTED_EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  const row = await db
    .updateTable('events')
    .set((eb) => ({
      delivery_round: eb('delivery_round', '+', 1),
      round_attempts: 0,
      delivery_state: 'pending',
      next_attempt_at: at,
      delivered_at: null,
    }))
    .where('id', '=', eventId)
    .returning(['delivery_round', ...COUNTED_EVENT_COLUMNS])
    .executeTakeFirstOrThrow();
  countChange(db, eventCounts, before, row);
  return row.delivery_round;
}

export interface EventFilters {
  event?: string;
  recordUid?: string;
  states?: DeliveryState[];
  /** Created at or after. */
  since?: string;
  /** Created before. */
  until?: string;
}

function filtered(db: Executor, workspaceId: string, filters: EventFilters) {
  return db
    .selectFrom('events')
    .where('workspace_id', '=', workspaceId)
    .$if(filters.event !== undefined, (q) => q.where('event', '=', filters.event!))
    .$if(filters.recordUid !== undefined, (q) => q.where('record_uid', '=', filters.recordUid!))
    .$if((filters.states?.length ?? 0) > 0, (q) => q.where('delivery_state', 'in', filters.states!))
    .$if(filters.since !== undefined, (q) => q.where('created_at', '>=', filters.since!))
    .$if(filters.until !== undefined, (q) => q.where('created_at', '<', filters.until!));
}

/**
 * A page of the workspace's events, newest first, and how many match in all: from the counters
 * (event, states), but for `recordUid` (one record's events, counted as they are) and a time
 * range (matched within the newest events, `SEARCH_WINDOW`).
 */
export async function listEvents(
  db: Executor,
  workspaceId: string,
  filters: EventFilters,
  offset: number,
  limit: number,
): Promise<{ rows: EventRow[]; total: number }> {
  const states = filters.states?.length ? filters.states : undefined;
  const total: ListTotal =
    filters.recordUid !== undefined
      ? { bounded: true }
      : filters.since !== undefined || filters.until !== undefined
        ? { within: (q) => q }
        : {
            counted: countExpression(eventCounts, workspaceId, {
              event: filters.event,
              delivery_state: states,
            }),
          };
  return readPage(db, 'events', filtered(db, workspaceId, filters), total, offset, limit);
}

/** Ids of matching events after `afterId` in id order, for walking a large set in batches. */
export async function listEventIds(
  db: Executor,
  workspaceId: string,
  filters: EventFilters,
  afterId: string,
  limit: number,
): Promise<string[]> {
  const rows = await filtered(db, workspaceId, filters)
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Pending and failed events per workspace, with the creation time of the oldest of each. */
export async function countOpenEvents(db: Executor) {
  return db
    .selectFrom('events')
    .select((eb) => [
      'workspace_id',
      'delivery_state',
      eb.fn.countAll<number>().as('n'),
      eb.fn.min<string>('created_at').as('oldest'),
    ])
    .where('delivery_state', 'in', ['pending', 'failed'])
    .groupBy(['workspace_id', 'delivery_state'])
    .execute();
}
