import { sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-queries.js';
import {
  countChange,
  countedColumns,
  countInserted,
  countMove,
  defineCountedList,
  requireCounting,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
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
 * One attempt to settle: its event, the round and position in the schedule it was made at, and
 * what its event becomes if it is still that attempt's to settle.
 */
export interface AttemptSettlement {
  id: string;
  round: number;
  attempt: number;
  delivery_state: DeliveryState;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_attempt_at: string;
  last_status_code: number | null;
  last_error_class: string | null;
}

/** Where a settled attempt left its event: its number over every round, and whether it counted. */
export interface SettledAttempt {
  id: string;
  attempt_count: number;
  /** The event was still this attempt's to settle (pending, same round and position). */
  current: boolean;
}

/**
 * Numbers a new attempt of each event (over every round) and, where the event is still the
 * attempt's to settle (`pending`, in the attempt's round, at the position before it), writes
 * its outcome, in one statement; the rows stay locked for the rest of the transaction. The
 * events it did not settle (a redelivery started a new round meanwhile, or another run of the
 * attempt settled it) are only numbered, by a second statement run only for them. An event that
 * is gone is left out. One event at most once per call.
 */
export async function settleAttemptEvents(
  db: Executor,
  attempts: readonly AttemptSettlement[],
): Promise<SettledAttempt[]> {
  if (attempts.length === 0) return [];
  requireCounting(db, eventCounts);
  const sorted = [...attempts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Compiled once per shape (the batch's size and which values are null): building this
  // statement of nine values per event cost more CPU than running it.
  const { rows } = await db.executeQuery<{
    id: string;
    attempt_count: number;
    event: string;
    workspace_id: string;
    delivery_state: DeliveryState;
  }>(
    compiledQuery(db, settleAttemptEvents, '', sorted, (p) => {
      const text = (value: string | null) => sql`cast(${value} as text)`;
      const int = (value: number | null) => sql`cast(${value} as integer)`;
      const rows = p.map(
        (o) =>
          sql`(${sql.join([
            text(o.id),
            int(o.round),
            int(o.attempt),
            text(o.delivery_state),
            text(o.delivered_at),
            text(o.next_attempt_at),
            text(o.last_attempt_at),
            int(o.last_status_code),
            text(o.last_error_class),
          ])})`,
      );
      const update = sql`with v (id, round, attempt, delivery_state, delivered_at, next_attempt_at, last_attempt_at, last_status_code, last_error_class) as (values ${sql.join(rows)})
        update events set attempt_count = events.attempt_count + 1, round_attempts = v.attempt,
          delivery_state = v.delivery_state, delivered_at = v.delivered_at,
          next_attempt_at = v.next_attempt_at, last_attempt_at = v.last_attempt_at,
          last_status_code = v.last_status_code, last_error_class = v.last_error_class
        from v
        where events.id = v.id and events.delivery_state = 'pending'
          and events.delivery_round = v.round and events.round_attempts = v.attempt - 1
        returning events.id, events.attempt_count, ${sql.join(COUNTED_EVENT_COLUMNS.map((c) => sql.ref(`events.${c}`)))}`;
      return { compile: () => update.compile(db) };
    }),
  );
  const settled: SettledAttempt[] = [];
  for (const row of rows) {
    countMove(db, eventCounts, row, 'delivery_state', 'pending');
    settled.push({ id: row.id, attempt_count: row.attempt_count, current: true });
  }
  const done = new Set(rows.map((row) => row.id));
  const others = sorted.filter((a) => !done.has(a.id)).map((a) => a.id);
  if (others.length > 0) {
    const numbered = await db
      .updateTable('events')
      .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
      .where('id', 'in', others)
      .returning(['id', 'attempt_count'])
      .execute();
    for (const row of numbered) settled.push({ ...row, current: false });
  }
  return settled;
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
  const params: EventListParams = {
    workspaceId,
    ...(filters.event !== undefined ? { event: filters.event } : {}),
    ...(filters.recordUid !== undefined ? { recordUid: filters.recordUid } : {}),
    ...(states ? { states } : {}),
    ...(filters.since !== undefined ? { since: filters.since } : {}),
    ...(filters.until !== undefined ? { until: filters.until } : {}),
  };
  const total: PageTotal =
    filters.recordUid !== undefined
      ? { bounded: true }
      : filters.since !== undefined || filters.until !== undefined
        ? { within: true }
        : {
            counted: {
              list: eventCounts,
              scope: workspaceId,
              where: { event: filters.event, delivery_state: states },
            },
          };
  return readListPage(db, eventList, params, total, offset, limit);
}

type EventListParams = EventFilters & { workspaceId: string };

const eventList = defineList({
  table: 'events',
  base: (db, p: EventListParams) => filtered(db, p.workspaceId, p),
  // A time range is in `base`: the window only bounds how many events it reads.
  within: { filter: (q) => q },
});

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

/**
 * Events about to be delivered, with what a delivery needs of their workspace, team and signing
 * secrets, in one read for a batch (a join across the workspaces and accounts modules' tables,
 * for delivery's throughput: decisions.md, "Batched delivery"). An event whose workspace is gone
 * is left out; `signing_secret` is null until the workspace's first webhook URL.
 */
export async function findDeliveries(db: Executor, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  const params = { ids: eventIds, kind: 'mailbox', sensitive: 1 };
  const { rows } = await db.executeQuery(
    compiledQuery(db, findDeliveries, '', params, (p) => deliveriesQuery(db, p)),
  );
  return rows;
}

/**
 * Events with what their delivery reads: workspace, team, signing secrets, and for a sensitive
 * event about a mailbox that still exists, that mailbox's sealed credentials as they are now
 * (`current-credentials.ts` decides what a body carries).
 */
function deliveriesQuery(
  db: Executor,
  p: { ids: readonly string[]; kind: string; sensitive: number },
) {
  return db
    .selectFrom('events')
    .innerJoin('workspaces', 'workspaces.id', 'events.workspace_id')
    .innerJoin('teams', 'teams.id', 'workspaces.team_id')
    .leftJoin('webhook_endpoints', 'webhook_endpoints.workspace_id', 'events.workspace_id')
    .leftJoin('mailboxes', (join) =>
      join
        .onRef('mailboxes.uid', '=', 'events.record_uid')
        .on('events.record_kind', '=', p.kind)
        .on('events.sensitive', '=', p.sensitive),
    )
    .selectAll('events')
    .select([
      'workspaces.uid as workspace_uid',
      'workspaces.webhook_url',
      'workspaces.webhook_disabled_at',
      'teams.uid as team_uid',
      'teams.name as team_name',
      'webhook_endpoints.signing_secret',
      'webhook_endpoints.next_signing_secret',
      'webhook_endpoints.next_secret_active_at',
      'webhook_endpoints.signature_scheme',
      'webhook_endpoints.signature_key_hash',
      'mailboxes.password_sealed as mailbox_password_sealed',
      'mailboxes.app_password_sealed as mailbox_app_password_sealed',
      'mailboxes.secret_sealed as mailbox_secret_sealed',
    ])
    .where('events.id', 'in', p.ids);
}

export type DeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

/** What the event stream reads of an event: the row's envelope fields and its team. */
const STREAM_COLUMNS = [
  'events.id',
  'events.uid',
  'events.workspace_id',
  'events.event',
  'events.record_kind',
  'events.payload',
  'events.sensitive',
  'events.created_at',
  'teams.uid as team_uid',
  'teams.name as team_name',
] as const;

function streamQuery(db: Executor) {
  return db
    .selectFrom('events')
    .innerJoin('workspaces', 'workspaces.id', 'events.workspace_id')
    .innerJoin('teams', 'teams.id', 'workspaces.team_id')
    .select(STREAM_COLUMNS);
}

export type StreamEventRow = Awaited<ReturnType<typeof findRecentStreamEvents>>[number];

/** Events of these workspaces created at or after `since`, oldest first (the stream's poll). */
export function findRecentStreamEvents(
  db: Executor,
  workspaceIds: readonly string[],
  since: string,
  limit: number,
) {
  return streamQuery(db)
    .where('events.workspace_id', 'in', workspaceIds)
    .where('events.created_at', '>=', since)
    .orderBy('events.created_at')
    .orderBy('events.id')
    .limit(limit)
    .execute();
}

/** The workspace's events after `cursor` in (created_at, id) order (a stream resuming). */
export function findStreamEventsAfter(
  db: Executor,
  workspaceId: string,
  cursor: { created_at: string; id: string },
  limit: number,
) {
  return streamQuery(db)
    .where('events.workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb('events.created_at', '>', cursor.created_at),
        eb.and([eb('events.created_at', '=', cursor.created_at), eb('events.id', '>', cursor.id)]),
      ]),
    )
    .orderBy('events.created_at')
    .orderBy('events.id')
    .limit(limit)
    .execute();
}
