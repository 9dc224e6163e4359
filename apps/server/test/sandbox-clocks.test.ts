import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { defineJob, type JobDefinition } from '../src/jobs/job.js';
import { allJobs } from '../src/main/jobs.js';
import { nowFor, scheduleFor } from '../src/modules/clocks/clock-time.js';
import { emitEvent } from '../src/modules/webhooks/events.service.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import { type Harness, useHarness } from './support/harness.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';

const RECORD_UID = '7d1f3c2a-5b4e-4c6d-8e9f-0a1b2c3d4e5f';

/**
 * A job scheduled for a workspace that reports, as a webhook event of that workspace, the time
 * the workspace saw when it ran; with `then`, it schedules a follow-up that far ahead.
 */
const tellTime = defineJob({
  name: 'test.tell-time',
  payload: Type.Object({
    workspaceId: Type.String(),
    label: Type.String(),
    thenMs: Type.Optional(Type.Number()),
  }),
  async handle({ workspaceId, label, thenMs }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const now = await nowFor(trx, workspaceId);
      await emitEvent(trx, ctx, {
        workspaceId,
        event: 'webhook.test',
        kind: 'test',
        record: { uid: RECORD_UID, message: `${label}@${now.toISOString()}` },
        metadata: {},
      });
      if (thenMs !== undefined)
        await scheduleFor(
          trx,
          ctx,
          workspaceId,
          tellTime,
          { workspaceId, label: `${label}+` },
          {
            afterMs: thenMs,
          },
        );
    });
  },
});

const h = useHarness({
  env: { ...EVENT_TEST_ENV, MAILWRIGHT_SANDBOX_CLOCKS: 'true' },
  jobs: [...allJobs, tellTime as JobDefinition],
});
useEventReceiver(h);

const START = '2030-01-01T00:00:00.000Z';
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

