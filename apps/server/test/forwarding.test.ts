import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { runForwardingJob } from '../src/modules/forwarding/forwarding.jobs.js';
import { pauseJobs, settle } from './support/domains.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, getMailbox } from './support/mailboxes.js';

// The forwarding jobs' own behaviour, with any destination: the rule that destinations be verified
// first is off here (MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED) and tested in verified-destinations.
const h = useHarness({ env: { MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'false' } });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let serial = 0;
/** A fresh destination address, with an optional magic token in its local part. */
const destination = (token = '') => {
  serial += 1;
  return `ops${serial}${token ? `-${token}` : ''}@forward.example`;
};

// Strict, so a field an operation does not take (remove's forwarding_email) is a 400 here.
const forwarding = (op: 'setup' | 'update' | 'remove', body: Record<string, unknown>) =>
  h.call('POST', `/v1/api/mailboxes/forwarding/${op}`, {
    body,
    headers: { 'x-mailwright-strict': 'true' },
  });

async function jobsOf(mailboxUid?: string) {
  const res = await h.call('POST', '/v1/api/mailboxes/forwarding/jobs', {
    body: { limit: 100, ...(mailboxUid ? { mailbox_uid: mailboxUid } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Oldest first reads better in these tests.
  return [...res.body.jobs].reverse();
}

async function expectOk(op: 'setup' | 'update' | 'remove', body: Record<string, unknown>) {
  const res = await forwarding(op, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.jobs;
}

/** Runs one attempt of a forwarding job now, as a worker would (the test holds the runner back). */
async function runOnce(mailboxUid: string) {
  const row = await h.ctx.db
    .selectFrom('forwarding_jobs')
    .select('id')
    .where('mailbox_uid', '=', mailboxUid)
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

describe('Setup, update and remove email forwarding', () => {
  it('setup: one enable job per mailbox, run by a worker; mailbox details show the forwarding', async () => {
    const { mailbox } = await activeMailbox(h);
    const to = destination();
    const [job] = await expectOk('setup', {
      uids: [mailbox.uid],
      forwarding_email: ` ${to.toUpperCase()} `,
    });
    expect(job).toEqual({
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      mailbox_uid: mailbox.uid,
      mailbox_email: mailbox.email,
      forwarding_email: to,
      action: 'enable',
      status: 'pending',
      status_message: 'Queued',
      error_message: '',
      attempts: 0,
      max_attempts: 3,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
      completed_at: null,
      last_attempt_at: null,
      next_retry_at: null,
    });
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');
    await settle(h);
    const [done] = await jobsOf(mailbox.uid);
    expect(done).toMatchObject({
      uid: job.uid,
      status: 'completed',
      status_message: `Forwarding to ${to} enabled`,
      error_message: '',
      attempts: 1,
      next_retry_at: null,
    });
    expect(done.completed_at).toMatch(ISO);
    expect(done.last_attempt_at).toMatch(ISO);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(to);
  });

  it('update and remove: update changes the destination, remove disables the one it has', async () => {
    const { mailbox } = await activeMailbox(h);
    const first = destination();
    const second = destination();
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: first });
    await settle(h);
    await expectOk('update', { uids: [mailbox.uid], forwarding_email: second });
    await settle(h);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe(second);
    const [removal] = await expectOk('remove', { uids: [mailbox.uid] });
    expect(removal).toMatchObject({ action: 'disable', forwarding_email: second });
    await settle(h);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');
    expect((await jobsOf(mailbox.uid)).map((j) => [j.action, j.status, j.status_message])).toEqual([
      ['enable', 'completed', `Forwarding to ${first} enabled`],
      ['update', 'completed', `Forwarding changed to ${second}`],
      ['disable', 'completed', `Forwarding to ${second} removed`],
    ]);
  });

  it('one request, several mailboxes: one job each', async () => {
    const domain = await activeDomainNamed(h);
    const bought = await buyMailboxes(h, domain.name, [{}, {}]);
    await settle(h);
    const jobs = await expectOk('setup', {
      uids: bought.map((m) => m.uid),
      forwarding_email: destination(),
    });
    expect(jobs.map((j: { mailbox_uid: string }) => j.mailbox_uid)).toEqual(
      bought.map((m) => m.uid),
    );
  });

  it('checks each action against where the mailbox will forward once its open jobs have run', async () => {
    const { mailbox } = await activeMailbox(h);
    const notForwarding = await forwarding('update', {
      uids: [mailbox.uid],
      forwarding_email: destination(),
    });
    expect(notForwarding.status).toBe(409);
    expect(notForwarding.body.details).toEqual([
      { field: 'uids[0]', message: `${mailbox.email} does not forward; set forwarding up first` },
    ]);
    expect((await forwarding('remove', { uids: [mailbox.uid] })).status).toBe(409);
    const to = destination();
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: to });
    // Not applied yet, but it will be: setting it up again is refused, updating is accepted.
    const again = await forwarding('setup', {
      uids: [mailbox.uid],
      forwarding_email: destination(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${mailbox.email} already forwards to ${to}; use update`);
    await expectOk('update', { uids: [mailbox.uid], forwarding_email: destination() });
    await expectOk('remove', { uids: [mailbox.uid] });
    expect((await forwarding('remove', { uids: [mailbox.uid] })).status).toBe(409);
    expect(await jobsOf(mailbox.uid)).toHaveLength(3);
  });

  it('of two setups of one mailbox sent at once, one is accepted and the other refused', async () => {
    const { mailbox } = await activeMailbox(h);
    for (let round = 0; round < 5; round++) {
      const op = round % 2 === 0 ? 'setup' : 'remove';
      const body =
        op === 'setup'
          ? { uids: [mailbox.uid], forwarding_email: destination() }
          : { uids: [mailbox.uid] };
      const answers = await Promise.all([forwarding(op, body), forwarding(op, body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    }
    expect(await jobsOf(mailbox.uid)).toHaveLength(5);
  });

  it.each([
    ['setup', { forwarding_email: 'not-an-address' }, 'forwarding_email'],
    ['setup', { forwarding_email: 'a@b' }, 'forwarding_email'],
    ['setup', {}, 'forwarding_email'],
    ['update', { forwarding_email: 'two@@x.example' }, 'forwarding_email'],
    ['setup', { forwarding_email: 'x@y.example', uids: [] }, 'uids'],
    ['setup', { forwarding_email: 'x@y.example', uids: ['nope'] }, 'uids[0]'],
    ['remove', { forwarding_email: 'x@y.example' }, 'forwarding_email'],
  ] as const)('%s with %j is a 400 naming %s, and writes nothing', async (op, body, field) => {
    const { mailbox } = await activeMailbox(h);
    const res = await forwarding(op, { uids: [mailbox.uid], ...body });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await jobsOf()).toEqual([]);
  });

  it('a mailbox cannot forward to itself (400), an unknown mailbox is a 404, one not active a 409', async () => {
    const { mailbox } = await activeMailbox(h);
    const self = await forwarding('setup', {
      uids: [mailbox.uid],
      forwarding_email: mailbox.email,
    });
    expect(self.status).toBe(400);
    expect(self.body.details).toEqual([
      { field: 'forwarding_email', message: 'is the address of uids[0] itself' },
    ]);
    const unknown = await forwarding('setup', {
      uids: [mailbox.uid, '00000000-0000-4000-8000-000000000000'],
      forwarding_email: destination(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details[0].field).toBe('uids[1]');
    const domain = await activeDomainNamed(h);
    const [scheduled] = await buyMailboxes(h, domain.name, [{}]);
    const inactive = await forwarding('setup', {
      uids: [scheduled.uid],
      forwarding_email: destination(),
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.details[0].field).toBe('uids[0]');
    expect(await jobsOf()).toEqual([]);
  });
});

describe('the forwarding worker', () => {
  it('runs one job of a mailbox at a time, in order: a later job waits for the one before', async () => {
    const { mailbox } = await activeMailbox(h);
    const first = destination('fwdflaky');
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: first });
    await expectOk('update', { uids: [mailbox.uid], forwarding_email: destination() });
    const [, waiting] = await jobsOf(mailbox.uid);
    expect(waiting?.status_message).toBe('Waiting for an earlier forwarding job of this mailbox');
    await expectOk('remove', { uids: [mailbox.uid] });
    await settle(h);
    const jobs = await jobsOf(mailbox.uid);
    expect(jobs.map((j) => [j.action, j.status, j.attempts])).toEqual([
      ['enable', 'completed', 2],
      ['update', 'completed', 1],
      ['disable', 'completed', 1],
    ]);
    // Each attempt started after the job before it had ended.
    for (let i = 1; i < jobs.length; i += 1) {
      expect(jobs[i]?.last_attempt_at >= jobs[i - 1]?.completed_at).toBe(true);
    }
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');
  });

  it('fwdflaky: the first attempt fails and a retry is scheduled (next_retry_at), then it completes', async () => {
    const { mailbox } = await activeMailbox(h);
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: destination('fwdflaky') });
    await runOnce(mailbox.uid);
    const [retrying] = await jobsOf(mailbox.uid);
    expect(retrying).toMatchObject({
      status: 'pending',
      attempts: 1,
      error_message: 'The host did not answer in time',
      completed_at: null,
    });
    expect(retrying.next_retry_at).toMatch(ISO);
    expect(retrying.last_attempt_at).toMatch(ISO);
    expect(retrying.status_message).toBe(
      `Attempt 1 of 3 failed; retrying at ${retrying.next_retry_at}`,
    );
    await settle(h);
    const [done] = await jobsOf(mailbox.uid);
    expect(done).toMatchObject({
      status: 'completed',
      attempts: 2,
      error_message: '',
      next_retry_at: null,
    });
  });

  it('fwddown: every attempt fails: failed after max_attempts, the forwarding unchanged', async () => {
    const { mailbox } = await activeMailbox(h);
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: destination('fwddown') });
    await settle(h);
    const [failed] = await jobsOf(mailbox.uid);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      max_attempts: 3,
      error_message: 'The host did not answer in time',
      status_message: 'Not applied: gave up after 3 attempts',
      next_retry_at: null,
    });
    expect(failed.completed_at).toMatch(ISO);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('');
    // Nothing is forwarded, so setting it up again is allowed.
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: destination() });
  });

  it('fwdrefuse: the host refuses the destination: failed after one attempt, no retry', async () => {
    const { mailbox } = await activeMailbox(h);
    const to = destination('fwdrefuse');
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: to });
    await settle(h);
    const [failed] = await jobsOf(mailbox.uid);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_message: `The host refuses to forward mail to ${to}`,
      status_message: 'Not applied: the host refused',
    });
  });

  it('a mailbox that stopped being active before its job ran: failed without an attempt', async () => {
    const { mailbox } = await activeMailbox(h);
    await expectOk('setup', { uids: [mailbox.uid], forwarding_email: destination() });
    expect(
      (await h.call('POST', '/v1/api/mailboxes/cancel', { body: { uids: [mailbox.uid] } })).status,
    ).toBe(200);
    await settle(h);
    await pauseJobs(h);
    const [failed] = await jobsOf(mailbox.uid);
    expect(failed).toMatchObject({ status: 'failed', attempts: 0, last_attempt_at: null });
    expect(failed.error_message).toContain('forwarding changes only on an active mailbox');
  });
});
