import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { newId, newUid } from '../src/lib/ids.js';
import { grantCredits } from '../src/modules/billing/billing.service.js';
import { insertAlert } from '../src/modules/infraguard/infraguard.repository.js';
import { activeDomain, CONTACT, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { advanceClock, CLOCK_ENV, clockForWorkspace } from './support/warmup.js';

/**
 * InfraGuard's workspace lists (protections, alerts, action items): their `total` per filter is
 * what the list holds (the harness also checks every counter against the tables after each test),
 * and every write that adds a record or moves its status keeps it so.
 */
const h = useHarness({ env: { ...CLOCK_ENV, MAILWRIGHT_INFRAGUARD_CHECK_INTERVAL: '7d' } });

const LISTS = {
  subscriptions: '/v1/api/infra-guard/subscriptions',
  alerts: '/v1/api/infra-guard/alerts',
  action_items: '/v1/api/infra-guard/action-items',
} as const;

type ListName = keyof typeof LISTS;

async function page(
  list: ListName,
  query: Record<string, string | number | boolean>,
  workspace?: string,
) {
  const res = await h.call('GET', LISTS[list], {
    query,
    ...(workspace ? { workspace } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { total: number; pages: number } & Record<ListName, any[]>;
}

/**
 * The list with `filter`: its total, on a first page of one row and of 200, is the number of rows
 * it shows, and they are the unfiltered list's rows that match, in the same order. Answers them.
 */
async function expectTotal(
  list: ListName,
  filter: Record<string, string | number | boolean>,
  matches: any[],
) {
  const all = await page(list, { ...filter, limit: 200 });
  expect(all[list].map((r) => r.uid)).toEqual(matches.map((r) => r.uid));
  expect(all.total, `${list} ${JSON.stringify(filter)}`).toBe(matches.length);
  const one = await page(list, { ...filter, limit: 1 });
  expect(one.total).toBe(matches.length);
  expect(one.pages).toBe(matches.length);
  // A page past the end still says how many there are.
  const past = await page(list, { ...filter, limit: 1, page: matches.length + 2 });
  expect(past[list]).toEqual([]);
  expect(past.total).toBe(matches.length);
  return all[list];
}

const enable = async (uids: string[], workspace?: string) => {
  const res = await h.call('POST', '/v1/api/infra-guard/enable', {
    body: { domain_uids: uids },
    ...(workspace ? { workspace } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('InfraGuard list totals', () => {
  it('alerts, action items and protections: the total of each filter is what the list shows', async () => {
    const listed = await activeDomain(h, uniqueName('listed'));
    const surbl = await activeDomain(h, uniqueName('surbllisted'));
    const plain = await activeDomain(h);
    // Each customer chooses `p=none`: a DMARC warning on each domain.
    const weak = await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [listed, surbl, plain], policy: 'none' },
    });
    expect(weak.status, JSON.stringify(weak.body)).toBe(200);
    await enable([listed, surbl, plain]);
    await settle(h);

    let alerts = (await page('alerts', { limit: 200 })).alerts;
    // Two listings, and the DMARC warning on each domain.
    expect(alerts.filter((a) => a.type === 'blocklist').map((a) => a.domain_uid)).toEqual(
      expect.arrayContaining([listed, surbl]),
    );
    expect(alerts.filter((a) => a.source === 'DMARC')).toHaveLength(3);
    const listing = alerts.find((a) => a.domain_uid === listed && a.type === 'blocklist');
    const ack = await h.call('POST', `/v1/api/infra-guard/alerts/${listing.uid}/acknowledge`);
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    const dmarc = alerts.find((a) => a.domain_uid === plain && a.source === 'DMARC');
    const resolved = await h.call('POST', `/v1/api/infra-guard/alerts/${dmarc.uid}/resolve`);
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

    let items = (await page('action_items', { limit: 200 })).action_items;
    const [toDismiss, toResolve] = items.filter((i) => i.domain_uid !== plain);
    for (const [item, verb] of [
      [toDismiss, 'dismiss'],
      [toResolve, 'resolve'],
    ] as const) {
      const res = await h.call('POST', `/v1/api/infra-guard/action-items/${item.uid}/${verb}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    alerts = await expectTotal('alerts', {}, alerts);
    expect(new Set(alerts.map((a) => a.status))).toEqual(
      new Set(['open', 'acknowledged', 'resolved']),
    );
    for (const status of ['open', 'acknowledged', 'resolved'])
      await expectTotal(
        'alerts',
        { status },
        alerts.filter((a) => a.status === status),
      );
    for (const type of ['blocklist', 'dns', 'bounce'])
      await expectTotal(
        'alerts',
        { type },
        alerts.filter((a) => a.type === type),
      );
    for (const uid of [listed, surbl, plain]) {
      await expectTotal(
        'alerts',
        { uid },
        alerts.filter((a) => a.domain_uid === uid),
      );
      await expectTotal(
        'alerts',
        { uid, status: 'open', type: 'dns' },
        alerts.filter((a) => a.domain_uid === uid && a.status === 'open' && a.type === 'dns'),
      );
    }
    const openListings = await expectTotal(
      'alerts',
      { status: 'open', type: 'blocklist' },
      alerts.filter((a) => a.status === 'open' && a.type === 'blocklist'),
    );
    expect(openListings.map((a) => a.domain_uid)).toEqual([surbl]);

    items = await expectTotal('action_items', {}, items);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['open', 'resolved', 'dismissed']));
    for (const status of ['open', 'resolved', 'dismissed'])
      await expectTotal(
        'action_items',
        { status },
        items.filter((i) => i.status === status),
      );
    for (const uid of [listed, surbl, plain])
      await expectTotal(
        'action_items',
        { uid, status: 'open' },
        items.filter((i) => i.domain_uid === uid && i.status === 'open'),
      );

    const cancel = await h.call('POST', '/v1/api/infra-guard/cancel', {
      body: { domain_uids: [plain] },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const protections = await page('subscriptions', { include_cancelled: true, limit: 200 });
    await expectTotal('subscriptions', { include_cancelled: true }, protections.subscriptions);
    expect(protections.total).toBe(3);
    await expectTotal(
      'subscriptions',
      {},
      protections.subscriptions.filter((s) => s.status === 'active'),
    );
    expect((await page('subscriptions', {})).total).toBe(2);
  }, 300_000);

  it('closing one action item, or moving one alert, twice at once: one answer wins, each list counted once', async () => {
    const uid = await activeDomain(h, uniqueName('listed'));
    // Listed, and a weak DMARC of the customer's choosing: two alerts and two items.
    await h.call('POST', '/v1/api/domains/dmarc', { body: { uids: [uid], policy: 'none' } });
    await enable([uid]);
    await settle(h);
    const items = (await page('action_items', { uid, status: 'open' })).action_items;
    const alerts = (await page('alerts', { uid, status: 'open' })).alerts;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    for (const [i, item] of items.entries()) {
      const verbs = i % 2 === 0 ? ['resolve', 'dismiss'] : ['dismiss', 'resolve'];
      const answers = await Promise.all(
        verbs.map((verb) => h.call('POST', `/v1/api/infra-guard/action-items/${item.uid}/${verb}`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      // The refusal says the item is closed, never that it is still open.
      const refused = answers.find((a) => a.status === 409);
      expect(refused?.body.message).toMatch(/already (resolved|dismissed)|closed meanwhile/);
    }
    for (const [i, alert] of alerts.entries()) {
      const verbs = i % 2 === 0 ? ['acknowledge', 'resolve'] : ['resolve', 'resolve'];
      const answers = await Promise.all(
        verbs.map((verb) => h.call('POST', `/v1/api/infra-guard/alerts/${alert.uid}/${verb}`)),
      );
      // Acknowledge then resolve may both apply, one after the other; one move never twice.
      const statuses = answers.map((a) => a.status).sort();
      if (verbs[0] === verbs[1]) expect(statuses).toEqual([200, 409]);
      else
        expect([JSON.stringify([200, 200]), JSON.stringify([200, 409])]).toContain(
          JSON.stringify(statuses),
        );
    }
    expect((await page('action_items', { uid, status: 'open' })).total).toBe(0);
    const all = await page('alerts', { uid, limit: 200 });
    expect(all.total).toBe(all.alerts.length);
    for (const status of ['open', 'acknowledged', 'resolved'])
      await expectTotal(
        'alerts',
        { uid, status },
        all.alerts.filter((a) => a.status === status),
      );
  }, 300_000);

  it('deep pages of alerts (newest first by opened_at, then id) are the slices of the whole list', async () => {
    // 2,600 resolved alerts written through the repository (so counted); the id breaks each tie.
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    const rows = Array.from({ length: 2_600 }, (_, i) => {
      // Written out of time order (ids grow as they are made), two per millisecond.
      const at = new Date(start + ((i * 7_919) % 1_300)).toISOString();
      return {
        id: newId(),
        uid: newUid(),
        workspace_id: h.team.workspace.id,
        domain_id: `domain${i % 3}`,
        type: 'dns' as const,
        source: `deep ${i}`,
        open_key: null,
        severity: 'warning' as const,
        status: 'resolved' as const,
        previous_status: 'open' as const,
        title: 'Deep',
        detail: '',
        opened_at: at,
        acknowledged_at: null,
        resolved_at: at,
        resolved_by: 'check',
        updated_at: at,
      };
    });
    await inTransaction(h.ctx.db, async (trx) => {
      for (const row of rows) await insertAlert(trx, row);
    });
    const newestFirst = [...rows]
      .sort((a, b) =>
        a.opened_at === b.opened_at ? (a.id < b.id ? 1 : -1) : a.opened_at < b.opened_at ? 1 : -1,
      )
      .map((r) => r.uid);
    const limit = 100;
    // Page 1 (one statement), 12 (past 1,000 rows, from the newest end), 20 and 26 (from the
    // oldest end, 26 only partly full), 27 (past the end).
    for (const at of [1, 12, 20, 26, 27]) {
      const got = await page('alerts', { page: at, limit, status: 'resolved' });
      expect(got.total).toBe(2_600);
      expect(
        got.alerts.map((a) => a.uid),
        `page ${at}`,
      ).toEqual(newestFirst.slice((at - 1) * limit, at * limit));
    }
  }, 300_000);

  it('a month renews from the wallet; short of funds the protection ends, counted as cancelled', async () => {
    const clock = await clockForWorkspace(h);
    const uid = await activeDomain(h);
    await enable([uid]);
    const charges = async () =>
      (
        await h.call('GET', '/v1/api/billing/wallet/logs', {
          workspace: null,
          query: { kind: 'charge', limit: 200 },
        })
      ).body.logs.filter((e: any) => e.record?.type === 'infraguard_subscription').length;
    await advanceClock(h, clock, '31d');
    expect(await charges()).toBe(2);
    expect((await page('subscriptions', {})).total).toBe(1);
    const have = (await h.call('GET', '/v1/api/billing/wallet', { workspace: null })).body
      .credits_remaining as number;
    await grantCredits(h.ctx, {
      teamUid: h.team.team.uid,
      amountCents: -Math.round(have * 100),
      reason: 'Test: empty the wallet',
    });
    await advanceClock(h, clock, '31d');
    const all = await page('subscriptions', { include_cancelled: true });
    expect(all.subscriptions.map((s) => [s.status, s.status_reason])).toEqual([
      ['cancelled', 'Renewal payment failed: insufficient wallet balance'],
    ]);
    expect(all.total).toBe(1);
    expect((await page('subscriptions', {})).total).toBe(0);
  }, 300_000);

  it('a removed domain is neither checked nor charged for again: its protection ends', async () => {
    const clock = await clockForWorkspace(h);
    const uid = await activeDomain(h);
    await enable([uid]);
    await settle(h);
    const [{ next_billing_date: billingDate }] = (await page('subscriptions', {})).subscriptions;
    const checks = async () =>
      (
        await h.ctx.db
          .selectFrom('infraguard_results')
          .innerJoin('domains', 'domains.id', 'infraguard_results.domain_id')
          .select('infraguard_results.id')
          .where('domains.uid', '=', uid)
          .execute()
      ).length;
    const checkedBefore = await checks();
    expect(checkedBefore).toBeGreaterThan(0);
    const removed = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await settle(h);
    await advanceClock(h, clock, '31d');
    const charges = (
      await h.call('GET', '/v1/api/billing/wallet/logs', {
        workspace: null,
        query: { kind: 'charge', limit: 200 },
      })
    ).body.logs.filter((e: any) => e.record?.type === 'infraguard_subscription');
    expect(charges).toHaveLength(1);
    const all = await page('subscriptions', { include_cancelled: true });
    expect(all.subscriptions.map((s) => [s.status, s.status_reason])).toEqual([
      ['cancelled', 'The domain was removed; protection ended'],
    ]);
    // Ended at the first scheduled check after the removal (every 7 days here), before the
    // billing date, and that check looked at nothing.
    expect(all.subscriptions[0].cancelled_at < billingDate).toBe(true);
    expect(await checks()).toBe(checkedBefore);
  }, 300_000);

  it('a workspace whose protected domain was removed can be deleted; its InfraGuard records go with it', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Gone' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const workspace = created.body.workspace.uid as string;
    const registered = await h.call('POST', '/v1/api/domains/register', {
      workspace,
      body: {
        domains: [{ name: uniqueName('listed') }],
        contact_details: CONTACT,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const [uid] = registered.body.domain_uids as string[];
    const { id: domainId } = await h.ctx.db
      .selectFrom('domains')
      .select('id')
      .where('uid', '=', uid as string)
      .executeTakeFirstOrThrow();
    await settle(h);
    await enable([uid as string], workspace);
    await settle(h);
    expect((await page('alerts', {}, workspace)).total).toBeGreaterThan(0);
    expect((await page('action_items', {}, workspace)).total).toBeGreaterThan(0);
    const removed = await h.call('POST', '/v1/api/domains/remove', {
      workspace,
      body: { uids: [uid] },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await settle(h);
    const status = async () =>
      (
        await h.ctx.db
          .selectFrom('domains')
          .select('status')
          .where('id', '=', domainId)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe('deleted');
    const deleted = await h.call('DELETE', `/v1/api/workspaces/${workspace}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const table of [
      'infraguard_subscriptions',
      'infraguard_alerts',
      'infraguard_action_items',
      'infraguard_results',
    ] as const) {
      const left = await h.ctx.db
        .selectFrom(table)
        .select('id')
        .where('domain_id', '=', domainId)
        .execute();
      expect(left, table).toEqual([]);
    }
  }, 300_000);
});