async function newClock(h: Harness, frozen_time = START) {
  const res = await h.call('POST', '/v1/api/sandbox/clocks', {
    body: { name: 'Test', frozen_time },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.clock as { uid: string; frozen_time: string };
}

async function attach(h: Harness, uid: string) {
  const res = await h.call('POST', `/v1/api/sandbox/clocks/${uid}/attach`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Advances the clock and waits until it is ready again. */
async function advance(h: Harness, uid: string, body: { to?: string; by?: string }) {
  const res = await h.call('POST', `/v1/api/sandbox/clocks/${uid}/advance`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.clock.status).toBe('advancing');
  let clock: any;
  await waitFor(
    async () => {
      clock = (await h.call('GET', `/v1/api/sandbox/clocks/${uid}`)).body.clock;
      return clock.status === 'ready';
    },
    PATIENCE_MS,
    'the clock did not finish advancing',
  );
  return clock;
}

async function schedule(h: Harness, label: string, atMs: number, thenMs?: number) {
  const workspaceId = h.team.workspace.id;
  await inTransaction(h.ctx.db, (trx) =>
    scheduleFor(
      trx,
      h.ctx,
      workspaceId,
      tellTime,
      { workspaceId, label, ...(thenMs === undefined ? {} : { thenMs }) },
      { at: new Date(Date.parse(START) + atMs) },
    ),
  );
}

const messages = async (h: Harness) =>
  (await recordedEvents(h, RECORD_UID)).map((e) => e.record.message as string);

describe('sandbox clocks', () => {
  it('run what became due in order, each at its time on the clock, with its webhook events', async () => {
    await h.startRunner();
    const clock = await newClock(h);
    await attach(h, clock.uid);
    await schedule(h, 'day', 24 * HOUR);
    await schedule(h, 'two-hours', 2 * HOUR, 30 * 60_000);
    await schedule(h, 'hour', HOUR);
    await schedule(h, 'next-week', 7 * 24 * HOUR);

    const ready = await advance(h, clock.uid, { by: '1d' });
    expect(ready.frozen_time).toBe(at(24 * HOUR));
    expect(await messages(h)).toEqual([
      `hour@${at(HOUR)}`,
      `two-hours@${at(2 * HOUR)}`,
      `two-hours+@${at(2.5 * HOUR)}`,
      `day@${at(24 * HOUR)}`,
    ]);
    // Not yet due on the clock: still waiting, whatever the real time.
    const waiting = await h.ctx.db
      .selectFrom('jobs')
      .select(['clock_at'])
      .where('name', '=', 'test.tell-time')
      .execute();
    expect(waiting).toEqual([{ clock_at: at(7 * 24 * HOUR) }]);
    expect((await nowFor(h.ctx.db, h.team.workspace.id)).toISOString()).toBe(at(24 * HOUR));

    await advance(h, clock.uid, { to: at(8 * 24 * HOUR) });
    expect((await messages(h)).at(-1)).toBe(`next-week@${at(7 * 24 * HOUR)}`);
  });

  it('moves a workspace’s scheduled jobs onto the clock when attached, and back when detached', async () => {
    const workspaceId = h.team.workspace.id;
    await inTransaction(h.ctx.db, (trx) =>
      scheduleFor(
        trx,
        h.ctx,
        workspaceId,
        tellTime,
        { workspaceId, label: 'x' },
        { afterMs: 2 * HOUR },
      ),
    );
    const clock = await newClock(h);
    await attach(h, clock.uid);
    const held = await h.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'test.tell-time')
      .executeTakeFirstOrThrow();
    expect(held.run_at).toBe('9999-12-31T23:59:59.999Z');
    // About two hours ahead on the clock (the time it had left).
    expect(Date.parse(held.clock_at as string) - Date.parse(START)).toBeGreaterThan(
      2 * HOUR - 60_000,
    );
    expect(Date.parse(held.clock_at as string) - Date.parse(START)).toBeLessThanOrEqual(2 * HOUR);

    const detached = await h.call('POST', '/v1/api/sandbox/clocks/detach');
    expect(detached.status).toBe(200);
    const back = await h.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'test.tell-time')
      .executeTakeFirstOrThrow();
    expect(back.clock_id).toBeNull();
    expect(Date.parse(back.run_at) - Date.now()).toBeGreaterThan(2 * HOUR - 60_000);
    expect((await nowFor(h.ctx.db, workspaceId)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await h.call('POST', '/v1/api/sandbox/clocks/detach')).status).toBe(409);
  });

  it('refuses bad advances and one while advancing; deleting detaches', async () => {
    const clock = await newClock(h);
    await attach(h, clock.uid);
    const bad = await h.call('POST', `/v1/api/sandbox/clocks/${clock.uid}/advance`, {
      body: { by: '3 days' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^by /);
    const back = await h.call('POST', `/v1/api/sandbox/clocks/${clock.uid}/advance`, {
      body: { to: at(-HOUR) },
    });
    expect(back.status).toBe(400);
    expect(back.body.message).toMatch(/^to must be after/);
    const far = await h.call('POST', `/v1/api/sandbox/clocks/${clock.uid}/advance`, {
      body: { by: '2w', to: at(HOUR) },
    });
    expect(far.status).toBe(400);
    // No runner: the advance stays under way.
    expect(
      (await h.call('POST', `/v1/api/sandbox/clocks/${clock.uid}/advance`, { body: { by: '1h' } }))
        .status,
    ).toBe(200);
    expect(
      (await h.call('POST', `/v1/api/sandbox/clocks/${clock.uid}/advance`, { body: { by: '1h' } }))
        .status,
    ).toBe(409);
    expect((await h.call('DELETE', `/v1/api/sandbox/clocks/${clock.uid}`)).status).toBe(409);
    await h.startRunner();
    await waitFor(
      async () =>
        (await h.call('GET', `/v1/api/sandbox/clocks/${clock.uid}`)).body.clock.status === 'ready',
    );
    expect((await h.call('DELETE', `/v1/api/sandbox/clocks/${clock.uid}`)).status).toBe(200);
    expect((await h.call('GET', `/v1/api/sandbox/clocks/${clock.uid}`)).status).toBe(404);
    expect(
      await h.ctx.db
        .selectFrom('sandbox_clock_workspaces')
        .selectAll()
        .where('workspace_id', '=', h.team.workspace.id)
        .execute(),
    ).toEqual([]);
  });

  it('is another team’s clock: 404', async () => {
    const other = await h.createTeam();
    const clock = await newClock(h);
    const res = await h.call('GET', `/v1/api/sandbox/clocks/${clock.uid}`, { token: other.token });
    expect(res.status).toBe(404);
    const attachTheirs = await h.call('POST', `/v1/api/sandbox/clocks/${clock.uid}/attach`, {
      token: other.token,
      workspace: other.workspace.uid,
    });
    expect(attachTheirs.status).toBe(404);
  });
});

describe('sandbox clocks in the production profile', () => {
  it('are refused unless the operator allows them', async () => {
    const config = { ...h.ctx.config, sandbox: { ...h.ctx.config.sandbox, clocks: false } };
    const ctx = { ...h.ctx, config };
    const { buildApp } = await import('../src/app.js');
    const app = await buildApp(ctx);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/api/sandbox/clocks',
        headers: { authorization: `Bearer ${h.team.token}` },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/MAILWRIGHT_SANDBOX_CLOCKS/);
    } finally {
      await app.close();
    }
  });
});
