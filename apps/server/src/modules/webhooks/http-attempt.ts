import type { Readable } from 'node:stream';
import { type Dispatcher, request } from 'undici';
import { scrubValues } from './credentials.js';
import { DestinationRefusedError } from './destination-guard.js';

/** The most of a receiver's answer kept in the delivery log (bytes of UTF-8). */
export const EXCERPT_BYTES = 4096;
/**
 * The most of a receiver's answer read: more than is kept, so that a credential value running
 * across the {@link EXCERPT_BYTES} mark is read whole and removed before the excerpt is cut.
 */
const READ_BYTES = 2 * EXCERPT_BYTES;

/**
 * Why an attempt failed, when it did. `http_error` and `redirect` come with the status code;
 * `timeout` may too, when the status arrived but the body did not finish in time.
 */
export type AttemptErrorClass =
  | 'http_error'
  | 'redirect'
  | 'timeout'
  | 'connection_refused'
  | 'connection_error'
  | 'dns_error'
  | 'tls_error'
  | 'destination_refused'
  | 'interrupted';

export interface AttemptResult {
  succeeded: boolean;
  statusCode: number | null;
  errorClass: AttemptErrorClass | null;
  /** The start of the response body as text, as {@link responseExcerpt} makes it. */
  responseExcerpt: string | null;
  /** What a 429 or 503 asked for with Retry-After, in ms from now. */
  retryAfterMs: number | null;
  /** The error's message, for the operator's log only (never shown to API users). */
  detail: string | null;
}

/**
 * POSTs one signed body and reports what happened. Never throws. The whole exchange (connect,
 * send, response headers, body excerpt) must finish within `timeoutMs`; only 2xx succeeds;
 * redirects are not followed (undici's `request` follows none). `redact`: the credential values
 * to remove from the response excerpt.
 */
export async function postWebhook(
  dispatcher: Dispatcher,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
  redact: string[],
): Promise<AttemptResult> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let statusCode: number | null = null;
  try {
    const response = await request(url, {
      dispatcher,
      method: 'POST',
      headers,
      body,
      signal: abort.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    statusCode = response.statusCode;
    const head = await readHead(response.body);
    const excerpt = responseExcerpt(head.bytes, head.complete, redact);
    const succeeded = statusCode >= 200 && statusCode < 300;
    const retryAfter =
      statusCode === 429 || statusCode === 503 ? response.headers['retry-after'] : undefined;
    return {
      succeeded,
      statusCode,
      errorClass: succeeded
        ? null
        : statusCode >= 300 && statusCode < 400
          ? 'redirect'
          : 'http_error',
      responseExcerpt: excerpt,
      retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter),
      detail: null,
    };
  } catch (error) {
    return {
      succeeded: false,
      statusCode,
      errorClass: abort.signal.aborted ? 'timeout' : classify(error),
      responseExcerpt: null,
      retryAfterMs: null,
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads up to {@link READ_BYTES} of the body, then lets the rest go. (Stream events rather than
 * `for await`, whose iterator costs more than the read itself for a short answer.)
 */
function readHead(body: Readable): Promise<{ bytes: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > READ_BYTES) {
        body.destroy();
        resolve({ bytes: Buffer.concat(chunks).subarray(0, READ_BYTES), complete: false });
      }
    });
    body.once('end', () => resolve({ bytes: Buffer.concat(chunks), complete: true }));
    body.once('error', reject);
  });
}

const WHOLE = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * What the delivery log keeps of an answer whose first bytes are `head` (all of it when
 * `complete`): the text with every value of `redact` removed first, then cut to at most
 * {@link EXCERPT_BYTES} of UTF-8 on a character boundary. When `head` is only the start of the
 * answer, a character or a credential value cut off at its end is dropped first.
 */
export function responseExcerpt(head: Buffer, complete: boolean, redact: string[]): string {
  // In streaming mode the decoder keeps back a character whose bytes are not all there.
  let text = complete
    ? WHOLE.decode(head)
    : new TextDecoder('utf-8', { ignoreBOM: true }).decode(head, { stream: true });
  if (!complete) text = text.slice(0, text.length - partialValueAtEnd(text, redact));
  // PostgreSQL text cannot hold NUL; a receiver's binary answer is shown without them.
  return cutUtf8(scrubValues(text, redact).replace(/\0/g, ''), EXCERPT_BYTES);
}

/** The length of the longest start of one of `values` that `text` ends with (0: none). */
function partialValueAtEnd(text: string, values: string[]): number {
  let longest = 0;
  for (const value of values) {
    for (let n = Math.min(value.length - 1, text.length); n > longest; n--) {
      if (text.endsWith(value.slice(0, n))) {
        longest = n;
        break;
      }
    }
  }
  return longest;
}

/** `text` cut to at most `maxBytes` of UTF-8, never inside a character. */
function cutUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // A continuation byte (10xxxxxx) right after the cut means the cut splits a character.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function classify(error: unknown): AttemptErrorClass {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof DestinationRefusedError) return 'destination_refused';
    const code = (e as NodeJS.ErrnoException).code ?? '';
    if (code === 'ECONNREFUSED') return 'connection_refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'dns_error';
    if (code.startsWith('UND_ERR_') && code.endsWith('TIMEOUT')) return 'timeout';
    if (code === 'ETIMEDOUT') return 'timeout';
    if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/.test(code))
      return 'tls_error';
  }
  return 'connection_error';
}
