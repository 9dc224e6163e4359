import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { answer, type Receiver, startReceiver } from './support/receiver.js';
import {
  emitMailboxEvent,
  mailboxRecord,
  setWebhook,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

// The production default level: delivered attempts are logged at debug, the others at info.
const h = useHarness({ env: { ...WEBHOOK_TEST_ENV, LOG_LEVEL: 'info' } });

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const attemptLines = (eventUid: string) =>
  h
    .logs()
    .split('\n')
    .filter((line) => line.includes('"msg":"webhook attempt"') && line.includes(eventUid))
    .map((line) => JSON.parse(line));

describe('the attempt log line at info level', () => {
  it('is written for an attempt that failed, not for the one that delivered', async () => {
    await setWebhook(h, receiver.url);
    receiver.queue(answer(500, 'try later'));
    await h.startRunner();
    const record = mailboxRecord();
    const { row } = await emitMailboxEvent(h, { record });
    const event = await waitForState(h, row.uid, 'delivered');
    expect(event.attempts.map((a: any) => a.status_code)).toEqual([500, 200]);
    const lines = attemptLines(row.uid);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      attempt: 1,
      outcome: 'retry',
      status_code: 500,
      error_class: 'http_error',
      destination: receiver.url,
    });
    for (const value of [record.password, record.app_password, record.secret])
      expect(h.logs()).not.toContain(value);
  });
});
