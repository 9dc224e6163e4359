import type { AppContext } from '../../context.js';
import { maskCredentials } from './credentials.js';
import {
  findEventOfWorkspace,
  findRecentStreamEvents,
  findStreamEventsAfter,
  type StreamEventRow,
} from './events.repository.js';
import { readEventPayload } from './events.service.js';
import { eventsCommitted } from './events-committed.js';

/**
 * Live events for the workspace event stream (`GET /v1/api/events/stream`, docs/webhooks.md).
 *
 * One feed per API process reads the event log for every workspace that has an open stream, in
 * one statement per poll, whatever the number of streams: at once when this process commits an
 * event ({@link eventsCommitted}), and every `MAILWRIGHT_EVENT_STREAM_POLL_MS` for events other
 * processes commit. Each poll reads back {@link LATE_COMMIT_MS} of the log, so an event whose
 * transaction committed up to that long after its `created_at` still goes out; streams skip what
 * they sent already.
 */
export const LATE_COMMIT_MS = 10_000;
/** Rows one poll reads at most; a full batch polls again at once. */
const POLL_BATCH = 500;

/** An event as a stream sends it: its ids, and the SSE message, built once for every stream. */
export interface StreamedEvent {
  id: string;
  createdAt: string;
  message: string;
}

/** One open stream: what it was sent lately, and events that came while it caught up. */
export interface StreamSink {
  workspaceId: string;
  deliver(events: StreamedEvent[]): void;
}

export class EventFeed {
  readonly #sinks = new Map<string, Set<StreamSink>>();
  readonly #seen = new Map<string, string>();
  #since = '';
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;
  readonly #wake = () => void this.poll();

  constructor(private readonly ctx: AppContext) {}

  /** Adds a stream; the first one starts the polling. */
  add(sink: StreamSink): void {
    if (this.#closed) throw new Error('the event feed is closed');
    const sinks = this.#sinks.get(sink.workspaceId) ?? new Set();
    sinks.add(sink);
    this.#sinks.set(sink.workspaceId, sinks);
    if (!this.#timer) {
      this.#since = new Date(Date.now() - LATE_COMMIT_MS).toISOString();
      eventsCommitted.on('committed', this.#wake);
      this.#timer = setInterval(this.#wake, this.ctx.config.http.eventStreamPollMs).unref();
    }
  }

  remove(sink: StreamSink): void {
    const sinks = this.#sinks.get(sink.workspaceId);
    sinks?.delete(sink);
    if (sinks?.size === 0) this.#sinks.delete(sink.workspaceId);
    if (this.#sinks.size === 0) this.#stop();
  }

  /** Reads what was committed since the last poll and hands each event to its workspace's streams. */
  poll(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#read()
      .catch((error) => this.ctx.log.warn({ err: error }, 'event stream poll failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again && !this.#closed && this.#sinks.size > 0) {
          this.#again = false;
          void this.poll();
        }
      });
    return this.#running;
  }

  async #read(): Promise<void> {
    const workspaceIds = [...this.#sinks.keys()];
    if (workspaceIds.length === 0) return;
    const started = Date.now();
    const rows = await findRecentStreamEvents(this.ctx.db, workspaceIds, this.#since, POLL_BATCH);
    const fresh = rows.filter((row) => !this.#seen.has(row.id));
    for (const row of fresh) this.#seen.set(row.id, row.created_at);
    const byWorkspace = new Map<string, StreamedEvent[]>();
    for (const row of fresh) {
      const list = byWorkspace.get(row.workspace_id) ?? [];
      list.push(toStreamedEvent(this.ctx, row));
      byWorkspace.set(row.workspace_id, list);
    }
    for (const [workspaceId, events] of byWorkspace)
      for (const sink of this.#sinks.get(workspaceId) ?? []) sink.deliver(events);
    if (rows.length === POLL_BATCH) {
      // A full batch: go on from its last row at once.
      this.#since = rows.at(-1)?.created_at ?? this.#since;
      this.#again = true;
    } else {
      this.#since = new Date(started - LATE_COMMIT_MS).toISOString();
    }
    for (const [id, at] of this.#seen) if (at < this.#since) this.#seen.delete(id);
  }

  #stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    eventsCommitted.off('committed', this.#wake);
    this.#seen.clear();
  }

  /** Stops polling for good (the server is closing); the streams are ended by their owners. */
  close(): void {
    this.#closed = true;
    this.#sinks.clear();
    this.#stop();
  }
}

/**
 * The SSE message of an event: `id` (the event id, `X-Service-Event-Id`), `event` (its name) and
 * `data`, the envelope as the delivery log shows it (credential fields "[redacted]").
 */
export function toStreamedEvent(ctx: AppContext, row: StreamEventRow): StreamedEvent {
  const payload = readEventPayload(ctx, row);
  const envelope = {
    uid: row.uid,
    event: row.event,
    timestamp: row.created_at,
    team_id: row.team_uid,
    team_name: row.team_name,
    data: maskCredentials({ [row.record_kind]: payload.record, metadata: payload.metadata }),
  };
  return {
    id: row.id,
    createdAt: row.created_at,
    message: `id: ${row.uid}\nevent: ${row.event}\ndata: ${JSON.stringify(envelope)}\n\n`,
  };
}

/**
 * The events a stream resuming after `lastEventUid` missed, oldest first, at most `limit`; null
 * when the id names no event of the workspace (the stream then starts from now).
 */
export async function eventsAfter(
  ctx: AppContext,
  workspaceId: string,
  after: { created_at: string; id: string },
  limit: number,
): Promise<StreamedEvent[]> {
  const rows = await findStreamEventsAfter(ctx.db, workspaceId, after, limit);
  return rows.map((row) => toStreamedEvent(ctx, row));
}

/** Where a stream resumes: the event a `Last-Event-ID` names, if it is the workspace's. */
export async function resumePoint(ctx: AppContext, workspaceId: string, uid: string) {
  const row = await findEventOfWorkspace(ctx.db, workspaceId, uid);
  return row ? { created_at: row.created_at, id: row.id } : null;
}
