import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { getDomain, settle, uniqueName } from './support/domains.js';
import type { Workspaces } from './support/fakes/accounts.js';
import { startFakeEmailBison } from './support/fakes/emailbison.js';
import { startFakeInstantly } from './support/fakes/instantly.js';
import { startFakeLemlist } from './support/fakes/lemlist.js';
import { type FakeNamecheap, startFakeNamecheap } from './support/fakes/namecheap.js';
import type { FakeServer, LoginCheck } from './support/fakes/server.js';
import { startFakeSmartlead } from './support/fakes/smartlead.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes, expectMailboxActive } from './support/mailboxes.js';
import { describeOnMailStack, useMailStack } from './support/mailstack.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';

/**
 * The whole journey with the real adapters, each against its loopback fake, on the real mail
 * stack: a domain searched for, bought and paid through the API from Namecheap (fake), its DNS on
 * PowerDNS, an SMTP mailbox on Postfix + Dovecot going active, exported to Instantly, Smartlead,
 * EmailBison and lemlist (fakes), each of which signs in to the mailbox over SMTP and IMAP for
 * real before taking it, and ends holding the account with the mailbox's own host, port, login
 * and password.
 */
type Fake = FakeServer & { workspaces: Workspaces };

/** A sequencer's check of a new account: a real SMTP AUTH and IMAP LOGIN on the given host. */
const signIn: LoginCheck = async ({ username, password, smtp, imap }) => {
  const result = { smtp: null as string | null, imap: null as string | null };
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    auth: { user: username, pass: password },
  });
  try {
    await transport.verify();
  } catch (error) {
    result.smtp = (error as Error).message;
  } finally {
    transport.close();
  }
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: false,
    auth: { user: username, pass: password },
    logger: false,
  });
  try {
    await client.connect();
    await client.logout();
  } catch (error) {
    result.imap = (error as Error).message;
  }
  return result;
};

describeOnMailStack('real registrar and sequencer adapters, the whole journey', () => {
  const env: Record<string, string> = {
    MAILWRIGHT_REGISTRAR: 'namecheap',
    MAILWRIGHT_REGISTRAR_MARGIN: '2.00',
    MAILWRIGHT_SEQUENCER_INSTANTLY: 'api',
    MAILWRIGHT_SEQUENCER_SMARTLEAD: 'api',
    MAILWRIGHT_SEQUENCER_EMAILBISON: 'api',
    MAILWRIGHT_SEQUENCER_LEMLIST: 'api',
  };
  const stack = useMailStack(env);
  let namecheap: FakeNamecheap;
  const fakes: Record<string, Fake> = {};
  beforeAll(async () => {
    namecheap = await startFakeNamecheap();
    Object.assign(env, {
      MAILWRIGHT_NAMECHEAP_API_URL: namecheap.apiUrl,
      MAILWRIGHT_NAMECHEAP_API_USER: namecheap.credentials.apiUser,
      MAILWRIGHT_NAMECHEAP_API_KEY: namecheap.credentials.apiKey,
      MAILWRIGHT_NAMECHEAP_CLIENT_IP: namecheap.credentials.clientIp,
    });
    fakes.instantly = await startFakeInstantly(signIn);
    fakes.smartlead = await startFakeSmartlead(signIn);
    fakes.emailbison = await startFakeEmailBison(signIn);
    fakes.lemlist = await startFakeLemlist(signIn);
    for (const [platform, fake] of Object.entries(fakes))
      env[`MAILWRIGHT_${platform.toUpperCase()}_API_URL`] = fake.baseUrl;
  });
  afterAll(async () => {
    await namecheap?.close();
    for (const fake of Object.values(fakes)) await fake.close();
  });
  const h = useHarness({ env });

  it('search, buy and pay, DNS on PowerDNS, an SMTP mailbox active, exported to four sequencers that hold its real settings', async () => {
    // Search and buy: Namecheap's price ($10.28 + $0.20 ICANN fee) plus the $2.00 margin.
    const name = uniqueName('', 'com');
    const search = await h.call('POST', '/v1/api/domains/search', { body: { domain: name } });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.domains[0]).toMatchObject({
      domain: name,
      available: true,
      registration_price: 12.48,
    });
    const bought = await h.call('POST', '/v1/api/domains/register', {
      body: {
        domains: [{ name, registration_years: 1 }],
        contact_details: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          address_line1: '1 Analytical Way',
          city: 'London',
          state: 'Greater London',
          country: 'GB',
          postal_code: 'N1 9GU',
          phone: '+44.2079460000',
        },
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const domainUid = bought.body.domain_uids[0] as string;
    await settle(h);
    await waitFor(
      async () => (await getDomain(h, domainUid)).status === 'active',
      PATIENCE_MS,
      'the domain did not go active',
    );
    // Registered at Namecheap, pointed at the nameservers PowerDNS answers for.
    const held = namecheap.domains.get(name);
    expect(held?.contact).toMatchObject({
      RegistrantFirstName: 'Ada',
      RegistrantEmailAddress: 'ada@example.com',
    });
    const ns = (await stack.resolver().resolveNs(name)).sort();
    expect([...(held?.nameservers ?? [])].sort()).toEqual(ns);

    // An SMTP mailbox on the mail stack.
    const [mailbox] = await buyMailboxes(h, name, [{ platform: 'SMTP', username: 'ana' }]);
    await settle(h);
    await expectMailboxActive(h, mailbox.uid);
    const credentials = await h.call('GET', '/v1/api/mailboxes/show-credentials', {
      query: { uid: mailbox.uid },
    });
    expect(credentials.status).toBe(200);
    const { smtp, imap } = credentials.body;

    // Four sequencers, each verified with its customer's API key, then the export.
    for (const [platform, fake] of Object.entries(fakes)) {
      const key = `${platform}_key_0123456789abcdef`;
      const ws = fake.workspaces.add(key, `Acme ${platform}`);
      const form =
        platform === 'emailbison'
          ? { base_url: 'https://send.acme-agency.com', api_key: key }
          : platform === 'instantly'
            ? {
                sequencer_login: 'ops@acme.com',
                sequencer_password: 'Correct-Horse-9',
                workspace_name: ws.name,
                api_key: key,
              }
            : {
                sequencer_login: 'ops@acme.com',
                sequencer_password: 'Correct-Horse-9',
                api_key: key,
              };
      const added = await h.call('POST', '/v1/api/sequencers/add', {
        body: { name: `To ${platform}`, platform, tags: [], ...form },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await settle(h);
      const listed = await h.call('POST', '/v1/api/sequencers/list', {
        body: { uids: [added.body.uid] },
      });
      expect(listed.body.data[0], platform).toMatchObject({ status: 'active' });
      const exported = await h.call('POST', '/v1/api/sequencers/export', {
        body: { sequencer_uid: added.body.uid, mailbox_uids: [mailbox.uid] },
      });
      expect(exported.status, JSON.stringify(exported.body)).toBe(200);
      await settle(h);
      const status = await h.call('POST', '/v1/api/sequencers/export/status', {
        body: { sequencer_uid: added.body.uid },
      });
      expect(status.body.data[0], platform).toMatchObject({ status: 'completed', method: 'imap' });
      const account = ws.accounts.get(mailbox.email);
      expect(account, platform).toMatchObject({
        smtp: {
          host: smtp.host,
          port: smtp.port,
          username: smtp.username,
          password: smtp.password,
        },
        imap: {
          host: imap.host,
          port: imap.port,
          username: imap.username,
          password: imap.password,
        },
      });
    }
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  });
});
