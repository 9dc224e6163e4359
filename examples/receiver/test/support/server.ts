import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { inTransaction } from '../../../../apps/server/src/db/transaction.js';
import {
  type EventInput,
  type EventName,
  emitEvent,
} from '../../../../apps/server/src/modules/webhooks/events.service.js';
import type { Harness } from '../../../../apps/server/test/support/harness.js';
import {
  mailboxRecord,
  setWebhook,
  signingSecret,
  waitForState,
} from '../../../../apps/server/test/support/webhooks.js';
import { startTestReceiver, type TestReceiver } from './receiver.js';

/**
 * The real Mailwright server, composed in this process by the server's test harness: its API
 * (through `inject`), its event emission and its delivery jobs, which POST signed deliveries over
 * real HTTP to the receiver. Only the tests import server code; the receiver never does.
 */

/**
 * Sets the workspace's webhook, reads its signing secret through the API, starts a receiver with
 * that secret, and points the webhook at it (the secret is kept when the URL changes).
 */
export async function connectReceiver(h: Harness): Promise<TestReceiver> {
  await setWebhook(h, 'https://receiver.invalid/pending');
  const secret = await signingSecret(h);
  const receiver = await startTestReceiver({ MAILWRIGHT_WEBHOOK_SECRET: secret });
  await setWebhook(h, receiver.url);
  return receiver;
}

/**
 * Emits an event in the team's workspace the way a lifecycle does (`emitEvent` in a
 * transaction): the server records it and its delivery job delivers it. `event` may be a name
 * the SDK does not know.
 */
export async function emit(
  h: Harness,
  input: { event: string; kind: string; record: EventInput['record']; metadata?: object },
) {
  const workspace = h.team.workspace;
  const row = await inTransaction(h.ctx.db, (trx) =>
    emitEvent(trx, h.ctx, {
      workspaceId: workspace.id,
      event: input.event as EventName,
      kind: input.kind as EventInput['kind'],
      record: input.record,
      metadata: {
        updated_at: new Date().toISOString(),
        workspace_id: workspace.id,
        workspace_uid: workspace.uid,
        ...input.metadata,
      },
      sensitive: input.kind === 'mailbox',
    }),
  );
  return row.uid;
}

/** A mailbox event with credentials; `updatedAt` sets `data.metadata.updated_at`. */
export function emitMailbox(
  h: Harness,
  record: Partial<ReturnType<typeof mailboxRecord>> = {},
  updatedAt?: string,
) {
  const mailbox = mailboxRecord(record);
  return emit(h, {
    event: 'mailbox.status_changed',
    kind: 'mailbox',
    record: mailbox,
    metadata: {
      domain_id: 'a'.repeat(24),
      domain_uid: randomUUID(),
      domain_name: 'acme-outbound.com',
      ...(updatedAt ? { updated_at: updatedAt } : {}),
    },
  }).then((eventId) => ({ eventId, mailbox }));
}

/** Waits until the server's delivery log shows the event delivered (the receiver answered 2xx). */
export async function waitDelivered(h: Harness, eventId: string) {
  const event = await waitForState(h, eventId, 'delivered');
  expect(event.attempts.at(-1).status_code).toBe(200);
  return event;
}
