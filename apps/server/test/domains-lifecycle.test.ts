import { describe, expect, it } from 'vitest';
import { domainJobs } from '../src/modules/domains/domain.jobs.js';
import { advancePropagation } from '../src/modules/domains/propagation.jobs.js';
import {
  answerCheckout,
  expireCheckout,
  ledger,
  paymentStatus,
  registerByCheckout,
  wallet,
} from './support/billing.js';
import {
  connectDomains,
  domainIdOf,
  getDomain,
  queueDiagnostics,
  registerDomains,
  runDomainJob,
  settle,
  uniqueName,
} from './support/domains.js';
import {
  EVENT_TEST_ENV,
  type RecordedEvent,
  recordedEvents,
  statusTrail,
  useEventReceiver,
} from './support/events.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';
import { writeDirectly } from './support/list-counts.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

/** The charge and refund the domain's row records. */
const moneyOf = (uid: string) =>
  h.ctx.db
    .selectFrom('domains')
    .select(['charge_id', 'refund_id', 'registration_price_cents'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();

/** Expects the domain's charge to have been given back into the wallet: exactly the charge, once. */
async function expectRefunded(uid: string) {
  const { charge_id, refund_id, registration_price_cents } = await moneyOf(uid);
  const entries = (await ledger(h)).filter((e) => e.record?.uid === uid);
  const charged = entries.find((e) => e.kind === 'charge');
  const refunds = entries.filter((e) => e.kind === 'refund');
  expect(charged?.amount).toBe(-(registration_price_cents ?? 0) / 100);
  expect(refunds.map((e) => e.amount)).toEqual([-(charged?.amount ?? 0)]);
  expect(refunds[0]?.refund_of).toBe(charged?.uid);
  expect(charge_id).not.toBeNull();
  expect(refund_id).not.toBeNull();
  expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS);
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Checks one domain.status_changed payload field by field, names and types. */
function expectDomainEvent(event: RecordedEvent) {
  expect(event.event).toBe('domain.status_changed');
  const { record, metadata } = event;
  expect(Object.keys(record).sort()).toEqual(
    [
      'uid',
      'name',
      'tld',
      'status',
      'previous_status',
      'dns_propagation_status',
      'nameservers',
      'renewal_date',
      'renewal_status',
      'registration_years',
      'tags',
    ].sort(),
  );
  expect(typeof record.uid).toBe('string');
  expect(typeof record.name).toBe('string');
  expect(record.tld).toBe(record.name.slice(record.name.indexOf('.') + 1));
  expect(typeof record.status).toBe('string');
  expect(record.previous_status === null || typeof record.previous_status === 'string').toBe(true);
  expect(['pending', 'waiting', 'propagated', 'failed', 'errored']).toContain(
    record.dns_propagation_status,
  );
  expect(Array.isArray(record.nameservers)).toBe(true);
  for (const ns of record.nameservers) expect(typeof ns).toBe('string');
  expect(record.renewal_date === null || ISO.test(record.renewal_date)).toBe(true);
  expect(['na', 'pending', 'completed', 'failed']).toContain(record.renewal_status);
  expect(Number.isInteger(record.registration_years)).toBe(true);
  expect(Array.isArray(record.tags)).toBe(true);
  expect(Object.keys(metadata).sort()).toEqual(['updated_at', 'workspace_id', 'workspace_uid']);
  expect(metadata.updated_at).toMatch(ISO);
  expect(metadata.workspace_id).toMatch(/^[0-9a-f]{24}$/);
  expect(metadata.workspace_id).toBe(event.workspace_id);
  expect(metadata.workspace_uid).toBe(h.team.workspace.uid);
}

/** Every event's previous_status is the status of the event before it. */
function expectChained(events: RecordedEvent[]) {
  events.forEach((event, i) => {
    expect(event.record.previous_status).toBe(i === 0 ? null : events[i - 1]?.record.status);
    expectDomainEvent(event);
  });
}

describe('a purchased domain', () => {
  it('runs cart -> registration_in_progress -> dns_setup_pending -> waiting_for_dns_propagation -> active, one event per move', async () => {
    const name = uniqueName();
    const [uid] = await registerDomains(h, [name], { years: 2 });
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(
      events.map((e) => e.record.status),
      await queueDiagnostics(h),
    ).toEqual([
      'cart',
      'registration_in_progress',
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
    expectChained(events);
    expect(events.map((e) => e.record.dns_propagation_status)).toEqual([
      'pending',
      'pending',
      'pending',
      'waiting',
      'propagated',
    ]);
    const active = events[4]?.record;
    expect(active).toMatchObject({
      uid,
      name,
      tld: 'com',
      registration_years: 2,
      renewal_status: 'na',
      tags: [],
    });
    expect(active?.nameservers).toHaveLength(2);
    // Registered for two years from now.
    const years = (Date.parse(active?.renewal_date) - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(1.9);
    expect(years).toBeLessThan(2.1);
    expect(events[0]?.record.renewal_date).toBeNull();
    expect(events[0]?.record.nameservers).toEqual([]);

    const domain = await getDomain(h, uid as string);
    expect(domain).toMatchObject({
      status: 'active',
      previous_status: 'waiting_for_dns_propagation',
      connection_type: 'purchased',
      nameserver_match_status: 'matched',
      price: 12.99,
      renewal_price: 14.99,
    });
    expect(domain.actual_nameservers).toEqual(domain.nameservers);
  });

  it('a regflaky name is retried after retryable registrar errors and still goes active', async () => {
    const retries = () =>
      h
        .logs()
        .split('\n')
        .filter((l) => l.includes('"job":"domains.register"') && l.includes('will retry')).length;
    const before = retries();
    const [uid] = await registerDomains(h, [uniqueName('regflaky')]);
    await settle(h);
    expect(retries() - before).toBe(2);
    expect(await statusTrail(h, uid as string)).toEqual([
      'cart',
      'registration_in_progress',
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
  });

  it('a declined checkout: payment_failed, still payable; expired unpaid: cancelled and the name released', async () => {
    const name = uniqueName();
    const { uids, sessionId } = await registerByCheckout(h, [name]);
    const uid = uids[0] as string;
    expect((await answerCheckout(h, sessionId, 'decline')).statusCode).toBe(200);
    expect((await getDomain(h, uid)).status).toBe('payment_failed');
    await expireCheckout(h, sessionId);
    expect(await paymentStatus(h, sessionId)).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
      credits_applied: false,
    });
    await settle(h);
    const events = await recordedEvents(h, uid);
    expect(events.map((e) => e.record.status)).toEqual(['cart', 'payment_failed', 'cancelled']);
    expectChained(events);
    expect((await getDomain(h, uid)).status_reason).toContain('expired unpaid');
    // The name is free again, and nothing moved in the wallet.
    const again = await h.call('GET', '/v1/api/domains/available', { query: { domain: name } });
    expect(again.body.available).toBe(true);
    expect((await ledger(h)).map((e) => e.kind)).toEqual(['adjustment']);
  });

  it('a checkout paid after a decline: registration starts and the domain goes on to active', async () => {
    const { uids, sessionId, total } = await registerByCheckout(h, [uniqueName()]);
    const uid = uids[0] as string;
    await answerCheckout(h, sessionId, 'decline');
    expect((await answerCheckout(h, sessionId, 'pay')).statusCode).toBe(303);
    await settle(h);
    const events = await recordedEvents(h, uid);
    expect(events.map((e) => e.record.status)).toEqual([
      'cart',
      'payment_failed',
      'registration_in_progress',
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
    expectChained(events);
    expect((await getDomain(h, uid)).status_reason).toBe('');
    // The card paid the order: credits in, the domain charged, the wallet as it was.
    const entries = await ledger(h);
    expect(entries.slice(1).map((e) => [e.kind, e.amount])).toEqual([
      ['purchase', total],
      ['charge', -total],
    ]);
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS);
    expect((await moneyOf(uid)).refund_id).toBeNull();
  });

  it('regfail: the registry refuses the name: registration_failed with a reason', async () => {
    const [uid] = await registerDomains(h, [uniqueName('regfail')]);
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'cart',
      'registration_in_progress',
      'registration_failed',
    ]);
    expectChained(events);
    expect((await getDomain(h, uid as string)).status_reason).toBe(
      'The registry refused the registration; the charge was refunded',
    );
    await expectRefunded(uid as string);
  });

  it.each([
    ['sniped', /was registered by someone else since it was quoted; the charge was refunded$/],
    [
      'pricechange',
      /changed from \$12\.99 to \$13\.99 a year since it was quoted; the charge was refunded$/,
    ],
    ['regnofunds', /short of funds; the charge was refunded$/],
  ])(
    '%s: the registrar’s error ends registration_failed, told why, refunded',
    async (token, why) => {
      const [uid] = await registerDomains(h, [uniqueName(token)]);
      await settle(h);
      const domain = await getDomain(h, uid as string);
      expect(domain.status).toBe('registration_failed');
      expect(domain.status_reason).toMatch(why);
      await expectRefunded(uid as string);
    },
  );

  it('a registration failure refunds exactly the charge, once, even when the register job runs again', async () => {
    const [uid] = await registerDomains(h, [uniqueName('regfail')]);
    const id = await domainIdOf(h, uid as string);
    await runDomainJob(h, domainJobs.paymentTaken, id);
    await runDomainJob(h, domainJobs.register, id);
    await runDomainJob(h, domainJobs.register, id);
    expect(await getDomain(h, uid as string)).toMatchObject({
      status: 'registration_failed',
      status_reason: 'The registry refused the registration; the charge was refunded',
    });
    await expectRefunded(uid as string);
  });

  it('a domain removed after it was paid, before its registration began, gets the charge back', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const removed = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect(removed.body.result.deleted).toEqual([
      expect.objectContaining({ uid, previous_status: 'cart', new_status: 'deleted' }),
    ]);
    await settle(h);
    expect(await statusTrail(h, uid as string)).toEqual(['cart', 'deleted']);
    const row = await h.ctx.db
      .selectFrom('domains')
      .select(['status', 'status_reason'])
      .where('uid', '=', uid as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'deleted',
      status_reason: 'Removed before registration; the charge was refunded',
    });
    await expectRefunded(uid as string);
  });

  it('regdown: the registrar never answers: retried to the last attempt, then registration_failed', async () => {
    const [uid] = await registerDomains(h, [uniqueName('regdown')]);
    await settle(h);
    expect(await statusTrail(h, uid as string)).toEqual([
      'cart',
      'registration_in_progress',
      'registration_failed',
    ]);
    expect((await getDomain(h, uid as string)).status_reason).toBe(
      'The registrar did not answer in time (gave up after 5 attempts); the charge was refunded',
    );
    await expectRefunded(uid as string);
  });

  it('dnsfail: the DNS host refuses the zone: inactive with dns_propagation_status errored; repair retries setup', async () => {
    const [uid] = await registerDomains(h, [uniqueName('dnsfail')]);
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'cart',
      'registration_in_progress',
      'dns_setup_pending',
      'inactive',
    ]);
    expect(events[3]?.record.dns_propagation_status).toBe('errored');
    expect((await getDomain(h, uid as string)).status_reason).toContain('refused');

    const repair = await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } });
    expect(repair.body.results[0]).toMatchObject({ status: 'restarted' });
    await settle(h);
    const after = await recordedEvents(h, uid as string);
    expect(after.slice(4).map((e) => e.record.status)).toEqual(['dns_setup_pending', 'inactive']);
    expectChained(after);
  });

  it('noprop: nothing propagates: expired_propagation (failed) at the deadline', async () => {
    const [uid] = await registerDomains(h, [uniqueName('noprop')]);
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'cart',
      'registration_in_progress',
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'expired_propagation',
    ]);
    expect(events[4]?.record.dns_propagation_status).toBe('failed');
    expectChained(events);
  });

  it('registers several domains in one order, each on its own path', async () => {
    const uids = await registerDomains(h, [uniqueName(), uniqueName('regfail')]);
    await settle(h);
    expect((await getDomain(h, uids[0] as string)).status).toBe('active');
    expect((await getDomain(h, uids[1] as string)).status).toBe('registration_failed');
  });
});

