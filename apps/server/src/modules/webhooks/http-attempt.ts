import type { Dispatcher } from 'undici';
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
 * redirects are not followed (a bare dispatch follows none). `redact`: the credential values
 * to remove from the response excerpt.
 *
 * Sent with the dispatcher's own handler interface rather than undici's `request`: an attempt
 * reads only the status, `Retry-After` and the first {@link READ_BYTES} of the answer, so it
 * needs no response stream, no parsed header object and no AbortSignal (its timer calls the
 * request's abort function), which were a third of the request path's cost per delivery
 * (bench/README.md, third round).
 */
export function postWebhook(
  dispatcher: Dispatcher,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
  redact: string[],
): Promise<AttemptResult> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch (error) {
      resolve(failure(null, 'connection_error', error));
      return;
    }
    let abort: ((reason?: Error) => void) | null = null;
    let timedOut = false;
    let done = false;
    let statusCode: number | null = null;
    let retryAfter: string | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: AttemptResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const answered = (complete: boolean) => {
      const code = statusCode as number;
      const succeeded = code >= 200 && code < 300;
      const head = Buffer.concat(chunks, size);
      finish({
        succeeded,
        statusCode: code,
        errorClass: succeeded ? null : code >= 300 && code < 400 ? 'redirect' : 'http_error',
        responseExcerpt: responseExcerpt(
          complete ? head : head.subarray(0, READ_BYTES),
          complete,
          redact,
        ),
        retryAfterMs: parseRetryAfter(retryAfter),
        detail: null,
      });
    };
    const timer = setTimeout(() => {
      timedOut = true;
      abort?.(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    dispatcher.dispatch(
      {
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
      {
        onConnect(abortRequest: (reason?: Error) => void) {
          abort = abortRequest;
          if (timedOut) abortRequest(new Error(`no complete answer within ${timeoutMs} ms`));
        },
        onHeaders(status: number, rawHeaders: Buffer[]) {
          if (status < 200) return true;
          statusCode = status;
          if (status === 429 || status === 503) retryAfter = headerValue(rawHeaders, 'retry-after');
          return true;
        },
        onData(chunk: Buffer) {
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of the answer is let go.
          if (size > READ_BYTES) {
            answered(false);
            abort?.(new Error('answer read far enough'));
          }
          return true;
        },
        onComplete() {
          answered(true);
        },
        onError(error: Error) {
          finish(failure(statusCode, timedOut ? 'timeout' : classify(error), error));
        },
      } as unknown as Dispatcher.DispatchHandler,
    );
  });
}

function failure(
  statusCode: number | null,
  errorClass: AttemptErrorClass,
  error: unknown,
): AttemptResult {
  return {
    succeeded: false,
    statusCode,
    errorClass,
    responseExcerpt: null,
    retryAfterMs: null,
    detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  };
}

/** The first value of header `name` (lower case) in undici's raw `[name, value, ...]` list. */
function headerValue(raw: Buffer[], name: string): string | undefined {
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const key = raw[i] as Buffer;
    if (key.length === name.length && key.toString('latin1').toLowerCase() === name)
      return (raw[i + 1] as Buffer).toString('latin1');
  }
  return undefined;
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
