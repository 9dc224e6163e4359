import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { newId } from '../../src/lib/ids.js';
import { stockDomains } from '../../src/modules/prewarm/stock.service.js';
import { emitEvent } from '../../src/modules/webhooks/events.service.js';
import {
  CONTACT,
  connectDomains,
  getDomain,
  registerDomains,
  settle,
  uniqueName,
} from './domains.js';
import type { Harness, TestTeam } from './harness.js';
import { INFRAGUARD_NO_RECORD_OPERATIONS, INFRAGUARD_PROBES } from './infraguard-probes.js';
import { writeDirectly } from './list-counts.js';
import { MEMBER_NO_RECORD_OPERATIONS, MEMBER_PROBES } from './member-probes.js';
import { OPERATOR_OPERATIONS } from './operators.js';

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

/** A domain of the other team (in `cart`: no lifecycle runs in the security suite). */
const theirDomain = async (h: Harness, other: TestTeam) => {
  const name = uniqueName();
  const [uid] = await registerDomains(h, [name], { team: other });
  return { uid: uid as string, name };
};

/** The other team's domain is exactly as it was. */
const theirDomainIntact = async (h: Harness, other: TestTeam) => {
  const list = await h.call('POST', '/v1/api/domains/list', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {},
  });
  expect(list.body.domains).toHaveLength(1);
  // A job runner started by an earlier probe may move it along its normal path; never off it.
  expect([
    'cart',
    'registration_in_progress',
    'dns_setup_pending',
    'waiting_for_dns_propagation',
    'active',
  ]).toContain(list.body.domains[0].status);
  expect(list.body.domains[0]).toMatchObject({
    forwarding_url: '',
    catch_all_email: '',
    dmarc: { policy: 'none', email: '' },
    privacy: true,
    renewal_status: 'na',
    tags: [],
  });
};

/** A probe that names the other team's domain by uid in the body, with extra fields. */
const domainProbe = (
  url: string,
  extra: Record<string, unknown> = {},
  method: 'POST' | 'DELETE' = 'POST',
): RecordProbe => ({
  request: async (h, other) => ({
    method,
    url,
    body: { uids: [(await theirDomain(h, other)).uid], ...extra },
  }),
  unchanged: theirDomainIntact,
});

/** A probe that names the other team's domain by `uid` for a DNS operation. */
const dnsProbe = (url: string, extra: Record<string, unknown> = {}): RecordProbe => ({
  request: async (h, other) => ({
    method: 'POST',
    url,
    body: { uid: (await theirDomain(h, other)).uid, ...extra },
  }),
  unchanged: async (h, other) => {
    await theirDomainIntact(h, other);
  },
});

const theirTag = async (h: Harness, other: TestTeam) => {
  const res = await h.call('POST', '/v1/api/tags', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { name: 'theirs' },
  });
  return res.body.tag.uid as string;
};

const theirTagIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/tags', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(res.body.tags.map((t: { name: string }) => t.name)).toEqual(['theirs']);
};

/**
 * A mailbox of the other team. Its domain is made active directly in the database (the security
 * suite runs no lifecycle), then the mailbox is bought through the API as that team.
 */
