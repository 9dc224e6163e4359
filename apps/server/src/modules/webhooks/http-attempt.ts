import { type Dispatcher, request } from 'undici';
import { DestinationRefusedError } from './destination-guard.js';

/** The most of a receiver's answer kept in the delivery log. */
export const EXCERPT_BYTES = 4096;

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
  /** The start of the response body (at most {@link EXCERPT_BYTES}), as text. */
  responseExcerpt: string | null;
  /** What a 429 or 503 asked for with Retry-After, in ms from now. */
  retryAfterMs: number | null;
  /** The error's message, for the operator's log only (never shown to API users). */
  detail: string | null;
}

/**
 * POSTs one signed body and reports what happened. Never throws. The whole exchange (connect,
 * send, response headers, body excerpt) must finish within `timeoutMs`; only 2xx succeeds;
 * redirects are not followed (undici's `request` follows none).
 */
export async function postWebhook(
  dispatcher: Dispatcher,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
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
    const excerpt = await readExcerpt(response.body);
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

/** Reads up to {@link EXCERPT_BYTES} of the body, then lets the rest go. */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= EXCERPT_BYTES) {
      body.destroy();
      break;
    }
  }
  // PostgreSQL text cannot hold NUL; a receiver's binary answer is shown without them.
  return Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\0/g, '');
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
