import { describe, expect, it } from 'vitest';
import { SEED_PROVIDERS } from '../src/modules/placement/seed-providers.js';
import { drainWallet, wallet } from './support/billing.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import {
  CONTENT,
  createPlacementTest,
  expectedFigures,
  placementTest,
  waitForStatus,
} from './support/placement.js';
import { activeMailboxes, advanceClock, CLOCK_ENV, clockForWorkspace } from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

/** Where each of the test's copies really is: asked of the seeds through the mail network. */
async function heldBySeeds(copies: any[]) {
  const out: Array<{ provider: string; folder: string }> = [];
  for (const copy of copies) {
    const found = await h.ctx.providers.mailNetwork.find(
      { email: copy.seed, platform: 'SEED', password: 'any' },
      { messageId: copy.message_id },
    );
    if (!found.ok) throw new Error(found.error.message);
    expect(found.messages.length).toBeLessThanOrEqual(1);
    out.push({ provider: copy.provider, folder: found.messages[0]?.folder ?? 'missing' });
  }
  return out;
}

describe('inbox placement tests on the simulated seed pool', () => {
  it('sends one copy per sender and seed, finds each, and its figures agree with the seeds', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'MICROSOFT' }]);
    const clock = await clockForWorkspace(h);
    const before = (await wallet(h)).credits_remaining;
    const providers = ['gmail', 'outlook', 'yahoo', 'gmx'];
    const created = await createPlacementTest(h, {
      mailbox_uids: [a!.uid, b!.uid],
      providers,
    });
    expect(created).toMatchObject({ status: 'created', price: 0.05, refunded: false });
    expect(created.overall).toMatchObject({ copies: 16, measured: 0, inbox_pct: null });
    expect((await wallet(h)).credits_remaining).toBeCloseTo(before - 0.05, 5);

    await settle(h);
    const running = await placementTest(h, created.uid);
    expect(running.status).toBe('running');
    // Not looked for yet: nothing measured, and "not yet measured" is null, never 0 %.
    expect(running.overall).toMatchObject({
      pending: 16,
      measured: 0,
      inbox_pct: null,
      spam_pct: null,
    });
    await advanceClock(h, clock, '35m');
    const done = await waitForStatus(h, created.uid, 'completed');

    // Every copy carries its own token, and is where the seed really holds it.
    expect(new Set(done.copies.map((c: any) => c.token)).size).toBe(16);
    const held = await heldBySeeds(done.copies);
    expect(done.copies.map((c: any) => c.folder)).toEqual(held.map((x) => x.folder));
    expect(done.overall).toMatchObject({
      copies: 16,
      pending: 0,
      ...expectedFigures(held.map((x) => x.folder)),
    });
    for (const provider of providers) {
      const row = done.by_provider.find((p: any) => p.provider === provider);
      expect(row).toMatchObject({
        name: SEED_PROVIDERS[provider as keyof typeof SEED_PROVIDERS].name,
        copies: 4,
        ...expectedFigures(held.filter((x) => x.provider === provider).map((x) => x.folder)),
      });
    }
    for (const copy of done.copies) {
      expect(copy.status).toBe('found');
      expect(copy.delay_seconds).toBeGreaterThanOrEqual(0);
      expect(
        [copy.spf, copy.dkim, copy.dmarc].every((v) => ['pass', 'fail', 'none'].includes(v)),
      ).toBe(true);
    }
    // Written to the message ledger as placement mail, with where it landed.
    const ledger = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['message_id', 'folder', 'kind'])
      .where(
        'message_id',
        'in',
        done.copies.map((c: any) => c.message_id),
      )
      .execute();
    expect(ledger).toHaveLength(16);
    expect(ledger.every((m) => m.kind === 'placement' && m.folder !== null)).toBe(true);
    const list = await h.call('GET', '/v1/api/inbox-placement/tests');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      tests: [{ uid: created.uid, status: 'completed' }],
    });
  }, 300_000);

  it('one by one: a copy a minute, the deadline after the last', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const clock = await clockForWorkspace(h);
    const created = await createPlacementTest(h, {
      mailbox_uids: [a!.uid],
      providers: ['gmail', 'zoho'],
      delivery_mode: 'one_by_one',
    });
    await settle(h);
    const sentCount = async () =>
      (await placementTest(h, created.uid)).copies.filter((c: any) => c.sent_at !== null).length;
    expect(await sentCount()).toBe(1);
    expect((await placementTest(h, created.uid)).status).toBe('running');
    await advanceClock(h, clock, '1m');
    expect(await sentCount()).toBe(2);
    await advanceClock(h, clock, '2m');
    const all = await placementTest(h, created.uid);
    expect(all.copies.filter((c: any) => c.sent_at !== null)).toHaveLength(4);
    const sentTimes = all.copies.map((c: any) => Date.parse(c.sent_at)).sort();
    expect(sentTimes[3] - sentTimes[0]).toBe(3 * 60_000);
    expect(Date.parse(all.deadline_at)).toBe(sentTimes[3] + 30 * 60_000);
    await advanceClock(h, clock, '31m');
    const done = await waitForStatus(h, created.uid, 'completed');
    expect(done.overall).toMatchObject({ copies: 4, pending: 0, measured: 4 });
  }, 300_000);

  it('a copy not found by the deadline is missing', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const clock = await clockForWorkspace(h);
    const created = await createPlacementTest(h, { mailbox_uids: [a!.uid], providers: ['icloud'] });
    await settle(h);
    // The seed loses one copy before anyone looks (as a silent drop would).
    const [copy] = (await placementTest(h, created.uid)).copies;
    await h.ctx.db.deleteFrom('sim_mail').where('message_id', '=', copy.message_id).execute();
    await advanceClock(h, clock, '35m');
    const done = await waitForStatus(h, created.uid, 'completed');
    const lost = done.copies.find((c: any) => c.message_id === copy.message_id);
    expect(lost).toMatchObject({ status: 'missing', folder: 'missing' });
    expect(done.by_provider[0]).toMatchObject({ copies: 2, missing: 1, missing_pct: 50 });
  }, 300_000);

  it('a test that cannot send fails and is refunded', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    // The mailbox's sign-in no longer works: the network refuses every send.
    await h.ctx.db
      .updateTable('mailboxes')
      .set({ app_password_sealed: h.ctx.secrets.seal('') })
      .where('uid', '=', a!.uid)
      .execute();
    const before = (await wallet(h)).credits_remaining;
    const created = await createPlacementTest(h, { mailbox_uids: [a!.uid], providers: ['gmail'] });
    expect((await wallet(h)).credits_remaining).toBeCloseTo(before - 0.05, 5);
    await settle(h);
    const failed = await waitForStatus(h, created.uid, 'failed');
    expect(failed).toMatchObject({ refunded: true, overall: { not_sent: 2, measured: 0 } });
    expect(failed.failure_reason).toMatch(/could be sent/);
    expect((await wallet(h)).credits_remaining).toBeCloseTo(before, 5);
    const logs = await h.call('GET', '/v1/api/billing/wallet/logs', {
      workspace: null,
      query: { kind: 'refund' },
    });
    expect(logs.body.logs.some((e: any) => e.record?.uid === created.uid)).toBe(true);
  }, 300_000);

  it('short of funds: a 402 and nothing is created', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    await drainWallet(h);
    const res = await h.call('POST', '/v1/api/inbox-placement/tests', {
      body: { ...CONTENT, mailbox_uids: [a!.uid] },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: true, code: 'INSUFFICIENT_FUNDS' });
    const list = await h.call('GET', '/v1/api/inbox-placement/tests');
    expect(list.body.total).toBe(0);
    const rows = await h.ctx.db
      .selectFrom('placement_tests')
      .select('id')
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    expect(rows).toHaveLength(0);
    expect(
      await h.ctx.db
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', 'placement.send')
        .where('workspace_id', '=', h.team.workspace.id)
        .execute(),
    ).toHaveLength(0);
  }, 300_000);

  it('bad input is a 400 naming the field; another team’s test and mailbox are 404', async () => {
    const [a] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const bad = await h.call('POST', '/v1/api/inbox-placement/tests', {
      body: { ...CONTENT, mailbox_uids: [a!.uid], providers: ['hotmail'] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/providers/);
    const created = await createPlacementTest(h, { mailbox_uids: [a!.uid], providers: ['gmail'] });
    const other = await h.createTeam('placement-other');
    const foreign = await h.call('GET', `/v1/api/inbox-placement/tests/${created.uid}`, {
      token: other.token,
      workspace: other.workspace.uid,
    });
    expect(foreign.status).toBe(404);
    const borrowed = await h.call('POST', '/v1/api/inbox-placement/tests', {
      token: other.token,
      workspace: other.workspace.uid,
      body: { ...CONTENT, mailbox_uids: [a!.uid] },
    });
    expect(borrowed.status).toBe(404);
  }, 300_000);
});