const theirMailbox = async (h: Harness, other: TestTeam) => {
  const { uid: domainUid, name } = await theirDomain(h, other);
  await writeDirectly(
    h,
    'domains',
    { uid: domainUid },
    { status: 'active', zone_id: 'probe-zone' },
  );
  const res = await h.call('POST', '/v1/api/mailboxes/buy', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {
      mailboxes: [
        {
          first_name: 'Theo',
          last_name: 'Other',
          username: 'theo',
          platform: 'MICROSOFT',
          domain_name: name,
        },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { uid: res.body.mailboxes[0].uid as string, email: `theo@${name}`, domainUid };
};

/** The other team's mailbox is exactly as it was (a job runner may move it along its path only). */
const theirMailboxIntact = async (h: Harness, other: TestTeam) => {
  const list = await h.call('POST', '/v1/api/mailboxes/list', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {},
  });
  expect(list.body.mailboxes).toHaveLength(1);
  const mailbox = list.body.mailboxes[0];
  expect(mailbox).toMatchObject({
    username: 'theo',
    first_name: 'Theo',
    last_name: 'Other',
    profile_picture: '',
    signature: '',
    forwarding_email: '',
    tags: [],
    cancel_at: null,
  });
  expect([
    'scheduled',
    'pending',
    'processing',
    'waiting_for_activation_email',
    'activation_email_received',
    'configuring_workspace',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'configuring_dkim',
    'configuring_auth',
    'finalizing_setup',
    'active',
    'failed',
  ]).toContain(mailbox.status);
};

/** A probe that names the other team's mailbox by `uids` in the body. */
const mailboxesProbe = (
  url: string,
  extra: Record<string, unknown> = {},
  method: 'POST' | 'DELETE' = 'POST',
): RecordProbe => ({
  request: async (h, other) => ({
    method,
    url,
    body: { uids: [(await theirMailbox(h, other)).uid], ...extra },
  }),
  unchanged: theirMailboxIntact,
});

/** A probe that names the other team's mailbox by `uid` in the body. */
const mailboxProbe = (url: string, extra: Record<string, unknown> = {}): RecordProbe => ({
  request: async (h, other) => ({
    method: 'POST',
    url,
    body: { uid: (await theirMailbox(h, other)).uid, ...extra },
  }),
  unchanged: theirMailboxIntact,
});

/** A probe that names the other team's mailbox by `?uid=`. */
const mailboxQueryProbe = (url: string): RecordProbe => ({
  request: async (h, other) => ({
    method: 'GET',
    url,
    query: { uid: (await theirMailbox(h, other)).uid },
  }),
});

/** Every mailbox operation that addresses a mailbox (or a domain, for availability). */
const MAILBOX_PROBES: Record<string, RecordProbe> = {
  reactivateMailboxes: mailboxesProbe('/v1/api/mailboxes/reactivate'),
  repurchaseMailboxes: mailboxesProbe('/v1/api/mailboxes/repurchase'),
  setMailboxSignature: mailboxesProbe('/v1/api/mailboxes/signature', { signature: 'pwned' }),
  deleteMailboxSignature: mailboxesProbe('/v1/api/mailboxes/signature', {}, 'DELETE'),
  showMailboxCredentials: mailboxQueryProbe('/v1/api/mailboxes/show-credentials'),
  getMailbox: mailboxQueryProbe('/v1/api/mailboxes/details'),
  checkMailboxStatus: mailboxesProbe('/v1/api/mailboxes/status'),
  cancelMailboxes: mailboxesProbe('/v1/api/mailboxes/cancel'),
  updateMailbox: mailboxProbe('/v1/api/mailboxes/update', { first_name: 'Eve' }),
  updateMailboxProfilePicture: mailboxProbe('/v1/api/mailboxes/profile-picture', {
    profile_picture: 'https://attacker.example/p.png',
  }),
  generateMailboxTotp: mailboxQueryProbe('/v1/api/mailboxes/totp'),
  changeMailboxUsername: mailboxProbe('/v1/api/mailboxes/username', { new_username: 'eve' }),
  changeMailboxPassword: mailboxProbe('/v1/api/mailboxes/password', {
    new_password: 'Attacker-Chosen-1',
  }),
  checkMailboxAvailability: {
    request: async (h, other) => ({
      method: 'GET',
      url: '/v1/api/mailboxes/availability',
      query: { email: `new@${(await theirDomain(h, other)).name}` },
    }),
  },
  getMailboxFailureReason: mailboxQueryProbe('/v1/api/mailboxes/failure-reason'),
  uncancelMailboxes: mailboxesProbe('/v1/api/mailboxes/uncancel'),
  resetupMailboxes: mailboxesProbe('/v1/api/mailboxes/resetup'),
  getMailboxResetupStatus: mailboxQueryProbe('/v1/api/mailboxes/resetup/status'),
  assignTagsToMailboxes: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/tags/assign',
      body: {
        tag_uids: [(await h.call('POST', '/v1/api/tags', { body: { name: 'mine' } })).body.tag.uid],
        mailbox_uids: [(await theirMailbox(h, other)).uid],
      },
    }),
    unchanged: theirMailboxIntact,
  },
};

/** The other team's mailbox, made active directly (the suite runs no lifecycle). */
const theirActiveMailbox = async (h: Harness, other: TestTeam) => {
  const mailbox = await theirMailbox(h, other);
  await writeDirectly(h, 'mailboxes', { uid: mailbox.uid }, { status: 'active' });
  return mailbox;
};

/** A consent request of the other team, made through the API as that team. */
const theirConsentRequest = async (h: Harness, other: TestTeam) => {
  const mailbox = await theirActiveMailbox(h, other);
  const res = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { mailbox_uid: mailbox.uid },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.uid as string;
};

/** The other team's consent request is still open, as it was made. */
const theirConsentRequestIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/mailboxes/consent-requests', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(res.body.data).toHaveLength(1);
  expect(['queued', 'pending']).toContain(res.body.data[0].status);
};

/** A client-id request of the other team (its domain's mailboxes are on MICROSOFT). */
const theirClientIdRequest = async (h: Harness, other: TestTeam) => {
  const { domainUid } = await theirMailbox(h, other);
  const res = await h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { domain_uid: domainUid, client_id: '5f0c2d1e-0000-4000-8000-00000000beef' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.uid as string;
};

/** The other team's mailbox is intact and has no forwarding job. */
const theirMailboxUnforwarded = async (h: Harness, other: TestTeam) => {
  await theirMailboxIntact(h, other);
  const jobs = await h.call('POST', '/v1/api/mailboxes/forwarding/jobs', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {},
  });
  expect(jobs.body.jobs).toEqual([]);
};

