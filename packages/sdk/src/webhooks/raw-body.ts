/**
 * Getting the raw body to `verifyWebhook` in common servers. The signature covers the exact
 * bytes sent, so a body parsed as JSON and serialised again will not verify. No framework is a
 * dependency: the helpers accept anything shaped like the framework's objects.
 */
import { WebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './events.js';
import type { HeadersLike } from './headers.js';
import { type VerifyWebhookOptions, verifyWebhook } from './verify.js';

/** `verifyWebhook`'s options without the delivery, which the helpers take from the request. */
export type VerifyRequestOptions = Omit<VerifyWebhookOptions, 'body' | 'headers'> & {
  /** Largest body read from a stream (default 1 MiB); a larger one is `malformed_body`. */
  limitBytes?: number;
};

const DEFAULT_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads a request stream (Node's `http.IncomingMessage`, or any async iterable of chunks) to its
 * bytes. Rejects with `WebhookVerificationError('malformed_body')` past `limitBytes`.
 */
export async function readRawBody(
  stream: AsyncIterable<unknown>,
  options: { limitBytes?: number } = {},
): Promise<Uint8Array> {
  const limit = options.limitBytes ?? DEFAULT_LIMIT_BYTES;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    if (!(bytes instanceof Uint8Array)) throw new TypeError('readRawBody: chunks must be bytes');
    size += bytes.length;
    if (size > limit) {
      throw new WebhookVerificationError('malformed_body', `The body is over ${limit} bytes`);
    }
    chunks.push(bytes);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** A Node request: `http.IncomingMessage`, an Express `req`, or a Fastify `request`. */
export interface NodeRequestLike {
  headers: HeadersLike;
  /** Set by body parsers: raw bytes with `express.raw()` or `addRawJsonParser`. */
  body?: unknown;
}

/**
 * Verifies a delivery received by Node's `http` server, Express or Fastify.
 * - `http`: reads the request stream.
 * - Express: mount `express.raw({ type: 'application/json' })` on the route, so `req.body` is
 *   the raw Buffer (without a body parser the stream is read instead).
 * - Fastify: call `addRawJsonParser(scope)` in the webhook route's plugin scope.
 * @throws WebhookVerificationError as `verifyWebhook` does.
 * @throws TypeError when the body was already parsed, so its bytes are lost.
 */
export async function verifyNodeRequest(
  request: NodeRequestLike,
  options: VerifyRequestOptions,
): Promise<WebhookEvent> {
  const { limitBytes, ...verify } = options;
  const body = request.body;
  let raw: string | Uint8Array;
  if (body instanceof Uint8Array || typeof body === 'string') {
    raw = body;
  } else if (body === undefined && isAsyncIterable(request)) {
    raw = await readRawBody(request, { limitBytes });
  } else {
    throw new TypeError(
      'The request body was already parsed, so the signed bytes are lost: use express.raw({ type: ' +
        "'application/json' }) on the webhook route (before any express.json()), or " +
        'addRawJsonParser() in the Fastify scope of the route',
    );
  }
  return verifyWebhook({ ...verify, body: raw, headers: request.headers });
}

/** A Fetch `Request` (Workers, Deno, Bun, Next.js) or Hono's `c.req`. */
export type FetchRequestLike =
  | { arrayBuffer(): Promise<ArrayBuffer>; headers: HeadersLike }
  | { arrayBuffer(): Promise<ArrayBuffer>; raw: { headers: HeadersLike } };

/**
 * Verifies a delivery given as a Fetch `Request`, or Hono's `c.req` (whose `arrayBuffer()` is
 * cached, so it works even after a middleware read the body).
 * @throws WebhookVerificationError as `verifyWebhook` does.
 */
export async function verifyFetchRequest(
  request: FetchRequestLike,
  options: Omit<VerifyWebhookOptions, 'body' | 'headers'>,
): Promise<WebhookEvent> {
  const headers = 'raw' in request ? request.raw.headers : request.headers;
  return verifyWebhook({ ...options, body: await request.arrayBuffer(), headers });
}

/** The part of a Fastify instance `addRawJsonParser` uses. */
export interface FastifyLike {
  hasContentTypeParser(contentType: string): boolean;
  removeContentTypeParser(contentType: string): unknown;
  addContentTypeParser(
    contentType: string,
    options: { parseAs: 'buffer'; bodyLimit?: number },
    // `string` too: Fastify's types cannot tell from `parseAs` that the body is a Buffer.
    parser: (
      request: unknown,
      body: string | Uint8Array,
      done: (error: null, body: string | Uint8Array) => void,
    ) => void,
  ): unknown;
}

/**
 * Makes `application/json` bodies arrive as their raw bytes (`request.body` is a Buffer) in this
 * Fastify scope. Call it inside the plugin that registers the webhook route, so the rest of the
 * application keeps Fastify's JSON parsing (encapsulation); `verifyNodeRequest` parses the body
 * after checking its signature.
 */
export function addRawJsonParser(fastify: FastifyLike, options: { bodyLimit?: number } = {}): void {
  if (fastify.hasContentTypeParser('application/json')) {
    fastify.removeContentTypeParser('application/json');
  }
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) },
    (_request, body, done) => done(null, body),
  );
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}
