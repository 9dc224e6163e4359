import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { newUid } from '../src/lib/ids.js';
import {
  DEFAULT_PROFILE,
  nextSetupStatus,
  platformProfile,
} from '../src/modules/mailboxes/mailbox.platforms.js';
import { insertMailboxRow } from '../src/modules/mailboxes/mailboxes.repository.js';
import { scheduleSetupStep } from '../src/modules/mailboxes/setup.jobs.js';
import { pauseJobs, settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import {
  activeDomainNamed,
  buyMailboxes,
  credentialsOf,
  getMailbox,
  mailboxId,
} from './support/mailboxes.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';
import { emitMailboxEvent, setWebhook, WEBHOOK_TEST_ENV } from './support/webhooks.js';

// Debug logging: one line per request too, so the check below covers request logs.
const h = useHarness({ env: { ...WEBHOOK_TEST_ENV, LOG_LEVEL: 'debug' } });

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** The mailbox records delivered for `uid`, in arrival order. */
function delivered(uid: string): Array<Record<string, any>> {
  return receiver.requests
    .map((r) => JSON.parse(r.body.toString('utf8')))
    .filter((body) => body.event === 'mailbox.status_changed' && body.data.mailbox.uid === uid)
    .map((body) => body.data.mailbox);
}

async function activeMailbox(platform = 'GOOGLE') {
  const domain = await activeDomainNamed(h);
  await setWebhook(h, receiver.url);
  const [mailbox] = await buyMailboxes(h, domain.name, [{ platform }]);
  await settle(h);
  await pauseJobs(h);
  return mailbox;
}

describe('credentials in deliveries are current at send time', () => {
  it('a delivery made after a password change carries the new password; a redelivery carries the newest', async () => {
    const mailbox = await activeMailbox();
    const original = await credentialsOf(h, mailbox.uid);
    await waitFor(
      () => delivered(mailbox.uid).some((m) => m.status === 'active'),
      10_000,
      'active delivered',
    );
    expect(delivered(mailbox.uid).find((m) => m.status === 'active')?.password).toBe(
      original.password,
    );

    // Two status changes whose deliveries wait (jobs paused), then the password changes.
    await h.call('POST', '/v1/api/mailboxes/cancel', { body: { uids: [mailbox.uid] } });
    await h.call('POST', '/v1/api/mailboxes/uncancel', { body: { uids: [mailbox.uid] } });
    const chosen = 'Brand-New-Password-77';
    expect(
      (
        await h.call('POST', '/v1/api/mailboxes/password', {
          body: { uid: mailbox.uid, new_password: chosen },
        })
      ).status,
    ).toBe(200);
    await settle(h);
    await waitFor(() => delivered(mailbox.uid).length >= 12, PATIENCE_MS, 'both late deliveries');
    // The two late deliveries run concurrently: they may arrive in either order.
    const late = delivered(mailbox.uid).slice(-2);
    expect(late.map((m) => m.status).sort()).toEqual(['active', 'scheduled_for_cancellation']);
    for (const m of late)
      expect(m).toMatchObject({
        password: chosen,
        app_password: original.app_password,
        secret: original.secret,
      });

    // A redelivery days later carries today's password, not the one of the status change.
    await h.call('POST', '/v1/api/mailboxes/password', { body: { uid: mailbox.uid } });
    const newest = (await credentialsOf(h, mailbox.uid)).password;
    const events = await h.call('POST', '/v1/api/webhooks/events/list', { body: { limit: 100 } });
    const first = events.body.events.find(
      (e: any) => e.record_uid === mailbox.uid && e.event === 'mailbox.status_changed',
    );
    expect(first).toBeDefined();
    expect((await h.call('POST', `/v1/api/webhooks/events/${first.uid}/redeliver`)).status).toBe(
      200,
    );
    const count = delivered(mailbox.uid).length;
    await settle(h);
    await waitFor(() => delivered(mailbox.uid).length > count, PATIENCE_MS, 'redelivery');
    expect(delivered(mailbox.uid).at(-1)?.password).toBe(newest);
  });

  it('an event whose mailbox no longer exists is delivered with its sealed snapshot', async () => {
    await setWebhook(h, receiver.url);
    const { record } = await emitMailboxEvent(h);
    await settle(h);
    await waitFor(() => delivered(record.uid).length === 1, PATIENCE_MS, 'snapshot delivered');
    expect(delivered(record.uid)[0]).toMatchObject({
      password: record.password,
      secret: record.secret,
    });
  });
});

describe('no credential in logs', () => {
  it('a full lifecycle with deliveries, credentials, TOTP and password changes logs no credential value', async () => {
    const mailbox = await activeMailbox('MICROSOFT');
    const shown = await credentialsOf(h, mailbox.uid);
    await h.call('GET', '/v1/api/mailboxes/totp', { query: { uid: mailbox.uid } });
    const chosen = 'Never-In-A-Log-123';
    await h.call('POST', '/v1/api/mailboxes/password', {
      body: { uid: mailbox.uid, new_password: chosen },
    });
    await h.call('POST', '/v1/api/mailboxes/password', {
      body: { uid: mailbox.uid, new_password: 'weak' },
    });
    await h.call('POST', '/v1/api/mailboxes/cancel', { body: { uids: [mailbox.uid] } });
    await settle(h);
    await waitFor(() => delivered(mailbox.uid).length >= 13, PATIENCE_MS, 'deliveries');
    const logs = h.logs();
    expect(logs).toContain('"msg":"webhook attempt"');
    expect(logs).toContain('/v1/api/mailboxes/show-credentials');
    for (const value of [shown.password, shown.app_password, shown.secret, chosen]) {
      expect(value.length).toBeGreaterThan(10);
      expect(logs).not.toContain(value);
    }
  });
});

describe('a platform this version does not know', () => {
  it('has a safe default profile', () => {
    expect(platformProfile('YAHOO')).toBe(DEFAULT_PROFILE);
    expect(platformProfile('toString')).toBe(DEFAULT_PROFILE);
    expect(nextSetupStatus('YAHOO', false, 'pending')).toBe('processing');
    expect(nextSetupStatus('YAHOO', false, 'finalizing_setup')).toBe('active');
    expect(nextSetupStatus('YAHOO', false, 'active')).toBeNull();
  });

  it('a mailbox row with an unknown platform lists, shows, sends events and fails its setup cleanly', async () => {
    const known = await activeMailbox('GOOGLE');
    const source = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', known.uid)
      .executeTakeFirstOrThrow();
    const id = `${source.id.slice(0, 12)}${'f'.repeat(12)}`;
    const uid = newUid();
    await inTransaction(h.ctx.db, (trx) =>
      insertMailboxRow(trx, {
        ...source,
        id,
        uid,
        username: 'future',
        address_key: `${source.domain_id}:future`,
        platform: 'YAHOO',
        status: 'pending',
        previous_status: 'scheduled',
      }),
    );
    const details = await getMailbox(h, uid);
    expect(details).toMatchObject({ platform: 'YAHOO', status: 'pending' });
    const creds = await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid } });
    expect(creds.body.smtp.host).toBe(DEFAULT_PROFILE.smtp.host);
    const list = await h.call('POST', '/v1/api/mailboxes/list', { body: { platform: 'YAHOO' } });
    expect(list.body.mailboxes.map((m: any) => m.uid)).toEqual([uid]);
    await inTransaction(h.ctx.db, (trx) =>
      scheduleSetupStep(trx, h.ctx, { id, status: 'pending', resetup_count: 0, platform: 'YAHOO' }),
    );
    await settle(h);
    const failed = await getMailbox(h, uid);
    expect(failed).toMatchObject({ status: 'failed', previous_status: 'processing' });
    expect(failed.status_reason).toContain('does not serve YAHOO');
    await waitFor(() => delivered(uid).length === 2, PATIENCE_MS, 'events of the YAHOO mailbox');
    // Webhooks promise no order of arrival (receivers order by timestamp): compare as a set,
    // and the failure names the step it came from.
    expect(
      delivered(uid)
        .map((m) => `${m.platform} ${m.status}`)
        .sort(),
    ).toEqual(['YAHOO failed', 'YAHOO processing']);
    expect(delivered(uid).find((m) => m.status === 'failed')?.previous_status).toBe('processing');
    expect(await mailboxId(h, uid)).toBe(id);
  });
});
