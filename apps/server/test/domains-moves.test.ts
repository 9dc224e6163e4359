import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { findDomainById, reserveMailboxSlots } from '../src/modules/domains/domains.service.js';
import {
  activeDomain,
  getDomain,
  pauseJobs,
  registerDomains,
  settle,
  uniqueName,
} from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, cancelAtOnce, getMailbox } from './support/mailboxes.js';

const h = useHarness({ env: EVENT_TEST_ENV });
const events = useEventReceiver(h);

const secondWorkspace = async () =>
  (
    await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Target', webhook_url: events.url() },
    })
  ).body.workspace.uid as string;

const tag = async (name: string, domainUids: string[], workspace?: string) => {
  const created = await h.call('POST', '/v1/api/tags', {
    ...(workspace ? { workspace } : {}),
    body: { name },
  });
  await h.call('POST', '/v1/api/tags/assign', {
    ...(workspace ? { workspace } : {}),
    body: { tag_uids: [created.body.tag.uid], domain_uids: domainUids },
  });
  return created.body.tag.uid as string;
};

describe('move domains to another workspace', () => {
  it('previews, moves (with tags) and reports the move from either workspace', async () => {
    const target = await secondWorkspace();
    const [a, b] = await registerDomains(h, [uniqueName(), uniqueName()]);
    await tag('Client A', [a as string]);
    await h.call('POST', '/v1/api/tags', { workspace: target, body: { name: 'client a' } });

    const preview = await h.call('POST', '/v1/api/domains/move/preview', {
      body: { uids: [a, b], target_workspace_uid: target },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.target_workspace).toMatchObject({ uid: target, name: 'Target' });
    expect(preview.body.domains[0]).toMatchObject({
      uid: a,
      movable: true,
      reason: '',
      mailboxes: 0,
      tags: ['Client A'],
    });
    expect((await getDomain(h, a as string)).tags).toHaveLength(1); // a preview changes nothing

    const move = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [a, b], target_workspace_uid: target },
    });
    expect(move.status).toBe(200);
    expect(move.body.move).toMatchObject({
      status: 'queued',
      source_workspace_uid: h.team.workspace.uid,
      target_workspace_uid: target,
      completed_at: null,
    });
    expect(move.body.move.domains.map((d: { result: string }) => d.result)).toEqual([
      'pending',
      'pending',
    ]);
    await settle(h);
    await pauseJobs(h);

    const status = await h.call('GET', '/v1/api/domains/move/status', {
      workspace: target,
      query: { uid: move.body.move.uid },
    });
    expect(status.body.move).toMatchObject({ status: 'completed' });
    expect(status.body.move.domains.map((d: { result: string }) => d.result)).toEqual([
      'done',
      'done',
    ]);
    expect((await h.call('POST', '/v1/api/domains/list', { body: {} })).body.pagination.total).toBe(
      0,
    );
    const there = await h.call('POST', '/v1/api/domains/list', {
      workspace: target,
      body: { uids: [a] },
    });
    // The tag is matched by name, case aside, in the target workspace.
    expect(there.body.domains[0].tags.map((t: { name: string }) => t.name)).toEqual(['client a']);

    // Later events of a moved domain belong to the target workspace.
    await h.call('POST', '/v1/api/domains/remove', { workspace: target, body: { uids: [a] } });
    const last = (await recordedEvents(h, a as string)).at(-1);
    expect(last?.record.status).toBe('scheduled_for_deletion');
    expect(last?.metadata.workspace_uid).toBe(target);
  });

  it('answers 400 for the same workspace and 404 for another team’s workspace, queuing nothing', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const same = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [uid], target_workspace_uid: h.team.workspace.uid },
    });
    expect(same.status).toBe(400);
    expect(same.body.details[0].field).toBe('target_workspace_uid');
    const other = await h.createTeam();
    const foreign = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [uid], target_workspace_uid: other.workspace.uid },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Workspace not found');
    const ops = await h.ctx.db
      .selectFrom('domain_operations')
      .select('id')
      .where('team_id', '=', h.team.team.id)
      .execute();
    expect(ops).toEqual([]);
  });

  it('answers 409 listing a domain that cannot move, and moves none', async () => {
    const target = await secondWorkspace();
    const [ok, gone] = await registerDomains(h, [uniqueName(), uniqueName()]);
    await h.call('POST', '/v1/api/domains/remove', { body: { uids: [gone] } });
    const preview = await h.call('POST', '/v1/api/domains/move/preview', {
      body: { uids: [ok, gone], target_workspace_uid: target },
    });
    expect(preview.body.domains[1]).toMatchObject({ movable: false });
    expect(preview.body.domains[1].reason).toContain('is deleted');
    const res = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [ok, gone], target_workspace_uid: target },
    });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'uids[1]' })]);
    expect((await getDomain(h, ok as string)).status).toBe('cart');
  });

  it('refuses a domain with mailboxes (preview and 409), leaving it and its mailboxes in place', async () => {
    const target = await secondWorkspace();
    const [free] = await registerDomains(h, [uniqueName()]);
    const busy = await activeDomainNamed(h);
    const [mailbox] = await buyMailboxes(h, busy.name, [{}, {}]);

    const preview = await h.call('POST', '/v1/api/domains/move/preview', {
      body: { uids: [free, busy.uid], target_workspace_uid: target },
    });
    expect(preview.body.domains[0]).toMatchObject({ movable: true, mailboxes: 0 });
    expect(preview.body.domains[1]).toMatchObject({
      uid: busy.uid,
      movable: false,
      mailboxes: 2,
      reason: `${busy.name} has 2 mailboxes; cancel them before moving it`,
    });

    const res = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [free, busy.uid], target_workspace_uid: target },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(busy.name);
    expect(res.body.details).toEqual([
      { field: 'uids[1]', message: `${busy.name} has 2 mailboxes; cancel them before moving it` },
    ]);
    const ops = await h.ctx.db
      .selectFrom('domain_operations')
      .select('id')
      .where('team_id', '=', h.team.team.id)
      .execute();
    expect(ops).toEqual([]);
    expect(await getDomain(h, busy.uid)).toMatchObject({ status: 'active', assigned_mailboxes: 2 });
    expect(await getMailbox(h, mailbox.uid)).toMatchObject({ domain_uid: busy.uid });
  });

  it('moves a domain whose mailboxes are cancelled; they stay behind and cannot be re-purchased there', async () => {
    const target = await secondWorkspace();
    const domain = await activeDomainNamed(h);
    const [mailbox] = await buyMailboxes(h, domain.name, [{ platform: 'MICROSOFT' }]);
    await settle(h);
    await cancelAtOnce(h, mailbox.uid);

    const move = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [domain.uid], target_workspace_uid: target },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    await settle(h);
    const inTarget = async () =>
      (
        await h.call('POST', '/v1/api/domains/list', {
          workspace: target,
          body: { uids: [domain.uid] },
        })
      ).body.domains[0];
    expect(await inTarget()).toMatchObject({ uid: domain.uid, assigned_mailboxes: 0 });

    const re = await h.call('POST', '/v1/api/mailboxes/repurchase', {
      body: { uids: [mailbox.uid] },
    });
    expect(re.status).toBe(409);
    expect(re.body.details).toEqual([
      { field: 'uids[0]', message: `its domain ${domain.name} has moved to another workspace` },
    ]);
    expect((await getMailbox(h, mailbox.uid)).status).toBe('cancelled');
    expect(await inTarget()).toMatchObject({ assigned_mailboxes: 0 });
  });

  it('gives no mailbox slot to a buy that looked the domain up before it moved away', async () => {
    const target = await secondWorkspace();
    const domain = await activeDomainNamed(h);
    const stale = (await findDomainById(h.ctx.db, (await getDomain(h, domain.uid))._id))!;
    const move = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [domain.uid], target_workspace_uid: target },
    });
    expect(move.status).toBe(200);
    await settle(h);
    // The buy's transaction goes on with the row it read before the move committed.
    await expect(
      inTransaction(h.ctx.db, (trx) => reserveMailboxSlots(trx, stale, h.team.workspace.id, 1)),
    ).rejects.toMatchObject({
      status: 409,
      message: `${domain.name} has moved to another workspace`,
    });
    expect((await findDomainById(h.ctx.db, stale.id))?.mailbox_count).toBe(0);
  });

  it('skips a domain that took mailboxes after the move was queued', async () => {
    const target = await secondWorkspace();
    const domain = await activeDomainNamed(h); // the runner is paused: the move waits
    const move = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [domain.uid], target_workspace_uid: target },
    });
    expect(move.status).toBe(200);
    const [mailbox] = await buyMailboxes(h, domain.name, [{}]);
    await settle(h);

    const status = await h.call('GET', '/v1/api/domains/move/status', {
      query: { uid: move.body.move.uid },
    });
    expect(status.body.move).toMatchObject({ status: 'completed' });
    expect(status.body.move.domains[0]).toMatchObject({
      uid: domain.uid,
      result: 'skipped',
      reason: `${domain.name} has 1 mailbox; cancel them before moving it`,
    });
    expect(await getDomain(h, domain.uid)).toMatchObject({ assigned_mailboxes: 1 });
    expect((await getMailbox(h, mailbox.uid)).status).toBe('active');
  });

  it('answers 404 for an unknown move', async () => {
    const res = await h.call('GET', '/v1/api/domains/move/status', {
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
  });
});

