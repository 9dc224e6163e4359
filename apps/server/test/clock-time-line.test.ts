import { describe, expect, it } from 'vitest';
import { activeDomain, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes, uniqueUsername } from './support/mailboxes.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
} from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Fields that say when something happened (never after the clock's now). */
const HAPPENED =
  /^(created_at|createdAt|updated_at|opened_at|acknowledged_at|resolved_at|closed_at|status_changed_at|started_at|paused_at|cancelled_at|checked_at|last_event_at|last_run_at)$/;

/** Every timestamp of an answer, with where it is, e.g. `alerts[0].opened_at`. */
function timestamps(value: unknown, path = ''): Array<{ path: string; key: string; at: string }> {
  if (typeof value === 'string') {
    const key = path.split('.').at(-1) ?? '';
    return ISO.test(value) ? [{ path, key, at: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => timestamps(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => timestamps(v, path ? `${path}.${k}` : k));
  return [];
}

const get = async (url: string, query: Record<string, string | number> = {}) => {
  const res = await h.call('GET', url, { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const post = async (url: string, body: Record<string, unknown> = {}) => {
  const res = await h.call('POST', url, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('one time line per record', () => {
  it('everything a workspace on a sandbox clock shows of its warmup, protection, placement schedules and insights is on the clock', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'MICROSOFT' }]);
    const listed = uniqueName('listed');
    const listedUid = await activeDomain(h, listed);
    await buyMailboxes(h, listed, [{ platform: 'GOOGLE', username: uniqueUsername() }]);
    await settle(h);
    // Years away from real time: a real timestamp cannot pass for a clock one.
    const start = '2030-06-03T00:00:00.000Z';
    const clock = await clockForWorkspace(h, start);

    await addWarmup(h, [a!.uid, b!.uid]);
    await post('/v1/api/warmup/pause', { mailbox_uids: [b!.uid] });
    await post('/v1/api/warmup/update-settings', { mailbox_uids: [a!.uid], warmup_limit: 30 });
    await post('/v1/api/infra-guard/enable', { domain_uids: [listedUid] });
    await post('/v1/api/inbox-placement/scheduled', {
      name: 'Weekly',
      subject: 'Notes',
      text: 'Hi, the notes are below.',
      mailbox_uids: [a!.uid],
      days: ['monday'],
      time: '09:30',
      timezone: 'UTC',
    });
    const zone = await h.call('PUT', '/v1/api/email-insights/workspace/settings', {
      body: { time_zone: 'Europe/Paris' },
    });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    await advanceClock(h, clock, '1d');

    const alerts = await get('/v1/api/infra-guard/alerts', { uid: listedUid });
    const listing = alerts.alerts.find((x: any) => x.type === 'blocklist');
    expect(listing).toBeDefined();
    await post(`/v1/api/infra-guard/alerts/${listing.uid}/acknowledge`);
    const items = await get('/v1/api/infra-guard/action-items', { uid: listedUid });
    await post(`/v1/api/infra-guard/action-items/${items.action_items[0].uid}/dismiss`);
    await advanceClock(h, clock, '1d');
    const now = (await get(`/v1/api/sandbox/clocks/${clock}`)).clock.frozen_time as string;

    const shown = {
      warmup: await post('/v1/api/warmup/list', {}),
      details: await get('/v1/api/warmup/details', { mailbox_uid: a!.uid }),
      protection: await get('/v1/api/infra-guard/subscriptions'),
      protectionDetails: await get('/v1/api/infra-guard/details', { uid: listedUid }),
      alerts: await get('/v1/api/infra-guard/alerts', { uid: listedUid }),
      items: await get('/v1/api/infra-guard/action-items', { uid: listedUid }),
      schedules: await get('/v1/api/inbox-placement/scheduled'),
      insightSettings: await get('/v1/api/email-insights/workspace/settings'),
      mailboxStats: await get(`/v1/api/email-insights/mailbox/${a!.uid}/stats`),
    };
    const found = timestamps(shown);
    // Each kind of record shows its times.
    for (const path of [
      'warmup.subscriptions[0].createdAt',
      'alerts.alerts[0].opened_at',
      'alerts.alerts[0].acknowledged_at',
      'items.action_items[0].created_at',
      'items.action_items[0].closed_at',
      'schedules.scheduled_tests[0].created_at',
      'mailboxStats.data.last_event_at',
    ])
      expect(
        found.map((f) => f.path),
        path,
      ).toContain(path);
    for (const { path, key, at } of found) {
      expect(at >= start, `${path} = ${at}, before the clock started at ${start}`).toBe(true);
      if (HAPPENED.test(key))
        expect(at <= now, `${path} = ${at}, after the clock's now ${now}`).toBe(true);
    }
  }, 300_000);
});
