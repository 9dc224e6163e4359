import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  readRawBody,
  verifyWebhook,
  type WebhookEvent,
  WebhookVerificationError,
  type WebhookVerificationFailure,
} from '@mailwright/sdk/webhooks';
import type { ReceiverConfig } from './config.js';
import type { Logger } from './log.js';
import type { Store } from './store.js';

/** The answer to a delivery that fails verification: the sender's fault, never retried into success. */
const REJECTION_STATUS: Record<WebhookVerificationFailure, number> = {
  missing_header: 400,
  malformed_body: 400,
  bad_signature: 401,
  stale_timestamp: 401,
};

const BODY_LIMIT_BYTES = 1024 * 1024;

export interface IntakeDeps {
  config: ReceiverConfig;
  store: Store;
  log: Logger;
  /** Called after an event is queued (wakes the worker). */
  onQueued(): void;
}

/**
 * The HTTP side: verifies each delivery against the raw body, queues it durably (once per event
 * id), and answers 200 as soon as it is on disk. Processing happens later, in the worker, so a
 * slow step never turns into the sender's timeouts and retries. 400 and 401 for deliveries that
 * fail verification, 500 only when this receiver cannot store a verified one.
 */
export function createIntake(deps: IntakeDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(deps, req, res).catch((error: unknown) => {
      deps.log.error({ error: String(error) }, 'delivery could not be handled');
      reply(res, 500, { received: false, message: 'Internal error' });
    });
  };
}

async function handle(deps: IntakeDeps, req: IncomingMessage, res: ServerResponse) {
  const { pathname } = new URL(req.url ?? '/', 'http://receiver.invalid');
  if (pathname === '/healthz' && req.method === 'GET') return reply(res, 200, { ok: true });
  if (pathname !== deps.config.path) return reply(res, 404, { message: 'Not found' });
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return reply(res, 405, { message: 'Use POST' });
  }

  let event: WebhookEvent;
  try {
    const body = await readRawBody(req, { limitBytes: BODY_LIMIT_BYTES });
    event = await verifyWebhook({ body, headers: req.headers, secrets: deps.config.secrets });
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    deps.log.warn(
      { reason: error.reason, detail: error.message, remote: req.socket.remoteAddress },
      'delivery rejected',
    );
    return reply(res, REJECTION_STATUS[error.reason], { received: false, message: error.message });
  }

  const name = event.event === 'unknown' ? event.name : event.event;
  const eventId = event.eventId ?? derivedEventId(name, event.data);
  const result = deps.store.enqueue(eventId, name, JSON.stringify(event));
  reply(res, 200, {
    received: true,
    message: result === 'queued' ? 'Queued' : 'Already received',
  });
  deps.log.info(
    { event_id: eventId, event: name, duplicate: result === 'duplicate' },
    'delivery accepted',
  );
  if (result === 'queued') deps.onQueued();
}

/**
 * A de-duplication key for senders that send no event id (the service this contract describes
 * sends none; Mailwright always does): the event name and its `data`, which are the same bytes on
 * every retry (only the envelope's `timestamp` changes).
 */
function derivedEventId(name: string, data: unknown): string {
  return `sha256:${createHash('sha256').update(name).update('\n').update(JSON.stringify(data)).digest('hex')}`;
}

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
