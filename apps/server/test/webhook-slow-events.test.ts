import { verifyWebhook } from '@mailwright/sdk/webhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { createPlacementTest, waitForStatus } from './support/placement.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import { addSequencer, exportStatus, getSequencer } from './support/sequencers.js';
import { waitFor } from './support/wait.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
} from './support/warmup.js';
import { setWebhook, signingSecret, WEBHOOK_TEST_ENV } from './support/webhooks.js';

// The events of the slow records (placement tests, warmup subscriptions, orders, sequencers,
// exports, forwarding jobs), observed as an integrator sees them: through a real receiver on
// loopback, with the workspace's choice of event kinds deciding what is sent.

const h = useHarness({ env: { ...WEBHOOK_TEST_ENV, ...CLOCK_ENV } });
let receiver: Receiver;

const NEW_KINDS = [
  'placement_test.status_changed',
  'warmup_subscription.status_changed',
  'order.status_changed',
  'sequencer.status_changed',
  'sequencer_export.status_changed',
  'forwarding_job.status_changed',
];

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  receiver.requests.length = 0;
  await setWebhook(h, receiver.url);
});

const delivered = () =>
  receiver.requests.map((r) => {
    const body = JSON.parse(r.body.toString('utf8'));
    return { name: String(r.headers['x-service-event']), body, request: r };
  });

/** The workspace's event log rows of one event name. */
const logged = (event: string) =>
  h.ctx.db
    .selectFrom('events')
    .select(['uid', 'delivery_state', 'last_error_class', 'record_uid'])
    .where('workspace_id', '=', h.team.workspace.id)
    .where('event', '=', event)
    .execute();

const enable = (events: string[] | null) =>
  h.call('POST', '/v1/api/webhooks/enabled-events', { body: { events } });