describe('a connected domain', () => {
  it('waits in dns_setup_pending for the nameservers, then waiting_for_dns_propagation, then active', async () => {
    const name = uniqueName();
    const [row] = await connectDomains(h, [name]);
    await settle(h);
    const events = await recordedEvents(h, row?.uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
    expectChained(events);
    for (const event of events) {
      expect(event.record).toMatchObject({
        registration_years: 0,
        renewal_date: null,
        renewal_status: 'na',
      });
      expect(event.record.nameservers).toEqual(row?.nameservers);
    }
    const domain = await getDomain(h, row?.uid as string);
    expect(domain).toMatchObject({
      connection_type: 'connected',
      nameserver_match_status: 'matched',
      price: null,
    });
  });

  it('checking nameservers now moves a delegated domain on without waiting for the next scheduled check', async () => {
    const [row] = await connectDomains(h, [uniqueName()]);
    const check = await h.call('POST', '/v1/api/domains/nameservers/check', {
      body: { domains: [row?.domain] },
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      error: false,
      message: 'Nameservers propagation checked successfully',
    });
    expect(check.body.result[0]).toMatchObject({
      uid: row?.uid,
      name: row?.domain,
      status: 'waiting_for_dns_propagation',
      propagated: true,
      nameservers: row?.nameservers,
      actual_nameservers: row?.nameservers,
    });
    expect(Object.keys(check.body.result[0]).sort()).toEqual(
      [
        '_id',
        'uid',
        'name',
        'status',
        'propagated',
        'nameservers',
        'actual_nameservers',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    await settle(h);
    expect(await statusTrail(h, row?.uid as string)).toEqual([
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
  });

  it('noprop: the nameservers are never seen: expired_propagation; checking again restarts the wait', async () => {
    const [row] = await connectDomains(h, [uniqueName('noprop')]);
    await settle(h);
    expect(await statusTrail(h, row?.uid as string)).toEqual([
      'dns_setup_pending',
      'expired_propagation',
    ]);
    const domain = await getDomain(h, row?.uid as string);
    expect(domain).toMatchObject({
      dns_propagation_status: 'failed',
      nameserver_match_status: 'pending',
    });
    expect(domain.actual_nameservers).not.toEqual(domain.nameservers);

    const check = await h.call('POST', '/v1/api/domains/nameservers/check', {
      body: { domains: [row?.domain] },
    });
    expect(check.status).toBe(200);
    expect(check.body.result[0]).toMatchObject({ uid: row?.uid, propagated: false });
    await settle(h);
    const events = await recordedEvents(h, row?.uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'dns_setup_pending',
      'expired_propagation',
      'dns_setup_pending',
      'expired_propagation',
    ]);
    expectChained(events);
  });

  it('noprop: a "check now" and the polling job deciding at once both succeed; the domain expires once', async () => {
    const [row] = await connectDomains(h, [uniqueName('noprop')]);
    await settle(h);
    const id = await domainIdOf(h, row?.uid as string);
    // Back to waiting with its deadline passed, as just before a check expires it.
    await writeDirectly(
      h,
      'domains',
      { id: id },
      { status: 'dns_setup_pending', propagation_deadline: new Date(0).toISOString() },
    );
    const stale = await h.ctx.db
      .selectFrom('domains')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => advancePropagation(h.ctx, stale)),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(4).fill('fulfilled'));
    await settle(h);
    expect(await statusTrail(h, row?.uid as string)).toEqual([
      'dns_setup_pending',
      'expired_propagation',
      'expired_propagation',
    ]);
  });

  it('dnsfail: the DNS host refuses the zone: 400 naming the domain, nothing connected', async () => {
    const name = uniqueName('dnsfail');
    const res = await h.call('POST', '/v1/api/domains/nameservers', {
      body: { domains: [uniqueName(), name] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'domains[1]' });
    expect(res.body.message).toContain('refused by the DNS host');
    const list = await h.call('POST', '/v1/api/domains/list', { body: {} });
    expect(list.body.pagination.total).toBe(0);
    const events = await h.ctx.db
      .selectFrom('events')
      .select('id')
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    expect(events).toEqual([]);
  });
});

describe('removal', () => {
  it('an active domain is scheduled for deletion, then deleted once its zone is torn down', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    await settle(h);
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      error: false,
      message: 'Domains scheduled for deletion',
      result: {
        updated: [{ uid, previous_status: 'active', new_status: 'scheduled_for_deletion' }],
        deleted: [],
      },
    });
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(events.slice(-2).map((e) => e.record.status)).toEqual([
      'scheduled_for_deletion',
      'deleted',
    ]);
    expectChained(events);
    const dns = await h.call('GET', '/v1/api/dns/list', { query: { uid: uid as string } });
    expect(dns.body.dns_record.records).toEqual([]);
  });

  it('failed domains are removed too: at once without a zone, through scheduled_for_deletion with one', async () => {
    const unpaid = await registerByCheckout(h, [uniqueName()]);
    await expireCheckout(h, unpaid.sessionId);
    await paymentStatus(h, unpaid.sessionId);
    const uids = [
      unpaid.uids[0] as string,
      ...(await registerDomains(h, [
        uniqueName('regfail'),
        uniqueName('noprop'),
        uniqueName('dnsfail'),
      ])),
    ];
    await settle(h);
    const before = await Promise.all(uids.map(async (uid) => (await getDomain(h, uid)).status));
    expect(before).toEqual(['cancelled', 'registration_failed', 'expired_propagation', 'inactive']);
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids } });
    expect(res.body.result.deleted.map((d: { uid: string }) => d.uid)).toEqual(uids.slice(0, 2));
    expect(res.body.result.updated.map((d: { uid: string }) => d.uid)).toEqual(uids.slice(2));
    await settle(h);
    for (const [i, uid] of uids.entries()) {
      const trail = await statusTrail(h, uid);
      expect(trail.slice(-2)).toEqual(
        i < 2 ? [before[i], 'deleted'] : ['scheduled_for_deletion', 'deleted'],
      );
    }
  });

  it('a domain not yet paid for is deleted at once', async () => {
    const {
      uids: [uid],
    } = await registerByCheckout(h, [uniqueName()]);
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect(res.body.result).toMatchObject({
      updated: [],
      deleted: [{ uid, previous_status: 'cart', new_status: 'deleted' }],
    });
    expect(await statusTrail(h, uid as string)).toEqual(['cart', 'deleted']);
    // No job of the deleted order does anything any more.
    await settle(h);
    expect(await statusTrail(h, uid as string)).toEqual(['cart', 'deleted']);
  });
});

