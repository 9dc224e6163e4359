import { describe, expect, it } from 'vitest';
import { upkeepJobs } from '../src/modules/mailboxes/upkeep.jobs.js';
import { drainWallet, ledger, topUp } from './support/billing.js';
import { pauseJobs, queueDiagnostics, settle } from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, statusTrail, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';
import {
  activeDomainNamed,
  buyMailboxes,
  getMailbox,
  mailboxId,
  runDueNow,
  runMailboxJob,
  uniqueUsername,
} from './support/mailboxes.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

/** Buys one mailbox whose username carries `token` and runs its lifecycle to rest. */
async function buyWith(token: string, platform = 'GOOGLE') {
  const domain = await activeDomainNamed(h);
  const [mailbox] = await buyMailboxes(h, domain.name, [
    { username: uniqueUsername(token), platform },
  ]);
  await settle(h);
  return mailbox;
}

async function failureReason(uid: string) {
  const res = await h.call('GET', '/v1/api/mailboxes/failure-reason', { query: { uid } });
  expect(res.status).toBe(200);
  return res.body;
}

const GOOGLE_UNTIL = (status: string) => {
  const path = [
    'scheduled',
    'pending',
    'processing',
    'configuring_workspace',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'configuring_dkim',
    'configuring_auth',
    'finalizing_setup',
  ];
  return [...path.slice(0, path.indexOf(status) + 1), 'failed'];
};
const MICROSOFT_UNTIL = (status: string) => {
  const path = [
    'scheduled',
    'pending',
    'processing',
    'waiting_for_activation_email',
    'activation_email_received',
    'configuring_workspace',
  ];
  return [...path.slice(0, path.indexOf(status) + 1), 'failed'];
};