/** Consent, client-id and forwarding operations that address a record. */
const GRANT_AND_FORWARDING_PROBES: Record<string, RecordProbe> = {
  initiateConsentRequest: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/mailboxes/consent-request/initiate',
      body: { mailbox_uid: (await theirActiveMailbox(h, other)).uid },
    }),
    unchanged: async (h, other) => {
      const res = await h.call('GET', '/v1/api/mailboxes/consent-requests', {
        token: other.token,
        workspace: other.workspace.uid,
      });
      expect(res.body.data).toEqual([]);
    },
  },
  getConsentRequestStatus: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/mailboxes/consent-request/status/${await theirConsentRequest(h, other)}`,
    }),
  },
  cancelConsentRequest: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/mailboxes/consent-request/cancel',
      body: { uid: await theirConsentRequest(h, other) },
    }),
    unchanged: theirConsentRequestIntact,
  },
  initiateClientIdRequest: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/mailboxes/client-id-request/initiate',
      body: {
        domain_uid: (await theirMailbox(h, other)).domainUid,
        client_id: '5f0c2d1e-0000-4000-8000-00000000cafe',
      },
    }),
    unchanged: async (h, other) => {
      const res = await h.call('GET', '/v1/api/mailboxes/client-id-requests', {
        token: other.token,
        workspace: other.workspace.uid,
      });
      expect(res.body.client_id_requests).toEqual([]);
    },
  },
  getClientIdRequestStatus: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/mailboxes/client-id-request/status/${await theirClientIdRequest(h, other)}`,
    }),
  },
  setupMailboxForwarding: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/mailboxes/forwarding/setup',
      body: {
        uids: [(await theirActiveMailbox(h, other)).uid],
        forwarding_email: 'eve@attacker.example',
      },
    }),
    unchanged: theirMailboxUnforwarded,
  },
  updateMailboxForwarding: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/mailboxes/forwarding/update',
      body: {
        uids: [(await theirActiveMailbox(h, other)).uid],
        forwarding_email: 'eve@attacker.example',
      },
    }),
    unchanged: theirMailboxUnforwarded,
  },
  removeMailboxForwarding: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/mailboxes/forwarding/remove',
      body: { uids: [(await theirActiveMailbox(h, other)).uid] },
    }),
    unchanged: theirMailboxUnforwarded,
  },
};

/** A sequencer of the other team, added through the API as that team. */
const theirSequencer = async (h: Harness, other: TestTeam) => {
  const res = await h.call('POST', '/v1/api/sequencers/add', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {
      name: 'Theirs',
      platform: 'smartlead',
      sequencer_login: 'theo@other.example',
      sequencer_password: 'Their-Secret-1',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.uid as string;
};

/** The other team's sequencer is as it was (a job runner may only verify it). */
const theirSequencerIntact = async (h: Harness, other: TestTeam) => {
  const list = await h.call('POST', '/v1/api/sequencers/list', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {},
  });
  expect(list.body.data).toHaveLength(1);
  expect(list.body.data[0]).toMatchObject({ name: 'Theirs', username: 'theo@other.example' });
  expect(['verifying', 'active']).toContain(list.body.data[0].status);
  const exports = await h.call('POST', '/v1/api/sequencers/export/status', {
    token: other.token,
    workspace: other.workspace.uid,
    body: {},
  });
  expect(exports.body.pagination.total).toBe(0);
  const tags = await h.call('POST', '/v1/api/sequencers/tags', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { uids: [list.body.data[0].uid] },
  });
  expect(tags.body.data[0].tags).toEqual([]);
};

/** A sequencer of the test team, made active directly (the security suite runs no lifecycle). */
const ownActiveSequencer = async (h: Harness) => {
  const res = await h.call('POST', '/v1/api/sequencers/add', {
    body: { name: 'Mine', platform: 'replyio', api_key: 'rk_probe_0123456789abcdef' },
  });
  await writeDirectly(h, 'sequencers', { uid: res.body.uid }, { status: 'active' });
  return res.body.uid as string;
};

const NO_SUCH_UID = '00000000-0000-4000-8000-000000000000';

/** Every sequencer operation that addresses a sequencer (or a mailbox or tag, for exports and Add). */
const SEQUENCER_PROBES: Record<string, RecordProbe> = {
  getSequencerExportStatus: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/export/status',
      body: { sequencer_uid: await theirSequencer(h, other) },
    }),
  },
  getSequencerTags: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/tags',
      body: { uids: [await theirSequencer(h, other)] },
    }),
  },
  exportMailboxes: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/export',
      body: { sequencer_uid: await theirSequencer(h, other), mailbox_uids: [NO_SUCH_UID] },
    }),
    unchanged: theirSequencerIntact,
  },
  exportTheirMailboxes: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/export',
      body: {
        sequencer_uid: await ownActiveSequencer(h),
        mailbox_uids: [(await theirMailbox(h, other)).uid],
      },
    }),
    unchanged: theirMailboxIntact,
  },
  addSequencer: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/add',
      body: {
        name: 'Tagged with theirs',
        platform: 'replyio',
        api_key: 'rk_probe_0123456789abcdef',
        tags: [await theirTag(h, other)],
      },
    }),
    unchanged: async (h, other) => {
      await theirTagIntact(h, other);
      const mine = await h.call('POST', '/v1/api/sequencers/list', {
        body: { keyword: 'tagged with theirs' },
      });
      expect(mine.body.pagination.total).toBe(0);
    },
  },
  updateSequencer: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/update',
      body: {
        uid: await theirSequencer(h, other),
        name: 'Hijacked',
        sequencer_password: 'Mine-Now-123',
      },
    }),
    unchanged: theirSequencerIntact,
  },
  deleteSequencers: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/delete',
      body: { uids: [await theirSequencer(h, other)] },
    }),
    unchanged: theirSequencerIntact,
  },
  verifySequencerCode: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/sequencers/verify-code',
      body: { uid: await theirSequencer(h, other), code: '424242' },
    }),
    unchanged: theirSequencerIntact,
  },
  assignTagsToSequencers: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/tags/assign',
      body: {
        tag_uids: [
          (await h.call('POST', '/v1/api/tags', { body: { name: 'mine, for sequencers' } })).body
            .tag.uid,
        ],
        sequencer_uids: [await theirSequencer(h, other)],
      },
    }),
    unchanged: theirSequencerIntact,
  },
};

