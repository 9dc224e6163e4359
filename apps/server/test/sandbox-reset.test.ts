import { describe, expect, it } from 'vitest';
import { activeDomain, registerDomains, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { waitFor } from './support/wait.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
} from './support/warmup.js';

// Reset of a sandbox workspace: every record goes, the team, members, wallet and the workspace's
// settings stay, and nothing of another workspace (of the team, or of another team) is touched.
const h = useHarness({ env: CLOCK_ENV });

/** Tables that keep a reset workspace's rows: its settings, and money. */
const KEPT = new Set([
  'webhook_endpoints',
  'sandbox_clock_workspaces',
  'cloudflare_connections',
  'wallets',
  'ledger_entries',
  'checkout_sessions',
]);

/** Rows per table holding `workspaceId` in a `workspace_id` column (every such table). */
async function rowsOf(workspaceId: string) {
  const tables = await h.ctx.db.introspection.getTables();
  const out: Record<string, number> = {};
  for (const t of tables) {
    if (!t.columns.some((c) => c.name === 'workspace_id')) continue;
    const row = await h.ctx.db
      .selectFrom(t.name as 'domains')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) out[t.name] = Number(row.n);
  }
  return out;
}

describe('reset', () => {
  it('deletes every record of the workspace and nothing of another workspace', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'MICROSOFT' }]);
    const clock = await clockForWorkspace(h);
    await addWarmup(h, [a!.uid, b!.uid]);
    await advanceClock(h, clock, '1d');
    expect((await h.call('POST', '/v1/api/tags', { body: { name: 'Client A' } })).status).toBe(200);
    expect((await h.call('POST', '/v1/api/health/check', { body: {} })).status).toBe(200);
    const second = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Second' } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const secondUid = second.body.workspace.uid as string;
    const secondId = (
      await h.ctx.db
        .selectFrom('workspaces')
        .select('id')
        .where('uid', '=', secondUid)
        .executeTakeFirstOrThrow()
    ).id;
    await h.call('POST', '/v1/api/tags', { body: { name: 'Kept' }, workspace: secondUid });
    const other = await h.createTeam();
    await registerDomains(h, [uniqueName()], { team: other });
    const before = { second: await rowsOf(secondId), other: await rowsOf(other.workspace.id) };
    const wallet = (await h.call('GET', '/v1/api/billing/wallet')).body;
    const ws = h.team.workspace;
    expect(Object.keys(await rowsOf(ws.id))).toEqual(
      expect.arrayContaining(['domains', 'mailboxes', 'mail_messages', 'events', 'tags']),
    );

    const wrong = await h.call('POST', '/v1/api/sandbox/reset', {
      body: { confirm: 'not the name' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].field).toBe('confirm');
    expect((await rowsOf(ws.id)).domains).toBeGreaterThan(0);

    await waitFor(
      async () => (await h.call('GET', '/v1/api/health')).body.health.progress?.running === false,
    );
    const reset = await h.call('POST', '/v1/api/sandbox/reset', { body: { confirm: ws.name } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.deleted.mailboxes).toBe(2);
    const left = Object.entries(await rowsOf(ws.id)).filter(([t]) => !KEPT.has(t));
    expect(left).toEqual([]);
    const sim = await h.ctx.db
      .selectFrom('sim_mail')
      .select('id')
      .where('mailbox', 'in', [a!.email.toLowerCase(), b!.email.toLowerCase()])
      .execute();
    expect(sim).toEqual([]);
    // Lists answer from their counters: empty.
    expect((await h.call('POST', '/v1/api/domains/list', { body: {} })).body.domains).toEqual([]);
    expect((await h.call('POST', '/v1/api/mailboxes/list', { body: {} })).body.total).toBe(0);
    expect((await h.call('GET', '/v1/api/billing/wallet')).body).toEqual(wallet);
    expect(
      (await h.call('GET', '/v1/api/workspaces/details', { query: { uid: ws.uid } })).status,
    ).toBe(200);
    expect(await rowsOf(secondId)).toEqual(before.second);
    // The other team's domain goes on with its lifecycle meanwhile (more events): nothing lost.
    const { events: otherEvents = 0, ...otherRows } = await rowsOf(other.workspace.id);
    const { events: eventsBefore = 0, ...otherBefore } = before.other;
    expect(otherRows).toEqual(otherBefore);
    expect(otherEvents).toBeGreaterThanOrEqual(eventsBefore);
    // The workspace is usable again at once.
    await activeDomain(h, uniqueName());
  });
});
