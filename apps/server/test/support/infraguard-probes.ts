import { expect } from 'vitest';
import { newId, newUid } from '../../src/lib/ids.js';
import { isoNow } from '../../src/lib/time.js';
import { registerDomains, uniqueName } from './domains.js';
import type { Harness, TestTeam } from './harness.js';
import { recountLists } from './list-counts.js';
import type { RecordProbe } from './record-probes.js';

/** A domain of the other team (in `cart`: no lifecycle runs in the security suite). */
const theirDomain = async (h: Harness, other: TestTeam) => {
  const [uid] = await registerDomains(h, [uniqueName()], { team: other });
  return uid as string;
};

/** An open alert of the other team, with its action item (written as a check would). */
const theirAlert = async (h: Harness, other: TestTeam) => {
  const uid = await theirDomain(h, other);
  const domain = await h.ctx.db
    .selectFrom('domains')
    .select('id')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  const now = isoNow();
  const alert = {
    id: newId(),
    uid: newUid(),
    workspace_id: other.workspace.id,
    domain_id: domain.id,
    type: 'blocklist' as const,
    source: 'dbl.spamhaus.org',
    open_key: `${domain.id}:blocklist:dbl.spamhaus.org`,
    severity: 'critical' as const,
    status: 'open' as const,
    previous_status: null,
    title: 'Listed',
    detail: 'probe',
    opened_at: now,
    acknowledged_at: null,
    resolved_at: null,
    resolved_by: null,
    updated_at: now,
  };
  await h.ctx.db.insertInto('infraguard_alerts').values(alert).execute();
  const item = {
    id: newId(),
    uid: newUid(),
    workspace_id: other.workspace.id,
    domain_id: domain.id,
    alert_id: alert.id,
    kind: 'request_delisting',
    severity: 'critical' as const,
    title: 'Request delisting',
    remedy: 'probe',
    status: 'open' as const,
    created_at: now,
    updated_at: now,
    closed_at: null,
  };
  await h.ctx.db.insertInto('infraguard_action_items').values(item).execute();
  await recountLists(h);
  return { alert: alert.uid, item: item.uid };
};

/** The other team's alerts and items are still open. */
const theirAlertsIntact = async (h: Harness, other: TestTeam) => {
  const alerts = await h.call('GET', '/v1/api/infra-guard/alerts', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(alerts.body.alerts.map((a: any) => a.status)).toEqual(['open']);
  const items = await h.call('GET', '/v1/api/infra-guard/action-items', {
    token: other.token,
    workspace: other.workspace.uid,
  });
  expect(items.body.action_items.map((i: any) => i.status)).toEqual(['open']);
};

/** Nothing protected, nothing charged in the other team's workspace. */
const nothingProtected = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/infra-guard/subscriptions', {
    token: other.token,
    workspace: other.workspace.uid,
    query: { include_cancelled: true },
  });
  expect(res.body.total).toBe(0);
};

const byDomainQuery = (url: string): RecordProbe => ({
  request: async (h, other) => ({
    method: 'GET',
    url,
    query: { uid: await theirDomain(h, other) },
  }),
});

const byDomainBody = (url: string, body: (uid: string) => unknown): RecordProbe => ({
  request: async (h, other) => ({ method: 'POST', url, body: body(await theirDomain(h, other)) }),
  unchanged: nothingProtected,
});

const alertAction = (verb: string): RecordProbe => ({
  request: async (h, other) => ({
    method: 'POST',
    url: `/v1/api/infra-guard/alerts/${(await theirAlert(h, other)).alert}/${verb}`,
  }),
  unchanged: theirAlertsIntact,
});

const itemAction = (verb: string): RecordProbe => ({
  request: async (h, other) => ({
    method: 'POST',
    url: `/v1/api/infra-guard/action-items/${(await theirAlert(h, other)).item}/${verb}`,
  }),
  unchanged: theirAlertsIntact,
});

/** InfraGuard (issue 17): every operation that names a domain, an alert or an action item. */
export const INFRAGUARD_PROBES: Record<string, RecordProbe> = {
  enableInfraGuard: byDomainBody('/v1/api/infra-guard/enable', (uid) => ({ domain_uids: [uid] })),
  cancelInfraGuard: byDomainBody('/v1/api/infra-guard/cancel', (uid) => ({ domain_uids: [uid] })),
  updateInfraGuardSettings: byDomainBody('/v1/api/infra-guard/settings', (uid) => ({
    uid,
    auto_pause_warmup: false,
  })),
  triggerInfraGuardCheck: byDomainBody('/v1/api/infra-guard/check', (uid) => ({ uid })),
  getInfraGuardDetails: byDomainQuery('/v1/api/infra-guard/details'),
  getBounceMetrics: byDomainQuery('/v1/api/infra-guard/bounce-metrics'),
  listBlacklistChecks: byDomainQuery('/v1/api/infra-guard/blacklist-history'),
  listDnsChecks: byDomainQuery('/v1/api/infra-guard/dns-history'),
  listBounceChecks: byDomainQuery('/v1/api/infra-guard/bounce-history'),
  listInfraGuardAlerts: byDomainQuery('/v1/api/infra-guard/alerts'),
  listInfraGuardActionItems: byDomainQuery('/v1/api/infra-guard/action-items'),
  acknowledgeInfraGuardAlert: alertAction('acknowledge'),
  resolveInfraGuardAlert: alertAction('resolve'),
  resolveInfraGuardActionItem: itemAction('resolve'),
  dismissInfraGuardActionItem: itemAction('dismiss'),
};

/** The workspace's own lists and figures; the same catalog for everyone. */
export const INFRAGUARD_NO_RECORD_OPERATIONS = [
  'listInfraGuardSubscriptions',
  'getInfraGuardStats',
  'getInfraGuardPricing',
  'getInfraGuardActionItemStats',
  // The X-Workspace-Id workspace's defaults: auth has already checked the workspace.
  'getInfraGuardWorkspaceSettings',
  'updateInfraGuardWorkspaceSettings',
];