describe("a webhook's event kinds", () => {
  it('by default are the kinds sent before: the new events are recorded, skipped, never sent', async () => {
    const got = await h.call('GET', '/v1/api/webhooks/enabled-events');
    expect(got.status).toBe(200);
    expect(got.body.default).toBe(true);
    expect(got.body.events).toEqual([
      'domain.status_changed',
      'mailbox.status_changed',
      'consent_request.status_changed',
      'client_id_request.status_changed',
      'verified_destination.verification_sent',
      'infraguard_alert.status_changed',
    ]);
    expect(got.body.available.filter((k: any) => !k.enabled).map((k: any) => k.event)).toEqual(
      NEW_KINDS,
    );

    const sequencer = await addSequencer(h, 'smartlead');
    await settle(h);
    const rows = await logged('sequencer.status_changed');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        delivery_state: 'skipped',
        last_error_class: 'event_not_enabled',
        record_uid: sequencer.uid,
      });
    }
    // The log shows them, as it shows every event.
    const listed = await h.call('POST', '/v1/api/webhooks/events/list', {
      body: { event: 'sequencer.status_changed' },
    });
    expect(listed.body.events.map((e: any) => e.delivery.last_error_class)).toEqual(
      rows.map(() => 'event_not_enabled'),
    );

    // Redeliver failed leaves them out while the kind is not enabled...
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const replay = await h.call('POST', '/v1/api/webhooks/events/redeliver-failed', {
      body: { since },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.count).toBe(0);
    await settle(h);
    expect(delivered().filter((d) => d.name === 'sequencer.status_changed')).toEqual([]);

    // ... and sends them once it is: what the webhook missed can be had again.
    expect((await enable(['sequencer.status_changed'])).status).toBe(200);
    const again = await h.call('POST', '/v1/api/webhooks/events/redeliver-failed', {
      body: { since },
    });
    expect(again.body.count).toBe(rows.length);
    await waitFor(
      () => delivered().filter((d) => d.name === 'sequencer.status_changed').length === rows.length,
      30_000,
      'the missed sequencer events were not redelivered',
    );
  });

  it('refuses an unknown kind with a 400 naming the field, and goes back to the default with null', async () => {
    const bad = await enable(['mailbox.status_changed', 'mailbox.deleted']);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('events');
    expect(bad.body.message).toContain('mailbox.deleted');
    const star = await enable(['*', 'order.status_changed']);
    expect(star.status).toBe(400);
    expect((await h.call('GET', '/v1/api/webhooks/enabled-events')).body.default).toBe(true);

    const all = await enable(['*']);
    expect(all.body).toMatchObject({ events: ['*'], default: false });
    expect(all.body.available.every((k: any) => k.enabled)).toBe(true);
    const back = await enable(null);
    expect(back.body).toMatchObject({ default: true });
    expect(back.body.available.find((k: any) => k.event === 'order.status_changed').enabled).toBe(
      false,
    );
  });

  it('with a filter, the receiver gets exactly the chosen kinds, each record as its list shows it, signed', async () => {
    const chosen = await enable(NEW_KINDS);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ events: NEW_KINDS, default: false });

    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'MICROSOFT' }]);
    const clock = await clockForWorkspace(h);
    // A sequencer, an export of a mailbox to it, forwarding, warmup, a placement test, an order.
    const sequencer = await addSequencer(h, 'smartlead');
    await settle(h);
    const exported = await h.call('POST', '/v1/api/sequencers/export', {
      body: { sequencer_uid: sequencer.uid, mailbox_uids: [a!.uid] },
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const forwarded = await h.call('POST', '/v1/api/mailboxes/forwarding/setup', {
      body: { uids: [a!.uid], forwarding_email: b!.email },
    });
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200);
    await addWarmup(h, [b!.uid]);
    const test = await createPlacementTest(h, { mailbox_uids: [a!.uid], providers: ['gmail'] });
    const order = await h.call('POST', '/v1/api/orders', {
      body: {
        contact_details: CONTACT,
        domains: [{ name: uniqueName(), mailboxes: [] }],
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await settle(h);
    await advanceClock(h, clock, '35m');
    await waitForStatus(h, test.uid, 'completed');
    await settle(h);

    // Every event of the chosen kinds reached the receiver, and nothing else did: the domain and
    // mailbox events of the same hour are in the log, as skipped.
    const expected = await h.ctx.db
      .selectFrom('events')
      .select(['uid', 'event'])
      .where('workspace_id', '=', h.team.workspace.id)
      .where('event', 'in', NEW_KINDS)
      .execute();
    await waitFor(
      () => {
        const ids = new Set(receiver.requests.map((r) => String(r.headers['x-service-event-id'])));
        return expected.every((e) => ids.has(e.uid));
      },
      30_000,
      'not every chosen event reached the receiver',
    );
    const got = delivered();
    expect(new Set(got.map((d) => d.name))).toEqual(new Set(NEW_KINDS));
    for (const skipped of [
      ...(await logged('mailbox.status_changed')),
      ...(await logged('domain.status_changed')),
    ])
      expect(skipped).toMatchObject({
        delivery_state: 'skipped',
        last_error_class: 'event_not_enabled',
      });

    // Signed as every delivery: the SDK verifies it and types it.
    const secret = await signingSecret(h);
    const one = got.find((d) => d.name === 'sequencer.status_changed')!;
    const verified = await verifyWebhook({
      body: one.request.body,
      headers: one.request.headers,
      secret,
    });
    expect(verified.event).toBe('sequencer.status_changed');

    // In the order they were emitted (the log's order; deliveries may arrive in any order).
    const emitted = (
      await h.ctx.db
        .selectFrom('events')
        .select('uid')
        .where('workspace_id', '=', h.team.workspace.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((r) => r.uid);
    const position = (d: (typeof got)[number]) =>
      emitted.indexOf(String(d.request.headers['x-service-event-id']));
    /** A kind's delivered events about one record (by `match`), oldest first, and the latest. */
    const latest = (name: string, match: (record: any) => boolean) => {
      const kind = name.split('.')[0] as string;
      const mine = got
        .filter((d) => d.name === name && match(d.body.data[kind]))
        .sort((x, y) => position(x) - position(y));
      return { all: mine.map((d) => d.body.data), last: mine.at(-1)?.body.data };
    };

    // Each record as its list shows it now (the latest event is the current state).
    const seq = latest('sequencer.status_changed', (r) => r.uid === sequencer.uid);
    expect(seq.last.sequencer).toEqual(await getSequencer(h, sequencer.uid));
    expect(seq.all.map((d) => [d.metadata.previous_status, d.sequencer.status])).toEqual([
      [null, 'verifying'],
      ['verifying', 'active'],
    ]);
    expect(seq.last.metadata).toMatchObject({
      workspace_id: h.team.workspace.id,
      workspace_uid: h.team.workspace.uid,
      updated_at: seq.last.sequencer.updatedAt,
    });

    const [exportNow] = (await exportStatus(h, { sequencer_uid: sequencer.uid })).data;
    const exp = latest('sequencer_export.status_changed', (r) => r.uid === exportNow.uid);
    expect(exportNow.status).toBe('completed');
    expect(exp.last.sequencer_export).toEqual(exportNow);
    expect(exp.all.map((d) => d.sequencer_export.status)).toEqual([
      'pending',
      ...exp.all.slice(1, -1).map((d) => d.sequencer_export.status),
      'completed',
    ]);

    const jobs = await h.call('POST', '/v1/api/mailboxes/forwarding/jobs', {
      body: { mailbox_uid: a!.uid },
    });
    const fwd = latest('forwarding_job.status_changed', (r) => r.mailbox_uid === a!.uid);
    expect(fwd.last.forwarding_job).toEqual(jobs.body.jobs[0]);
    expect(fwd.all.map((d) => d.forwarding_job.status)).toEqual([
      'pending',
      'processing',
      'completed',
    ]);
    const fwdLog = await logged('forwarding_job.status_changed');
    expect(new Set(fwdLog.map((r) => r.record_uid))).toEqual(new Set([jobs.body.jobs[0].uid]));

    const subs = await h.call('POST', '/v1/api/warmup/list', { body: {} });
    const sub = subs.body.subscriptions[0];
    const warm = latest('warmup_subscription.status_changed', (r) => r.uid === sub.uid);
    expect(warm.all[0].metadata.previous_status).toBeNull();
    expect(warm.last.warmup_subscription.status).toBe(sub.status);
    expect(warm.last.warmup_subscription).toMatchObject({
      uid: sub.uid,
      mailbox_email: b!.email,
      mailbox: sub.mailbox,
    });

    const tests = await h.call('GET', '/v1/api/inbox-placement/tests');
    const run = latest('placement_test.status_changed', (r) => r.uid === test.uid);
    expect(run.all.map((d) => d.placement_test.status)).toEqual([
      'created',
      'running',
      'completed',
    ]);
    expect(run.last.placement_test).toEqual(tests.body.tests.find((t: any) => t.uid === test.uid));

    const orders = await h.call('GET', '/v1/api/orders');
    const ord = latest('order.status_changed', (r) => r.order_id === order.body.order_id);
    expect(ord.all[0]).toMatchObject({
      order: { status: 'queued' },
      metadata: { previous_status: null },
    });
    expect(ord.last.order).toEqual(orders.body.orders[0]);
    expect(ord.last.order.status).toBe('done');
  });
});
