import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/mailstack/accounts.js';
import { stackPaths } from '../src/mailstack/spec.js';
import { generateDkimKeyPair } from '../src/modules/dns/expected-records.js';
import { createMailServerHost } from '../src/providers/mailserver/mailbox-host.js';
import { createPowerDnsHost } from '../src/providers/powerdns/dns-host.js';
import { createDnsLookup } from '../src/providers/resolver.js';
import { dnsHostContract } from './providers/dns-host.contract.js';
import { mailboxHostContract } from './providers/mailbox-host.contract.js';
import { describeOnceOnMailStack, useMailStack } from './support/mailstack.js';
import { waitFor } from './support/wait.js';

/**
 * The DnsHost and MailboxHost contracts against the real adapters: PowerDNS, and Postfix +
 * Dovecot + OpenDKIM, on one private loopback stack. They use no Mailwright database, so they run
 * in the SQLite project only.
 */
const run = `${randomBytes(3).toString('hex')}`;
let serial = 0;
const fresh = (label: string) => {
  serial += 1;
  return `${label}${serial}-${run}.example`;
};
const { privateKeyPem } = await generateDkimKeyPair();

describeOnceOnMailStack('real adapters on a loopback mail stack', () => {
  const stack = useMailStack();
  const lookup = () => createDnsLookup([`127.0.0.1:${stack.spec.ports.dns}`]);
  const powerdns = () =>
    createPowerDnsHost(
      {
        kind: 'powerdns',
        apiUrl: `http://127.0.0.1:${stack.spec.ports.dnsApi}`,
        apiKey: stack.spec.powerdns.apiKey,
        nameservers: stack.spec.nameservers,
      },
      lookup(),
    );
  const zoneWithMx = (name: string, mx: string) =>
    stack.powerdns('POST', '', {
      name: `${name}.`,
      kind: 'Native',
      nameservers: ['ns1.elsewhere.example.'],
      rrsets: [
        {
          name: `${name}.`,
          type: 'MX',
          ttl: 60,
          records: [{ content: `10 ${mx}.`, disabled: false }],
        },
      ],
    });

  const taken = fresh('taken');
  const google = fresh('gws');
  const microsoft = fresh('m365');
  const mailDomain = fresh('mail');
  const suspended = `suspended@${mailDomain}`;
  const disabled = `disabled@${mailDomain}`;
  beforeAll(async () => {
    expect(await zoneWithMx(taken, 'mx.elsewhere.example')).toBe(201);
    expect(await zoneWithMx(google, 'smtp.google.com')).toBe(201);
    expect(await zoneWithMx(microsoft, 'x-example.mail.protection.outlook.com')).toBe(201);
    expect(await zoneWithMx(mailDomain, stack.spec.hostname)).toBe(201);
    const host = createMailServerHost({ stackDir: stack.dir, lookup: lookup() });
    for (const [email, state] of [
      [suspended, 'suspended'],
      [disabled, 'disabled'],
    ] as const) {
      const created = await host.createAccount({
        platform: 'SMTP',
        email,
        domain: mailDomain,
        accountId: null,
        firstName: 'A',
        lastName: 'B',
        password: 'pw-Strong-123456',
        appPassword: '',
        isAdmin: false,
      });
      if (!created.ok) throw new Error(created.error.message);
      stack.accounts().update(created.accountId, { state });
    }
  });

  dnsHostContract('PowerDNS', {
    create: powerdns,
    domain: () => fresh('zone'),
    refusedDomain: taken,
    neverVisibleDomain: fresh('hidden'),
    async hide(domain) {
      // The world sees the domain delegated elsewhere: its NS answer is not ours.
      const status = await stack.powerdns('PATCH', `/${domain}.`, {
        rrsets: [
          {
            name: `${domain}.`,
            type: 'NS',
            ttl: 60,
            changetype: 'REPLACE',
            records: [{ content: 'ns1.previous-host.example.', disabled: false }],
          },
        ],
      });
      expect(status).toBe(204);
    },
    googleTenantDomain: google,
    microsoftTenantDomain: microsoft,
    now: Date.now,
    settle: async () => {},
  });

  mailboxHostContract('mail server (Postfix + Dovecot)', {
    create: () => createMailServerHost({ stackDir: stack.dir, lookup: lookup() }),
    platforms: ['SMTP'],
    address: () => {
      serial += 1;
      return `user${serial}@${mailDomain}`;
    },
    dkim: { selector: 'mw1', privateKeyPem },
    refused: { createAccount: `a&b@${mailDomain}` },
    dnsNeverSeen: `someone@${fresh('nomx')}`,
    suspended,
    disabled,
    forwarding: { refused: 'not an address' },
    settle: async () => {},
    now: Date.now,
  });

  describe('the accounts database', () => {
    // Postfix's maps, Dovecot's passdb and userdb and OpenDKIM's key table read it with no retry
    // when SQLite answers "database is locked": under a rollback journal, that is any read that
    // comes while a write commits (Postfix's proxymap exits and is throttled, a sign-in fails,
    // OpenDKIM answers 451 4.7.1). In WAL mode a read never waits for a write.
    it('serves sign-in, submission, DKIM signing and delivery while a write is in progress', async () => {
      const domain = fresh('busy');
      const [from, to, password] = [`ana@${domain}`, `bob@${domain}`, 'pw-Strong-123456'];
      const hash = await hashPassword(password);
      for (const address of [from, to])
        stack.accounts().upsert({
          address,
          domain,
          passwordHash: hash,
          appPasswordHash: hash,
          firstName: 'A',
          lastName: 'B',
        });
      stack.accounts().setDkimKey(domain, 'mw1', privateKeyPem);
      const writer = new Database(stackPaths(stack.dir).accounts);
      writer.exec('BEGIN EXCLUSIVE');
      try {
        writer.prepare('UPDATE accounts SET first_name = ? WHERE address = ?').run('Ann', from);
        const subject = `while writing ${run}`;
        const transport = stack.submission(from, password);
        try {
          await transport.sendMail({ from, to, subject, text: 'hello\n' });
        } finally {
          transport.close();
        }
        const inbox = await stack.imap(to, password);
        try {
          let source = '';
          await waitFor(async () => {
            const box = await inbox.mailboxOpen('INBOX');
            if (box.exists === 0) return false;
            for await (const m of inbox.fetch('1:*', { envelope: true, source: true }))
              if (m.envelope?.subject === subject) source = m.source?.toString() ?? '';
            return source !== '';
          });
          // OpenDKIM signed it with the domain's key (the header unfolded).
          const unfolded = source.replace(/\r?\n[ \t]+/g, ' ');
          const signedBy = /^DKIM-Signature:[^\r\n]*[; ]d=([^;\s]+);/m.exec(unfolded)?.[1];
          expect(signedBy, source).toBe(domain);
        } finally {
          await inbox.logout();
        }
      } finally {
        writer.exec('ROLLBACK');
        writer.close();
      }
    });
  });

  describe('PowerDNS specifics', () => {
    it('answers zone_taken for a name that already has a zone, and leaves that zone alone', async () => {
      const host = powerdns();
      const first = await host.createZone({ domain: fresh('twice') });
      if (!first.ok) throw new Error(first.error.message);
      const again = await host.createZone({ domain: first.zoneId.split('.:')[0] as string });
      expect(again).toMatchObject({ ok: false, error: { code: 'zone_taken', retryable: false } });
      // A zone id that is not the owner's (another creation of the name) deletes nothing.
      expect((await host.deleteZone({ domain: 'x', zoneId: `${first.zoneId}x` })).ok).toBe(true);
      const ns = await stack.resolver().resolveNs(first.zoneId.split('.:')[0] as string);
      expect(ns.sort()).toEqual(first.nameservers);
    });

    it('never puts the API key in an error', async () => {
      const wrong = createPowerDnsHost(
        {
          kind: 'powerdns',
          apiUrl: `http://127.0.0.1:${stack.spec.ports.dnsApi}`,
          apiKey: 'not-the-key-4b1d',
          nameservers: stack.spec.nameservers,
        },
        lookup(),
      );
      const result = await wrong.createZone({ domain: fresh('nokey') });
      expect(result).toMatchObject({ ok: false, error: { code: 'dns_host_unauthorized' } });
      expect(JSON.stringify(result)).not.toContain('not-the-key-4b1d');
      expect(JSON.stringify(result)).not.toContain(stack.spec.powerdns.apiKey);
    });
  });
});