/** A sandbox clock of the other team (clocks are allowed in the security suite's harness). */
const theirClock = async (h: Harness, other: TestTeam) => {
  const res = await h.call('POST', '/v1/api/sandbox/clocks', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { name: 'Theirs' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.clock.uid as string;
};
const theirClockIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/sandbox/clocks', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(res.body.clocks.map((c: any) => [c.name, c.status, c.workspace_uids])).toEqual([
    ['Theirs', 'ready', []],
  ]);
};
const clockProbe = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): RecordProbe => ({
  request: async (h, other) => ({
    method,
    url: `/v1/api/sandbox/clocks/${await theirClock(h, other)}${path}`,
    ...(body === undefined ? {} : { body }),
  }),
  unchanged: theirClockIntact,
});

/** Sandbox clocks and warmup (issue 16). */
const MAILNET_PROBES: Record<string, RecordProbe> = {
  getSandboxClock: clockProbe('GET', ''),
  advanceSandboxClock: clockProbe('POST', '/advance', { by: '1d' }),
  attachSandboxClock: clockProbe('POST', '/attach'),
  deleteSandboxClock: clockProbe('DELETE', ''),
  getWarmupDetails: {
    request: async (h, other) => ({
      method: 'GET',
      url: '/v1/api/warmup/details',
      query: { mailbox_uid: (await theirMailbox(h, other)).uid },
    }),
  },
};

/** A placement test and a scheduled test of the other team's workspace (rows as a run leaves them). */
const theirPlacement = async (h: Harness, other: TestTeam) => {
  const now = new Date().toISOString();
  const common = {
    team_id: other.team.id,
    workspace_id: other.workspace.id,
    name: 'Probe',
    content: JSON.stringify({ subject: 'Probe', text: 'Probe', html: null }),
    sender_ids: '[]',
    providers: '["gmail"]',
    delivery_mode: 'together' as const,
    created_at: now,
    updated_at: now,
  };
  const test = { id: newId(), uid: randomUUID() };
  await h.ctx.db
    .insertInto('placement_tests')
    .values({
      ...common,
      ...test,
      schedule_id: null,
      schedule_uid: null,
      status: 'completed',
      previous_status: 'running',
      status_changed_at: now,
      failure_reason: null,
      price_cents: 5,
      charge_entry_id: null,
      refunded: 0,
      started_at: now,
      deadline_at: now,
      completed_at: now,
    })
    .execute();
  const schedule = { id: newId(), uid: randomUUID() };
  await h.ctx.db
    .insertInto('placement_schedules')
    .values({
      ...common,
      ...schedule,
      days: '["monday"]',
      time: '09:00',
      timezone: 'UTC',
      status: 'active',
      next_run_at: '2099-01-05T09:00:00.000Z',
      last_run_at: null,
    })
    .execute();
  return { test: test.uid, schedule: schedule.uid };
};
const theirScheduleIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/inbox-placement/scheduled', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(res.body.scheduled_tests).toMatchObject([{ status: 'active', name: 'Probe' }]);
};
const scheduleProbe = (method: 'GET' | 'POST' | 'DELETE', suffix: string): RecordProbe => ({
  request: async (h, other) => ({
    method,
    url: `/v1/api/inbox-placement/scheduled/${(await theirPlacement(h, other)).schedule}${suffix}`,
  }),
  unchanged: theirScheduleIntact,
});
const PLACEMENT_BODY = { subject: 'Probe', text: 'Probe' };

