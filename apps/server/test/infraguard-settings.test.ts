import { describe, expect, it } from 'vitest';
import * as migration0062 from '../src/db/migrations/0062-infraguard-workspace-settings.js';
import { createLogger } from '../src/lib/logger.js';
import { campaignDayJob } from '../src/modules/insights/campaign.job.js';
import { activeDomain, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes } from './support/mailboxes.js';

const h = useHarness();
const PATH = '/v1/api/infra-guard/workspace-settings';

const enable = async (uids: string[]) => {
  const res = await h.call('POST', '/v1/api/infra-guard/enable', { body: { domain_uids: uids } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const settingsOfDomain = async (uid: string) => {
  const res = await h.call('GET', '/v1/api/infra-guard/details', { query: { uid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.subscription.settings;
};

const updateWorkspace = async (body: Record<string, unknown>) => {
  const res = await h.call('POST', PATH, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.settings;
};

const updateDomain = async (body: Record<string, unknown>) => {
  const res = await h.call('POST', '/v1/api/infra-guard/settings', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('InfraGuard workspace settings', () => {
  it('are the defaults of every protected domain; a domain’s own setting wins', async () => {
    const first = await h.call('GET', PATH);
    expect(first.status).toBe(200);
    expect(first.body.settings).toEqual({
      blocklist_checks: true,
      dns_checks: true,
      bounce_checks: true,
      bounce_warning_pct: 2,
      bounce_critical_pct: 5,
      bounce_period_days: 7,
      auto_pause_warmup: true,
      auto_pause_sending: true,
    });
    const own = await activeDomain(h);
    const follows = await activeDomain(h);
    await enable([own, follows]);
    await settle(h);
    await updateDomain({ uid: own, bounce_warning_pct: 1, auto_pause_warmup: false });

    const changed = await updateWorkspace({
      bounce_warning_pct: 3,
      bounce_critical_pct: 8,
      dns_checks: false,
    });
    expect(changed).toMatchObject({
      bounce_warning_pct: 3,
      bounce_critical_pct: 8,
      dns_checks: false,
    });
    expect(await settingsOfDomain(own)).toMatchObject({
      bounce_warning_pct: 1,
      bounce_critical_pct: 8,
      dns_checks: false,
      auto_pause_warmup: false,
    });
    expect(await settingsOfDomain(follows)).toMatchObject({
      bounce_warning_pct: 3,
      bounce_critical_pct: 8,
      dns_checks: false,
      auto_pause_warmup: true,
    });
    // Fields left out keep their value; the checks run follow the settings in force.
    expect(await updateWorkspace({ bounce_period_days: 14 })).toMatchObject({
      bounce_warning_pct: 3,
      bounce_period_days: 14,
    });
    const check = await h.call('POST', '/v1/api/infra-guard/check', { body: { uid: follows } });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.checks).toEqual(['blocklist', 'bounce']);
    const metrics = await h.call('GET', '/v1/api/infra-guard/bounce-metrics', {
      query: { uid: follows },
    });
    expect(metrics.body.thresholds).toEqual({ warning_pct: 3, critical_pct: 8 });
    // A domain's own setting, once made, no longer follows the workspace.
    await updateDomain({ uid: follows, dns_checks: true });
    await updateWorkspace({ dns_checks: false, bounce_critical_pct: 9 });
    expect(await settingsOfDomain(follows)).toMatchObject({
      dns_checks: true,
      bounce_critical_pct: 9,
    });
  }, 300_000);

  it('null clears a field at its level: the domain follows the workspace again, the workspace the built-in default', async () => {
    const uid = await activeDomain(h);
    await enable([uid]);
    await settle(h);
    await updateWorkspace({ bounce_warning_pct: 3, bounce_critical_pct: 8 });
    await updateDomain({ uid, bounce_warning_pct: 1, auto_pause_warmup: false });
    expect(await settingsOfDomain(uid)).toMatchObject({
      bounce_warning_pct: 1,
      auto_pause_warmup: false,
    });

    await updateDomain({ uid, bounce_warning_pct: null });
    expect(await settingsOfDomain(uid)).toMatchObject({
      bounce_warning_pct: 3,
      auto_pause_warmup: false,
    });
    // Cleared, the field follows later workspace changes too.
    await updateWorkspace({ bounce_warning_pct: 4 });
    expect((await settingsOfDomain(uid)).bounce_warning_pct).toBe(4);

    expect(
      await updateWorkspace({ bounce_warning_pct: null, bounce_critical_pct: null }),
    ).toMatchObject({
      bounce_warning_pct: 2,
      bounce_critical_pct: 5,
    });
    expect(await settingsOfDomain(uid)).toMatchObject({
      bounce_warning_pct: 2,
      bounce_critical_pct: 5,
      auto_pause_warmup: false,
    });
  }, 300_000);

  it('two changes of the workspace settings at once both land (the workspace row is locked)', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        h.call('POST', PATH, { body: { bounce_period_days: 10 + round } }),
        h.call('POST', PATH, { body: { bounce_checks: round % 2 === 0 } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await h.call('GET', PATH)).body.settings).toMatchObject({
        bounce_period_days: 10 + round,
        bounce_checks: round % 2 === 0,
      });
    }
  }, 300_000);

  it('bad input is a 400 naming the field and nothing is written; other workspaces are apart', async () => {
    const uid = await activeDomain(h);
    await enable([uid]);
    const before = (await h.call('GET', PATH)).body.settings;
    for (const [body, field] of [
      [{ bounce_warning_pct: 9 }, 'bounce_warning_pct'],
      [{ bounce_period_days: 0 }, 'bounce_period_days'],
      [{ bounce_critical_pct: 101 }, 'bounce_critical_pct'],
      [{ dns_checks: 'yes' }, 'dns_checks'],
    ] as const) {
      const res = await h.call('POST', PATH, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await h.call('GET', PATH)).body.settings).toEqual(before);
    // A domain's own band is checked against the workspace's: warning above critical is a 400.
    await updateWorkspace({ bounce_critical_pct: 4 });
    const bad = await h.call('POST', '/v1/api/infra-guard/settings', {
      body: { uid, bounce_warning_pct: 4.5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('bounce_warning_pct');
    expect((await settingsOfDomain(uid)).bounce_warning_pct).toBe(2);

    // Another team's workspace: its X-Workspace-Id is refused and its defaults stay its own.
    const other = await h.createTeam('Other');
    const foreign = await h.call('POST', PATH, {
      workspace: other.workspace.uid,
      body: { auto_pause_sending: false },
    });
    expect(foreign.status).toBe(401);
    const theirs = await h.call('GET', PATH, {
      token: other.token,
      workspace: other.workspace.uid,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.settings).toMatchObject({
      bounce_critical_pct: 5,
      auto_pause_sending: true,
    });
  }, 300_000);
});

describe('InfraGuard holds a listed domain’s sending', () => {
  const campaignDay = async (mailboxId: string, at: Date) => {
    await campaignDayJob.handle(
      { mailboxId, at: at.toISOString() },
      {
        ctx: h.ctx,
        jobId: 'test',
        attempt: 1,
        maxAttempts: 1,
        log: createLogger('silent'),
        signal: new AbortController().signal,
      },
    );
    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .select('id')
      .where('mailbox_id', '=', mailboxId)
      .where('kind', '=', 'campaign')
      .where('sent_at', '<=', at.toISOString())
      .where('sent_at', '>', new Date(at.getTime() - 86_400_000).toISOString())
      .execute();
    return rows.length;
  };

  it('a listing stops campaign mail from the domain’s mailboxes until the alert resolves', async () => {
    const listedName = uniqueName('listed');
    const cleanName = uniqueName();
    const listed = await activeDomain(h, listedName);
    const clean = await activeDomain(h, cleanName);
    const [onListed] = await buyMailboxes(h, listedName, [{}]);
    const [onClean] = await buyMailboxes(h, cleanName, [{}]);
    await enable([listed, clean]);
    await settle(h);
    const ids = new Map(
      (
        await h.ctx.db
          .selectFrom('mailboxes')
          .select(['id', 'uid', 'status'])
          .where('uid', 'in', [onListed.uid, onClean.uid])
          .execute()
      ).map((m) => [m.uid, m]),
    );
    expect(ids.get(onListed.uid)?.status).toBe('active');
    const listedBox = ids.get(onListed.uid)?.id as string;
    const cleanBox = ids.get(onClean.uid)?.id as string;
    const alerts = await h.call('GET', '/v1/api/infra-guard/alerts', {
      query: { uid: listed, type: 'blocklist', status: 'open' },
    });
    expect(alerts.body.alerts.length).toBeGreaterThan(0);

    const day = Date.now() + 3_600_000;
    expect(await campaignDay(listedBox, new Date(day))).toBe(0);
    expect(await campaignDay(cleanBox, new Date(day))).toBeGreaterThan(0);

    // The setting turns it off (the workspace's default), and the domain's own turns it on again.
    await updateWorkspace({ auto_pause_sending: false });
    expect(await campaignDay(listedBox, new Date(day + 86_400_000))).toBeGreaterThan(0);
    await updateDomain({ uid: listed, auto_pause_sending: true });
    expect(await campaignDay(listedBox, new Date(day + 2 * 86_400_000))).toBe(0);

    // Delisted (the alerts resolve): the domain sends again.
    for (const alert of alerts.body.alerts) {
      const res = await h.call('POST', `/v1/api/infra-guard/alerts/${alert.uid}/resolve`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await campaignDay(listedBox, new Date(day + 3 * 86_400_000))).toBeGreaterThan(0);
  }, 300_000);
});

describe('migration 0062-infraguard-workspace-settings', () => {
  it('keeps a domain’s changed fields as its own; the ones at the old default follow the workspace', async () => {
    const changed = await activeDomain(h);
    const untouched = await activeDomain(h);
    await enable([changed, untouched]);
    // Before 0062 every protection stored all its settings, the defaults included.
    const before = {
      blocklist_checks: true,
      dns_checks: true,
      bounce_checks: true,
      bounce_warning_pct: 2,
      bounce_critical_pct: 5,
      bounce_period_days: 7,
      auto_pause_warmup: true,
    };
    for (const [uid, settings] of [
      [changed, { ...before, bounce_warning_pct: 1, dns_checks: false }],
      [untouched, before],
    ] as const) {
      const domain = await h.ctx.db
        .selectFrom('domains')
        .select('id')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      await h.ctx.db
        .updateTable('infraguard_subscriptions')
        .set({ settings: JSON.stringify(settings) })
        .where('domain_id', '=', domain.id)
        .execute();
    }
    await h.ctx.db.schema.dropTable('infraguard_workspace_settings').execute();
    await migration0062.up(h.ctx.db as never);

    await updateWorkspace({ bounce_warning_pct: 3, dns_checks: true, auto_pause_warmup: false });
    expect(await settingsOfDomain(changed)).toMatchObject({
      bounce_warning_pct: 1,
      dns_checks: false,
      auto_pause_warmup: false,
      auto_pause_sending: true,
    });
    expect(await settingsOfDomain(untouched)).toMatchObject({
      bounce_warning_pct: 3,
      dns_checks: true,
      auto_pause_warmup: false,
    });
  }, 300_000);
});
