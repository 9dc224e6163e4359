import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { insertProtection } from '../src/modules/infraguard/infraguard.repository.js';
import { newProtectionRow } from '../src/modules/infraguard/subscriptions.service.js';
import { stockDomains } from '../src/modules/prewarm/stock.service.js';
import { ledger } from './support/billing.js';
import { connect, uniqueAccount } from './support/cloudflare.js';
import { activeDomain, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';

/**
 * A domain's per-domain records when it moves to another workspace: InfraGuard's protection,
 * alerts, action items and results follow it within the team (and its checks and renewals go on
 * in the new workspace); sold to another team (a prewarm purchase), its protection ends.
 */
const h = useHarness({ env: { MAILWRIGHT_INFRAGUARD_CHECK_INTERVAL: '7d' } });

const LISTS = {
  subscriptions: '/v1/api/infra-guard/subscriptions',
  alerts: '/v1/api/infra-guard/alerts',
  action_items: '/v1/api/infra-guard/action-items',
} as const;

async function list(name: keyof typeof LISTS, workspace: string) {
  const res = await h.call('GET', LISTS[name], { workspace, query: { limit: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { total: number } & Record<string, any[]>;
}

async function domainIdOf(uid: string) {
  return (
    await h.ctx.db
      .selectFrom('domains')
      .select('id')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow()
  ).id;
}

describe('moving a protected domain to another workspace of the team', () => {
  it('takes its protection, alerts, action items and results along; checks and renewals go on there; nothing is charged or refunded', async () => {
    const from = h.team.workspace.uid;
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'To' } });
    const to = created.body.workspace.uid as string;
    const uid = await activeDomain(h, uniqueName());
    // A DMARC policy of none chosen by the customer: the first check opens an alert and an item.
    const weak = await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [uid], policy: 'none' },
    });
    expect(weak.status, JSON.stringify(weak.body)).toBe(200);
    await settle(h);
    const enabled = await h.call('POST', '/v1/api/infra-guard/enable', {
      body: { domain_uids: [uid] },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    await settle(h);
    const before = {
      subscriptions: await list('subscriptions', from),
      alerts: await list('alerts', from),
      action_items: await list('action_items', from),
    };
    expect(before.subscriptions.total).toBe(1);
    expect(before.alerts.total).toBeGreaterThan(0);
    expect(before.action_items.total).toBeGreaterThan(0);
    const entries = (await ledger(h)).length;

    const move = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [uid], target_workspace_uid: to },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    await settle(h);
    const status = await h.call('GET', '/v1/api/domains/move/status', {
      query: { uid: move.body.move.uid },
    });
    expect(status.body.move.status, JSON.stringify(status.body)).toBe('completed');

    for (const name of ['subscriptions', 'alerts', 'action_items'] as const) {
      const there = await list(name, to);
      // The same records (a check has run there since: the move scheduled one at once).
      const uids = (rows: any[] | undefined) => (rows ?? []).map((r) => r.uid).sort();
      expect(uids(there[name]), name).toEqual(expect.arrayContaining(uids(before[name][name])));
      expect(there.total, name).toBeGreaterThanOrEqual(before[name].total);
      expect((await list(name, from)).total, name).toBe(0);
    }
    const domainId = await domainIdOf(uid);
    const toId = (
      await h.ctx.db
        .selectFrom('workspaces')
        .select('id')
        .where('uid', '=', to)
        .executeTakeFirstOrThrow()
    ).id;
    const results = await h.ctx.db
      .selectFrom('infraguard_results')
      .select('workspace_id')
      .where('domain_id', '=', domainId)
      .execute();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.workspace_id === toId)).toBe(true);
    // Its next check and its renewal wait on the new workspace's time line, once each.
    const sub = (before.subscriptions.subscriptions as any[])[0];
    const { id: subId } = await h.ctx.db
      .selectFrom('infraguard_subscriptions')
      .select('id')
      .where('uid', '=', sub.uid)
      .executeTakeFirstOrThrow();
    const jobs = await h.ctx.db
      .selectFrom('jobs')
      .select(['name', 'workspace_id'])
      .where((eb) =>
        eb.or([
          eb('key', 'like', `infraguard-check:${subId}:%`),
          eb('key', 'like', `infraguard-renew:${subId}:%`),
        ]),
      )
      .orderBy('name')
      .execute();
    expect(jobs).toEqual([
      { name: 'infraguard.check', workspace_id: toId },
      { name: 'infraguard.renew', workspace_id: toId },
    ]);
    // The month paid stays paid: the move charges and refunds nothing.
    expect((await ledger(h)).length).toBe(entries);
    // The new workspace can end the protection; the old one no longer knows it.
    const cancelled = await h.call('POST', '/v1/api/infra-guard/cancel', {
      workspace: from,
      body: { domain_uids: [uid] },
    });
    expect(cancelled.status).toBe(404);
  });
});

