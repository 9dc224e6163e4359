import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settle } from '../../../apps/server/test/support/domains.js';
import {
  activeMailbox,
  answerConsentScreen,
  consentStatus,
  initiateConsent,
} from '../../../apps/server/test/support/grants.js';
import type { Harness } from '../../../apps/server/test/support/harness.js';
import { useHarness } from '../../../apps/server/test/support/harness.js';
import { credentialsOf } from '../../../apps/server/test/support/mailboxes.js';
import { WEBHOOK_TEST_ENV } from '../../../apps/server/test/support/webhooks.js';
import type { TestReceiver } from './support/receiver.js';
import { connectReceiver, waitDelivered } from './support/server.js';

// The receiver fed by the server's own lifecycles (the simulator at `instant` speed), not by
// hand-made events: a mailbox bought and set up to `active`, and a consent request answered on
// the sandbox consent screen.
const h = useHarness({ env: WEBHOOK_TEST_ENV });
let r: TestReceiver;

beforeEach(async () => {
  r = await connectReceiver(h);
});
afterEach(() => r.stop());

/** Waits until every event the server recorded for the record was delivered and processed. */
async function processedAll(harness: Harness, recordUid: string): Promise<number> {
  const rows = await harness.ctx.db
    .selectFrom('events')
    .select('uid')
    .where('record_uid', '=', recordUid)
    .execute();
  for (const row of rows) {
    await waitDelivered(harness, row.uid);
    await r.waitForProcessed(row.uid);
  }
  return rows.length;
}

describe('the receiver, fed by real lifecycles', () => {
  it('ends with the mailbox active and its current credentials, sealed', async () => {
    const { mailbox } = await activeMailbox(h, { platform: 'GOOGLE' });
    expect(await processedAll(h, mailbox.uid)).toBeGreaterThan(5);

    expect(r.store.getRecord('mailbox', mailbox.uid)).toMatchObject({
      status: 'active',
      previousStatus: 'finalizing_setup',
      hasCredentials: true,
    });
    const current = await credentialsOf(h, mailbox.uid);
    expect(r.store.readCredentials(mailbox.uid)).toEqual({
      password: current.password,
      app_password: current.app_password,
      secret: current.secret,
    });
    for (const value of [current.password, current.app_password, current.secret]) {
      expect(r.logs()).not.toContain(value);
    }
  });

  it('shows a pending consent URL, then drops it once the grant completes', async () => {
    const { mailbox } = await activeMailbox(h, { platform: 'GOOGLE' });
    const request = await initiateConsent(h, mailbox.uid);
    await settle(h);
    const pending = await consentStatus(h, request.uid);
    expect(pending.status).toBe('pending');
    await processedAll(h, request.uid);
    expect(r.store.pendingConsents().map((c) => c.uid)).toContain(request.uid);
    expect(r.logs()).toContain(pending.consent_url);

    const answer = await answerConsentScreen(h, pending.consent_url, 'allow');
    expect(answer.statusCode).toBeLessThan(400);
    await settle(h);
    expect((await consentStatus(h, request.uid)).status).toBe('completed');
    await processedAll(h, request.uid);
    expect(r.store.getRecord('consent_request', request.uid)).toMatchObject({
      status: 'completed',
    });
    expect(r.store.pendingConsents().map((c) => c.uid)).not.toContain(request.uid);
  });
});
