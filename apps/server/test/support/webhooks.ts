import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { type EventInput, emitEvent } from '../../src/modules/webhooks/events.service.js';
import type { Harness, TestTeam } from './harness.js';
import { PATIENCE_MS, waitFor } from './wait.js';

/**
 * Settings for webhook tests: receivers on loopback are allowed, retries come fast. An attempt's
 * time limit is wall-clock time: long enough that a receiver that answers is never cut off on a
 * busy machine (an event loop there can stall for seconds); only tests of a receiver that does
 * not answer wait it out.
 */
export const WEBHOOK_TEST_ENV = {
  MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8,::1/128',
  MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '50ms,100ms,100ms',
  MAILWRIGHT_WEBHOOK_TIMEOUT_MS: '10000',
};

/** Sets the team's workspace webhook through the contract's operation. */
export async function setWebhook(h: Harness, url: string, team: TestTeam = h.team): Promise<void> {
  const res = await h.call('POST', '/v1/api/workspaces/webhook', {
    token: team.token,
    body: { uid: team.workspace.uid, webhook_url: url },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function signingSecret(h: Harness, team: TestTeam = h.team): Promise<string> {
  const res = await h.call('GET', '/v1/api/webhooks/secret', {
    token: team.token,
    workspace: team.workspace.uid,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.secret;
}

/** A mailbox record as the contract's table, carrying the three plaintext credentials. */
export function mailboxRecord(overrides: Record<string, unknown> = {}) {
  return {
    uid: randomUUID(),
    email: 'ana@acme-outbound.com',
    username: 'ana',
    first_name: 'Ana',
    last_name: 'Lima',
    profile_picture: '',
    status: 'active',
    previous_status: 'finalizing_setup',
    platform: 'GOOGLE',
    renewal_date: '2027-01-01T00:00:00.000Z',
    renewal_status: 'pending',
    is_admin: false,
    password: `pw-${randomUUID()}`,
    app_password: `app-${randomUUID()}`,
    secret: `totp-${randomUUID()}`,
    is_add_on: false,
    ...overrides,
  };
}

/** A `mailbox.status_changed` event about `record` in the team's workspace. */
export function mailboxEventInput(
  team: TestTeam,
  record: ReturnType<typeof mailboxRecord> = mailboxRecord(),
): EventInput {
  return {
    workspaceId: team.workspace.id,
    event: 'mailbox.status_changed',
    kind: 'mailbox',
    record,
    metadata: {
      updated_at: new Date().toISOString(),
      workspace_id: team.workspace.id,
      workspace_uid: team.workspace.uid,
      domain_id: 'a'.repeat(24),
      domain_uid: randomUUID(),
      domain_name: 'acme-outbound.com',
    },
    sensitive: true,
  };
}

/** Emits a `mailbox.status_changed` event in the team's workspace, in its own transaction. */
export async function emitMailboxEvent(
  h: Harness,
  options: { team?: TestTeam; record?: ReturnType<typeof mailboxRecord> } = {},
) {
  const record = options.record ?? mailboxRecord();
  const input = mailboxEventInput(options.team ?? h.team, record);
  const row = await inTransaction(h.ctx.db, (trx) => emitEvent(trx, h.ctx, input));
  return { row, record, metadata: input.metadata };
}

/** One event of the delivery log, as the API shows it. */
export async function getEvent(h: Harness, uid: string, team: TestTeam = h.team) {
  const res = await h.call('GET', `/v1/api/webhooks/events/${uid}`, {
    token: team.token,
    workspace: team.workspace.uid,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.event;
}

export async function waitForState(
  h: Harness,
  uid: string,
  state: string,
  timeoutMs = PATIENCE_MS,
  team: TestTeam = h.team,
) {
  let last = '';
  await waitFor(
    async () => {
      last = (await getEvent(h, uid, team)).delivery.state;
      return last === state;
    },
    timeoutMs,
    () => `event ${uid} did not reach ${state} (last: ${last})`,
  );
  return getEvent(h, uid, team);
}

/**
 * Checks `X-Service-Signature` the way a receiver would, written here independently of the
 * service's code: HMAC-SHA256 keyed with the secret's decoded bytes over "<timestamp>.<body>".
 */
export function verifyContractSignature(
  secret: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const timestamp = String(headers['x-service-timestamp']);
  const expected = `sha256=${createHmac('sha256', key).update(`${timestamp}.`).update(body).digest('hex')}`;
  const given = String(headers['x-service-signature']);
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
