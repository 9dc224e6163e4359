import { describe, expect, it } from 'vitest';
import { submitMessage } from '../src/modules/sandbox-smtp/submission.service.js';
import { activeDomain, domainIdOf, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { waitFor } from './support/wait.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
} from './support/warmup.js';

// The health page's operations (Check now in the background, per-domain health with action
// items) and the sandbox mail viewer's (a mailbox's messages, one message's source).
const h = useHarness({ env: { ...CLOCK_ENV, MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL: '2s' } });

const domainHealth = async (uid: string) => {
  const res = await h.call('GET', `/v1/api/health/domains/${uid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.health;
};

const checkNow = async (uid: string) => {
  const res = await h.call('POST', '/v1/api/health/check', { body: { domain_uids: [uid] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.queued).toEqual([uid]);
  await waitFor(async () => (await domainHealth(uid)).check.status === 'done');
  return domainHealth(uid);
};

describe('health', () => {
  it('a listed domain with its DKIM record deleted is an error with the action items; repaired, DKIM is ok', async () => {
    const uid = await activeDomain(h, uniqueName('listed'));
    expect((await domainHealth(uid)).check.status).toBe('never');
    expect((await domainHealth(uid)).summary.level).toBe('warning');
    const dkim = await h.ctx.db
      .selectFrom('dns_records')
      .select(['id', 'host'])
      .where('domain_id', '=', await domainIdOf(h, uid))
      .where('host', 'like', '%domainkey%')
      .executeTakeFirstOrThrow();
    const removed = await h.call('POST', '/v1/api/dns/delete', {
      body: { uid, record_ids: [dkim.id] },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await settle(h);

    const bad = await checkNow(uid);
    expect(bad.summary.level).toBe('error');
    expect(bad.dns.find((d: any) => d.record === 'DKIM')).toMatchObject({
      level: 'error',
      status: 'missing',
    });
    expect(bad.blocklists.find((b: any) => b.list === 'dbl.spamhaus.org')).toMatchObject({
      status: 'listed',
      level: 'error',
    });
    const titles = bad.action_items.map((i: any) => i.title);
    expect(titles).toContain('Publish the DKIM record');
    expect(titles).toContain('Request delisting at dbl.spamhaus.org');

    // Too soon: a 429 with Retry-After.
    const soon = await h.call('POST', '/v1/api/health/check', { body: { domain_uids: [uid] } });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    const repaired = await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } });
    expect(repaired.status, JSON.stringify(repaired.body)).toBe(200);
    await settle(h);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the documented gap, shortened
    const fixed = await checkNow(uid);
    expect(fixed.dns.map((d: any) => [d.record, d.level])).toEqual([
      ['MX', 'ok'],
      ['SPF', 'ok'],
      ['DKIM', 'ok'],
      ['DMARC', 'ok'],
    ]);
    const workspace = await h.call('GET', '/v1/api/health');
    expect(workspace.body.health.domains.map((d: any) => d.domain_uid)).toContain(uid);
  });

  it('a refused blocklist answer is unknown, never clean', async () => {
    const uid = await activeDomain(h, uniqueName('spamhausrefused'));
    const health = await checkNow(uid);
    expect(health.blocklists.find((b: any) => b.list === 'dbl.spamhaus.org')).toMatchObject({
      status: 'unknown',
      level: 'unknown',
    });
    expect(health.summary.level).toBe('warning');
    expect(health.action_items.map((i: any) => i.title)).toContain(
      'Get an answer from dbl.spamhaus.org',
    );
  });
});

describe('sandbox mail viewer', () => {
  it('lists a warmup message a mailbox received with its folder, and shows its headers and source', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'MICROSOFT' }]);
    const clock = await clockForWorkspace(h);
    await addWarmup(h, [a!.uid, b!.uid]);
    await advanceClock(h, clock, '1d');
    const after = await h.call('GET', `/v1/api/sandbox/clocks/${clock}`);
    expect(after.body.clock.last_advance.ran.map((r: any) => r.job)).toContain('warmup.tick');

    const list = await h.call('GET', `/v1/api/sandbox/mailboxes/${a!.uid}/messages`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const received = list.body.messages.find(
      (m: any) => m.direction === 'received' && m.kind === 'warmup',
    );
    const sent = list.body.messages.find((m: any) => m.direction === 'sent' && m.kind === 'warmup');
    expect(received).toMatchObject({ kind: 'warmup', to: a!.email.toLowerCase() });
    expect(sent).toMatchObject({ kind: 'warmup', from: a!.email.toLowerCase() });
    const one = await h.call('GET', `/v1/api/sandbox/mailboxes/${a!.uid}/messages/${received.ref}`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const detail = one.body.message_detail;
    expect(detail.headers.map((x: any) => x.name)).toEqual(
      expect.arrayContaining(['authentication-results', 'message-id', 'x-mailwright-warmup']),
    );
    expect(detail.raw).toContain('Authentication-Results:');
    expect(detail.text.length).toBeGreaterThan(0);
    const spam = await h.call('GET', `/v1/api/sandbox/mailboxes/${a!.uid}/messages`, {
      query: { folder: 'spam' },
    });
    expect(spam.body.messages.every((m: any) => m.folder === 'spam')).toBe(true);
    const found = await h.call('GET', `/v1/api/sandbox/mailboxes/${a!.uid}/messages`, {
      query: { q: received.subject.slice(0, 12).toUpperCase(), direction: 'received' },
    });
    expect(found.body.messages.map((m: any) => m.ref)).toContain(received.ref);
    const none = await h.call('GET', `/v1/api/sandbox/mailboxes/${a!.uid}/messages`, {
      query: { q: '100%_no such' },
    });
    expect(none.body.messages).toEqual([]);
    const other = await h.call(
      'GET',
      `/v1/api/sandbox/mailboxes/${b!.uid}/messages/${received.ref}`,
    );
    expect(other.status).toBe(404);
  });

  it('lists where mail sent outside Mailwright landed, as its detail says, and filters by it', async () => {
    // Campaign mail through the sandbox's SMTP to an address that is no mailbox of ours: the
    // simulated network files it at its recipient, though nothing looks for it afterwards.
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const mailbox = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', a!.uid)
      .executeTakeFirstOrThrow();
    const raw = `From: ${a!.email}\r\nTo: lead@gmail.com\r\nSubject: Quick question\r\n\r\nHi, would a short call next week make sense?\r\n`;
    const [outcome] = await submitMessage(h.ctx, mailbox, ['lead@gmail.com'], Buffer.from(raw));
    expect(outcome).toMatchObject({ ok: true });

    const messages = `/v1/api/sandbox/mailboxes/${a!.uid}/messages`;
    const list = await h.call('GET', messages, { query: { direction: 'sent' } });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const sent = list.body.messages.find((m: any) => m.to === 'lead@gmail.com');
    expect(sent).toMatchObject({ kind: 'campaign', direction: 'sent' });
    expect(['inbox', 'promotions', 'updates', 'spam']).toContain(sent.folder);
    const one = await h.call('GET', `${messages}/${sent.ref}`);
    expect(one.body.message_detail.folder).toBe(sent.folder);
    const inFolder = await h.call('GET', messages, { query: { folder: sent.folder } });
    expect(inFolder.body.messages.map((m: any) => m.ref)).toContain(sent.ref);
  });
});
