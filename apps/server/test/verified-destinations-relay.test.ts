import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { providerLines } from '../src/providers/check.js';
import { createMailServerHost } from '../src/providers/mailserver/mailbox-host.js';
import { createDnsLookup } from '../src/providers/resolver.js';
import { useHarness } from './support/harness.js';
import { describeOnMailStack, type MailStack, useMailStack } from './support/mailstack.js';
import { sandboxCode } from './support/verified.js';
import { waitFor } from './support/wait.js';

/**
 * Verification codes through the operator's relay (MAILWRIGHT_VERIFICATION_SMTP_URL), and the
 * production profile without one (address verification refused, the code never shown).
 */
const SUBJECT = 'Confirm this address for mail forwarding';

describe('MAILWRIGHT_VERIFICATION_SMTP_URL', () => {
  const problems = (value: string) => {
    try {
      loadConfig({ MAILWRIGHT_VERIFICATION_SMTP_URL: value });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('reads smtp:// (STARTTLS, plain on loopback) and smtps:// with a percent-encoded login', () => {
    const relayOf = (url: string) =>
      loadConfig({ MAILWRIGHT_VERIFICATION_SMTP_URL: url }).forwarding.verificationRelay;
    expect(relayOf('smtp://codes%40acme.example:p%40ss@smtp.acme.example')).toEqual({
      host: 'smtp.acme.example',
      port: 587,
      tls: 'starttls',
      user: 'codes@acme.example',
      password: 'p@ss',
    });
    expect(relayOf('smtps://u:p@smtp.acme.example')).toMatchObject({ port: 465, tls: 'implicit' });
    expect(relayOf('smtp://127.0.0.1:2525')).toEqual({
      host: '127.0.0.1',
      port: 2525,
      tls: 'none',
      user: null,
      password: null,
    });
    expect(loadConfig({}).forwarding.verificationRelay).toBeNull();
  });

  it('names a bad value without repeating it (it holds a password)', () => {
    for (const bad of [
      'http://relayuser9:Hunter2secret@smtp.acme.example',
      'smtp://relayuser9:Hunter2secret@smtp.acme.example/path',
      'smtp://relayuser9@smtp.acme.example',
      'not a url Hunter2secret',
    ]) {
      const [problem, ...rest] = problems(bad);
      expect(rest).toEqual([]);
      expect(problem).toMatch(/^MAILWRIGHT_VERIFICATION_SMTP_URL: must be smtp:\/\//);
      expect(problem).not.toContain('Hunter2secret');
      expect(problem).not.toContain('relayuser9');
    }
  });
});

describe('the production profile without a relay', () => {
  const h = useHarness();

  it('refuses to verify an address (503 naming the setting): nothing is sent or shown', async () => {
    const res = await h.call('POST', '/v1/api/verified-domains', {
      body: { email: 'replies@acme.example' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.message).toContain('MAILWRIGHT_VERIFICATION_SMTP_URL');
    const list = await h.call('GET', '/v1/api/verified-domains');
    expect(list.body.destinations).toEqual([]);
    const events = await h.call('POST', '/v1/api/webhooks/events/list', {
      body: { event: 'verified_destination.verification_sent' },
    });
    expect(events.status).toBe(200);
    expect(events.body.events).toEqual([]);
    const sent = await h.ctx.db
      .selectFrom('mail_messages')
      .select('id')
      .where('kind', '=', 'verification')
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    expect(sent).toEqual([]);
  });

  it('still verifies a domain by TXT record (answered the record to publish)', async () => {
    const res = await h.call('POST', '/v1/api/verified-domains', {
      body: { domain: 'partner.example' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.destination.dns_record.type).toBe('TXT');
  });

  it('says so in the provider status and the banner', async () => {
    const res = await h.call('GET', '/v1/api/providers');
    expect(res.body.families).toContainEqual({
      family: 'verification_mail',
      platform: null,
      adapter: 'simulator',
      real: false,
    });
    const banner = providerLines(h.ctx.providers.status, true).join('\n');
    expect(banner).toContain('verification mail');
    expect(banner).toContain(
      'forwarding addresses cannot be verified by code until MAILWRIGHT_VERIFICATION_SMTP_URL is set',
    );
    expect(providerLines(h.ctx.providers.status, false).join('\n')).not.toContain('WARNING');
  });
});

describeOnMailStack('verification codes through a relay on the loopback mail stack', () => {
  const run = randomBytes(3).toString('hex');
  const relayDomain = `relay-${run}.example`;
  const inboxDomain = `inbox-${run}.example`;
  const sender = {
    email: `verify@${relayDomain}`,
    password: `pw-${randomBytes(8).toString('hex')}`,
  };
  const inbox = {
    email: `replies@${inboxDomain}`,
    password: `pw-${randomBytes(8).toString('hex')}`,
  };
  const stackEnv: Record<string, string> = {};
  const stack = useMailStack(stackEnv);
  const env: Record<string, string> = {};
  beforeAll(async () => {
    for (const account of [sender, inbox]) await createAccount(stack, account);
    const { host, port } = stack.spec.client.submission;
    // Postfix submission on loopback, signing in as the sender's Dovecot account.
    env.MAILWRIGHT_VERIFICATION_SMTP_URL = `smtp://${encodeURIComponent(sender.email)}:${sender.password}@${host}:${port}`;
    env.MAILWRIGHT_VERIFICATION_FROM = sender.email;
  }, 60_000);
  const h = useHarness({ env });

  it('mails the code to the real mailbox, the event carries none, and the code verifies', async () => {
    const added = await h.call('POST', '/v1/api/verified-domains', {
      body: { email: inbox.email },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { uid } = added.body.destination;
    expect(await sandboxCode(h, uid)).toBeNull();

    const message = await readMail(stack, inbox);
    expect(message.from).toBe(sender.email);
    const code = /verification code is (\d{6})/.exec(message.text)?.[1];
    expect(code, message.text).toMatch(/^\d{6}$/);

    const wrong = await h.call('POST', '/v1/api/verified-domains/verify', {
      body: { uid, code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const res = await h.call('POST', '/v1/api/verified-domains/verify', { body: { uid, code } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.destination).toMatchObject({ status: 'verified', verification_method: 'code' });

    const providers = await h.call('GET', '/v1/api/providers');
    expect(providers.body.families).toContainEqual({
      family: 'verification_mail',
      platform: null,
      adapter: 'smtp_relay',
      real: true,
    });
    // The relay's password is in no response and no log line.
    expect(JSON.stringify(providers.body)).not.toContain(sender.password);
    expect(JSON.stringify(added.body)).not.toContain(sender.password);
    expect(h.logs()).not.toContain(sender.password);
    h.ctx.log.info({ config: h.ctx.config.forwarding }, 'forwarding settings');
    expect(h.logs()).toContain('forwarding settings');
    expect(h.logs()).not.toContain(sender.password);
  });
});

/** A Dovecot account on the stack, its domain served by the stack's PowerDNS with MX to it. */
async function createAccount(stack: MailStack, account: { email: string; password: string }) {
  const domain = account.email.split('@')[1] as string;
  const status = await stack.powerdns('POST', '', {
    name: `${domain}.`,
    kind: 'Native',
    nameservers: ['ns1.elsewhere.example.'],
    rrsets: [
      {
        name: `${domain}.`,
        type: 'MX',
        ttl: 60,
        records: [{ content: `10 ${stack.spec.hostname}.`, disabled: false }],
      },
    ],
  });
  expect(status).toBe(201);
  const host = createMailServerHost({
    stackDir: stack.dir,
    lookup: createDnsLookup([`127.0.0.1:${stack.spec.ports.dns}`]),
  });
  const created = await host.createAccount({
    platform: 'SMTP',
    email: account.email,
    domain,
    accountId: null,
    firstName: 'Ana',
    lastName: 'Lima',
    password: account.password,
    appPassword: '',
    isAdmin: false,
  });
  if (!created.ok) throw new Error(created.error.message);
}

/** The verification message in `account`'s INBOX, read over IMAP as its owner would. */
async function readMail(stack: MailStack, account: { email: string; password: string }) {
  const client = await stack.imap(account.email, account.password);
  try {
    let found: { from: string; text: string } | null = null;
    await waitFor(
      async () => {
        const lock = await client.getMailboxLock('INBOX');
        try {
          const uids = (await client.search({ subject: SUBJECT }, { uid: true })) || [];
          const last = uids.at(-1);
          if (last !== undefined) {
            const msg = await client.fetchOne(
              String(last),
              { envelope: true, source: true },
              { uid: true },
            );
            if (msg)
              found = {
                from: msg.envelope?.from?.[0]?.address?.toLowerCase() ?? '',
                text: msg.source?.toString() ?? '',
              };
          }
        } finally {
          lock.release();
        }
        // Polls a few times a second, not in a busy loop against Dovecot.
        if (!found) await new Promise((resolve) => setTimeout(resolve, 200));
        return found !== null;
      },
      undefined,
      `no verification message reached ${account.email}`,
    );
    return found as unknown as { from: string; text: string };
  } finally {
    await client.logout().catch(() => undefined);
  }
}
