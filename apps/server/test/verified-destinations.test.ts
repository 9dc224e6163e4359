import { describe, expect, it } from 'vitest';
import { useDnsServer } from './support/dns-server.js';
import { settle } from './support/domains.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { getMailbox } from './support/mailboxes.js';
import { sandboxCode, verifiedAddress } from './support/verified.js';

// The sandbox (local profile): codes go through the simulated network and are in the event.
// The rule that refuses unverified destinations (`true`), which the local profile leaves off and
// production holds instead of refusing (forwarding-hold.test.ts).
const env: Record<string, string> = {
  MAILWRIGHT_PROFILE: 'local',
  MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'true',
};
// Before the harness: its config points the resolver at this loopback DNS server.
const dns = useDnsServer(env);
const h = useHarness({ env });

let serial = 0;
const address = (token = '') => {
  serial += 1;
  return `dest${serial}${token}@forward-${process.pid}.example`;
};
const add = (body: Record<string, unknown>) => h.call('POST', '/v1/api/verified-domains', { body });
const verify = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/verified-domains/verify', { body });
const setup = (uid: string, forwarding_email: string) =>
  h.call('POST', '/v1/api/mailboxes/forwarding/setup', {
    body: { uids: [uid], forwarding_email },
  });
const jobCount = async () =>
  Number(
    (
      await h.ctx.db
        .selectFrom('forwarding_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Verified forwarding destinations', () => {
  it('add an address, verify it by the code sent to it, then forwarding to it is set up', async () => {
    const { mailbox } = await activeMailbox(h);
    const to = address();
    const added = await add({ email: ` ${to.toUpperCase()} ` });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.destination).toMatchObject({
      type: 'email',
      destination: to,
      status: 'pending',
      verification_method: null,
      dns_record: null,
    });
    const { uid } = added.body.destination;
    expect(Date.parse(added.body.destination.code_expires_at)).toBeGreaterThan(Date.now());

    // The message went through the mail network and is in the ledger; the code is stored hashed.
    const sent = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('recipient', '=', to)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'verification', workspace_id: h.team.workspace.id });
    const code = await sandboxCode(h, uid);
    expect(code).toMatch(/^\d{6}$/);
    const row = await h.ctx.db
      .selectFrom('verified_destinations')
      .selectAll()
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const verified = await verify({ uid, code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.destination).toMatchObject({
      status: 'verified',
      verification_method: 'code',
      code_expires_at: null,
    });
    // Single use: the same code again is refused.
    expect((await verify({ uid, code })).status).toBe(409);

    const res = await setup(mailbox.uid, to);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settle(h);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(to);
  });

  it('setup or update to an unverified address is a 400 naming forwarding_email; nothing is written', async () => {
    const { mailbox } = await activeMailbox(h);
    const before = await jobCount();
    const res = await setup(mailbox.uid, address());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual([
      { field: 'forwarding_email', message: expect.stringContaining('not a verified destination') },
    ]);
    // A pending (added, not verified) address is refused too.
    const pending = address();
    expect((await add({ email: pending })).status).toBe(200);
    expect((await setup(mailbox.uid, pending)).status).toBe(400);
    expect(await jobCount()).toBe(before);

    const ok = await verifiedAddress(h, address());
    expect((await setup(mailbox.uid, ok.destination)).status).toBe(200);
    await settle(h);
    const update = await h.call('POST', '/v1/api/mailboxes/forwarding/update', {
      body: { uids: [mailbox.uid], forwarding_email: pending },
    });
    expect(update.status).toBe(400);
    expect(update.body.details[0].field).toBe('forwarding_email');
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(ok.destination);
  });

  it('an address on one of the workspace’s own active domains needs no verification', async () => {
    const { mailbox, domain } = await activeMailbox(h);
    const res = await setup(mailbox.uid, `team@${domain.name}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('wrong codes: a 400 naming code, at most 5 tries; expired and replaced codes are refused', async () => {
    const to = address();
    const { uid } = (await add({ email: to })).body.destination;
    const code = await sandboxCode(h, uid);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 0; i -= 1) {
      const res = await verify({ uid, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('code');
    }
    // The right code no longer helps: the tries are used up.
    const spent = await verify({ uid, code });
    expect(spent.status).toBe(409);
    expect(spent.body.message).toContain('Too many wrong codes');
    expect((await verify({ uid })).body.details[0].field).toBe('code');

    // A new code within a minute is a 429; once the minute has passed, Add sends a new one.
    const again = await add({ email: to });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await h.ctx.db
      .updateTable('verified_destinations')
      .set({ code_sent_at: minuteAgo })
      .where('uid', '=', uid)
      .execute();
    expect((await add({ email: to })).status).toBe(200);
    const fresh = await sandboxCode(h, uid);
    if (fresh !== code) expect((await verify({ uid, code })).status).toBe(400);

    // An expired code is refused.
    await h.ctx.db
      .updateTable('verified_destinations')
      .set({ code_expires_at: minuteAgo })
      .where('uid', '=', uid)
      .execute();
    const expired = await verify({ uid, code: fresh });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toContain('expired');
  });

  it('a code is used once even when two requests send it at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { uid } = (await add({ email: address() })).body.destination;
      const code = await sandboxCode(h, uid);
      const answers = await Promise.all([verify({ uid, code }), verify({ uid, code })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    }
  });

  it('an address the receiving server refuses is a 400 naming email, and is not added', async () => {
    const to = address('-hardbounce');
    const res = await add({ email: to });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('email');
    const list = await h.call('GET', '/v1/api/verified-domains');
    expect(list.body.destinations).toEqual([]);
  });

  it('bad input names the field', async () => {
    expect((await add({})).body.details[0].field).toBe('email');
    expect((await add({ email: 'not-an-address' })).body.details[0].field).toBe('email');
    expect((await add({ domain: 'bad domain' })).body.details[0].field).toBe('domain');
    expect((await add({ email: address(), domain: 'x.example' })).body.details[0].field).toBe(
      'domain',
    );
  });

  it('a domain is verified by its TXT record through real DNS; then any address at it is forwarded to', async () => {
    const { mailbox } = await activeMailbox(h);
    const domain = `verified-${serial++}-${process.pid}.example`;
    const added = await add({ domain });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { uid, dns_record } = added.body.destination;
    expect(dns_record).toEqual({
      type: 'TXT',
      host: `_mailwright-verify.${domain}`,
      value: expect.stringMatching(/^mailwright-verify=[0-9a-f]{32}$/),
    });

    // Not published yet: a 409 naming the record; forwarding is still refused.
    const early = await verify({ uid });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(`_mailwright-verify.${domain}`);
    expect((await setup(mailbox.uid, `anyone@${domain}`)).status).toBe(400);

    dns.publishTxt(dns_record.host, 'v=spf1 -all');
    dns.publishTxt(dns_record.host, dns_record.value);
    const res = await verify({ uid });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.destination).toMatchObject({
      status: 'verified',
      verification_method: 'dns_txt',
    });
    expect(dns.queries).toContain(`TXT ${dns_record.host}`);
    expect((await setup(mailbox.uid, `anyone@${domain}`)).status).toBe(200);
  });

  it('lists with status and type filters, and removes; a removed address is refused again', async () => {
    const { mailbox } = await activeMailbox(h);
    const done = await verifiedAddress(h, address());
    const pending = (await add({ email: address() })).body.destination;
    const dom = (await add({ domain: `list-${process.pid}.example` })).body.destination;

    const all = await h.call('GET', '/v1/api/verified-domains');
    expect(all.status).toBe(200);
    expect(all.body.destinations.map((d: { uid: string }) => d.uid)).toEqual([
      dom.uid,
      pending.uid,
      done.uid,
    ]);
    expect(all.body.total).toBe(3);
    const verified = await h.call('GET', '/v1/api/verified-domains', {
      query: { status: 'verified' },
    });
    expect(verified.body.destinations.map((d: { uid: string }) => d.uid)).toEqual([done.uid]);
    const domains = await h.call('GET', '/v1/api/verified-domains', { query: { type: 'domain' } });
    expect(domains.body.destinations.map((d: { uid: string }) => d.uid)).toEqual([dom.uid]);

    expect((await setup(mailbox.uid, done.destination)).status).toBe(200);
    await settle(h);
    const removed = await h.call('POST', '/v1/api/verified-domains/remove', {
      body: { uid: done.uid },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.destination.uid).toBe(done.uid);
    const after = await h.call('GET', '/v1/api/verified-domains');
    expect(after.body.destinations.map((d: { uid: string }) => d.uid)).not.toContain(done.uid);
    // Forwarding set up before stays; setting it up anew is refused.
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(done.destination);
    const { mailbox: other } = await activeMailbox(h);
    expect((await setup(other.uid, done.destination)).status).toBe(400);
    expect(
      (await h.call('POST', '/v1/api/verified-domains/remove', { body: { uid: done.uid } })).status,
    ).toBe(404);
  });

  it('another team’s destination is a 404, and a destination verified there does not count here', async () => {
    const other = await h.createTeam('Other team');
    const theirs = await verifiedAddress(h, address(), other);
    const pending = (
      await h.call('POST', '/v1/api/verified-domains', {
        token: other.token,
        workspace: other.workspace.uid,
        body: { email: address() },
      })
    ).body.destination;
    expect((await verify({ uid: pending.uid, code: '123456' })).status).toBe(404);
    expect(
      (await h.call('POST', '/v1/api/verified-domains/remove', { body: { uid: theirs.uid } }))
        .status,
    ).toBe(404);
    const { mailbox } = await activeMailbox(h);
    expect((await setup(mailbox.uid, theirs.destination)).status).toBe(400);
    const mine = await h.call('GET', '/v1/api/verified-domains');
    expect(mine.body.destinations).toEqual([]);
  });
});