/** Inbox placement (issue 17): another team's runs, schedules and sending mailboxes. */
const PLACEMENT_PROBES: Record<string, RecordProbe> = {
  getPlacementTestResults: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/inbox-placement/tests/${(await theirPlacement(h, other)).test}`,
    }),
  },
  createPlacementTest: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/inbox-placement/tests',
      body: { ...PLACEMENT_BODY, mailbox_uids: [(await theirMailbox(h, other)).uid] },
    }),
  },
  createScheduledPlacementTest: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/inbox-placement/scheduled',
      body: {
        ...PLACEMENT_BODY,
        mailbox_uids: [(await theirMailbox(h, other)).uid],
        days: ['monday'],
        time: '09:00',
        timezone: 'UTC',
      },
    }),
  },
  getScheduledPlacementTest: scheduleProbe('GET', ''),
  pauseScheduledPlacementTest: scheduleProbe('POST', '/pause'),
  resumeScheduledPlacementTest: scheduleProbe('POST', '/resume'),
  deleteScheduledPlacementTest: scheduleProbe('DELETE', ''),
};
/** Email Insight (issue 18): every per-mailbox operation, with the other team's mailbox uid. */
const INSIGHT_MAILBOX_OPERATIONS: Record<string, string> = {
  getInsightsMailboxStats: 'stats',
  getInsightsMailboxDeliverability: 'deliverability',
  getInsightsMailboxHealth: 'health',
  getInsightsMailboxTrends: 'trends',
  getInsightsMailboxActivity: 'activity',
  getInsightsMailboxBounceEvents: 'bounce-events',
  getInsightsMailboxTopRecipients: 'top-recipients',
  getInsightsMailboxTopRecipientDomains: 'top-recipient-domains',
  getInsightsMailboxMessageBreakdown: 'message-breakdown',
  getInsightsMailboxSubjectAnalysis: 'subject-analysis',
  getInsightsMailboxReplyTimeHeatmap: 'reply-time-heatmap',
  getInsightsMailboxReplyRateByDomain: 'reply-rate-by-domain',
  getInsightsMailboxVelocityOverlay: 'velocity-overlay',
  getInsightsMailboxFirstTouchFunnel: 'first-touch-funnel',
  getInsightsMailboxAuthFailures: 'auth-failures',
  getInsightsMailboxRecipientEspBreakdown: 'recipient-esp-breakdown',
  getInsightsMailboxWarmupStats: 'warmup-stats',
  getInsightsMailboxSendingIpBreakdown: 'sending-ip-breakdown',
  getInsightsMailboxBodyTemplates: 'body-templates',
};
const INSIGHT_PROBES: Record<string, RecordProbe> = Object.fromEntries(
  Object.entries(INSIGHT_MAILBOX_OPERATIONS).map(([operationId, name]) => [
    operationId,
    {
      request: async (h: Harness, other: TestTeam) => ({
        method: 'GET' as const,
        url: `/v1/api/email-insights/mailbox/${(await theirMailbox(h, other)).uid}/${name}`,
      }),
    },
  ]),
);

/** A checkout the other team opened (Add credits), for the payment-status probe. */
const theirCheckout = async (h: Harness, other: TestTeam) => {
  const res = await h.call('POST', '/v1/api/billing/wallet/add-credits', {
    token: other.token,
    workspace: null,
    body: { amount: 25 },
  });
  expect(res.status).toBe(200);
  return res.body.session_id as string;
};

/** The other team's wallet is as the harness left it: the test credits, nothing else. */
const theirWalletIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/billing/wallet', {
    token: other.token,
    workspace: null,
  });
  expect(res.body).toMatchObject({ credits_used: 0, auto_topup_enabled: false });
  const own = await h.call('GET', '/v1/api/billing/wallet', {
    token: other.token,
    workspace: null,
    query: { workspace_uid: other.workspace.uid },
  });
  expect(own.body).toMatchObject({ total_credits: 0, auto_topup_enabled: false });
};

/** A billing operation naming the other team's workspace as `workspace_uid`. */
const walletProbe = (
  method: 'GET' | 'POST',
  url: string,
  body: Record<string, unknown> = {},
): RecordProbe => ({
  request: async (_h, other) =>
    method === 'GET'
      ? { method, url, query: { workspace_uid: other.workspace.uid } }
      : { method, url, body: { ...body, workspace_uid: other.workspace.uid } },
  unchanged: theirWalletIntact,
});

/** An order the other team placed (one domain, no mailboxes). */
const theirOrder = async (h: Harness, other: TestTeam) => {
  const res = await h.call('POST', '/v1/api/orders', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { domains: [{ name: uniqueName() }], contact_details: CONTACT },
  });
  expect(res.status).toBe(201);
  return res.body.order_id as string;
};

/** A prewarm order the other team placed (one stocked domain). */
const theirPrewarmOrder = async (h: Harness, other: TestTeam) => {
  const name = uniqueName('probe');
  await stockDomains(h.ctx, {
    domains: [name],
    mailboxes: 1,
    platform: 'GOOGLE',
    warmingSince: new Date(Date.now() - 20 * 86_400_000),
    forSale: true,
  });
  const res = await h.call('POST', '/v1/api/prewarm/buy-domain', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { domains: [{ domain_name: name }] },
  });
  expect(res.status).toBe(201);
  return res.body.order_id as string;
};

export const RECORD_PROBES: Record<string, RecordProbe> = {
  getPrewarmOrder: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/prewarm/orders/${await theirPrewarmOrder(h, other)}`,
    }),
  },
  getOrder: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/orders/${await theirOrder(h, other)}`,
    }),
  },
  getWallet: walletProbe('GET', '/v1/api/billing/wallet'),
  listWalletLogs: walletProbe('GET', '/v1/api/billing/wallet/logs'),
  getBillingPortalLink: walletProbe('GET', '/v1/api/billing/manage'),
  addCredits: walletProbe('POST', '/v1/api/billing/wallet/add-credits', { amount: 10 }),
  updateAutoTopup: walletProbe('POST', '/v1/api/billing/wallet/auto-topup', {
    enabled: false,
    drops_below: 5,
  }),
  getPaymentStatus: {
    request: async (h, other) => ({
      method: 'GET',
      url: '/v1/api/billing/wallet/status',
      query: { session_id: await theirCheckout(h, other) },
    }),
  },
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
  removeDomains: domainProbe('/v1/api/domains/remove'),
  setDomainForwarding: domainProbe('/v1/api/domains/forwarding', {
    forwarding_url: 'https://attacker.example',
  }),
  setCatchAllEmail: domainProbe('/v1/api/domains/catch-all', { email: 'x@attacker.example' }),
  removeCatchAllEmail: domainProbe('/v1/api/domains/catch-all', {}, 'DELETE'),
  setDmarcConfiguration: domainProbe('/v1/api/domains/dmarc', { policy: 'reject' }),
  removeDmarcConfiguration: domainProbe('/v1/api/domains/dmarc', {}, 'DELETE'),
  requestDomainRenewal: domainProbe('/v1/api/domains/renew'),
  updateDomainPrivacy: domainProbe('/v1/api/domains/privacy', { privacy: false }),
  updateDomainContact: domainProbe('/v1/api/domains/contact', {
    contact_details: {
      first_name: 'Eve',
      last_name: 'Attacker',
      email: 'eve@attacker.example',
      address_line1: '1 Evil St',
      city: 'X',
      state: 'Y',
      country: 'US',
      postal_code: '00000',
    },
  }),
  regenerateNameservers: {
    request: async (h, other) => {
      const [row] = await connectDomains(h, [uniqueName()], other);
      return {
        method: 'POST',
        url: '/v1/api/domains/nameservers/regenerate',
        body: { uids: [row?.uid] },
      };
    },
    unchanged: async (h, other) => {
      const list = await h.call('POST', '/v1/api/domains/list', {
        token: other.token,
        workspace: other.workspace.uid,
        body: {},
      });
      expect(list.body.domains[0]).toMatchObject({ status: 'dns_setup_pending' });
      expect(list.body.domains[0].nameservers).toHaveLength(2);
    },
  },
  checkNameservers: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/domains/nameservers/check',
      body: { domains: [(await theirDomain(h, other)).name] },
    }),
    unchanged: theirDomainIntact,
  },
  getRenewalStatus: {
    request: async (h, other) => ({
      method: 'GET',
      url: '/v1/api/domains/renewal-status',
      query: { uid: (await theirDomain(h, other)).uid },
    }),
  },
  previewDomainMove: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/domains/move/preview',
      body: {
        uids: [(await theirDomain(h, other)).uid],
        target_workspace_uid: await ownSecondWorkspace(h),
      },
    }),
  },
  moveDomains: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/domains/move',
      body: {
        uids: [(await theirDomain(h, other)).uid],
        target_workspace_uid: await ownSecondWorkspace(h),
      },
    }),
    unchanged: theirDomainIntact,
  },
  getDomainMoveStatus: {
    request: async (h, other) => {
      const { uid } = await theirDomain(h, other);
      const target = await h.call('POST', '/v1/api/workspaces/create', {
        token: other.token,
        body: { name: 'Their second' },
      });
      const move = await h.call('POST', '/v1/api/domains/move', {
        token: other.token,
        workspace: other.workspace.uid,
        body: { uids: [uid], target_workspace_uid: target.body.workspace.uid },
      });
      return {
        method: 'GET',
        url: '/v1/api/domains/move/status',
        query: { uid: move.body.move.uid },
      };
    },
  },
  previewDomainRotation: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/domains/rotation/preview',
      body: { rotations: [await theirPair(h, other)] },
    }),
  },
  startDomainRotation: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/domains/rotation',
      body: { rotations: [await theirPair(h, other)] },
    }),
    unchanged: async (h, other) => {
      const list = await h.call('POST', '/v1/api/domains/list', {
        token: other.token,
        workspace: other.workspace.uid,
        body: { status: ['active'] },
      });
      expect(list.body.pagination.total).toBe(2);
    },
  },
  getDomainRotationStatus: {
    request: async (h, other) => {
      const rotation = await h.call('POST', '/v1/api/domains/rotation', {
        token: other.token,
        workspace: other.workspace.uid,
        body: { rotations: [await theirPair(h, other)] },
      });
      return {
        method: 'GET',
        url: '/v1/api/domains/rotation/status',
        query: { uid: rotation.body.rotation.uid },
      };
    },
  },
  getDnsRecords: {
    request: async (h, other) => ({
      method: 'GET',
      url: '/v1/api/dns/list',
      query: { uid: (await theirDomain(h, other)).uid },
    }),
  },
  addDnsRecords: dnsProbe('/v1/api/dns/add', {
    records: [{ host: 'www', type: 'A', value: '192.0.2.1' }],
  }),
  updateDnsRecords: dnsProbe('/v1/api/dns/update', {
    records: [{ record_id: '0'.repeat(24), host: 'www', type: 'A', value: '192.0.2.1' }],
  }),
  deleteDnsRecords: dnsProbe('/v1/api/dns/delete', { record_ids: ['0'.repeat(24)] }),
  verifyDnsRecords: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/dns/verify',
      body: { uids: [(await theirDomain(h, other)).uid] },
    }),
  },
  repairDnsRecords: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/dns/repair',
      body: { uids: [(await theirDomain(h, other)).uid] },
    }),
    unchanged: theirDomainIntact,
  },
  deleteTag: {
    request: async (h, other) => ({
      method: 'DELETE',
      url: `/v1/api/tags/${await theirTag(h, other)}`,
    }),
    unchanged: theirTagIntact,
  },
  assignTags: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/tags/assign',
      body: {
        tag_uids: [await theirTag(h, other)],
        domain_uids: [(await theirDomain(h, other)).uid],
      },
    }),
    unchanged: theirDomainIntact,
  },
  unassignTags: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/tags/unassign',
      body: {
        tag_uids: [await theirTag(h, other)],
        domain_uids: [(await theirDomain(h, other)).uid],
      },
    }),
    unchanged: theirTagIntact,
  },
  ...MAILBOX_PROBES,
  ...GRANT_AND_FORWARDING_PROBES,
  ...SEQUENCER_PROBES,
  // Aliases (http/aliases.ts): the real service's paths, the record named in the path.
  getMailboxByPath: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/mailboxes/${(await theirMailbox(h, other)).uid}`,
    }),
  },
  showMailboxCredentialsByPath: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/mailboxes/${(await theirMailbox(h, other)).uid}/credentials`,
    }),
  },
  updateMailboxByPath: {
    request: async (h, other) => ({
      method: 'POST',
      url: `/v1/api/mailboxes/${(await theirMailbox(h, other)).uid}/update`,
      body: { first_name: 'Eve' },
    }),
    unchanged: theirMailboxIntact,
  },
  updateWorkspaceWebhookByPath: {
    request: async (_h, other) => ({
      method: 'POST',
      url: `/v1/api/workspaces/${other.workspace.uid}/webhook`,
      body: { webhook_url: 'https://attacker.example/hook' },
    }),
    unchanged: otherWorkspaceIntact,
  },
  checkNameserversPropagation: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/domains/nameservers/check-propagation',
      body: { domains: [(await theirDomain(h, other)).name] },
    }),
    unchanged: theirDomainIntact,
  },
  getCloudflareDomain: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/cloudflare-domains/${(await theirCloudflareDomain(h, other)).uid}`,
    }),
    unchanged: theirCloudflareDomainIntact,
  },
  disconnectCloudflareDomain: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/cloudflare-domains/disconnect',
      body: { domain: (await theirCloudflareDomain(h, other)).name },
    }),
    unchanged: theirCloudflareDomainIntact,
  },
  ...MEMBER_PROBES,
  ...MAILNET_PROBES,
  ...PLACEMENT_PROBES,
  ...INSIGHT_PROBES,
  verifyDestination: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/verified-domains/verify',
      body: { uid: await theirDestination(h, other), code: '123456' },
    }),
    unchanged: theirDestinationIntact,
  },
  removeVerifiedDestination: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/verified-domains/remove',
      body: { uid: await theirDestination(h, other) },
    }),
    unchanged: theirDestinationIntact,
  },
  // The health page and the sandbox mail viewer (issue 35).
  getDomainHealth: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/health/domains/${(await theirDomain(h, other)).uid}`,
    }),
    unchanged: theirDomainIntact,
  },
  getMailboxHealth: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/health/mailboxes/${(await theirMailbox(h, other)).uid}`,
    }),
  },
  checkHealth: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/health/check',
      body: { domain_uids: [(await theirDomain(h, other)).uid] },
    }),
    unchanged: theirDomainIntact,
  },
  listSandboxMessages: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/sandbox/mailboxes/${(await theirMailbox(h, other)).uid}/messages`,
    }),
  },
  getSandboxMessage: {
    request: async (h, other) => ({
      method: 'GET',
      url: `/v1/api/sandbox/mailboxes/${(await theirMailbox(h, other)).uid}/messages/r.${newId()}`,
    }),
  },
  ...INFRAGUARD_PROBES,
};

/** A pending forwarding destination (a domain: no mail needed) of the other team. */
async function theirDestination(h: Harness, other: TestTeam): Promise<string> {
  const res = await h.call('POST', '/v1/api/verified-domains', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { domain: `probe-${Date.now().toString(36)}.example` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.destination.uid;
}

async function theirDestinationIntact(h: Harness, other: TestTeam) {
  const res = await h.call('GET', '/v1/api/verified-domains', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(res.status).toBe(200);
  expect(res.body.destinations).toEqual([expect.objectContaining({ status: 'pending' })]);
}

/** A Cloudflare-connected domain of the other team (its own sandbox account). */
async function theirCloudflareDomain(h: Harness, other: TestTeam) {
  const account = `probe${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await h.call('POST', '/v1/api/cloudflare-domains/connect', {
    token: other.token,
    workspace: other.workspace.uid,
    body: { auth_type: 'api_token', api_token: `${account}-1`, domains: [`${account}.com`] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.domains[0] as { uid: string; name: string };
}

async function theirCloudflareDomainIntact(h: Harness, other: TestTeam) {
  const res = await h.call('GET', '/v1/api/cloudflare-domains/list', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(res.status).toBe(200);
  expect(res.body.domains.map((d: any) => d.status)).toEqual(['dns_setup_pending']);
}

/** A second workspace of the test team, as a legitimate move target. */
async function ownSecondWorkspace(h: Harness): Promise<string> {
  const res = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Second' } });
  return res.body.workspace.uid;
}

/** Two active domains of the other team, as a rotation pair. */
async function theirPair(h: Harness, other: TestTeam) {
  const uids = await registerDomains(h, [uniqueName(), uniqueName()], { team: other });
  await settle(h);
  for (const uid of uids) expect((await getDomain(h, uid, other)).status).toBe('active');
  return { from_uid: uids[0], to_uid: uids[1] };
}

/** Protected operations that address no existing record (they act on the caller's team or create). */
export const NO_RECORD_OPERATIONS: string[] = [
  'getAccount',
  'getProviderStatus',
  // The sandbox's magic values are the same for everyone.
  'listSandboxMagicValues',
  'listWorkspaces',
  'createWorkspace',
  'createWorkspaceAlias',
  'getAccountRegistrantContact',
  'setAccountRegistrantContact',
  // Webhook operations act on the X-Workspace-Id workspace, which auth has already checked.
  'listWebhookEvents',
  'redeliverFailedWebhookEvents',
  'sendTestWebhookEvent',
  'streamEvents',
  'getWebhookSigningSecret',
  'rotateWebhookSigningSecret',
  'setWebhookSignatureScheme',
  'getWebhookSignatureScheme',
  'getWebhookEnabledEvents',
  'setWebhookEnabledEvents',
  'searchDomains',
  'checkDomainBanned',
  'checkDomainAvailability',
  'registerDomains',
  'listDomains',
  'listAssignableDomains',
  'getNameservers',
  'checkWorkspaceAvailability',
  'listTags',
  'createTag',
  'buyMailboxes',
  'listMailboxes',
  // A uid that names no mailbox of the workspace is left out of the file, never read.
  'exportMailboxesCsv',
  // Rows name domains by name: one of another team is refused as not in the workspace.
  'validateMailboxPurchase',
  // Filters over the workspace's own records; an except uid of another team excludes nothing.
  'selectMailboxes',
  'selectDomains',
  // Lists filter by a mailbox or domain uid; one that is not the workspace's matches nothing
  // (tested in their own files).
  'listConsentRequests',
  'listClientIdRequests',
  'listForwardingJobs',
  // The catalog is the same for everyone; List sequencers filters by uid (another team's uid
  // matches nothing: sequencers-list.test.ts).
  'listSequencerPlatforms',
  'listSequencers',
  // Billing acts on the token's own team; the catalog is the same for everyone.
  'getPricingPlans',
  'getSubscription',
  'changePlan',
  'cancelSubscription',
  // Orders act in the X-Workspace-Id workspace (a sequencer_uid of another team is a 404 like
  // any unknown one: orders.test.ts); the list shows only that workspace's orders.
  'placeOrder',
  'listOrders',
  // Prewarm: the inventory is the operator's, the same for every team; Buy acts in the
  // X-Workspace-Id workspace (another team's sequencer_uid is a 404 like any unknown one).
  'searchPrewarmDomains',
  'getPrewarmAvailability',
  'buyPrewarmedDomains',
  // Cloudflare: connect and the lists act on the caller's workspace and its stored credential;
  // another team's Cloudflare account is a 409 ACCOUNT_ALREADY_USED (cloudflare-domains.test.ts).
  'connectCloudflareDomains',
  'listCloudflareDomains',
  'listCloudflareZones',
  // Verified destinations: add and list act on the X-Workspace-Id workspace (a destination
  // verified by another team does not count here: verified-destinations.test.ts).
  'listVerifiedDestinations',
  'addVerifiedDestination',
  ...MEMBER_NO_RECORD_OPERATIONS,
  // Sandbox clocks: create, list, and detach (acts on the X-Workspace-Id workspace).
  'createSandboxClock',
  'listSandboxClocks',
  'detachSandboxClock',
  // Warmup: the list, stats and pricing are the workspace's own; the per-mailbox operations
  // answer each mailbox inside the 200, another team's exactly as a missing one ("Mailbox not
  // found"), as the real service does (warmup-operations.test.ts).
  'listWarmupSubscriptions',
  'getWarmupStats',
  'getWarmupPricing',
  'addWarmup',
  'pauseWarmup',
  'resumeWarmup',
  'cancelWarmup',
  'updateWarmupSettings',
  // Inbox placement: the lists are the workspace's own.
  'listPlacementTests',
  'listScheduledPlacementTests',
  ...INFRAGUARD_NO_RECORD_OPERATIONS,
  // The workspace's own health: every domain of the X-Workspace-Id workspace.
  'getWorkspaceHealth',
  // Reset acts on the X-Workspace-Id workspace only (sandbox-reset.test.ts: another workspace is untouched).
  'resetSandboxWorkspace',
  // Email Insight: the workspace operations read the X-Workspace-Id workspace's own rollups.
  'getInsightsWorkspaceOverview',
  'getInsightsMailboxesHealth',
  'getInsightsHighBounceMailboxes',
  'getInsightsWorkspaceActivity',
  'getInsightsDailyStats',
  'getInsightsCampaignReplyRate',
  'getInsightsSettings',
  'updateInsightsSettings',
  // The operator API sees every team by design: its guard is the operator scope, which refuses
  // every customer credential (security.test.ts, "the operator scope").
  ...OPERATOR_OPERATIONS,
];
