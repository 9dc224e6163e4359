import { afterAll, beforeAll } from 'vitest';
import { createCloudflareApi } from '../src/providers/cloudflare/api.js';
import type { CloudflareCredential } from '../src/providers/cloudflare-api.js';
import { createSimCloudflareApi } from '../src/providers/simulator/cloudflare.js';
import { cloudflareApiContract } from './providers/cloudflare-api.contract.js';
import { type FakeCloudflare, startFakeCloudflare } from './support/cloudflare-fake.js';

const token = (secret: string): CloudflareCredential => ({
  authType: 'api_token',
  secret,
  email: null,
});

cloudflareApiContract('simulator (sandbox account)', {
  create: () => createSimCloudflareApi(),
  valid: token('contract-1'),
  globalKey: { authType: 'global_api_key', secret: 'k-1', email: 'contract@example.com' },
  cleanZone: 'contract.com',
  mailZone: 'contract.io',
  pendingZone: 'contract.org',
  invalid: token('contract-cfbadtoken'),
  noDns: token('contract-cfnodns'),
  noZones: token('contract-cfnozones'),
  rateLimited: token('contract-cfratelimit'),
});

let fake: FakeCloudflare;
beforeAll(async () => {
  fake = await startFakeCloudflare();
  const zones = [
    { name: 'acme-cf.com' },
    {
      name: 'acme-cf.io',
      records: [
        { type: 'MX', name: 'acme-cf.io', content: 'mx.other.example', ttl: 3600, priority: 10 },
        {
          type: 'TXT',
          name: 'acme-cf.io',
          content: 'v=spf1 include:other.example ~all',
          ttl: 3600,
        },
      ],
    },
    { name: 'acme-cf.org', status: 'pending' },
  ];
  fake.addAccount({
    name: 'Acme',
    token: 'tok-valid',
    email: 'ops@acme.example',
    key: 'gk-1',
    zones,
  });
  fake.addAccount({ name: 'Acme readonly', token: 'tok-nodns', zones, dns: false });
  fake.addAccount({ name: 'Empty', token: 'tok-empty', zones: [] });
  fake.addAccount({ name: 'Busy', token: 'tok-busy', zones, rateLimited: true });
});
afterAll(() => fake?.close());

cloudflareApiContract('Cloudflare API v4 (loopback)', {
  create: () => createCloudflareApi({ baseUrl: fake.baseUrl }),
  valid: token('tok-valid'),
  globalKey: { authType: 'global_api_key', secret: 'gk-1', email: 'ops@acme.example' },
  cleanZone: 'acme-cf.com',
  mailZone: 'acme-cf.io',
  pendingZone: 'acme-cf.org',
  invalid: token('tok-wrong'),
  noDns: token('tok-nodns'),
  noZones: token('tok-empty'),
  rateLimited: token('tok-busy'),
});
