import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';

const h = useHarness({ env: { MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '3' } });

describe('per-token rate limit', () => {
  it('counts down in X-RateLimit headers, then answers 429 with Retry-After', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.call('GET', '/v1/api/account');
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await h.call('GET', '/v1/api/account');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: true, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a request that fails validation or has a malformed body, with the headers on its 400', async () => {
    const invalid = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 501 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual([{ field: 'limit', message: 'must be at most 500' }]);
    expect(invalid.headers['x-ratelimit-limit']).toBe('3');
    expect(invalid.headers['x-ratelimit-remaining']).toBe('2');
    expect(Number(invalid.headers['x-ratelimit-reset'])).toBeGreaterThan(0);

    const malformed = await h.call('POST', '/v1/api/workspaces/create', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers['x-ratelimit-remaining']).toBe('1');

    expect((await h.call('GET', '/v1/api/account')).headers['x-ratelimit-remaining']).toBe('0');
    const limited = await h.call('GET', '/v1/api/workspaces/list', { query: { limit: 501 } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });

  it('limits each token separately and leaves health checks alone', async () => {
    for (let i = 0; i < 4; i++) await h.call('GET', '/v1/api/account');
    const other = await h.createTeam();
    expect((await h.call('GET', '/v1/api/account', { token: other.token })).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await h.call('GET', '/healthz', { token: null })).status).toBe(200);
  });
});
