import Database from 'better-sqlite3';
import type { Sealer } from './sealing.js';

/**
 * The receiver's SQLite database: the inbox (a durable queue of verified deliveries, one row per
 * event id) and the latest known state of each record. Everything sensitive is sealed here, at
 * the boundary: queued events (mailbox events carry plaintext credentials) and stored
 * credentials never reach the file in plain text.
 */

/** A verified event waiting in the inbox, as the worker gets it. */
export interface QueuedEvent {
  eventId: string;
  /** The verified event as the SDK returned it, serialised. */
  json: string;
  attempts: number;
}

/** One record change to apply, newest-wins by `updatedAtMs`. */
export interface RecordChange {
  kind: string;
  uid: string;
  status: string;
  previousStatus: string | null;
  updatedAt: string;
  updatedAtMs: number;
  eventId: string;
  /** The record without its credential fields. */
  record: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** Mailbox credentials, sealed before they are written. */
  credentials?: Record<string, string>;
}

export interface StoredRecord {
  kind: string;
  uid: string;
  status: string;
  previousStatus: string | null;
  updatedAt: string;
  eventId: string;
  record: Record<string, unknown>;
  metadata: Record<string, unknown>;
  hasCredentials: boolean;
}

export interface InboxEntry {
  eventId: string;
  event: string;
  state: 'pending' | 'done' | 'failed';
  receivedCount: number;
  attempts: number;
  outcome: string | null;
  lastError: string | null;
  processedAt: string | null;
}

/** Writes a record change; what the event handlers get inside the processing transaction. */
export interface RecordWriter {
  /**
   * `applied` when the change is newer than what is stored (or the first, or of the same instant
   * and starting from the stored status), else `stale`.
   */
  applyRecord(change: RecordChange): 'applied' | 'stale';
}

const SCHEMA = `
create table if not exists inbox (
  event_id text primary key,
  event text not null,
  payload text,
  state text not null,
  received_at text not null,
  received_count integer not null default 1,
  attempts integer not null default 0,
  next_attempt_at integer not null,
  outcome text,
  last_error text,
  processed_at text
);
create index if not exists inbox_due on inbox (state, next_attempt_at);
create table if not exists records (
  kind text not null,
  uid text not null,
  status text not null,
  previous_status text,
  updated_at text not null,
  updated_at_ms integer not null,
  event_id text not null,
  record text not null,
  metadata text not null,
  credentials text,
  primary key (kind, uid)
);
`;

export type Store = ReturnType<typeof openStore>;

