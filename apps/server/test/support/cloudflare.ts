import { expect } from 'vitest';
import type { CloudflareCredential } from '../../src/providers/cloudflare-api.js';
import { settle } from './domains.js';
import type { Harness } from './harness.js';

let counter = 0;

/** A sandbox account label no other test uses (a token `<label>-1` reaches its zones). */
export function uniqueAccount(token = ''): string {
  counter += 1;
  return `cf${counter}${Date.now().toString(36)}${token ? `-${token}` : ''}`;
}

export const tokenOf = (secret: string): CloudflareCredential => ({
  authType: 'api_token',
  secret,
  email: null,
});

export function connect(h: Harness, body: Record<string, unknown>, options = {}) {
  return h.call('POST', '/v1/api/cloudflare-domains/connect', {
    body: { auth_type: 'api_token', ...body },
    ...options,
  });
}

/** The records of a zone as Cloudflare holds them (through the configured adapter). */
export async function zoneRecords(h: Harness, secret: string, zoneId: string) {
  const listed = await h.ctx.providers.cloudflare.listRecords(tokenOf(secret), zoneId);
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.records;
}

/** The domain as Get Cloudflare domain details answers it. */
export async function details(h: Harness, domain: string) {
  const res = await h.call('GET', `/v1/api/cloudflare-domains/${domain}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.domain;
}

/** Connects `name`, lets the lifecycle run, and expects the domain active. */
export async function connectActive(h: Harness, secret: string, name: string) {
  const res = await connect(h, { api_token: secret, domains: [name] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.connected_count + res.body.reconnected_count).toBe(1);
  await settle(h);
  const domain = await details(h, name);
  expect(domain.status).toBe('active');
  return domain;
}
