import type { ServerResponse } from 'node:http';
import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { stillAuthorized, workspaceOf } from '../../../http/auth.js';
import {
  EventFeed,
  eventsAfter,
  LATE_COMMIT_MS,
  resumePoint,
  type StreamedEvent,
  type StreamSink,
} from '../event-stream.js';
import { findRecentStreamEvents } from '../events.repository.js';

/** A client this far behind (bytes it has not read) is dropped; it resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1_048_576;
const RESUME_BATCH = 500;

/** `GET /v1/api/events/stream`: the workspace's events as server-sent events (docs/webhooks.md). */
export function streamEvents(app: App, ctx: AppContext): void {
  const feed = new EventFeed(ctx);
  const open = new Set<() => void>();
  // Streams never end by themselves: end them so closing the server does not wait on them.
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    feed.close();
    done();
  });

  app.get(
    '/v1/api/events/stream',
    {
      config: { scope: 'workspace', workspaceQuery: true },
      schema: {
        operationId: 'streamEvents',
        tags: ['Webhooks'],
        summary: 'Stream the workspace’s events',
        description:
          'The workspace’s event log as it is written, as server-sent events (`text/event-stream`): one message per event, `id:` the event id (`X-Service-Event-Id`), `event:` its name, `data:` the envelope as the delivery log shows it (`uid`, `event`, `timestamp`, `team_id`, `team_name`, `data` with credential fields "[redacted]"). Starts with events from now on, now being when it answers (it reads where it starts before it sends its headers): read what you show once it is open, and every later change comes as an event. With `Last-Event-ID` (or `last_event_id`) it first sends every event after that one. A comment line (`: keep-alive`) comes every MAILWRIGHT_EVENT_STREAM_HEARTBEAT_MS; the stream ends when the token or session stops being valid, when the server shuts down (reconnect: browsers do it by themselves, with `Last-Event-ID`), or when the client falls 1 MiB behind. The workspace may be given as `?workspace_id=` instead of X-Workspace-Id (EventSource sends no headers).',
        querystring: Type.Object({
          workspace_id: Type.Optional(
            Type.String({ maxLength: 100, description: 'Instead of the X-Workspace-Id header.' }),
          ),
          last_event_id: Type.Optional(
            Type.String({
              maxLength: 100,
              description: 'Instead of the Last-Event-ID header: resume after this event.',
            }),
          ),
        }),
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({ description: 'Resume after this event id (EventSource sends it).' }),
          ),
        }),
        response: {
          200: {
            description: 'Server-sent events, until the client disconnects.',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
        },
      },
    },
    async (request, reply) => {
      const workspace = workspaceOf(request);
      const lastId = request.headers['last-event-id'] ?? request.query.last_event_id;
      reply.hijack();
      const res = reply.raw;
      const stream = new EventStream(res, workspace.id);
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        clearInterval(heartbeat);
        feed.remove(stream);
        open.delete(end);
        if (!res.headersSent && !res.destroyed) writeHead(res, request.id);
        res.end();
      };
      open.add(end);
      res.on('close', end);
      // Live events are held while the stream finds where it starts, then sent after what it
      // caught up.
      feed.add(stream);
      try {
        const from =
          typeof lastId === 'string' ? await resumePoint(ctx, workspace.id, lastId.trim()) : null;
        if (from) {
          stream.floor = from;
        } else {
          // From now on: what is in the log already counts as sent.
          const since = new Date(Date.now() - LATE_COMMIT_MS).toISOString();
          const recent = await findRecentStreamEvents(ctx.db, [workspace.id], since, 100_000);
          stream.markSent(recent);
        }
        // The answer starts only now: a client that reads what it shows once the stream is open
        // (the web app does) sees every change either in that read or as an event.
        if (res.destroyed) return;
        writeHead(res, request.id);
        heartbeat = setInterval(async () => {
          stream.forgetOld();
          if (!(await stillAuthorized(ctx, request))) return end();
          res.write(': keep-alive\n\n');
        }, ctx.config.http.eventStreamHeartbeatMs);
        heartbeat.unref();
        for (let cursor = from; cursor; ) {
          const batch = await eventsAfter(ctx, workspace.id, cursor, RESUME_BATCH);
          stream.send(batch);
          const last = batch.at(-1);
          cursor =
            last && batch.length === RESUME_BATCH
              ? { created_at: last.createdAt, id: last.id }
              : null;
        }
        stream.catchUpDone();
      } catch (error) {
        request.log.error({ err: error }, 'event stream failed to start');
        end();
      }
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    },
  );
}

function writeHead(res: ServerResponse, requestId: string): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': requestId,
  });
  res.write('retry: 3000\n\n');
}

/** One open stream: sends each event once, in order, holding live ones while it catches up. */
class EventStream implements StreamSink {
  readonly #sent = new Map<string, string>();
  #held: StreamedEvent[] | null = [];
  /** A resumed stream sends nothing at or before the event it resumed after. */
  floor: { created_at: string; id: string } | null = null;

  constructor(
    private readonly res: ServerResponse,
    readonly workspaceId: string,
  ) {}

  deliver(events: StreamedEvent[]): void {
    if (this.#held) this.#held.push(...events);
    else this.send(events);
  }

  send(events: StreamedEvent[]): void {
    for (const event of events) {
      if (this.#sent.has(event.id) || this.#atOrBeforeFloor(event)) continue;
      this.#sent.set(event.id, event.createdAt);
      this.res.write(event.message);
    }
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.res.destroy();
  }

  #atOrBeforeFloor(event: StreamedEvent): boolean {
    const floor = this.floor;
    if (!floor) return false;
    return (
      event.createdAt < floor.created_at ||
      (event.createdAt === floor.created_at && event.id <= floor.id)
    );
  }

  markSent(rows: Array<{ id: string; created_at: string }>): void {
    for (const row of rows) this.#sent.set(row.id, row.created_at);
  }

  catchUpDone(): void {
    const held = this.#held ?? [];
    this.#held = null;
    this.send(held);
  }

  /** Forgets what it sent before the feed's look-back: the feed never hands those again. */
  forgetOld(): void {
    const before = new Date(Date.now() - 3 * LATE_COMMIT_MS).toISOString();
    for (const [id, at] of this.#sent) if (at < before) this.#sent.delete(id);
  }
}
