import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { describeOnceOnMailStack, useMailStack } from './support/mailstack.js';

/**
 * Domain verification against the loopback PowerDNS of the mail stack, as an operator running
 * the stack configures it: MAILWRIGHT_DNS_RESOLVER is the stack's DNS server. The check reads DNS,
 * not the database, so this runs once, in the SQLite project (the loopback DNS server of
 * verified-destinations.test.ts covers both dialects).
 */
describeOnceOnMailStack('verifying a domain by its TXT record on the loopback PowerDNS', () => {
  const stackEnv: Record<string, string> = {};
  const stack = useMailStack(stackEnv);
  const env: Record<string, string> = {};
  beforeAll(() => {
    // Only the resolver: the rest of the service stays on the simulator.
    env.MAILWRIGHT_DNS_RESOLVER = stackEnv.MAILWRIGHT_DNS_RESOLVER as string;
  });
  const h = useHarness({ env });

  it('is pending until PowerDNS serves the record, then verified', async () => {
    const domain = `partner-${randomBytes(3).toString('hex')}.example`;
    const added = await h.call('POST', '/v1/api/verified-domains', { body: { domain } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { uid, dns_record } = added.body.destination;

    const txt = (content: string) => ({
      name: `${dns_record.host}.`,
      type: 'TXT',
      ttl: 60,
      records: [{ content: `"${content}"`, disabled: false }],
    });
    const created = await stack.powerdns('POST', '', {
      name: `${domain}.`,
      kind: 'Native',
      nameservers: ['ns1.elsewhere.example.'],
      rrsets: [txt('mailwright-verify=not-this-one')],
    });
    expect(created).toBe(201);
    const early = await h.call('POST', '/v1/api/verified-domains/verify', { body: { uid } });
    expect(early.status).toBe(409);

    const patched = await stack.powerdns('PATCH', `/${domain}.`, {
      rrsets: [{ ...txt(dns_record.value), changetype: 'REPLACE' }],
    });
    expect(patched).toBe(204);
    const res = await h.call('POST', '/v1/api/verified-domains/verify', { body: { uid } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.destination).toMatchObject({
      status: 'verified',
      verification_method: 'dns_txt',
    });
  });
});
