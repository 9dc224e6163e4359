import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import {
  readRawBody,
  verifyWebhook,
  type WebhookEvent,
  WebhookVerificationError,
} from '@mailwright/sdk/webhooks';
import { loadUndici } from '../lib/undici.js';
import type { ForwardResult } from './listen-format.js';

/** What the local receiver of `mailwright listen` needs. */
export interface ListenReceiverOptions {
  /** The workspace's signing secrets (current, and the next one during a rotation). */
  secrets(): readonly string[];
  /** Reads the secrets again (after a rotation). */
  refreshSecrets(): Promise<void>;
  /** `--forward-to`: where each verified delivery is relayed. */
  forwardTo?: string;
  /** Called for each verified delivery, after forwarding. */
  onEvent(event: WebhookEvent, forward: ForwardResult | undefined): void;
  /** Called for each delivery that fails verification. */
  onRejected(reason: string, message: string): void;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
// The service gives an attempt 10 s by default; an application slower than that fails anyway.
const FORWARD_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 4096;
// Headers that describe one connection, not the delivery: never relayed.
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
]);

/**
 * The request handler of the local receiver: verifies each delivery with the workspace's secret
 * (fetching it again once when a signature fails, in case it was rotated), relays it unchanged
 * to `forwardTo` if given, and answers the service with the application's status (so its retries
 * behave exactly as they would against the application), or 200 when not forwarding.
 */
export function createListenReceiver(options: ListenReceiverOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(options, req, res).catch((error: unknown) => {
      options.onRejected('internal_error', String(error));
      answer(res, 500, JSON.stringify({ received: false, message: 'mailwright listen failed' }));
    });
  };
}

async function handle(options: ListenReceiverOptions, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return answer(res, 405, JSON.stringify({ received: false, message: 'Use POST' }));
  }
  let body: Uint8Array;
  let event: WebhookEvent;
  try {
    body = await readRawBody(req, { limitBytes: BODY_LIMIT_BYTES });
    event = await verify(options, body, req.headers);
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    options.onRejected(error.reason, error.message);
    const status =
      error.reason === 'bad_signature' || error.reason === 'stale_timestamp' ? 401 : 400;
    return answer(res, status, JSON.stringify({ received: false, message: error.message }));
  }

  if (!options.forwardTo) {
    options.onEvent(event, undefined);
    return answer(
      res,
      200,
      JSON.stringify({ received: true, message: 'Received by mailwright listen' }),
    );
  }
  const forwarded = await forward(options.forwardTo, req.headers, body);
  options.onEvent(event, forwarded.result);
  // An unreachable application is a gateway failure: the service retries, as it would.
  answer(res, forwarded.status, forwarded.body, forwarded.contentType);
}

async function verify(
  options: ListenReceiverOptions,
  body: Uint8Array,
  headers: IncomingHttpHeaders,
) {
  try {
    return await verifyWebhook({ body, headers, secrets: options.secrets() });
  } catch (error) {
    if (!(error instanceof WebhookVerificationError) || error.reason !== 'bad_signature') {
      throw error;
    }
    // The secret may have been rotated (a grace period of 0 switches at once): read it again.
    await options.refreshSecrets();
    return verifyWebhook({ body, headers, secrets: options.secrets() });
  }
}

async function forward(url: string, headers: IncomingHttpHeaders, body: Uint8Array) {
  const relayed: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) {
      relayed[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  try {
    const { request } = await loadUndici();
    const response = await request(url, {
      method: 'POST',
      headers: relayed,
      body,
      headersTimeout: FORWARD_TIMEOUT_MS,
      bodyTimeout: FORWARD_TIMEOUT_MS,
    });
    const text = Buffer.from(await response.body.arrayBuffer()).subarray(0, EXCERPT_BYTES);
    const type = response.headers['content-type'];
    return {
      status: response.statusCode,
      body: text,
      contentType: typeof type === 'string' ? type : undefined,
      result: { url, status: response.statusCode } satisfies ForwardResult,
    };
  } catch (error) {
    const reason = describeNetworkError(error);
    return {
      status: 502,
      body: JSON.stringify({ received: false, message: `Forwarding failed: ${reason}` }),
      contentType: 'application/json',
      result: { url, error: reason } satisfies ForwardResult,
    };
  }
}

function describeNetworkError(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'connection refused (is your application running?)';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return `no answer within ${FORWARD_TIMEOUT_MS / 1000} s`;
  }
  return error instanceof Error ? error.message : String(error);
}

function answer(
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  contentType = 'application/json',
) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}