/** Opens (and creates) the database. Several processes may share the file (WAL). */
export function openStore(path: string, sealer: Sealer) {
  const db = new Database(path, { timeout: 5000 });
  setUp(db);

  const insertInbox = db.prepare(
    `insert into inbox (event_id, event, payload, state, received_at, next_attempt_at)
     values (?, ?, ?, 'pending', ?, ?)
     on conflict (event_id) do nothing`,
  );
  const countDuplicate = db.prepare(
    'update inbox set received_count = received_count + 1 where event_id = ?',
  );
  const selectDue = db.prepare(
    `select event_id from inbox where state = 'pending' and next_attempt_at <= ?
     order by next_attempt_at, rowid limit 1`,
  );
  const selectPending = db.prepare(
    `select event_id, payload, attempts from inbox where event_id = ? and state = 'pending'`,
  );
  const markDone = db.prepare(
    `update inbox set state = 'done', payload = null, outcome = ?, processed_at = ?,
       attempts = attempts + 1, last_error = null where event_id = ?`,
  );
  const markFailure = db.prepare(
    `update inbox set attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
       state = case when ? then 'failed' else state end where event_id = ? and state = 'pending'`,
  );
  // Newest wins: the update runs only when the incoming change is strictly newer, or, at the same
  // instant (two moves can share a millisecond), when it starts from the stored status: it is the
  // move that followed the stored one.
  const upsertRecord = db.prepare(
    `insert into records (kind, uid, status, previous_status, updated_at, updated_at_ms, event_id,
       record, metadata, credentials)
     values (@kind, @uid, @status, @previousStatus, @updatedAt, @updatedAtMs, @eventId, @record,
       @metadata, @credentials)
     on conflict (kind, uid) do update set status = excluded.status,
       previous_status = excluded.previous_status, updated_at = excluded.updated_at,
       updated_at_ms = excluded.updated_at_ms, event_id = excluded.event_id,
       record = excluded.record, metadata = excluded.metadata,
       credentials = coalesce(excluded.credentials, records.credentials)
     where excluded.updated_at_ms > records.updated_at_ms
       or (excluded.updated_at_ms = records.updated_at_ms
         and excluded.previous_status = records.status)`,
  );
  const selectRecord = db.prepare('select * from records where kind = ? and uid = ?');
  const selectInbox = db.prepare('select * from inbox where event_id = ?');
  const selectPendingConsents = db.prepare(
    `select * from records where kind = 'consent_request' and status = 'pending'
     order by updated_at_ms`,
  );

  const writer: RecordWriter = {
    applyRecord(change) {
      const credentials = change.credentials
        ? sealer.seal(JSON.stringify(change.credentials), credentialsContext(change.uid))
        : null;
      const result = upsertRecord.run({
        ...change,
        record: JSON.stringify(change.record),
        metadata: JSON.stringify(change.metadata),
        credentials,
      });
      return result.changes === 1 ? 'applied' : 'stale';
    },
  };

  return {
    /**
     * Queues a verified event once per event id. `duplicate` when the id was already received
     * (it is counted, not queued again).
     */
    enqueue(eventId: string, event: string, json: string): 'queued' | 'duplicate' {
      const payload = sealer.seal(json, inboxContext(eventId));
      const now = new Date();
      // The insert decides, so two intake processes never both queue one event.
      if (insertInbox.run(eventId, event, payload, now.toISOString(), now.getTime()).changes) {
        return 'queued';
      }
      countDuplicate.run(eventId);
      return 'duplicate';
    },

    /** The id of the next event due for processing, if any. */
    nextDue(now = Date.now()): string | undefined {
      return (selectDue.get(now) as { event_id: string } | undefined)?.event_id;
    },

    /**
     * Processes one queued event in one write transaction: `work` applies its changes through
     * the writer, and the event is marked done in the same commit, so a crash either keeps the
     * event queued with nothing applied, or applies it and marks it done. Returns null when the
     * event is no longer pending (another process took it).
     * @throws whatever `work` throws; nothing is written then.
     */
    process<T extends { outcome: string }>(
      eventId: string,
      work: (event: QueuedEvent, writer: RecordWriter) => T,
    ): T | null {
      return db
        .transaction(() => {
          const row = selectPending.get(eventId) as
            | { event_id: string; payload: string; attempts: number }
            | undefined;
          if (!row) return null;
          const json = sealer.open(row.payload, inboxContext(eventId));
          const result = work({ eventId, json, attempts: row.attempts }, writer);
          markDone.run(result.outcome, new Date().toISOString(), eventId);
          return result;
        })
        .immediate();
    },

    /** Records a failed processing attempt; `final` leaves the event `failed` for an operator. */
    recordFailure(eventId: string, error: string, nextAttemptAt: number, final: boolean): void {
      markFailure.run(error, nextAttemptAt, final ? 1 : 0, eventId);
    },

    getRecord(kind: string, uid: string): StoredRecord | undefined {
      const row = selectRecord.get(kind, uid) as RecordRow | undefined;
      return row && toStoredRecord(row);
    },

    /** A mailbox's credentials, decrypted: for the code that uses them, never for a log. */
    readCredentials(uid: string): Record<string, string> | undefined {
      const row = selectRecord.get('mailbox', uid) as RecordRow | undefined;
      if (!row?.credentials) return undefined;
      return JSON.parse(sealer.open(row.credentials, credentialsContext(uid)));
    },

    /** Consent requests waiting for the user: their consent URLs are to be shown. */
    pendingConsents(): StoredRecord[] {
      return (selectPendingConsents.all() as RecordRow[]).map(toStoredRecord);
    },

    inboxEntry(eventId: string): InboxEntry | undefined {
      const row = selectInbox.get(eventId) as Record<string, unknown> | undefined;
      if (!row) return undefined;
      return {
        eventId: row.event_id as string,
        event: row.event as string,
        state: row.state as InboxEntry['state'],
        receivedCount: row.received_count as number,
        attempts: row.attempts as number,
        outcome: row.outcome as string | null,
        lastError: row.last_error as string | null,
        processedAt: row.processed_at as string | null,
      };
    },

    close(): void {
      db.close();
    },
  };
}

interface RecordRow {
  kind: string;
  uid: string;
  status: string;
  previous_status: string | null;
  updated_at: string;
  event_id: string;
  record: string;
  metadata: string;
  credentials: string | null;
}

function toStoredRecord(row: RecordRow): StoredRecord {
  return {
    kind: row.kind,
    uid: row.uid,
    status: row.status,
    previousStatus: row.previous_status,
    updatedAt: row.updated_at,
    eventId: row.event_id,
    record: JSON.parse(row.record),
    metadata: JSON.parse(row.metadata),
    hasCredentials: row.credentials !== null,
  };
}

/**
 * WAL mode and the tables. Two processes creating the same new file at once (an intake and a
 * worker started together) can get SQLITE_BUSY from the journal-mode switch without the busy
 * timeout applying, so the set-up is retried for a while.
 */
function setUp(db: Database.Database): void {
  for (let attempt = 1; ; attempt++) {
    try {
      db.pragma('journal_mode = WAL');
      // FULL: a 2xx is sent only after the event is on disk, so not even a power cut loses it.
      db.pragma('synchronous = FULL');
      db.exec(SCHEMA);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= 100) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

const inboxContext = (eventId: string) => `inbox:${eventId}`;
const credentialsContext = (uid: string) => `credentials:mailbox:${uid}`;
