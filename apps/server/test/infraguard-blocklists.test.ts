import { afterAll, beforeAll, expect, it } from 'vitest';
import { senderSignals, signalsFor } from '../src/modules/infraguard/sender-signals.js';
import { newMessageId, sendMail } from '../src/modules/mail/mail.service.js';
import { mailAccountOf } from '../src/modules/mailboxes/access.service.js';
import { describeIfAvailable } from './support/describe.js';
import { activeDomain, settle } from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';
import { type StackDns, stackDnsProblem, startStackDns } from './support/mailstack.js';
import { activeMailboxes, addWarmup, warmupDetails } from './support/warmup.js';

// Blocklist checks by real DNS queries: a private PowerDNS on loopback serves the test zones,
// and MAILWRIGHT_BLOCKLIST_RESOLVER points at it (as an operator points it at their own resolver).
const ZONES = [
  'dbl.spamhaus.org',
  'multi.surbl.org',
  'multi.uribl.com',
  'zen.spamhaus.org',
  'b.barracudacentral.org',
  'bl.spamcop.net',
  'dnsbl.mailwright.test',
];
const problem = stackDnsProblem;
const env: Record<string, string> = {
  ...EVENT_TEST_ENV,
  MAILWRIGHT_BLOCKLIST_ZONES: ZONES.join(','),
};
let dns: StackDns | null = null;
beforeAll(async () => {
  if (problem) return;
  dns = await startStackDns(ZONES);
  env.MAILWRIGHT_BLOCKLIST_RESOLVER = dns.address;
}, 60_000);
afterAll(async () => {
  await dns?.stop();
});
const h = useHarness({ env });
useEventReceiver(h);

// Each test's domain has its own address, so a listing served for one is not seen by another.
const IP = '203.0.113.7';
const IP2 = '203.0.113.8';
const reverse = (ip: string) => ip.split('.').reverse().join('.');
const reversed = reverse(IP);

