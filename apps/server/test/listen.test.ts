import { randomBytes } from 'node:crypto';
import { signWebhook, verifyWebhook } from '@mailwright/sdk/webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { freePort, useServerProcess, webhookUrlOf } from './support/listen.js';
import { answer, type Receiver, startReceiver } from './support/receiver.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';
import {
  emitMailboxEvent,
  getEvent,
  mailboxRecord,
  signingSecret,
  verifyContractSignature,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

// The real `mailwright serve` and `mailwright listen` as processes: listen talks to the server
// only through its HTTP API, as it would to a remote one.
const h = useHarness({ env: WEBHOOK_TEST_ENV });
const server = useServerProcess(h, WEBHOOK_TEST_ENV);

const webhookUrl = () => webhookUrlOf(h);

const credentialsOf = (record: ReturnType<typeof mailboxRecord>) => [
  record.password,
  record.app_password,
  record.secret,
];

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('mailwright listen', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('points the webhook at itself and prints one line per verified event, without credentials', async () => {
    const listen = await server.listen();
    expect(await webhookUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mailwright-listen$/);

    const { event: test } = await server.client().sendTestWebhookEvent();
    await listen.waitForOutput(test.uid);
    expect(listen.stdout()).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  webhook\\.test  test ${test.record_uid}  event ${test.uid}$`,
        'm',
      ),
    );

    const record = mailboxRecord();
    const { row } = await emitMailboxEvent(h, { record });
    await listen.waitForOutput(row.uid);
    expect(listen.stdout()).toMatch(
      new RegExp(
        `Z  mailbox\\.status_changed  mailbox ${record.uid} ${record.email}  finalizing_setup -> active  event ${row.uid}$`,
        'm',
      ),
    );
    const delivered = await waitForState(h, row.uid, 'delivered');
    expect(delivered.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([200]);
    for (const value of credentialsOf(record)) {
      expect(listen.stdout()).not.toContain(value);
      expect(listen.stderr()).not.toContain(value);
    }
  });

  it('--json prints one object per event with credentials masked', async () => {
    const listen = await server.listen(['--json']);
    const record = mailboxRecord();
    const { row, metadata } = await emitMailboxEvent(h, { record });
    await listen.waitForOutput(row.uid);
    const lines = listen.stdout().trim().split('\n');
    expect(lines).toHaveLength(1);
    const printed = JSON.parse(lines[0]!);
    expect(printed).toMatchObject({
      event: 'mailbox.status_changed',
      event_id: row.uid,
      kind: 'mailbox',
      uid: record.uid,
      previous_status: 'finalizing_setup',
      status: 'active',
      team_id: h.team.team.uid,
      data: {
        mailbox: {
          email: record.email,
          password: '[redacted]',
          app_password: '[redacted]',
          secret: '[redacted]',
        },
        metadata: { updated_at: metadata.updated_at },
      },
    });
    for (const value of credentialsOf(record)) expect(listen.stdout()).not.toContain(value);
  });

  it('--show-credentials prints the credential values', async () => {
    const listen = await server.listen(['--show-credentials']);
    const record = mailboxRecord();
    const { row } = await emitMailboxEvent(h, { record });
    await listen.waitForOutput(row.uid);
    expect(listen.stdout()).toContain(`password=${record.password}`);
    expect(listen.stdout()).toContain(`app_password=${record.app_password}`);
    expect(listen.stdout()).toContain(`secret=${record.secret}`);
  });

  describe('--forward-to', () => {
    let app: Receiver;
    beforeEach(async () => {
      app = await startReceiver('/webhooks/mailwright');
    });
    afterEach(() => app.close());

    it('relays each delivery unchanged, verifiable with the workspace secret, and answers with the app’s status', async () => {
      const listen = await server.listen(['--forward-to', app.url]);
      app.queue(answer(503, 'busy'));
      const { row } = await emitMailboxEvent(h);
      const [first, second] = await app.waitForRequests(2);
      await listen.waitForOutput(`=> 200 from ${app.url}`);
      expect(listen.stdout()).toContain(`event ${row.uid}  => 503 from ${app.url}`);

      // The server saw what the app answered, and retried the 503 as it would against the app.
      const event = await waitForState(h, row.uid, 'delivered');
      expect(event.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([503, 200]);
      expect(event.attempts[0].response_excerpt).toBe('busy');

      const secret = await signingSecret(h);
      for (const request of [first!, second!]) {
        expect(request.path).toBe('/webhooks/mailwright');
        expect(request.headers['x-service-event-id']).toBe(row.uid);
        expect(request.headers['user-agent']).toBe('Service-Webhook/1.0');
        expect(request.headers['content-type']).toBe('application/json');
        expect(verifyContractSignature(secret, request.headers, request.body)).toBe(true);
        const verified = await verifyWebhook({
          body: request.body,
          headers: request.headers,
          secret,
        });
        expect(verified.eventId).toBe(row.uid);
      }
    });

    it('refuses a forged, a stale and an unsigned delivery: nothing printed, nothing relayed', async () => {
      const listen = await server.listen(['--forward-to', app.url]);
      const url = await webhookUrl();
      const body = JSON.stringify({
        event: 'webhook.test',
        timestamp: new Date().toISOString(),
        team_id: h.team.team.uid,
        team_name: 'Forged',
        data: {
          test: { uid: 'forged-1', message: 'not from the service' },
          metadata: {
            requested_at: new Date().toISOString(),
            workspace_id: 'w',
            workspace_uid: null,
          },
        },
      });
      const post = (headers: Record<string, string>) =>
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-service-event': 'webhook.test',
            ...headers,
          },
          body,
        });
      const secret = await signingSecret(h);

      const forged = await post(
        await signWebhook({ body, secret: `whsec_${randomBytes(32).toString('base64')}` }),
      );
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ received: false });
      const stale = await post(
        await signWebhook({ body, secret, timestamp: new Date(Date.now() - 60 * 60_000) }),
      );
      expect(stale.status).toBe(401);
      const unsigned = await post({});
      expect(unsigned.status).toBe(400);
      expect(await unsigned.json()).toMatchObject({ received: false });

      await listen.waitForMessage('Rejected a delivery (missing_header)');
      expect(listen.stderr()).toContain('Rejected a delivery (bad_signature)');
      expect(listen.stderr()).toContain('Rejected a delivery (stale_timestamp)');
      expect(listen.stdout()).toBe('');
      expect(app.requests).toHaveLength(0);

      // The same body, signed with the workspace secret, goes through: only the signature was wrong.
      const genuine = await post(await signWebhook({ body, secret }));
      expect(genuine.status).toBe(200);
      expect(app.requests).toHaveLength(1);
      await listen.waitForOutput('webhook.test  test forged-1');
    });

    it('answers 502 and says so when the app cannot be reached', async () => {
      const unreachable = `http://127.0.0.1:${await freePort()}/webhooks/mailwright`;
      const listen = await server.listen(['--forward-to', unreachable]);
      const { event } = await server.client().sendTestWebhookEvent();
      await listen.waitForOutput('connection refused');
      await waitFor(async () => (await getEvent(h, event.uid)).attempts.length > 0);
      expect((await getEvent(h, event.uid)).attempts[0].status_code).toBe(502);
    });
  });
});