describe('removal on the way', () => {
  it('payment_failed: deleted at once; paying the checkout afterwards leaves it deleted, the money in the wallet', async () => {
    const {
      uids: [uid],
      sessionId,
      total,
    } = await registerByCheckout(h, [uniqueName()]);
    await answerCheckout(h, sessionId, 'decline');
    expect((await getDomain(h, uid as string)).status).toBe('payment_failed');
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect(res.body.result).toEqual({
      updated: [],
      deleted: [
        {
          name: expect.any(String),
          uid,
          previous_status: 'payment_failed',
          new_status: 'deleted',
        },
      ],
    });
    expect((await answerCheckout(h, sessionId, 'pay')).statusCode).toBe(303);
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(events.map((e) => e.record.status)).toEqual(['cart', 'payment_failed', 'deleted']);
    expectChained(events);
    // Paid for a domain that is gone: the payment stays in the wallet as credits.
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS + total);
  });

  it('dns_setup_pending: a connected domain still waiting for its nameservers is scheduled for deletion, then deleted', async () => {
    const [row] = await connectDomains(h, [uniqueName()]);
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [row?.uid] } });
    expect(res.body.result.updated).toEqual([
      {
        name: row?.domain,
        uid: row?.uid,
        previous_status: 'dns_setup_pending',
        new_status: 'scheduled_for_deletion',
      },
    ]);
    await settle(h);
    const events = await recordedEvents(h, row?.uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'dns_setup_pending',
      'scheduled_for_deletion',
      'deleted',
    ]);
    expectChained(events);
  });

  it('waiting_for_dns_propagation: a bought domain whose records are not yet visible is scheduled for deletion, then deleted', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const id = await domainIdOf(h, uid as string);
    await runDomainJob(h, domainJobs.paymentTaken, id);
    await runDomainJob(h, domainJobs.register, id);
    await runDomainJob(h, domainJobs.setupDns, id);
    expect((await getDomain(h, uid as string)).status).toBe('waiting_for_dns_propagation');
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect(res.body.result.updated).toEqual([
      expect.objectContaining({
        uid,
        previous_status: 'waiting_for_dns_propagation',
        new_status: 'scheduled_for_deletion',
      }),
    ]);
    await settle(h); // the propagation check queued by DNS setup finds it no longer waiting
    const events = await recordedEvents(h, uid as string);
    expect(events.map((e) => e.record.status)).toEqual([
      'cart',
      'registration_in_progress',
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'scheduled_for_deletion',
      'deleted',
    ]);
    expectChained(events);
    const dns = await h.call('GET', '/v1/api/dns/list', { query: { uid: uid as string } });
    expect(dns.body.dns_record.records).toEqual([]);
  });
});

describe('the simulator at fast speed', () => {
  it('schedules each step in the future instead of at once', async () => {
    // The service reads the pace from its providers; a fast-paced registration takes its payment 0.5 s ahead.
    const { createSimulator } = await import('../src/providers/simulator/index.js');
    const original = h.ctx.providers;
    h.ctx.providers = createSimulator('fast');
    try {
      const before = Date.now();
      const [uid] = await registerDomains(h, [uniqueName()]);
      const job = await h.ctx.db
        .selectFrom('jobs')
        .select(['name', 'run_at'])
        .where('key', 'like', `domain-payment-taken:%`)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(job.name).toBe('domains.payment-taken');
      expect(Date.parse(job.run_at) - before).toBeGreaterThanOrEqual(500);
      expect((await getDomain(h, uid as string)).status).toBe('cart');
    } finally {
      h.ctx.providers = original;
      await h.ctx.db.deleteFrom('jobs').where('key', 'like', 'domain-payment-taken:%').execute();
    }
  });
});