const addARecord = async (uid: string, ip = IP) => {
  const res = await h.call('POST', '/v1/api/dns/add', {
    body: { uid, records: [{ host: 'www', type: 'A', value: ip }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const enable = async (uid: string) => {
  const res = await h.call('POST', '/v1/api/infra-guard/enable', { body: { domain_uids: [uid] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const history = async (uid: string) => {
  const res = await h.call('GET', '/v1/api/infra-guard/blacklist-history', {
    query: { uid, limit: 100 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.checks as any[];
};

const blocklistAlerts = async (uid: string) =>
  (
    await h.call('GET', '/v1/api/infra-guard/alerts', {
      query: { uid, type: 'blocklist', limit: 100 },
    })
  ).body.alerts as any[];

describeIfAvailable(problem, 'blocklist checks against PowerDNS on loopback', () => {
  it('reads return codes as each list defines them: Spamhaus errors and URIBL refusals are never listings', async () => {
    const uid = await activeDomain(h);
    const name = await domainName(uid);
    await addARecord(uid);
    const d = dns as StackDns;
    await d.set(`${name}.dbl.spamhaus.org`, 'A', ['127.255.255.254']); // public resolver
    await d.set(`${name}.multi.uribl.com`, 'A', ['127.0.0.1']); // refused
    await d.set(`${reversed}.zen.spamhaus.org`, 'A', ['127.255.255.252']); // typo in the zone name
    await d.set(`${reversed}.b.barracudacentral.org`, 'A', ['127.255.255.255']); // no Spamhaus rule: a listing code
    await enable(uid);
    await settle(h);

    const rows = Object.fromEntries(
      (await history(uid)).map((r) => [`${r.source} ${r.target}`, [r.status, r.codes]]),
    );
    expect(rows).toEqual({
      [`dbl.spamhaus.org ${name}`]: ['refused', ['127.255.255.254']],
      [`multi.uribl.com ${name}`]: ['refused', ['127.0.0.1']],
      [`multi.surbl.org ${name}`]: ['clean', []],
      [`zen.spamhaus.org ${IP}`]: ['error', ['127.255.255.252']],
      [`b.barracudacentral.org ${IP}`]: ['listed', ['127.255.255.255']],
      [`bl.spamcop.net ${IP}`]: ['clean', []],
      [`dnsbl.mailwright.test ${IP}`]: ['clean', []],
    });
    // Only the real listing opened an alert.
    expect((await blocklistAlerts(uid)).map((a) => a.source)).toEqual(['b.barracudacentral.org']);
  }, 300_000);

  it('asks IPv6 addresses (AAAA records) in reverse-nibble form of the lists that take them', async () => {
    const uid = await activeDomain(h);
    const listed = '2001:db8:4d::7';
    const clean = '2001:db8:4d::8';
    for (const [host, value] of [
      ['www', listed],
      ['api', clean],
    ])
      expect(
        (
          await h.call('POST', '/v1/api/dns/add', {
            body: { uid, records: [{ host, type: 'AAAA', value }] },
          })
        ).status,
      ).toBe(200);
    // RFC 5782 §2.4: the 32 nibbles of the address, least significant first.
    const nibbles = '7.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.d.4.0.0.8.b.d.0.1.0.0.2';
    await (dns as StackDns).set(`${nibbles}.zen.spamhaus.org`, 'A', ['127.0.0.3']);
    await (dns as StackDns).set(`${nibbles}.zen.spamhaus.org`, 'TXT', ['Listed in the CSS']);
    await enable(uid);
    await settle(h);

    const rows = (await history(uid)).filter((r) => r.target.includes(':'));
    // Only ZEN takes IPv6 among the test's lists: the IPv4-only lists are not asked.
    expect(rows.map((r) => [r.source, r.target, r.status, r.codes]).sort()).toEqual([
      ['zen.spamhaus.org', listed, 'listed', ['127.0.0.3']],
      ['zen.spamhaus.org', clean, 'clean', []],
    ]);
    const alerts = await blocklistAlerts(uid);
    expect(alerts.map((a) => a.source)).toEqual(['zen.spamhaus.org']);
    expect(alerts[0].detail).toContain(listed);
    expect(alerts[0].detail).toContain('Listed in the CSS');
  }, 300_000);

  it('a listing opens an alert, pauses warmup, is pushed as an event, lands mail in spam, and resolves after delisting', async () => {
    const [listed, other] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'GOOGLE' },
    ]);
    await addWarmup(h, [listed!.uid, other!.uid]);
    const domain = await h.ctx.db
      .selectFrom('domains')
      .selectAll()
      .where('name', '=', listed!.domain)
      .executeTakeFirstOrThrow();
    await addARecord(domain.uid, IP2);
    const d = dns as StackDns;
    await d.set(`${domain.name}.dbl.spamhaus.org`, 'A', ['127.0.1.2']);
    await d.set(`${domain.name}.dbl.spamhaus.org`, 'TXT', [
      `https://check.spamhaus.org/listed/?searchterm=${domain.name}`,
    ]);
    await d.set(`${reverse(IP2)}.dnsbl.mailwright.test`, 'A', ['127.0.0.2']);
    await enable(domain.uid);
    await settle(h);

    const open = await blocklistAlerts(domain.uid);
    expect(open.map((a) => [a.source, a.status, a.severity]).sort()).toEqual([
      ['dbl.spamhaus.org', 'open', 'critical'],
      ['dnsbl.mailwright.test', 'open', 'critical'],
    ]);
    const dbl = open.find((a) => a.source === 'dbl.spamhaus.org');
    expect(dbl.detail).toContain('127.0.1.2');
    expect(dbl.detail).toContain('check.spamhaus.org');

    // Warmup of the listed domain's mailbox is paused; the other domain's goes on.
    expect((await warmupDetails(h, listed!.uid)).subscription.status).toBe('paused');
    expect((await warmupDetails(h, other!.uid)).subscription.status).toBe('active');

    // Pushed to the workspace's webhook, signed and delivered like every event.
    const events = await recordedEvents(h, dbl.uid);
    expect(events.map((e) => [e.event, e.record.status, e.record.domain_uid])).toEqual([
      ['infraguard_alert.status_changed', 'open', domain.uid],
    ]);

    // The placement model sees the listings: the domain's mail lands in spam.
    const mailbox = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', listed!.uid)
      .executeTakeFirstOrThrow();
    const recipient = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', other!.uid)
      .executeTakeFirstOrThrow();
    const sender = await senderSignals(h.ctx.db, {
      domain,
      now: new Date(),
      warmupDays: 30,
      dailyRamp: 40,
    });
    expect(sender.listings).toBe(2);
    const messageId = newMessageId(listed!.email);
    const sent = await sendMail(h.ctx, {
      kind: 'campaign',
      from: {
        teamId: h.team.team.id,
        workspaceId: h.team.workspace.id,
        mailboxId: mailbox.id,
        domainId: domain.id,
        account: mailAccountOf(h.ctx, mailbox),
      },
      to: { address: other!.email, provider: 'google', mailboxId: recipient.id },
      mail: {
        messageId,
        to: other!.email,
        subject: 'Quarterly notes',
        text: 'Notes attached.',
        signals: signalsFor(sender, 0, 'google'),
      },
      at: new Date().toISOString(),
    });
    expect(sent.ok).toBe(true);
    const found = await h.ctx.providers.mailNetwork.find(mailAccountOf(h.ctx, recipient), {
      messageId,
    });
    expect(found.ok && found.messages.map((m) => m.folder)).toEqual(['spam']);

    // Delisted: the next check finds it clean and resolves both alerts by itself.
    await d.remove(`${domain.name}.dbl.spamhaus.org`);
    await d.remove(`${reverse(IP2)}.dnsbl.mailwright.test`);
    const check = await h.call('POST', '/v1/api/infra-guard/check', {
      body: { uid: domain.uid },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(
      (await blocklistAlerts(domain.uid)).map((a) => [a.source, a.status, a.resolved_by]).sort(),
    ).toEqual([
      ['dbl.spamhaus.org', 'resolved', 'check'],
      ['dnsbl.mailwright.test', 'resolved', 'check'],
    ]);
    const trail = await recordedEvents(h, dbl.uid);
    expect(trail.map((e) => [e.record.status, e.record.previous_status])).toEqual([
      ['open', null],
      ['resolved', 'open'],
    ]);
    const items = (
      await h.call('GET', '/v1/api/infra-guard/action-items', {
        query: { uid: domain.uid, status: 'resolved' },
      })
    ).body.action_items as any[];
    expect(items.map((i) => i.kind)).toEqual(['request_delisting', 'request_delisting']);
    expect(
      (await senderSignals(h.ctx.db, { domain, now: new Date(), warmupDays: 30, dailyRamp: 40 }))
        .listings,
    ).toBe(0);
  }, 300_000);
});

async function domainName(uid: string): Promise<string> {
  const res = await h.call('POST', '/v1/api/domains/list', { body: { uids: [uid] } });
  return res.body.domains[0].name as string;
}