describe('domain rotation', () => {
  it('retires the old domain: inactive, forwarded to the new one, its tags copied over', async () => {
    const from = await activeDomain(h);
    const toName = uniqueName();
    const to = await activeDomain(h, toName);
    await tag('Campaign 7', [from]);

    const preview = await h.call('POST', '/v1/api/domains/rotation/preview', {
      body: { rotations: [{ from_uid: from, to_uid: to }] },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.rotations[0]).toMatchObject({
      from: { uid: from, mailboxes: 0 },
      to: { uid: to, name: toName },
      rotatable: true,
    });

    const start = await h.call('POST', '/v1/api/domains/rotation', {
      body: { rotations: [{ from_uid: from, to_uid: to }] },
    });
    expect(start.status).toBe(200);
    expect(start.body.rotation).toMatchObject({ status: 'queued' });
    await settle(h);

    const status = await h.call('GET', '/v1/api/domains/rotation/status', {
      query: { uid: start.body.rotation.uid },
    });
    expect(status.body.rotation).toMatchObject({ status: 'completed' });
    expect(status.body.rotation.domains[0]).toMatchObject({
      uid: from,
      replacement: { uid: to, name: toName },
      result: 'done',
    });
    expect(await getDomain(h, from)).toMatchObject({
      status: 'inactive',
      forwarding_url: `https://${toName}`,
      status_reason: `Rotated out; replaced by ${toName}`,
    });
    expect((await getDomain(h, to)).tags.map((t: { name: string }) => t.name)).toEqual([
      'Campaign 7',
    ]);
    const last = (await recordedEvents(h, from)).at(-1);
    expect(last?.record).toMatchObject({ status: 'inactive', previous_status: 'active' });
    expect(last?.record.tags.map((t: { name: string }) => t.name)).toEqual(['Campaign 7']);
  });

  it('refuses a pair it cannot rotate (409) and a domain in two pairs (400)', async () => {
    const from = await activeDomain(h);
    const to = await activeDomain(h);
    const toRow = (await findDomainById(h.ctx.db, (await getDomain(h, to))._id))!;
    await inTransaction(h.ctx.db, (trx) => reserveMailboxSlots(trx, toRow, toRow.workspace_id, 1));
    const busy = await h.call('POST', '/v1/api/domains/rotation', {
      body: { rotations: [{ from_uid: from, to_uid: to }] },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.details[0].field).toBe('rotations[0]');
    expect(busy.body.message).toContain('already has mailboxes');
    const [cart] = await registerDomains(h, [uniqueName()]);
    const notActive = await h.call('POST', '/v1/api/domains/rotation/preview', {
      body: { rotations: [{ from_uid: cart, to_uid: from }] },
    });
    expect(notActive.body.rotations[0]).toMatchObject({ rotatable: false });
    const twice = await h.call('POST', '/v1/api/domains/rotation', {
      body: { rotations: [{ from_uid: from, to_uid: from }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.details[0].field).toBe('rotations[0].to_uid');
    expect((await getDomain(h, from)).status).toBe('active');
  });

  it('refuses to rotate out a domain with mailboxes (preview and 409); it stays active', async () => {
    const from = await activeDomainNamed(h);
    await buyMailboxes(h, from.name, [{}]);
    await settle(h);
    const to = await activeDomain(h);
    const rotations = [{ from_uid: from.uid, to_uid: to }];
    const reason = `rotates out ${from.name}, which has 1 mailbox; cancel them before rotating it out`;

    const preview = await h.call('POST', '/v1/api/domains/rotation/preview', {
      body: { rotations },
    });
    expect(preview.body.rotations[0]).toMatchObject({
      from: { uid: from.uid, mailboxes: 1 },
      rotatable: false,
      reason: `The pair ${reason}`,
    });
    const res = await h.call('POST', '/v1/api/domains/rotation', { body: { rotations } });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([{ field: 'rotations[0]', message: reason }]);
    expect(res.body.message).toContain(from.name);
    await settle(h);
    expect(await getDomain(h, from.uid)).toMatchObject({ status: 'active', assigned_mailboxes: 1 });
    const ops = await h.ctx.db
      .selectFrom('domain_operations')
      .select('id')
      .where('team_id', '=', h.team.team.id)
      .execute();
    expect(ops).toEqual([]);
  });
});
