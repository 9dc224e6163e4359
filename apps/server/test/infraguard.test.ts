import { describe, expect, it } from 'vitest';
import { grantCredits } from '../src/modules/billing/billing.service.js';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { newMessageId, sendMail } from '../src/modules/mail/mail.service.js';
import { mailAccountOf } from '../src/modules/mailboxes/access.service.js';
import { activeDomain, registerDomains, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeMailboxes, advanceClock, CLOCK_ENV, clockForWorkspace } from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

const wallet = async () =>
  (await h.call('GET', '/v1/api/billing/wallet', { workspace: null })).body;

const guardCharges = async () => {
  const res = await h.call('GET', '/v1/api/billing/wallet/logs', {
    workspace: null,
    query: { kind: 'charge', limit: 200 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.logs as any[]).filter((e) => e.record?.type === 'infraguard_subscription');
};

const enable = async (uids: string[]) => {
  const res = await h.call('POST', '/v1/api/infra-guard/enable', { body: { domain_uids: uids } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const details = async (uid: string) => {
  const res = await h.call('GET', '/v1/api/infra-guard/details', { query: { uid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const alerts = async (query: Record<string, string> = {}) => {
  const res = await h.call('GET', '/v1/api/infra-guard/alerts', {
    query: { limit: 100, ...query },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.alerts as any[];
};

const actionItems = async (query: Record<string, string> = {}) => {
  const res = await h.call('GET', '/v1/api/infra-guard/action-items', {
    query: { limit: 100, ...query },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.action_items as any[];
};

describe('InfraGuard subscriptions', () => {
  it('pricing names the price and the lists (SORBS is not one); stats start empty', async () => {
    const pricing = await h.call('GET', '/v1/api/infra-guard/pricing');
    expect(pricing.status).toBe(200);
    expect(pricing.body.pricing).toMatchObject({
      price_per_domain: 3,
      currency: 'USD',
      billing_period: 'monthly',
      blocklist_check_interval_hours: 6,
    });
    const zones = pricing.body.pricing.blocklists.map((z: any) => z.zone);
    expect(zones).toEqual(
      expect.arrayContaining(['dbl.spamhaus.org', 'multi.surbl.org', 'multi.uribl.com']),
    );
    expect(zones).toEqual(
      expect.arrayContaining(['zen.spamhaus.org', 'b.barracudacentral.org', 'bl.spamcop.net']),
    );
    expect(zones.some((z: string) => z.includes('sorbs'))).toBe(false);
    // Which lists are asked about IPv6 addresses: Spamhaus ZEN only, among the defaults.
    expect(
      pricing.body.pricing.blocklists.filter((z: any) => z.ipv6).map((z: any) => z.zone),
    ).toEqual(['zen.spamhaus.org']);
    const stats = await h.call('GET', '/v1/api/infra-guard/stats');
    expect(stats.body.stats).toEqual({
      protected_domains: 0,
      domains_with_open_alerts: 0,
      open_alerts: 0,
      listings_last_24h: 0,
      average_bounce_rate: null,
      monthly_cost: 0,
    });
  });

  it('enable charges each domain its first month once, checks run at once; cancel stops', async () => {
    const uid = await activeDomain(h);
    const before = (await wallet()).credits_remaining;
    const first = await enable([uid]);
    expect(first.subscriptions).toHaveLength(1);
    expect(first.subscriptions[0]).toMatchObject({ domain_uid: uid, status: 'active' });
    expect((await wallet()).credits_remaining).toBe(before - 3);
    const again = await enable([uid]);
    expect(again).toMatchObject({ subscriptions: [], skipped: 1 });
    expect(await guardCharges()).toHaveLength(1);
    expect((await wallet()).credits_remaining).toBe(before - 3);

    await settle(h); // the first checks are a job, due at once
    const got = await details(uid);
    expect(got.subscription.last_blocklist_check_at).not.toBeNull();
    expect(got.last_checks.blocklist.map((r: any) => [r.source, r.status])).toEqual(
      expect.arrayContaining([
        ['dbl.spamhaus.org', 'clean'],
        ['multi.surbl.org', 'clean'],
        ['multi.uribl.com', 'clean'],
      ]),
    );
    const dns = Object.fromEntries(got.last_checks.dns.map((r: any) => [r.source, r.status]));
    expect(dns).toMatchObject({ SPF: 'ok', DKIM: 'ok', MX: 'ok' });
    expect(got.last_checks.bounce[0]).toMatchObject({ status: 'not_measured' });

    const listed = await h.call('GET', '/v1/api/infra-guard/subscriptions');
    expect(listed.body).toMatchObject({ total: 1, page: 1 });
    const stats = (await h.call('GET', '/v1/api/infra-guard/stats')).body.stats;
    expect(stats).toMatchObject({ protected_domains: 1, monthly_cost: 3 });

    const cancelled = await h.call('POST', '/v1/api/infra-guard/cancel', {
      body: { domain_uids: [uid] },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.subscriptions[0]).toMatchObject({
      status: 'cancelled',
      next_billing_date: null,
    });
    expect((await h.call('GET', '/v1/api/infra-guard/subscriptions')).body.total).toBe(0);
    const all = await h.call('GET', '/v1/api/infra-guard/subscriptions', {
      query: { include_cancelled: true },
    });
    expect(all.body.subscriptions.map((s: any) => s.status)).toEqual(['cancelled']);
    expect((await h.call('GET', '/v1/api/infra-guard/details', { query: { uid } })).status).toBe(
      404,
    );
    expect((await wallet()).credits_remaining).toBe(before - 3);
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  }, 300_000);

  it('two enables of one domain at once make one subscription and one charge', async () => {
    const uid = await activeDomain(h);
    const before = (await wallet()).credits_remaining;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        h.call('POST', '/v1/api/infra-guard/enable', { body: { domain_uids: [uid] } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.subscriptions.length).sort()).toEqual([0, 0, 1]);
    expect(await guardCharges()).toHaveLength(1);
    expect((await wallet()).credits_remaining).toBe(before - 3);
  }, 300_000);

  it('short of funds: a 402 and nothing is created or charged', async () => {
    const [a, b] = [await activeDomain(h), await activeDomain(h)];
    const have = Math.round((await wallet()).credits_remaining * 100);
    await grantCredits(h.ctx, {
      teamUid: h.team.team.uid,
      amountCents: 500 - have,
      reason: 'Test: leave 5 credits',
    });
    const res = await h.call('POST', '/v1/api/infra-guard/enable', {
      body: { domain_uids: [a, b] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect(res.body).toMatchObject({ error: true, code: 'INSUFFICIENT_FUNDS' });
    expect(res.body.message).toContain(
      'Insufficient wallet balance to enable InfraGuard for 2 domains',
    );
    const list = await h.call('GET', '/v1/api/infra-guard/subscriptions', {
      query: { include_cancelled: true },
    });
    expect(list.body.total).toBe(0);
    expect(await guardCharges()).toEqual([]);
    const jobs = await h.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('name', 'like', 'infraguard.%')
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    expect(jobs).toEqual([]);
    expect((await wallet()).credits_remaining).toBe(5);
  }, 300_000);

  it('another team’s domain is a 404 and nothing is created', async () => {
    const other = await h.createTeam('Other');
    const [theirs] = await registerDomains(h, [uniqueName()], { team: other });
    const mine = await activeDomain(h);
    for (const path of ['/v1/api/infra-guard/enable', '/v1/api/infra-guard/cancel']) {
      const res = await h.call('POST', path, { body: { domain_uids: [mine, theirs] } });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    for (const path of ['bounce-metrics', 'details', 'blacklist-history', 'dns-history']) {
      const res = await h.call('GET', `/v1/api/infra-guard/${path}`, {
        query: { uid: theirs as string },
      });
      expect(res.status, path).toBe(404);
    }
    expect((await h.call('GET', '/v1/api/infra-guard/subscriptions')).body.total).toBe(0);
    expect(await guardCharges()).toEqual([]);
  }, 300_000);

  it('settings: thresholds are checked (400 naming the field) and kept', async () => {
    const uid = await activeDomain(h);
    await enable([uid]);
    const bad = await h.call('POST', '/v1/api/infra-guard/settings', {
      body: { uid, bounce_warning_pct: 8 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('bounce_warning_pct');
    const ok = await h.call('POST', '/v1/api/infra-guard/settings', {
      body: { uid, bounce_warning_pct: 3, bounce_critical_pct: 10, auto_pause_warmup: false },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.subscription.settings).toMatchObject({
      bounce_warning_pct: 3,
      bounce_critical_pct: 10,
      auto_pause_warmup: false,
      blocklist_checks: true,
    });
  }, 300_000);
});

describe('InfraGuard checks in the sandbox', () => {
  it('a magic listing opens an alert with its action item; refusals are never listings', async () => {
    const listed = await activeDomain(h, uniqueName('listed'));
    const refused = await activeDomain(h, uniqueName('spamhausrefused'));
    const uribl = await activeDomain(h, uniqueName('uriblrefused'));
    const surbl = await activeDomain(h, uniqueName('surbllisted'));
    await enable([listed, refused, uribl, surbl]);
    await settle(h);

    const open = await alerts({ status: 'open', type: 'blocklist' });
    expect(open.map((a) => [a.domain_uid, a.source, a.severity]).sort()).toEqual(
      [
        [listed, 'dbl.spamhaus.org', 'critical'],
        [surbl, 'multi.surbl.org', 'critical'],
      ].sort(),
    );
    await h.call('POST', '/v1/api/infra-guard/cancel', { body: { domain_uids: [surbl] } });
    open.splice(
      open.findIndex((a) => a.domain_uid === surbl),
      1,
    );
    const history = async (uid: string) =>
      (
        await h.call('GET', '/v1/api/infra-guard/blacklist-history', {
          query: { uid, limit: 100 },
        })
      ).body.checks as any[];
    expect((await history(listed)).find((c) => c.source === 'dbl.spamhaus.org')).toMatchObject({
      status: 'listed',
      codes: ['127.0.1.2'],
    });
    expect((await history(refused)).find((c) => c.source === 'dbl.spamhaus.org')).toMatchObject({
      status: 'refused',
      codes: ['127.255.255.254'],
    });
    expect((await history(uribl)).find((c) => c.source === 'multi.uribl.com')).toMatchObject({
      status: 'refused',
      codes: ['127.0.0.1'],
    });
    // The listing's item, and nothing for Mailwright's own DMARC default.
    const items = await actionItems({ uid: listed });
    expect(items.map((i) => [i.kind, i.status, i.alert_uid])).toEqual([
      ['request_delisting', 'open', open[0].uid],
    ]);
    expect(items[0].remedy).toContain('spamhaus');
    const stats = (await h.call('GET', '/v1/api/infra-guard/stats')).body.stats;
    // One is listed; the others have nothing to act on.
    expect(stats).toMatchObject({ protected_domains: 3, domains_with_open_alerts: 1 });
    expect(stats.listings_last_24h).toBeGreaterThanOrEqual(1);

    // Acknowledge, then dismiss the item; statistics count it.
    const ack = await h.call('POST', `/v1/api/infra-guard/alerts/${open[0].uid}/acknowledge`);
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(ack.body.alert).toMatchObject({ status: 'acknowledged', previous_status: 'open' });
    expect(
      (await h.call('POST', `/v1/api/infra-guard/alerts/${open[0].uid}/acknowledge`)).status,
    ).toBe(409);
    const dismissed = await h.call(
      'POST',
      `/v1/api/infra-guard/action-items/${items[0].uid}/dismiss`,
    );
    expect(dismissed.body.action_item.status).toBe('dismissed');
    const itemStats = (await h.call('GET', '/v1/api/infra-guard/action-items/stats')).body.stats;
    expect(itemStats).toMatchObject({ dismissed: 1 });
  }, 300_000);

  it('DNS drift is detected after a record is deleted, and resolves once it is restored', async () => {
    const clock = await clockForWorkspace(h);
    const uid = await activeDomain(h);
    await enable([uid]);
    await advanceClock(h, clock, '1m'); // the first scheduled checks
    expect(
      (await details(uid)).last_checks.dns.find((r: any) => r.source === 'DKIM'),
    ).toMatchObject({
      status: 'ok',
    });
    const records = (await h.call('GET', '/v1/api/dns/list', { query: { uid } })).body.dns_record
      .records as any[];
    const dkim = records.find((r) => r.managed === 'DKIM');
    const deleted = await h.call('POST', '/v1/api/dns/delete', {
      body: { uid, record_ids: [dkim._id] },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await settle(h);

    const check = await h.call('POST', '/v1/api/infra-guard/check', { body: { uid } });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    const found = check.body.results.find((r: any) => r.check === 'dns' && r.source === 'DKIM');
    expect(found.status).toBe('missing');
    expect(found.detail).toContain('Drift');
    expect(check.body.opened_alerts.map((a: any) => [a.type, a.source])).toContainEqual([
      'dns',
      'DKIM',
    ]);
    expect((await actionItems({ uid })).map((i) => i.kind)).toContain('publish_dkim');

    // A second manual check at once is refused, per domain.
    const again = await h.call('POST', '/v1/api/infra-guard/check', { body: { uid } });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    // Restored: the next daily DNS check on the schedule resolves the alert by itself.
    expect((await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } })).status).toBe(
      200,
    );
    await settle(h);
    await advanceClock(h, clock, '2d');
    const dkimAlerts = (await alerts({ uid })).filter((a) => a.source === 'DKIM');
    expect(dkimAlerts.map((a) => [a.status, a.resolved_by])).toEqual([['resolved', 'check']]);
    expect((await actionItems({ uid })).find((i) => i.kind === 'publish_dkim').status).toBe(
      'resolved',
    );
  }, 480_000);

  it("Mailwright's own DMARC default opens nothing; a weak DMARC the customer chose does", async () => {
    const clock = await clockForWorkspace(h);
    const uid = await activeDomain(h);
    await enable([uid]);
    await advanceClock(h, clock, '1m'); // the first scheduled checks
    const dmarcResult = async () =>
      (await details(uid)).last_checks.dns.find((r: any) => r.source === 'DMARC');
    // A new domain publishes `p=none`, Mailwright's default: nothing for the customer to do.
    expect(await dmarcResult()).toMatchObject({ status: 'ok' });
    expect((await dmarcResult()).detail).toContain("Mailwright's default, p=none");
    expect((await alerts({ uid })).filter((a) => a.source === 'DMARC')).toEqual([]);
    expect((await actionItems({ uid })).filter((i) => i.kind === 'publish_dmarc')).toEqual([]);

    // The customer chooses `p=none` themselves: the next daily DNS check warns.
    const weak = await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [uid], policy: 'none' },
    });
    expect(weak.status, JSON.stringify(weak.body)).toBe(200);
    await settle(h);
    await advanceClock(h, clock, '1d');
    expect(await dmarcResult()).toMatchObject({
      status: 'warning',
      detail: 'DMARC policy is none: nothing is enforced',
    });
    const [alert] = (await alerts({ uid })).filter((a) => a.source === 'DMARC');
    expect(alert).toMatchObject({ type: 'dns', severity: 'warning', status: 'open' });
    expect(
      (await actionItems({ uid })).filter((i) => i.kind === 'publish_dmarc').map((i) => i.status),
    ).toEqual(['open']);

    // An enforcing policy with reports: the next check resolves both.
    await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [uid], policy: 'quarantine', email: 'dmarc@example.com' },
    });
    await settle(h);
    await advanceClock(h, clock, '1d');
    expect(await dmarcResult()).toMatchObject({ status: 'ok', detail: '' });
    expect((await alerts({ uid })).filter((a) => a.source === 'DMARC')).toMatchObject([
      { status: 'resolved', resolved_by: 'check' },
    ]);
  }, 480_000);

  it('bounce metrics come from the message ledger, in bands', async () => {
    const [box] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const domain = await h.ctx.db
      .selectFrom('domains')
      .selectAll()
      .where('name', '=', box!.domain)
      .executeTakeFirstOrThrow();
    const mailbox = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', box!.uid)
      .executeTakeFirstOrThrow();
    await enable([domain.uid]);
    const empty = await h.call('GET', '/v1/api/infra-guard/bounce-metrics', {
      query: { uid: domain.uid, period_days: 7 },
    });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.metrics).toMatchObject({ sent: 0, bounce_rate: null, band: null });

    const send = async (to: string) => {
      const sent = await sendMail(h.ctx, {
        kind: 'campaign',
        from: {
          teamId: h.team.team.id,
          workspaceId: h.team.workspace.id,
          mailboxId: mailbox.id,
          domainId: domain.id,
          account: mailAccountOf(h.ctx, mailbox),
        },
        to: { address: to, provider: 'other', mailboxId: null },
        mail: { messageId: newMessageId(box!.email), to, subject: 'Hello', text: 'Hi there' },
        at: new Date().toISOString(),
      });
      expect(sent.ok, JSON.stringify(sent)).toBe(true);
    };
    for (let i = 0; i < 16; i++) await send(`reader${i}@example.net`);
    await send('nobody-hardbounce@example.net');
    await send('one-hardbounce@example.org');
    await send('x-softbounce@example.net');
    await send('reader99@example.net');
    const res = await h.call('GET', '/v1/api/infra-guard/bounce-metrics', {
      query: { uid: domain.uid, period_days: 7 },
    });
    expect(res.body.metrics).toEqual({
      period_days: 7,
      sent: 20,
      hard_bounces: 2,
      soft_bounces: 1,
      hard_bounce_rate: 10,
      soft_bounce_rate: 5,
      bounce_rate: 15,
      band: 'critical',
    });
    const check = await h.call('POST', '/v1/api/infra-guard/check', { body: { uid: domain.uid } });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    // The alert is open (opened by this check, or by the scheduled one if it ran meanwhile).
    expect(
      (await alerts({ uid: domain.uid, type: 'bounce' })).map((a) => [a.status, a.severity]),
    ).toEqual([['open', 'critical']]);
    const history = await h.call('GET', '/v1/api/infra-guard/bounce-history', {
      query: { uid: domain.uid },
    });
    expect(history.body.checks[0]).toMatchObject({ status: 'critical', metrics: { sent: 20 } });
  }, 300_000);

  it('the `bouncing` sender token raises a domain’s bounce rate to critical', async () => {
    const [box] = await activeMailboxes(h, [{ platform: 'GOOGLE', domainToken: 'bouncing' }]);
    const mailbox = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', box!.uid)
      .executeTakeFirstOrThrow();
    await enable([await domainUid(mailbox.domain_id)]);
    for (let i = 0; i < 60; i++) {
      const to = `reader${i}@example.net`;
      const sent = await sendMail(h.ctx, {
        kind: 'campaign',
        from: {
          teamId: h.team.team.id,
          workspaceId: h.team.workspace.id,
          mailboxId: mailbox.id,
          domainId: mailbox.domain_id,
          account: mailAccountOf(h.ctx, mailbox),
        },
        to: { address: to, provider: 'other', mailboxId: null },
        mail: { messageId: newMessageId(box!.email), to, subject: 'Hello', text: 'Hi there' },
        at: new Date().toISOString(),
      });
      expect(sent.ok).toBe(true);
    }
    const res = await h.call('GET', '/v1/api/infra-guard/bounce-metrics', {
      query: { uid: await domainUid(mailbox.domain_id) },
    });
    expect(res.body.metrics).toMatchObject({ sent: 60, soft_bounces: 0, band: 'critical' });
    expect(res.body.metrics.hard_bounces).toBeGreaterThan(3);
  }, 300_000);
});

async function domainUid(id: string): Promise<string> {
  const row = await h.ctx.db
    .selectFrom('domains')
    .select('uid')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.uid;
}
