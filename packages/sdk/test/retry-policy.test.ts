import { describe, expect, it } from 'vitest';
import type { OperationRoute } from '../src/client/build-client.js';
import {
  backoffDelayMs,
  defaultRetryOptions,
  isRetryableStatus,
  isRetrySafe,
  parseRetryAfter,
} from '../src/client/retry-policy.js';
import { operationTable } from '../src/generated/operations.js';

describe('which requests may be sent again', () => {
  const safe = (id: keyof typeof operationTable, withKey = false) => {
    const route: OperationRoute = operationTable[id];
    return isRetrySafe(route.method, route, withKey);
  };

  it('allows the idempotent methods, whatever the operation', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'get']) {
      expect(isRetrySafe(method, undefined, false), method).toBe(true);
    }
    for (const id of ['getAccount', 'listWorkspaces', 'deleteWorkspace'] as const) {
      expect(safe(id), id).toBe(true);
    }
  });

  it('allows the POST operations openapi.json marks x-idempotent', () => {
    for (const id of [
      'listSequencers',
      'listForwardingJobs',
      'listMailboxes',
      'searchDomains',
      'checkNameservers',
      'previewDomainMove',
      'getSequencerTags',
    ] as const) {
      expect(safe(id), id).toBe(true);
    }
  });

  it('refuses getNameservers, a POST that connects domains despite its name', () => {
    expect(operationTable.getNameservers).not.toHaveProperty('idempotent');
    expect(safe('getNameservers')).toBe(false);
  });

  it('allows a key only on the operations that declare Idempotency-Key', () => {
    const declaring = Object.entries(operationTable)
      .filter(([, route]) => (route as OperationRoute).idempotencyKey)
      .map(([id]) => id);
    const keyed = [
      'addCredits',
      'addWarmup',
      'buyMailboxes',
      'buyPrewarmedDomains',
      'createPlacementTest',
      'createScheduledPlacementTest',
      'placeOrder',
      'registerDomains',
      'repurchaseMailboxes',
    ] as const;
    expect(declaring.sort()).toEqual([...keyed]);
    for (const id of keyed) {
      expect(safe(id, false), id).toBe(false);
      expect(safe(id, true), id).toBe(true);
    }
    for (const id of [
      'createWorkspace',
      'updateWorkspaceWebhook',
      'exportMailboxes',
      'cancelMailboxes',
      'addSequencer',
    ] as const) {
      expect(safe(id, false), id).toBe(false);
      expect(safe(id, true), `${id} with a key`).toBe(false);
    }
  });

  it('judges a request of an unknown operation by its method alone', () => {
    expect(isRetrySafe('POST', undefined, true)).toBe(false);
    expect(isRetrySafe('PATCH', undefined, false)).toBe(false);
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
