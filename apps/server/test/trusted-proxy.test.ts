import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { useHarness } from './support/harness.js';

/** MAILWRIGHT_TRUSTED_PROXIES: the client a trusted proxy names is the one logged (and limited). */
const h = useHarness({ env: { MAILWRIGHT_TRUSTED_PROXIES: '10.0.0.0/8', LOG_LEVEL: 'debug' } });

const from = (remoteAddress: string, forwardedFor: string) =>
  h.app.inject({
    method: 'GET',
    url: `/healthz?probe=${encodeURIComponent(forwardedFor)}`,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** The client address logged for the request whose URL carried `probe`. */
const loggedClient = (probe: string) => {
  const line = h
    .logs()
    .split('\n')
    .find((l) => l.includes('incoming request') && l.includes(encodeURIComponent(probe)));
  return (JSON.parse(line ?? '{}') as { req?: { remoteAddress?: string } }).req?.remoteAddress;
};

describe('MAILWRIGHT_TRUSTED_PROXIES', () => {
  it('takes the client from X-Forwarded-For only when the connection comes from a trusted proxy', async () => {
    await from('10.1.2.3', '203.0.113.7');
    expect(loggedClient('203.0.113.7')).toBe('203.0.113.7');
    // Anyone else's header is ignored: it could say anything.
    await from('192.0.2.1', '203.0.113.8');
    expect(loggedClient('203.0.113.8')).toBe('192.0.2.1');
  });

  it('is a list of addresses or ranges; none by default', () => {
    expect(loadConfig({}).operations.trustedProxies).toEqual([]);
    expect(
      loadConfig({ MAILWRIGHT_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }).operations.trustedProxies,
    ).toEqual(['127.0.0.1/32', '10.0.0.0/8']);
    expect(() => loadConfig({ MAILWRIGHT_TRUSTED_PROXIES: 'proxy.example' })).toThrow(
      /MAILWRIGHT_TRUSTED_PROXIES: "proxy.example" is not an IP address or CIDR range/,
    );
  });
});
