import { describe, expect, it } from 'vitest';
import { wallet } from './support/billing.js';
import { useHarness } from './support/harness.js';
import { CONTENT, waitForStatus } from './support/placement.js';
import { activeMailboxes, advanceClock, CLOCK_ENV, clockForWorkspace } from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

const runsOf = async (scheduleUid: string) => {
  const res = await h.call('GET', '/v1/api/inbox-placement/tests', {
    query: { schedule_uid: scheduleUid, limit: 100 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tests as any[];
};

const scheduled = async (uid: string) => {
  const res = await h.call('GET', `/v1/api/inbox-placement/scheduled/${uid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.scheduled_test;
};

describe('scheduled placement tests', () => {
  it('fires on its weekday at its time in its time zone, under a sandbox clock; pause, resume, delete', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    // Saturday 21 November 2026, 00:00 UTC.
    const clock = await clockForWorkspace(h, '2026-11-21T00:00:00.000Z');
    // Mondays at 08:00 in Tokyo (UTC+9): Sunday 23:00 UTC, a day before Monday in UTC.
    const res = await h.call('POST', '/v1/api/inbox-placement/scheduled', {
      body: {
        ...CONTENT,
        name: 'Weekly check',
        mailbox_uids: [a!.uid],
        providers: ['gmail', 'yahoo'],
        days: ['monday'],
        time: '08:00',
        timezone: 'Asia/Tokyo',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const schedule = res.body.scheduled_test;
    expect(schedule).toMatchObject({
      status: 'active',
      next_run_at: '2026-11-22T23:00:00.000Z',
      days: ['monday'],
      runs: 0,
    });
    const before = (await wallet(h)).credits_remaining;

    // Sunday 22:00 UTC (Sunday 07:00... Monday 07:00 in Tokyo): not yet.
    await advanceClock(h, clock, '46h');
    expect(await runsOf(schedule.uid)).toEqual([]);
    // Past 23:00 UTC: Monday 08:00 in Tokyo. One run, charged, and it completes on the clock.
    await advanceClock(h, clock, '1h');
    const [run] = await runsOf(schedule.uid);
    expect(run).toMatchObject({ schedule_uid: schedule.uid, price: 0.05 });
    expect((await wallet(h)).credits_remaining).toBeCloseTo(before - 0.05, 5);
    await advanceClock(h, clock, '35m');
    const done = await waitForStatus(h, run.uid, 'completed');
    expect(done.overall).toMatchObject({ copies: 4, pending: 0, measured: 4 });
    expect(await scheduled(schedule.uid)).toMatchObject({
      runs: 1,
      last_run_at: '2026-11-22T23:00:00.000Z',
      next_run_at: '2026-11-29T23:00:00.000Z',
    });

    // Paused over the next Monday: no firing.
    const paused = await h.call('POST', `/v1/api/inbox-placement/scheduled/${schedule.uid}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.scheduled_test).toMatchObject({ status: 'paused', next_run_at: null });
    await advanceClock(h, clock, '7d');
    expect(await runsOf(schedule.uid)).toHaveLength(1);
    // Resumed (now Monday 23 :35 UTC on the clock, 30 Nov): next Monday 08:00 Tokyo.
    const resumed = await h.call(
      'POST',
      `/v1/api/inbox-placement/scheduled/${schedule.uid}/resume`,
    );
    expect(resumed.body.scheduled_test).toMatchObject({
      status: 'active',
      next_run_at: '2026-12-06T23:00:00.000Z',
    });
    await advanceClock(h, clock, '7d');
    expect(await runsOf(schedule.uid)).toHaveLength(2);

    // Deleted: gone, its runs kept.
    const list = await h.call('GET', '/v1/api/inbox-placement/scheduled');
    expect(list.body).toMatchObject({ total: 1, scheduled_tests: [{ uid: schedule.uid }] });
    const deleted = await h.call('DELETE', `/v1/api/inbox-placement/scheduled/${schedule.uid}`);
    expect(deleted.status).toBe(200);
    expect((await h.call('GET', `/v1/api/inbox-placement/scheduled/${schedule.uid}`)).status).toBe(
      404,
    );
    expect(await runsOf(schedule.uid)).toHaveLength(2);
    await advanceClock(h, clock, '7d');
    expect(await runsOf(schedule.uid)).toHaveLength(2);
  }, 600_000);

  it('rejects an unknown time zone and a bad time; another team’s scheduled test is 404', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const body = { ...CONTENT, mailbox_uids: [a!.uid], days: ['friday'], time: '09:30' };
    const zone = await h.call('POST', '/v1/api/inbox-placement/scheduled', {
      body: { ...body, timezone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toMatch(/timezone/);
    const time = await h.call('POST', '/v1/api/inbox-placement/scheduled', {
      body: { ...body, time: '25:00', timezone: 'UTC' },
    });
    expect(time.status).toBe(400);
    expect(JSON.stringify(time.body)).toMatch(/time/);
    const ok = await h.call('POST', '/v1/api/inbox-placement/scheduled', {
      body: { ...body, timezone: 'Europe/Lisbon' },
    });
    expect(ok.status).toBe(200);
    const other = await h.createTeam('placement-scheduled-other');
    const as = { token: other.token, workspace: other.workspace.uid };
    const uid = ok.body.scheduled_test.uid;
    expect((await h.call('GET', `/v1/api/inbox-placement/scheduled/${uid}`, as)).status).toBe(404);
    expect(
      (await h.call('POST', `/v1/api/inbox-placement/scheduled/${uid}/pause`, as)).status,
    ).toBe(404);
    expect((await h.call('DELETE', `/v1/api/inbox-placement/scheduled/${uid}`, as)).status).toBe(
      404,
    );
    expect((await scheduled(uid)).status).toBe('active');
  }, 300_000);

  it('pause and resume sent together end consistent: paused with no firing, or active with one', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const res = await h.call('POST', '/v1/api/inbox-placement/scheduled', {
      body: {
        ...CONTENT,
        mailbox_uids: [a!.uid],
        days: ['monday'],
        time: '09:00',
        timezone: 'UTC',
      },
    });
    const uid = res.body.scheduled_test.uid as string;
    for (let round = 0; round < 10; round += 1) {
      const [first, second] = round % 2 === 0 ? ['pause', 'resume'] : ['resume', 'pause'];
      const answers = await Promise.all(
        [first, second].map((action) =>
          h.call('POST', `/v1/api/inbox-placement/scheduled/${uid}/${action}`),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const now = await scheduled(uid);
      expect(now.status === 'paused').toBe(now.next_run_at === null);
    }
  }, 300_000);
});
