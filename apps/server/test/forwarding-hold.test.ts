import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { runForwardingJob } from '../src/modules/forwarding/forwarding.jobs.js';
import { useDnsServer } from './support/dns-server.js';
import { settle } from './support/domains.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { getMailbox } from './support/mailboxes.js';
import { verifiedAddress } from './support/verified.js';

/**
 * Issue 32: code written for the real service forwards to the customer's own outside address.
 * Under the `hold` rule (the production profile's default) such a job is accepted and held until
 * the destination is verified, then runs by itself. The local profile here only so verification
 * codes go through the simulated network (production needs a real relay for them); the rule is
 * set as production has it.
 */
const env: Record<string, string> = {
  MAILWRIGHT_PROFILE: 'local',
  MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'hold',
};
const dns = useDnsServer(env);
const h = useHarness({ env });

let serial = 0;
const outside = (domain = `outside-${process.pid}.example`) => {
  serial += 1;
  return `owner${serial}@${domain}`;
};

const forwarding = (op: 'setup' | 'update' | 'remove', body: Record<string, unknown>) =>
  h.call('POST', `/v1/api/mailboxes/forwarding/${op}`, { body });

async function jobsOf(mailboxUid: string) {
  const res = await h.call('POST', '/v1/api/mailboxes/forwarding/jobs', {
    body: { mailbox_uid: mailboxUid, limit: 100 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...res.body.jobs].reverse();
}

/** Runs a job's next look now, as a worker would when its time comes. */
async function look(jobUid: string) {
  const row = await h.ctx.db
    .selectFrom('forwarding_jobs')
    .select('id')
    .where('uid', '=', jobUid)
    .executeTakeFirstOrThrow();
  await runForwardingJob.handle(
    { jobId: row.id },
    {
      ctx: h.ctx,
      jobId: 'test',
      attempt: 1,
      maxAttempts: 10,
      log: createLogger('silent'),
      signal: new AbortController().signal,
    },
  );
}

const HELD = /^Held until .+ is verified/;

describe('forwarding to an unverified destination under the hold rule', () => {
  it('accepts Setup, holds the job with its reason, and runs it by itself once the address is verified', async () => {
    const { mailbox } = await activeMailbox(h);
    const to = outside();
    const res = await forwarding('setup', { uids: [mailbox.uid], forwarding_email: to });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [job] = res.body.jobs;
    expect(job).toMatchObject({ status: 'pending', action: 'enable', attempts: 0 });
    expect(job.status_message).toMatch(HELD);
    expect(job.status_message).toContain(to);

    // The worker runs and leaves it held: nothing is forwarded to an address nobody verified.
    await settle(h);
    const [held] = await jobsOf(mailbox.uid);
    expect(held).toMatchObject({ uid: job.uid, status: 'pending', attempts: 0 });
    expect(held.status_message).toMatch(HELD);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');

    // Verified through the API: the job runs at once, with nothing else asked of the client.
    await verifiedAddress(h, to);
    await settle(h);
    const [done] = await jobsOf(mailbox.uid);
    expect(done).toMatchObject({ uid: job.uid, status: 'completed', attempts: 1 });
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(to);
  });

  it('a domain verified by its TXT record releases every job held for an address at it', async () => {
    const domain = `held-${process.pid}.example`;
    const [a, b] = [await activeMailbox(h), await activeMailbox(h)];
    for (const { mailbox } of [a, b]) {
      const res = await forwarding('setup', {
        uids: [mailbox.uid],
        forwarding_email: outside(domain),
      });
      expect(res.status).toBe(200);
    }
    await settle(h);
    for (const { mailbox } of [a, b])
      expect((await jobsOf(mailbox.uid))[0].status_message).toMatch(HELD);
    const added = await h.call('POST', '/v1/api/verified-domains', { body: { domain } });
    const { uid, dns_record } = added.body.destination;
    dns.publishTxt(dns_record.host, dns_record.value);
    const verified = await h.call('POST', '/v1/api/verified-domains/verify', { body: { uid } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    await settle(h);
    for (const { mailbox } of [a, b]) {
      expect((await jobsOf(mailbox.uid))[0].status).toBe('completed');
      expect((await getMailbox(h, mailbox.uid)).forwarding_email).toMatch(`@${domain}`);
    }
  });

  it('a later request replaces a held job: Setup again with another address, or Remove', async () => {
    const { mailbox, domain } = await activeMailbox(h);
    const typo = outside();
    expect(
      (await forwarding('setup', { uids: [mailbox.uid], forwarding_email: typo })).status,
    ).toBe(200);
    // An address at one of the workspace's own active domains needs no verification.
    const own = `team@${domain.name}`;
    const again = await forwarding('setup', { uids: [mailbox.uid], forwarding_email: own });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.jobs[0].status_message).not.toMatch(HELD);
    await settle(h);
    const [replaced, applied] = await jobsOf(mailbox.uid);
    expect(replaced).toMatchObject({ forwarding_email: typo, status: 'failed' });
    expect(replaced.status_message).toContain('replaced by a later forwarding job');
    expect(applied).toMatchObject({ forwarding_email: own, status: 'completed' });
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(own);

    // Held Update over applied forwarding, then Remove: the applied forwarding is what goes.
    const held = await forwarding('update', { uids: [mailbox.uid], forwarding_email: outside() });
    expect(held.body.jobs[0].status_message).toMatch(HELD);
    const removed = await forwarding('remove', { uids: [mailbox.uid] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.jobs[0]).toMatchObject({ action: 'disable', forwarding_email: own });
    await settle(h);
    const jobs = await jobsOf(mailbox.uid);
    expect(jobs.map((j) => [j.action, j.status])).toEqual([
      ['enable', 'failed'],
      ['enable', 'completed'],
      ['update', 'failed'],
      ['disable', 'completed'],
    ]);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');

    // A held Setup then Remove: nothing was forwarded, and nothing is.
    const { mailbox: other } = await activeMailbox(h);
    await forwarding('setup', { uids: [other.uid], forwarding_email: outside() });
    const dropped = await forwarding('remove', { uids: [other.uid] });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    await settle(h);
    expect((await jobsOf(other.uid)).map((j) => [j.action, j.status])).toEqual([
      ['enable', 'failed'],
      ['disable', 'completed'],
    ]);
    expect((await getMailbox(h, other.uid)).forwarding_email).toBe('');
  });

  it('a job held for 7 days ends failed, saying why', async () => {
    const { mailbox } = await activeMailbox(h);
    const to = outside();
    const res = await forwarding('setup', { uids: [mailbox.uid], forwarding_email: to });
    const { uid } = res.body.jobs[0];
    await settle(h);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await h.ctx.db
      .updateTable('forwarding_jobs')
      .set({ held_since: eightDaysAgo })
      .where('uid', '=', uid)
      .execute();
    await look(uid);
    const [job] = await jobsOf(mailbox.uid);
    expect(job).toMatchObject({
      uid,
      status: 'failed',
      status_message: 'Not applied: the destination was not verified in time',
      error_message: `${to} was not verified within 7 days`,
    });
    expect(job.completed_at).not.toBeNull();
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');
  });
});