describe('a protected domain sold to another team (prewarm)', () => {
  it('ends its protection with the reason, refund-free; the buyer is not charged for it', async () => {
    const name = uniqueName();
    const [stocked] = await stockDomains(h.ctx, {
      domains: [name],
      mailboxes: 1,
      platform: 'GOOGLE',
      warmingSince: new Date(Date.now() - 30 * 86_400_000),
      forSale: true,
    });
    const domain = await h.ctx.db
      .selectFrom('domains')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const protection = newProtectionRow(
      { teamId: domain.team_id, workspaceId: domain.workspace_id, domainId: domain.id },
      new Date().toISOString(),
    );
    const subUid = protection.uid;
    await inTransaction(h.ctx.db, (trx) => insertProtection(trx, protection));
    const bought = await h.call('POST', '/v1/api/prewarm/buy-domain', {
      body: { domains: [{ domain_id: stocked?.uid, mailboxes: [{ username: 'ada' }] }] },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    await settle(h);
    const order = await h.call('GET', `/v1/api/prewarm/orders/${bought.body.order_id}`);
    expect(order.body.status, JSON.stringify(order.body)).toBe('done');

    const sub = await h.ctx.db
      .selectFrom('infraguard_subscriptions')
      .select(['status', 'status_reason', 'workspace_id', 'next_billing_date'])
      .where('uid', '=', subUid)
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({
      status: 'cancelled',
      status_reason: 'The domain moved to another team; protection ended',
      workspace_id: domain.workspace_id,
      next_billing_date: null,
    });
    expect((await list('subscriptions', h.team.workspace.uid)).total).toBe(0);
    const kinds = (await ledger(h)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'refund')).toEqual([]);
    expect(kinds.filter((k) => k === 'charge')).toHaveLength(1);
  });
});

describe('moving a Cloudflare-connected domain', () => {
  it('its link follows it; the old workspace is deleted only once the new one reaches the account itself', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Old' } });
    const old = created.body.workspace.uid as string;
    const account = uniqueAccount();
    const res = await connect(
      h,
      { api_token: `${account}-1`, domains: [`${account}.com`] },
      { workspace: old },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const uid = res.body.domains[0].uid as string;
    await settle(h);
    const connected = (workspace: string) =>
      h.call('GET', '/v1/api/cloudflare-domains/list', { workspace, query: { page: 1 } });
    expect((await connected(old)).body.total).toBe(1);

    const move = await h.call('POST', '/v1/api/domains/move', {
      workspace: old,
      body: { uids: [uid], target_workspace_uid: h.team.workspace.uid },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    await settle(h);
    expect((await connected(old)).body.total).toBe(0);
    const here = await connected(h.team.workspace.uid);
    expect(here.body.total).toBe(1);
    expect(here.body.domains[0]).toMatchObject({ name: `${account}.com`, status: 'active' });

    // The old workspace's credential still reaches the moved domain's zone: not deleted yet.
    const refused = await h.call('DELETE', `/v1/api/workspaces/${old}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Cloudflare connection still reaches 1 domains');
    // Once this workspace connects the same account, the old one goes and the domain stays reached.
    const own = await connect(h, { api_token: `${account}-2`, domains: [`${account}.net`] });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    await settle(h);
    expect((await h.call('DELETE', `/v1/api/workspaces/${old}`)).status).toBe(200);
    const after = await connected(h.team.workspace.uid);
    expect(after.body.total).toBe(2);
    const link = await h.ctx.db
      .selectFrom('cloudflare_domains as cd')
      .innerJoin('cloudflare_connections as c', 'c.id', 'cd.connection_id')
      .select('c.workspace_id')
      .where('cd.domain_id', '=', await domainIdOf(uid))
      .executeTakeFirst();
    expect(link).toEqual({ workspace_id: h.team.workspace.id });
  });
});
