import { describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';
import {
  addSequencer,
  exportMailboxes,
  exportStatus,
  getSequencer,
  validForm,
} from './support/sequencers.js';

const h = useHarness();

/** An active sequencer of the platform (with an optional magic token in its form). */
async function activeSequencer(platform = 'smartlead', token = '') {
  const added = await addSequencer(h, platform, { token });
  await settle(h);
  expect((await getSequencer(h, added.uid)).status).toBe('active');
  return added;
}

/** Active mailboxes on one fresh domain of `platform`, with these usernames. */
async function activeMailboxes(platform: string, usernames: string[]) {
  const domain = await activeDomainNamed(h);
  const bought = await buyMailboxes(
    h,
    domain.name,
    usernames.map((username) => ({ username, platform })),
  );
  await settle(h);
  return bought as Array<{ uid: string; email: string }>;
}

/** Each export's status trail, from the export's own previous_status and the jobs' order. */
async function statusOf(uid: string) {
  const res = await exportStatus(h, { uids: [uid] });
  return res.data[0];
}

describe('Export mailboxes', () => {
  it('exports Google mailboxes by SMTP/IMAP: pending, exporting, completed', async () => {
    const sequencer = await activeSequencer('smartlead');
    const [a, b] = await activeMailboxes('GOOGLE', [uniqueUsername(), uniqueUsername()]);
    const res = await exportMailboxes(h, sequencer.uid, [a!.uid, b!.uid]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toEqual({ new_exports_created: 2, duplicate_exports_skipped: 0 });
    expect(res.body.exports.created).toEqual([
      { uid: expect.any(String), mailbox_uid: a!.uid, mailbox_email: a!.email, status: 'pending' },
      { uid: expect.any(String), mailbox_uid: b!.uid, mailbox_email: b!.email, status: 'pending' },
    ]);
    await settle(h);
    const exported = await statusOf(res.body.exports.created[0].uid);
    expect(exported).toMatchObject({
      mailbox_uid: a!.uid,
      sequencer_uid: sequencer.uid,
      status: 'completed',
      method: 'imap',
      error_message: '',
      attempts: 1,
    });
    expect(exported.completed_at).not.toBeNull();
    const row = await h.ctx.db
      .selectFrom('sequencer_exports')
      .select(['previous_status', 'remote_account_id'])
      .where('uid', '=', exported.uid)
      .executeTakeFirstOrThrow();
    expect(row.previous_status).toBe('exporting');
    expect(row.remote_account_id).toMatch(/^sim_acct_/);
  });

  it.each([
    ['MICROSOFT', 'smartlead'],
    ['AZURE', 'instantly'],
    ['GOOGLE', 'lemlist'],
  ])(
    'exports %s mailboxes to %s by OAuth, through authorizing',
    async (mailboxPlatform, platform) => {
      const sequencer = await activeSequencer(platform);
      const [mailbox] = await activeMailboxes(mailboxPlatform, [uniqueUsername()]);
      const res = await exportMailboxes(h, sequencer.uid, [mailbox!.uid]);
      await settle(h);
      const exported = await statusOf(res.body.exports.created[0].uid);
      expect(exported).toMatchObject({ status: 'completed', method: 'oauth', attempts: 2 });
      const row = await h.ctx.db
        .selectFrom('sequencer_exports')
        .select('previous_status')
        .where('uid', '=', exported.uid)
        .executeTakeFirstOrThrow();
      expect(row.previous_status).toBe('exporting');
    },
  );

  it('skips and counts duplicates: already exported, being exported, or named twice', async () => {
    const sequencer = await activeSequencer('plusvibe');
    const [a, b, c] = await activeMailboxes('SMTP', [
      uniqueUsername(),
      uniqueUsername(),
      uniqueUsername(),
    ]);
    const first = await exportMailboxes(h, sequencer.uid, [a!.uid]);
    expect(first.body.results).toEqual({ new_exports_created: 1, duplicate_exports_skipped: 0 });
    const second = await exportMailboxes(h, sequencer.uid, [a!.uid, b!.uid, b!.uid]);
    expect(second.body.results).toEqual({ new_exports_created: 1, duplicate_exports_skipped: 2 });
    await settle(h);
    const third = await exportMailboxes(h, sequencer.uid, [a!.uid, b!.uid, c!.uid]);
    expect(third.body.results).toEqual({ new_exports_created: 1, duplicate_exports_skipped: 2 });
    expect(third.body.exports.created.map((e: any) => e.mailbox_uid)).toEqual([c!.uid]);
    // The same mailbox to another sequencer is not a duplicate.
    const other = await activeSequencer('reachinbox');
    const elsewhere = await exportMailboxes(h, other.uid, [a!.uid]);
    expect(elsewhere.body.results.new_exports_created).toBe(1);
  });

  it('concurrent exports of the same mailbox create one export', async () => {
    const sequencer = await activeSequencer('plusvibe');
    const [a] = await activeMailboxes('SMTP', [uniqueUsername()]);
    const results = await Promise.all(
      [1, 2, 3].map(() => exportMailboxes(h, sequencer.uid, [a!.uid])),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.reduce((n, r) => n + r.body.results.new_exports_created, 0)).toBe(1);
    expect((await exportStatus(h, { mailbox_uids: [a!.uid] })).pagination.total).toBe(1);
  });

  it('only active mailboxes: a 409 naming each other one, and nothing is exported', async () => {
    const sequencer = await activeSequencer('plusvibe');
    const [active] = await activeMailboxes('GOOGLE', [uniqueUsername()]);
    const domain = await activeDomainNamed(h);
    const [pending] = await buyMailboxes(h, domain.name, [{ platform: 'GOOGLE' }]);
    const res = await exportMailboxes(h, sequencer.uid, [active!.uid, pending.uid]);
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([
      {
        field: 'mailbox_uids[1]',
        message: `${pending.email} is scheduled; only active mailboxes can be exported`,
      },
    ]);
    expect((await exportStatus(h, { sequencer_uid: sequencer.uid })).pagination.total).toBe(0);
  });

  it('a mailbox that is not the workspace’s is a 404 naming it', async () => {
    const sequencer = await activeSequencer('plusvibe');
    const res = await exportMailboxes(h, sequencer.uid, ['00000000-0000-4000-8000-000000000000']);
    expect(res.status).toBe(404);
    expect(res.body.details[0].field).toBe('mailbox_uids[0]');
  });

  it('only to an active sequencer: a 409 naming sequencer_uid', async () => {
    const added = await addSequencer(h, 'replyio', { token: 'badcreds' });
    await settle(h);
    const [mailbox] = await activeMailboxes('SMTP', [uniqueUsername()]);
    const res = await exportMailboxes(h, added.uid, [mailbox!.uid]);
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([
      { field: 'sequencer_uid', message: 'is failed, not active' },
    ]);
  });
});

describe('export magic values', () => {
  it('exportfail fails that mailbox’s export with the reason; the others complete', async () => {
    const sequencer = await activeSequencer('smartlead');
    const [good, bad] = await activeMailboxes('GOOGLE', [
      uniqueUsername(),
      uniqueUsername('exportfail'),
    ]);
    await exportMailboxes(h, sequencer.uid, [good!.uid, bad!.uid]);
    await settle(h);
    const failed = await exportStatus(h, { status: 'failed' });
    expect(failed.data).toEqual([
      expect.objectContaining({
        mailbox_uid: bad!.uid,
        status: 'failed',
        error_message: 'Smartlead could not connect to the mailbox over SMTP/IMAP',
      }),
    ]);
    const done = await exportStatus(h, { status: 'completed' });
    expect(done.data.map((e: any) => e.mailbox_uid)).toEqual([good!.uid]);
  });

  it('a failed export can be exported again (it fails again: the token stays)', async () => {
    const sequencer = await activeSequencer('smartlead');
    const [bad] = await activeMailboxes('GOOGLE', [uniqueUsername('exportfail')]);
    await exportMailboxes(h, sequencer.uid, [bad!.uid]);
    await settle(h);
    const again = await exportMailboxes(h, sequencer.uid, [bad!.uid]);
    expect(again.body.results).toEqual({ new_exports_created: 1, duplicate_exports_skipped: 0 });
    await settle(h);
    const all = await exportStatus(h, { mailbox_uids: [bad!.uid] });
    expect(all.data.map((e: any) => e.status)).toEqual(['failed', 'failed']);
  });

  it('consentfail fails an OAuth export at authorizing', async () => {
    const sequencer = await activeSequencer('instantly');
    const [mailbox] = await activeMailboxes('MICROSOFT', [uniqueUsername('consentfail')]);
    const res = await exportMailboxes(h, sequencer.uid, [mailbox!.uid]);
    await settle(h);
    const exported = await statusOf(res.body.exports.created[0].uid);
    expect(exported).toMatchObject({
      status: 'failed',
      method: 'oauth',
      error_message: 'The mailbox refused consent to Instantly’s app',
    });
    const row = await h.ctx.db
      .selectFrom('sequencer_exports')
      .select('previous_status')
      .where('uid', '=', exported.uid)
      .executeTakeFirstOrThrow();
    expect(row.previous_status).toBe('authorizing');
  });

  it('exportflaky is retried and completes', async () => {
    const sequencer = await activeSequencer('plusvibe');
    const [mailbox] = await activeMailboxes('SMTP', [uniqueUsername('exportflaky')]);
    const res = await exportMailboxes(h, sequencer.uid, [mailbox!.uid]);
    await settle(h);
    expect(await statusOf(res.body.exports.created[0].uid)).toMatchObject({
      status: 'completed',
      attempts: 3,
    });
  });

  it('revoked: the platform refuses the stored credentials at export; the sequencer is disconnected', async () => {
    const sequencer = await activeSequencer('reachinbox', 'revoked');
    const [a, b] = await activeMailboxes('GOOGLE', [uniqueUsername(), uniqueUsername()]);
    await exportMailboxes(h, sequencer.uid, [a!.uid, b!.uid]);
    await settle(h);
    const exports = await exportStatus(h, { sequencer_uid: sequencer.uid });
    expect(exports.data.map((e: any) => e.status)).toEqual(['failed', 'failed']);
    // The first export to reach the platform is refused; one that runs after finds the sequencer
    // disconnected (two running at once may both be refused).
    const reasons = exports.data.map((e: any) => e.error_message);
    expect(reasons).toContain('ReachInbox no longer accepts the account’s credentials');
    for (const reason of reasons) {
      expect([
        'ReachInbox no longer accepts the account’s credentials',
        'The sequencer is disconnected',
      ]).toContain(reason);
    }
    const seq = await getSequencer(h, sequencer.uid);
    expect(seq).toMatchObject({
      status: 'disconnected',
      status_reason:
        'ReachInbox no longer accepts the account’s credentials; update the sequencer with current credentials',
    });
    // New credentials connect it again, and exports go through.
    await h.call('POST', '/v1/api/sequencers/update', {
      body: { uid: sequencer.uid, api_key: validForm('reachinbox').api_key },
    });
    await settle(h);
    expect((await getSequencer(h, sequencer.uid)).status).toBe('active');
    const retry = await exportMailboxes(h, sequencer.uid, [a!.uid]);
    await settle(h);
    expect((await statusOf(retry.body.exports.created[0].uid)).status).toBe('completed');
  });
});

describe('Export mailboxes status', () => {
  it('filters by sequencer, mailboxes, uids and status, alone and together, with offset pagination', async () => {
    const s1 = await activeSequencer('plusvibe');
    const s2 = await activeSequencer('reachinbox');
    const mailboxes = await activeMailboxes('SMTP', [
      uniqueUsername(),
      uniqueUsername(),
      uniqueUsername('exportfail'),
    ]);
    const uids = mailboxes.map((m) => m.uid);
    const e1 = (await exportMailboxes(h, s1.uid, uids)).body.exports.created;
    const e2 = (await exportMailboxes(h, s2.uid, uids.slice(0, 2))).body.exports.created;
    await settle(h);
    const all = await exportStatus(h, {});
    expect(all.pagination).toEqual({ total: 5, limit: 10, offset: 0, hasMore: false });
    // Newest first; the exports of one request share their created_at, and their ids (which
    // sort by creation) break the tie.
    expect(all.data.map((e: any) => e.uid)).toEqual(
      [...e1, ...e2].map((e: any) => e.uid).reverse(),
    );
    expect((await exportStatus(h, { sequencer_uid: s2.uid })).pagination.total).toBe(2);
    expect((await exportStatus(h, { mailbox_uids: [uids[0]] })).pagination.total).toBe(2);
    expect((await exportStatus(h, { uids: [e1[0].uid, e2[0].uid] })).pagination.total).toBe(2);
    expect(
      (await exportStatus(h, { status: 'failed' })).data.map((e: any) => e.mailbox_uid),
    ).toEqual([uids[2]]);
    expect(
      (
        await exportStatus(h, {
          sequencer_uid: s1.uid,
          status: 'completed',
          mailbox_uids: uids.slice(1),
        })
      ).data.map((e: any) => e.mailbox_uid),
    ).toEqual([uids[1]]);
    expect((await exportStatus(h, { mailbox_uids: [], uids: [] })).pagination.total).toBe(5);
    expect(
      (await exportStatus(h, { uids: ['00000000-0000-4000-8000-000000000000'] })).pagination.total,
    ).toBe(0);
    const page = await exportStatus(h, { limit: 2, offset: 2 });
    expect(page.pagination).toEqual({ total: 5, limit: 2, offset: 2, hasMore: true });
    expect(page.data.map((e: any) => e.uid)).toEqual(all.data.slice(2, 4).map((e: any) => e.uid));
    const last = await exportStatus(h, { limit: 2, offset: 4 });
    expect(last.pagination.hasMore).toBe(false);
    expect(last.data).toHaveLength(1);
  });

  it('an unknown sequencer_uid is a 404 naming it', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/export/status', {
      body: { sequencer_uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
    expect(res.body.details[0].field).toBe('sequencer_uid');
  });

  it('deleting a sequencer deletes its exports’ records', async () => {
    const sequencer = await activeSequencer('plusvibe');
    const [mailbox] = await activeMailboxes('SMTP', [uniqueUsername()]);
    await exportMailboxes(h, sequencer.uid, [mailbox!.uid]);
    await h.call('POST', '/v1/api/sequencers/delete', { body: { uids: [sequencer.uid] } });
    await settle(h);
    expect((await exportStatus(h, {})).pagination.total).toBe(0);
  });
});

describe('Export mailboxes to a platform whose API cannot add accounts', () => {
  it.each(['replyio', 'salesforge'])(
    '%s: nothing exported, and the answer says why and what to add by hand',
    async (platform) => {
      const sequencer = await activeSequencer(platform);
      const [a] = await activeMailboxes('SMTP', [uniqueUsername()]);
      const res = await exportMailboxes(h, sequencer.uid, [a!.uid]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.results).toEqual({ new_exports_created: 0, duplicate_exports_skipped: 0 });
      expect(res.body.exports.created).toEqual([]);
      expect(res.body.message).toMatch(
        /^Nothing exported: .* has no call that adds a sending account/,
      );
      expect(res.body.manual_setup).toEqual({
        reason: expect.stringContaining('with its SMTP/IMAP settings'),
        mailboxes: [{ mailbox_uid: a!.uid, mailbox_email: a!.email }],
      });
      expect((await exportStatus(h, { sequencer_uid: sequencer.uid })).data).toEqual([]);
    },
  );
});
