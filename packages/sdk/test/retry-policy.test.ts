import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  defaultRetryOptions,
  isRetryableStatus,
  isRetrySafe,
  parseRetryAfter,
} from '../src/client/retry-policy.js';

describe('which requests may be sent again', () => {
  it('allows the idempotent methods', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'get']) {
      expect(isRetrySafe(method, undefined, false), method).toBe(true);
    }
  });

  it('allows POST operations that only read, told by their operationId', () => {
    for (const id of [
      'listSequencers',
      'listForwardingJobs',
      'getNameservers',
      'checkDomainAvailability',
      'searchDomains',
      'previewDomainMove',
      'showMailboxCredentials',
    ]) {
      expect(isRetrySafe('POST', id, false), id).toBe(true);
    }
  });

  it('refuses POST and PATCH operations that act, unless they carry an Idempotency-Key', () => {
    for (const id of [
      'buyMailboxes',
      'registerDomains',
      'createWorkspace',
      'updateWorkspaceWebhook',
      'exportMailboxes',
      'generateTotp',
      'listing', // a verb must be followed by a word, not be a prefix of one
      undefined,
    ]) {
      expect(isRetrySafe('POST', id, false), String(id)).toBe(false);
      expect(isRetrySafe('POST', id, true), String(id)).toBe(true);
    }
    expect(isRetrySafe('PATCH', 'updateMailbox', false)).toBe(false);
  });

  it('retries 429 and 5xx except 501 and 505', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 501, 505].some(isRetryableStatus)).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles up to maxDelayMs, keeping half and randomising half', () => {
    const options = { ...defaultRetryOptions, initialDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelayMs(0, options, () => 0)).toBe(50);
    expect(backoffDelayMs(0, options, () => 0.999_999)).toBeCloseTo(100);
    expect(backoffDelayMs(2, options, () => 0)).toBe(200);
    expect(backoffDelayMs(10, options, () => 1)).toBe(1000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