describe('magic values force a failure at each step', () => {
  it.each([
    ['failaccount', 'GOOGLE', 'processing', 'account_refused'],
    ['failworkspace', 'GOOGLE', 'configuring_workspace', 'domain_not_verified'],
    ['faildns', 'GOOGLE', 'configuring_dns', 'dns_refused'],
    ['failpropagation', 'GOOGLE', 'waiting_for_dns_propagation', 'deadline_passed'],
    ['faildkim', 'GOOGLE', 'configuring_dkim', 'dkim_failed'],
    ['failauth', 'GOOGLE', 'configuring_auth', 'auth_refused'],
    ['failfinalize', 'GOOGLE', 'finalizing_setup', 'mail_check_failed'],
    ['noactivation', 'MICROSOFT', 'waiting_for_activation_email', 'deadline_passed'],
    ['failactivation', 'AZURE', 'activation_email_received', 'activation_rejected'],
  ])('%s (%s): failed from %s, with the reason', async (token, platform, step, code) => {
    const mailbox = await buyWith(token, platform);
    const events = await recordedEvents(h, mailbox.uid);
    const expected = platform === 'GOOGLE' ? GOOGLE_UNTIL(step) : MICROSOFT_UNTIL(step);
    expect(
      events.map((e) => e.record.status),
      await queueDiagnostics(h),
    ).toEqual(expected);
    expect(events.at(-1)?.record.previous_status).toBe(step);
    const reason = await failureReason(mailbox.uid);
    expect(reason).toMatchObject({ status: 'failed', failed_step: step, code });
    expect(reason.reason.length).toBeGreaterThan(5);
    expect((await getMailbox(h, mailbox.uid)).status_reason).toBe(reason.reason);
  });

  it('hostflaky: retryable errors are retried and the mailbox still goes active', async () => {
    const mailbox = await buyWith('hostflaky');
    expect((await statusTrail(h, mailbox.uid)).at(-1)).toBe('active');
  });

  it('suspend: once active, the host suspends the account', async () => {
    const mailbox = await buyWith('suspend');
    const trail = await statusTrail(h, mailbox.uid);
    expect(trail.slice(-2)).toEqual(['active', 'suspended']);
    expect(await failureReason(mailbox.uid)).toMatchObject({
      status: 'suspended',
      code: 'suspended_by_host',
      failed_step: null,
    });
  });

  it('disable: once active, sign-in is disabled: inactive; a MICROSOFT mailbox is reactivated to active', async () => {
    const mailbox = await buyWith('disable', 'MICROSOFT');
    expect((await statusTrail(h, mailbox.uid)).slice(-2)).toEqual(['active', 'inactive']);
    const res = await h.call('POST', '/v1/api/mailboxes/reactivate', {
      body: { uids: [mailbox.uid] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mailboxes[0].status).toBe('processing');
    await settle(h);
    // The host still says disabled on its next look, so it goes inactive again: the magic value is sticky.
    expect((await statusTrail(h, mailbox.uid)).slice(-5)).toEqual([
      'inactive',
      'processing',
      'finalizing_setup',
      'active',
      'inactive',
    ]);
  });

  it('a renewal the wallet cannot pay: renewal_failed (renewal_status failed), retried once, then cancelled (permanent_failure)', async () => {
    const mailbox = await buyWith('');
    await drainWallet(h);
    const id = await mailboxId(h, mailbox.uid);
    expect(await runDueNow(h, 'mailboxes.renew', id)).toBe(1);
    await settle(h);
    const events = await recordedEvents(h, mailbox.uid);
    expect(events.map((e) => [e.record.status, e.record.renewal_status]).slice(-3)).toEqual([
      ['active', 'pending'],
      ['renewal_failed', 'failed'],
      ['cancelled', 'permanent_failure'],
    ]);
    const details = await getMailbox(h, mailbox.uid);
    expect(details.status_reason).toContain('Insufficient wallet balance to renew the mailbox');
    // Nothing was charged for the unpaid month.
    expect(
      (await ledger(h)).filter((e) => e.kind === 'charge' && e.description.includes('renewal')),
    ).toEqual([]);
  });

  it('a renewal short of funds, paid on its retry once credits arrive: renewal_failed, then active (completed)', async () => {
    const mailbox = await buyWith('');
    const before = (await getMailbox(h, mailbox.uid)).renewal_date;
    await pauseJobs(h);
    await drainWallet(h);
    const id = await mailboxId(h, mailbox.uid);
    await runMailboxJob(h, upkeepJobs.renew, id);
    await runMailboxJob(h, upkeepJobs.chargeRenewal, id);
    expect((await getMailbox(h, mailbox.uid)).status).toBe('renewal_failed');
    await topUp(h, 100);
    await settle(h);
    const events = await recordedEvents(h, mailbox.uid);
    expect(events.map((e) => [e.record.status, e.record.renewal_status]).slice(-2)).toEqual([
      ['renewal_failed', 'failed'],
      ['active', 'completed'],
    ]);
    const after = (await getMailbox(h, mailbox.uid)).renewal_date;
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThan(27 * 86_400_000);
    const renewal = (await ledger(h)).filter((e) => e.description.startsWith('Mailbox renewal'));
    expect(renewal.map((e) => e.amount)).toEqual([-4]);
  });

  it('a renewal that is paid: renewal_status pending -> completed, a month on, no status change', async () => {
    const mailbox = await buyWith('');
    const before = await getMailbox(h, mailbox.uid);
    expect(before.renewal_status).toBe('pending');
    expect(await runDueNow(h, 'mailboxes.renew', await mailboxId(h, mailbox.uid))).toBe(1);
    await settle(h);
    const after = await getMailbox(h, mailbox.uid);
    expect(after).toMatchObject({ status: 'active', renewal_status: 'completed' });
    expect(Date.parse(after.renewal_date) - Date.parse(before.renewal_date)).toBeGreaterThan(
      27 * 86_400_000,
    );
    expect((await statusTrail(h, mailbox.uid)).at(-1)).toBe('active');
  });
});

describe('resetup of failed mailboxes', () => {
  it('failonce: failed at finalizing_setup; a resetup runs the path again to active (resetup_status completed)', async () => {
    const mailbox = await buyWith('failonce', 'SMTP');
    expect((await statusTrail(h, mailbox.uid)).at(-1)).toBe('failed');
    const res = await h.call('POST', '/v1/api/mailboxes/resetup', {
      body: { uids: [mailbox.uid] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mailboxes[0]).toMatchObject({ status: 'pending', status_reason: '' });
    const running = await h.call('GET', '/v1/api/mailboxes/resetup/status', {
      query: { uid: mailbox.uid },
    });
    expect(running.body).toMatchObject({ resetup_status: 'in_progress', resetup_count: 1 });
    await settle(h);
    expect((await statusTrail(h, mailbox.uid)).slice(-7)).toEqual([
      'failed',
      'pending',
      'processing',
      'configuring_dns',
      'waiting_for_dns_propagation',
      'finalizing_setup',
      'active',
    ]);
    const done = await h.call('GET', '/v1/api/mailboxes/resetup/status', {
      query: { uid: mailbox.uid },
    });
    expect(done.body).toMatchObject({
      status: 'active',
      resetup_status: 'completed',
      resetup_count: 1,
    });
    expect(done.body.last_resetup_at).toMatch(/Z$/);
  });

  it('a resetup that fails again reports resetup_status failed', async () => {
    const mailbox = await buyWith('faildkim');
    await h.call('POST', '/v1/api/mailboxes/resetup', { body: { uids: [mailbox.uid] } });
    await settle(h);
    const res = await h.call('GET', '/v1/api/mailboxes/resetup/status', {
      query: { uid: mailbox.uid },
    });
    expect(res.body).toMatchObject({
      status: 'failed',
      resetup_status: 'failed',
      resetup_count: 1,
    });
  });

  it('refuses a mailbox that is not failed with a 409 naming it, and starts nothing', async () => {
    const ok = await buyWith('');
    const bad = await buyWith('failauth');
    const res = await h.call('POST', '/v1/api/mailboxes/resetup', {
      body: { uids: [bad.uid, ok.uid] },
    });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([
      { field: 'uids[1]', message: expect.stringContaining('is active') },
    ]);
    expect((await getMailbox(h, bad.uid)).status).toBe('failed');
  });
});
