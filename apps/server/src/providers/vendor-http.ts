import type { Dispatcher } from 'undici';
import { loadUndici } from '../lib/undici.js';
import { fail, type ProviderFailure } from './result.js';
import { type RateLimiter, retryAfterMs } from './vendor-limits.js';
import { vendorWords } from './vendor-words.js';

/**
 * HTTP to a vendor's API (registrars, sequencer platforms), the one way real adapters make their
 * calls: a deadline per call; a 5xx or 429 answer tried again a few times within the call, after
 * the answer's `Retry-After` when it gives one (bounded) or an exponential backoff; the vendor's
 * documented request budget kept by a {@link RateLimiter}; redirects never followed. What is left
 * is a typed failure that says whether trying later may help, and whose text never carries the
 * secrets the call was made with (`secrets`).
 */
export interface VendorHttpOptions {
  /** The vendor's name, as messages say it (`Instantly`). */
  vendor: string;
  /** The failure code of an outage (`registrar_unavailable`, `platform_unavailable`). */
  unavailableCode: string;
  /** Per call (connect, send, answer). Default 15 s. */
  timeoutMs?: number;
  /** Further tries of a 5xx or 429 within one call. Default 2. */
  retries?: number;
  /** First backoff after a 5xx without `Retry-After`, doubled each try. Default 500 ms. */
  backoffMs?: number;
  /** The longest wait within one call (a `Retry-After`, the limiter); longer fails retryably. */
  maxWaitMs?: number;
  limiter?: RateLimiter;
  /** The connection pool to use, made on the first call (undici is loaded then, not before). */
  dispatcher?: () => Promise<Dispatcher>;
  sleep?: (ms: number) => Promise<void>;
}

export interface VendorCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** JSON body (sent with `content-type: application/json`) or a form body (a URLSearchParams). */
  body?: unknown;
  /** Values that must never appear in a failure's text (keys, passwords). */
  secrets: readonly string[];
  /** The rate-limit bucket this call spends from (an account, a key). */
  limitKey?: string;
  /** Not to be tried again by this helper (a purchase: the caller decides). */
  once?: boolean;
}

export interface VendorAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

export type VendorResult = { ok: true; answer: VendorAnswer } | ProviderFailure;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createVendorHttp(options: VendorHttpOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const maxWaitMs = options.maxWaitMs ?? 5_000;
  const sleep = options.sleep ?? defaultSleep;
  const { vendor } = options;
  const unavailable = (why: string) => fail(options.unavailableCode, `${vendor} ${why}`, true);

  const once = async (call: VendorCall): Promise<VendorAnswer | ProviderFailure> => {
    const form = call.body instanceof URLSearchParams;
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (call.body !== undefined)
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    try {
      const { request } = await loadUndici();
      const dispatcher = await options.dispatcher?.();
      const response = await request(call.url, {
        method: call.method,
        headers,
        ...(call.body === undefined
          ? {}
          : { body: form ? String(call.body) : JSON.stringify(call.body) }),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        ...(dispatcher ? { dispatcher } : {}),
      });
      const text = await response.body.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.statusCode, headers: response.headers, text, json };
    } catch (error) {
      // undici's message names the failure (refused, timed out); scrubbed all the same.
      const why = vendorWords((error as Error).message, call.secrets);
      return unavailable(`could not be reached${why ? ` (${why})` : ''}`);
    }
  };

  return async function call(input: VendorCall): Promise<VendorResult> {
    const tries = input.once ? 1 : retries + 1;
    for (let attempt = 1; ; attempt += 1) {
      const slot = options.limiter?.reserve(input.limitKey ?? '', maxWaitMs);
      if (slot === null)
        return fail(
          'rate_limited',
          `${vendor}'s request limit for this account is used up; trying again shortly`,
          true,
        );
      await slot?.ready(sleep);
      const answer = await once(input);
      slot?.done();
      if ('ok' in answer) {
        if (attempt >= tries) return answer;
        await sleep(backoffMs * 2 ** (attempt - 1));
        continue;
      }
      const limited = answer.status === 429;
      if (!limited && answer.status < 500) return { ok: true, answer };
      const after = retryAfterMs(answer.headers['retry-after']);
      if (attempt >= tries || (after !== null && after > maxWaitMs)) {
        return limited
          ? fail('rate_limited', `${vendor} is limiting requests (429); trying again later`, true)
          : unavailable(`answered ${answer.status}`);
      }
      await sleep(after ?? backoffMs * 2 ** (attempt - 1));
    }
  };
}

export type VendorHttp = ReturnType<typeof createVendorHttp>;
