import { expect } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { emitEvent } from '../../src/modules/webhooks/events.service.js';
import type { Harness, TestTeam } from './harness.js';

/**
 * How to address another team's record with each operation that takes one. The security suite
 * calls each as the test team and expects 404; `unchanged` then checks the record is intact.
 * Every protected operation must appear here or in NO_RECORD_OPERATIONS.
 */
export interface RecordProbe {
  request(
    h: Harness,
    other: TestTeam,
  ): Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    query?: Record<string, string>;
  }>;
  unchanged?(h: Harness, other: TestTeam): Promise<void>;
}

const otherWorkspaceIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/workspaces/details', {
    token: other.token,
    query: { uid: other.workspace.uid },
  });
  expect(res.status).toBe(200);
  expect(res.body.workspace).toMatchObject({ name: other.workspace.name, webhook_url: '' });
};

/** An event in another team's workspace, for the webhook delivery-log operations. */
const otherTeamEvent = async (h: Harness, other: TestTeam) => {
  const row = await inTransaction(h.ctx.db, (trx) =>
    emitEvent(trx, h.ctx, {
      workspaceId: other.workspace.id,
      event: 'webhook.test',
      kind: 'test',
      record: { uid: '11111111-1111-4111-8111-111111111111', message: 'probe' },
      metadata: {},
    }),
  );
  return row.uid;
};
const otherEventIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('POST', '/v1/api/webhooks/events/list', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {},
  });
  expect(res.status).toBe(200);
  expect(res.body.events.map((e: any) => [e.delivery.state, e.delivery.attempts])).toEqual([
    ['skipped', 0],
  ]);
};

export const RECORD_PROBES: Record<string, RecordProbe> = {
  getWebhookEvent: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/webhooks/events/${await otherTeamEvent(h, other)}`,
    }),
  },
  redeliverWebhookEvent: {
    request: async (h, other) => ({
      method: 'POST',
      url: `/v1/api/webhooks/events/${await otherTeamEvent(h, other)}/redeliver`,
    }),
    unchanged: otherEventIntact,
  },
  getWorkspace: {
    request: async (_h, other) => ({
      method: 'GET',
      url: '/v1/api/workspaces/details',
      query: { uid: other.workspace.uid },
    }),
  },
  updateWorkspace: {
    request: async (_h, other) => ({
      method: 'PUT',
      url: `/v1/api/workspaces/${other.workspace.uid}`,
      body: { name: 'Hijacked' },
    }),
    unchanged: otherWorkspaceIntact,
  },
  deleteWorkspace: {
    request: async (_h, other) => ({
      method: 'DELETE',
      url: `/v1/api/workspaces/${other.workspace.uid}`,
    }),
    unchanged: otherWorkspaceIntact,
  },
  updateWorkspaceWebhook: {
    request: async (_h, other) => ({
      method: 'POST',
      url: '/v1/api/workspaces/webhook',
      body: { uid: other.workspace.uid, webhook_url: 'https://attacker.example/hook' },
    }),
    unchanged: otherWorkspaceIntact,
  },
};

/** Protected operations that address no existing record (they act on the caller's team or create). */
export const NO_RECORD_OPERATIONS: string[] = [
  'getAccount',
  'listWorkspaces',
  'createWorkspace',
  // Webhook operations act on the X-Workspace-Id workspace, which auth has already checked.
  'listWebhookEvents',
  'redeliverFailedWebhookEvents',
  'sendTestWebhookEvent',
  'getWebhookSigningSecret',
  'rotateWebhookSigningSecret',
];
