import { describe, expect, it } from 'vitest';
import { queueDiagnostics, settle } from './support/domains.js';
import {
  EVENT_TEST_ENV,
  type RecordedEvent,
  recordedEvents,
  useEventReceiver,
} from './support/events.js';
import { useHarness } from './support/harness.js';
import {
  activeDomainNamed,
  buyMailboxes,
  credentialsOf,
  getMailbox,
  mailboxId,
  uniqueUsername,
} from './support/mailboxes.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const STATUSES = [
  'pending',
  'processing',
  'waiting_for_dns_propagation',
  'waiting_for_activation_email',
  'activation_email_received',
  'configuring_workspace',
  'configuring_dns',
  'configuring_dkim',
  'configuring_auth',
  'finalizing_setup',
  'active',
  'inactive',
  'scheduled',
  'suspended',
  'failed',
  'renewal_failed',
  'scheduled_for_cancellation',
  'cancelled',
  'archived',
  'deleted',
];
const RENEWAL_STATUSES = ['na', 'pending', 'completed', 'failed', 'cancelled', 'permanent_failure'];

/** Checks one mailbox.status_changed payload against the contract's tables: names and types. */
export function expectMailboxEvent(event: RecordedEvent, domain: { uid: string; name: string }) {
  expect(event.event).toBe('mailbox.status_changed');
  const { record, metadata } = event;
  expect(Object.keys(record).sort()).toEqual(
    [
      'uid',
      'email',
      'username',
      'first_name',
      'last_name',
      'profile_picture',
      'status',
      'previous_status',
      'platform',
      'renewal_date',
      'renewal_status',
      'is_admin',
      'password',
      'app_password',
      'secret',
      'is_add_on',
    ].sort(),
  );
  expect(record).not.toHaveProperty('refresh_token');
  for (const field of [
    'uid',
    'email',
    'username',
    'first_name',
    'last_name',
    'profile_picture',
    'platform',
    'password',
    'app_password',
    'secret',
  ]) {
    expect(typeof record[field], field).toBe('string');
  }
  expect(record.email).toBe(`${record.username}@${domain.name}`);
  expect(STATUSES).toContain(record.status);
  expect(record.previous_status === null || STATUSES.includes(record.previous_status)).toBe(true);
  expect(['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP']).toContain(record.platform);
  expect(record.renewal_date === null || ISO.test(record.renewal_date)).toBe(true);
  expect(RENEWAL_STATUSES).toContain(record.renewal_status);
  expect(typeof record.is_admin).toBe('boolean');
  expect(typeof record.is_add_on).toBe('boolean');
  expect(Object.keys(metadata).sort()).toEqual(
    [
      'updated_at',
      'workspace_id',
      'workspace_uid',
      'domain_id',
      'domain_uid',
      'domain_name',
    ].sort(),
  );
  expect(metadata.updated_at).toMatch(ISO);
  expect(metadata.workspace_id).toMatch(/^[0-9a-f]{24}$/);
  expect(metadata.workspace_uid).toBe(h.team.workspace.uid);
  expect(metadata.domain_id).toMatch(/^[0-9a-f]{24}$/);
  expect(metadata.domain_uid).toBe(domain.uid);
  expect(metadata.domain_name).toBe(domain.name);
}

function expectChained(events: RecordedEvent[], domain: { uid: string; name: string }) {
  events.forEach((event, i) => {
    expect(event.record.previous_status).toBe(i === 0 ? null : events[i - 1]?.record.status);
    expectMailboxEvent(event, domain);
  });
}

const PATHS: Record<string, string[]> = {
  GOOGLE: [
    'scheduled',
    'pending',
    'processing',
    'configuring_workspace',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'configuring_dkim',
    'configuring_auth',
    'finalizing_setup',
    'active',
  ],
  MICROSOFT: [
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
  ],
  SMTP: [
    'scheduled',
    'pending',
    'processing',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'finalizing_setup',
    'active',
  ],
};
PATHS.AZURE = PATHS.MICROSOFT as string[];

describe('each platform’s path to active, observed at the receiver', () => {
  it.each(Object.keys(PATHS))('%s', async (platform) => {
    const domain = await activeDomainNamed(h);
    const username = uniqueUsername();
    const [bought] = await buyMailboxes(h, domain.name, [
      { username, platform, first_name: 'Ana', last_name: 'Lima' },
    ]);
    expect(bought).toMatchObject({
      status: 'scheduled',
      platform,
      renewal_date: null,
      renewal_status: 'na',
    });
    await settle(h);
    const events = await recordedEvents(h, bought.uid);
    expect(
      events.map((e) => e.record.status),
      await queueDiagnostics(h),
    ).toEqual(PATHS[platform]);
    expectChained(events, domain);
    const credentials = await credentialsOf(h, bought.uid);
    const active = events.at(-1)?.record;
    expect(active).toMatchObject({
      uid: bought.uid,
      username,
      email: `${username}@${domain.name}`,
      first_name: 'Ana',
      last_name: 'Lima',
      profile_picture: '',
      platform,
      renewal_status: 'pending',
      is_admin: platform !== 'SMTP',
      is_add_on: false,
      password: credentials.password,
      app_password: credentials.app_password,
      secret: credentials.secret,
    });
    expect(Date.parse(active?.renewal_date) - Date.now()).toBeGreaterThan(27 * 86_400_000);
    const details = await getMailbox(h, bought.uid);
    expect(details).toMatchObject({ status: 'active', previous_status: 'finalizing_setup' });
  });
});

describe('the simulator at fast speed', () => {
  it('waits before the first setup step instead of running it at once', async () => {
    // The service reads the pace from its providers; at fast speed the order is taken 0.5 s on.
    const { createSimulator } = await import('../src/providers/simulator/index.js');
    const domain = await activeDomainNamed(h);
    const original = h.ctx.providers;
    h.ctx.providers = createSimulator('fast');
    let id = '';
    try {
      const before = Date.now();
      const [bought] = await buyMailboxes(h, domain.name, [{}]);
      id = await mailboxId(h, bought.uid);
      const jobs = await h.ctx.db
        .selectFrom('jobs')
        .select(['name', 'run_at', 'status'])
        .where('key', 'like', `mailbox-step:${id}:%`)
        .execute();
      expect(jobs).toEqual([
        { name: 'mailboxes.setup-step', run_at: expect.any(String), status: 'queued' },
      ]);
      expect(Date.parse(jobs[0]?.run_at as string) - before).toBeGreaterThanOrEqual(500);
      expect((await getMailbox(h, bought.uid)).status).toBe('scheduled');
    } finally {
      h.ctx.providers = original;
      if (id)
        await h.ctx.db.deleteFrom('jobs').where('key', 'like', `mailbox-step:${id}:%`).execute();
    }
  });
});
