import { describe, expect, it } from 'vitest';
import { totp } from '../src/lib/totp.js';
import { fail } from '../src/providers/result.js';
import { pauseJobs, settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { writeDirectly } from './support/list-counts.js';
import {
  activeDomainNamed,
  buyMailboxes,
  cancelAtOnce,
  credentialsOf,
  getMailbox,
  mailboxId,
  oneMailbox,
  runDueNow,
  uniqueUsername,
} from './support/mailboxes.js';

const h = useHarness();

/** One active mailbox of the test team. */
async function activeMailbox(item: Parameters<typeof oneMailbox>[1] = {}) {
  const { mailbox, domain } = await oneMailbox(h, item);
  await settle(h);
  await pauseJobs(h);
  expect((await getMailbox(h, mailbox.uid)).status).toBe('active');
  return { mailbox, domain };
}

describe('list mailboxes', () => {
  it('lists newest first with page pagination and filters by keyword, domain, domain_uid, status and platform', async () => {
    const a = await activeDomainNamed(h);
    const b = await activeDomainNamed(h);
    await buyMailboxes(h, a.name, [
      { username: 'zed_one', first_name: 'Zed' },
      { username: 'amy' },
    ]);
    const [smtp] = await buyMailboxes(h, b.name, [{ username: 'carl', platform: 'SMTP' }]);
    const list = (body: object) => h.call('POST', '/v1/api/mailboxes/list', { body });
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.mailboxes.map((m: any) => m.username)).toEqual(['carl', 'amy', 'zed_one']);
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    const page2 = await list({ page: 2, limit: 2 });
    expect(page2.body.mailboxes.map((m: any) => m.username)).toEqual(['zed_one']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect((await list({ keyword: 'ZED' })).body.mailboxes).toHaveLength(1);
    expect((await list({ keyword: '_one' })).body.mailboxes).toHaveLength(1);
    expect((await list({ keyword: '%' })).body.mailboxes).toHaveLength(0);
    expect((await list({ domain: b.name })).body.mailboxes.map((m: any) => m.uid)).toEqual([
      smtp.uid,
    ]);
    expect((await list({ domain_uid: a.uid })).body.pagination.total).toBe(2);
    expect((await list({ domain_uid: crypto.randomUUID() })).body.pagination.total).toBe(0);
    expect((await list({ platform: 'SMTP' })).body.pagination.total).toBe(1);
    expect((await list({ status: 'scheduled' })).body.pagination.total).toBe(3);
    expect((await list({ status: 'active' })).body.pagination.total).toBe(0);
    for (const m of all.body.mailboxes) expect(m).not.toHaveProperty('password');
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 501 }, 'limit'],
    [{ page: 0 }, 'page'],
    [{ status: 'alive' }, 'status'],
    [{ domain_uid: 'nope' }, 'domain_uid'],
    [{ colour: 'red' }, 'colour'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const res = await h.call('POST', '/v1/api/mailboxes/list', {
      body,
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
  });
});

describe('details, status and credentials', () => {
  it('get details answers one mailbox without credentials; unknown is a 404', async () => {
    const { mailbox } = await oneMailbox(h);
    const details = await getMailbox(h, mailbox.uid);
    expect(details).toMatchObject({ uid: mailbox.uid, status: 'scheduled' });
    expect(JSON.stringify(details)).not.toMatch(/password|secret/);
    const missing = await h.call('GET', '/v1/api/mailboxes/details', {
      query: { uid: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
    expect((await h.call('GET', '/v1/api/mailboxes/details', { query: { uid: 'x' } })).status).toBe(
      400,
    );
  });

  it('check status by uids and/or domain_uids; neither is a 400 naming uids', async () => {
    const a = await activeDomainNamed(h);
    const b = await activeDomainNamed(h);
    const [one, two] = await buyMailboxes(h, a.name, [{}, {}]);
    const [three] = await buyMailboxes(h, b.name, [{}]);
    const check = (body: object) => h.call('POST', '/v1/api/mailboxes/status', { body });
    const byUid = await check({ uids: [one.uid] });
    expect(byUid.status).toBe(200);
    expect(byUid.body.mailboxes).toEqual([
      expect.objectContaining({
        uid: one.uid,
        status: 'scheduled',
        previous_status: null,
        email: one.email,
      }),
    ]);
    expect(
      (await check({ domain_uids: [a.uid] })).body.mailboxes.map((m: any) => m.uid).sort(),
    ).toEqual([one.uid, two.uid].sort());
    expect((await check({ uids: [three.uid], domain_uids: [a.uid] })).body.pagination.total).toBe(
      3,
    );
    const neither = await check({});
    expect(neither.status).toBe(400);
    expect(neither.body.details[0].field).toBe('uids');
    expect((await check({ uids: [crypto.randomUUID()] })).status).toBe(404);
  });

  it('show credentials: strong password, 16-letter app password, base32 secret of 20 bytes; SMTP has no secret', async () => {
    const { mailbox } = await oneMailbox(h);
    const res = await h.call('GET', '/v1/api/mailboxes/show-credentials', {
      query: { uid: mailbox.uid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: mailbox.uid,
      email: mailbox.email,
      // A simulated mailbox's credentials never name the real provider (smtp.gmail.com), where a
      // sandbox password means nothing: the sandbox's host, while its SMTP endpoint is off here.
      smtp: { host: 'smtp.mail.mailwright-sim.example', port: 587, username: mailbox.email },
    });
    expect(res.body.password).toMatch(/^.{20}$/);
    expect(res.body.password).toMatch(/[a-z]/);
    expect(res.body.password).toMatch(/[A-Z]/);
    expect(res.body.password).toMatch(/[0-9]/);
    expect(res.body.app_password).toMatch(/^[a-z]{16}$/);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const { mailbox: smtp } = await oneMailbox(h, { platform: 'SMTP' });
    expect((await credentialsOf(h, smtp.uid)).secret).toBe('');
    // Credentials are sealed at rest: no column holds a plaintext value.
    const row = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', mailbox.uid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(res.body.password);
    expect(JSON.stringify(row)).not.toContain(res.body.secret);
  });

  it('show credentials by email: the same answer as by uid; exactly one of uid and email; another team’s address is a 404', async () => {
    const { mailbox } = await oneMailbox(h);
    const show = (query: Record<string, string>, team?: { token: string; workspace: string }) =>
      h.call('GET', '/v1/api/mailboxes/show-credentials', { query, ...(team ?? {}) });
    const byUid = await show({ uid: mailbox.uid });
    const byEmail = await show({ email: ` ${mailbox.email.toUpperCase()} ` });
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    expect(byEmail.body).toEqual(byUid.body);
    for (const [query, field] of [
      [{}, 'uid'],
      [{ uid: mailbox.uid, email: mailbox.email }, 'email'],
      [{ email: 'no-at-sign' }, 'email'],
      [{ email: `bad name@${mailbox.domain_name}` }, 'email'],
    ] as const) {
      const res = await show(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.details[0].field).toBe(field);
      expect(JSON.stringify(res.body)).not.toContain(byUid.body.password);
    }
    expect((await show({ email: `nobody@${mailbox.domain_name}` })).status).toBe(404);
    // Another team asking for this address (or its own unknown one) learns nothing.
    const other = await h.createTeam();
    const theirs = await show(
      { email: mailbox.email },
      { token: other.token, workspace: other.workspace.uid },
    );
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(byUid.body.password);
  });

  it('generate TOTP answers the current RFC 6238 code of the stored secret; SMTP is a 409', async () => {
    const { mailbox } = await oneMailbox(h);
    const { secret } = await credentialsOf(h, mailbox.uid);
    const res = await h.call('GET', '/v1/api/mailboxes/totp', { query: { uid: mailbox.uid } });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^\d{6}$/);
    const now = Date.now();
    expect([totp(secret, now - 30_000).code, totp(secret, now).code]).toContain(res.body.code);
    expect(res.body.remaining_seconds).toBeGreaterThan(0);
    expect(res.body.remaining_seconds).toBeLessThanOrEqual(30);
    const { mailbox: smtp } = await oneMailbox(h, { platform: 'SMTP' });
    expect(
      (await h.call('GET', '/v1/api/mailboxes/totp', { query: { uid: smtp.uid } })).status,
    ).toBe(409);
  });

  it('failure reason of a healthy mailbox is empty', async () => {
    const { mailbox } = await oneMailbox(h);
    const res = await h.call('GET', '/v1/api/mailboxes/failure-reason', {
      query: { uid: mailbox.uid },
    });
    expect(res.body).toMatchObject({
      status: 'scheduled',
      failed_step: null,
      code: '',
      reason: '',
    });
  });
});

describe('changes to the account', () => {
  it('update names, change username (409 for a taken address), profile picture and signatures', async () => {
    const { mailbox, domain } = await activeMailbox();
    const updated = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, first_name: 'Ana Maria' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.mailbox).toMatchObject({ first_name: 'Ana Maria', last_name: 'Lima' });
    expect(
      (await h.call('POST', '/v1/api/mailboxes/update', { body: { uid: mailbox.uid } })).status,
    ).toBe(400);
    expect(
      (
        await h.call('POST', '/v1/api/mailboxes/update', {
          body: { uid: mailbox.uid, user_name: 'bad name!' },
        })
      ).body.details[0].field,
    ).toBe('user_name');

    const [other] = await buyMailboxes(h, domain.name, [{ username: 'taken' }]);
    const clash = await h.call('POST', '/v1/api/mailboxes/username', {
      body: { uid: mailbox.uid, new_username: 'Taken' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(`Mailbox taken@${domain.name} already exists`);
    expect(
      (
        await h.call('POST', '/v1/api/mailboxes/username', {
          body: { uid: mailbox.uid, new_username: 'bad name' },
        })
      ).body.details[0].field,
    ).toBe('new_username');
    const renamed = await h.call('POST', '/v1/api/mailboxes/username', {
      body: { uid: mailbox.uid, new_username: 'Ana.M' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.mailbox).toMatchObject({
      username: 'ana.m',
      email: `ana.m@${domain.name}`,
    });
    // The old address is free again.
    const free = await h.call('GET', '/v1/api/mailboxes/availability', {
      query: { email: mailbox.email },
    });
    expect(free.body).toMatchObject({ available: true, reason: null });
    // A mailbox still being set up cannot be renamed.
    expect(
      (
        await h.call('POST', '/v1/api/mailboxes/username', {
          body: { uid: other.uid, new_username: 'z' },
        })
      ).status,
    ).toBe(409);

    const picture = await h.call('POST', '/v1/api/mailboxes/profile-picture', {
      body: { uid: mailbox.uid, profile_picture: 'https://cdn.example.com/ana.png' },
    });
    expect(picture.body.mailbox.profile_picture).toBe('https://cdn.example.com/ana.png');
    const badPicture = await h.call('POST', '/v1/api/mailboxes/profile-picture', {
      body: { uid: mailbox.uid, profile_picture: 'javascript:alert(1)' },
    });
    expect(badPicture.status).toBe(400);
    expect(badPicture.body.details[0].field).toBe('profile_picture');

    const signed = await h.call('POST', '/v1/api/mailboxes/signature', {
      body: { uids: [mailbox.uid], signature: '<p>Ana</p>' },
    });
    expect(signed.body.mailboxes[0].signature).toBe('<p>Ana</p>');
    expect(
      (
        await h.call('POST', '/v1/api/mailboxes/signature', {
          body: { uids: [mailbox.uid], signature: '' },
        })
      ).status,
    ).toBe(400);
    const unsigned = await h.call('DELETE', '/v1/api/mailboxes/signature', {
      body: { uids: [mailbox.uid] },
    });
    expect(unsigned.body.mailboxes[0].signature).toBe('');
    expect(
      (await h.call('DELETE', '/v1/api/mailboxes/signature', { body: { uids: [other.uid] } }))
        .status,
    ).toBe(409);
  });

  it('change username takes the address before asking the host: of two racing renames one reaches the host, the other is a 409 that changed nothing', async () => {
    const domain = await activeDomainNamed(h);
    const [first, second] = await buyMailboxes(h, domain.name, [{}, {}]);
    await settle(h);
    await pauseJobs(h);
    const secondBefore = await getMailbox(h, second.uid);
    // The host holds the first rename until released, and records every address change.
    const host = h.ctx.providers.mailboxHost;
    const real = host.updateAccount;
    const renamedAtHost: string[] = [];
    let reached!: () => void;
    const atHost = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    host.updateAccount = async (input) => {
      if (input.changes.email) renamedAtHost.push(`${input.email} -> ${input.changes.email}`);
      if (renamedAtHost.length === 1) {
        reached();
        await gate;
      }
      return real.call(host, input);
    };
    try {
      const rename = (uid: string) =>
        h.call('POST', '/v1/api/mailboxes/username', { body: { uid, new_username: 'shared' } });
      const winner = rename(first.uid);
      await atHost;
      const loser = await rename(second.uid);
      expect(loser.status).toBe(409);
      expect(loser.body.message).toBe(`Mailbox shared@${domain.name} already exists`);
      release();
      const won = await winner;
      expect(won.status, JSON.stringify(won.body)).toBe(200);
      expect(won.body.mailbox.email).toBe(`shared@${domain.name}`);
      expect(renamedAtHost).toEqual([`${first.email} -> shared@${domain.name}`]);
      expect(await getMailbox(h, second.uid)).toEqual(secondBefore);
    } finally {
      release();
      host.updateAccount = real;
    }
  });

  it('change username: when the host refuses or is unavailable, the mailbox keeps its address and the new one stays free', async () => {
    const { mailbox, domain } = await activeMailbox();
    const before = await getMailbox(h, mailbox.uid);
    const host = h.ctx.providers.mailboxHost;
    const real = host.updateAccount;
    try {
      for (const [retryable, status] of [
        [false, 400],
        [true, 503],
      ] as const) {
        host.updateAccount = async () =>
          fail('address_rejected', 'The address was rejected', retryable);
        const res = await h.call('POST', '/v1/api/mailboxes/username', {
          body: { uid: mailbox.uid, new_username: 'refused' },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        if (status === 400) expect(res.body.details[0].field).toBe('new_username');
        expect(await getMailbox(h, mailbox.uid)).toEqual(before);
        const free = await h.call('GET', '/v1/api/mailboxes/availability', {
          query: { email: `refused@${domain.name}` },
        });
        expect(free.body).toMatchObject({ available: true, reason: null });
      }
    } finally {
      host.updateAccount = real;
    }
    // Nothing was left half-done: the same rename now goes through.
    const renamed = await h.call('POST', '/v1/api/mailboxes/username', {
      body: { uid: mailbox.uid, new_username: 'refused' },
    });
    expect(renamed.body.mailbox.email).toBe(`refused@${domain.name}`);
  });

  it('change password: a chosen one (checked, never echoed) or a generated one; show credentials returns it', async () => {
    const { mailbox } = await activeMailbox();
    const before = await credentialsOf(h, mailbox.uid);
    const weak = await h.call('POST', '/v1/api/mailboxes/password', {
      body: { uid: mailbox.uid, new_password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details[0].field).toBe('new_password');
    expect(JSON.stringify(weak.body)).not.toContain('short');
    const chosen = 'Correct-Horse-42-battery';
    const res = await h.call('POST', '/v1/api/mailboxes/password', {
      body: { uid: mailbox.uid, new_password: chosen },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(chosen);
    expect(await credentialsOf(h, mailbox.uid)).toMatchObject({
      password: chosen,
      app_password: before.app_password,
      secret: before.secret,
    });
    await h.call('POST', '/v1/api/mailboxes/password', { body: { uid: mailbox.uid } });
    const generated = (await credentialsOf(h, mailbox.uid)).password;
    expect(generated).not.toBe(chosen);
    expect(generated).toHaveLength(20);
  });

  it('check availability: free, taken, domain full or on another platform; malformed is a 400; unknown domain a 404', async () => {
    const domain = await activeDomainNamed(h);
    const check = (query: Record<string, string>) =>
      h.call('GET', '/v1/api/mailboxes/availability', { query });
    expect((await check({ email: `new@${domain.name}` })).body).toMatchObject({
      available: true,
      reason: null,
    });
    await buyMailboxes(h, domain.name, [{ username: 'ana' }, {}, {}, {}]);
    expect((await check({ email: `ANA@${domain.name}` })).body).toMatchObject({
      email: `ana@${domain.name}`,
      available: false,
      reason: 'taken',
    });
    expect((await check({ email: `new@${domain.name}`, platform: 'MICROSOFT' })).body.reason).toBe(
      'platform_mismatch',
    );
    await buyMailboxes(h, domain.name, [{}]);
    expect((await check({ email: `new@${domain.name}` })).body.reason).toBe('domain_full');
    expect((await check({ email: 'no-at-sign' })).status).toBe(400);
    expect((await check({ email: `x@${domain.name}`, platform: 'YAHOO' })).status).toBe(400);
    expect((await check({ email: 'x@unknown-domain.com' })).status).toBe(404);
  });
});

describe('cancel, uncancel, retention and re-purchase', () => {
  it('cancels at the end of the paid period; uncancel within it restores the status', async () => {
    const { mailbox } = await activeMailbox();
    const details = await getMailbox(h, mailbox.uid);
    const res = await h.call('POST', '/v1/api/mailboxes/cancel', { body: { uids: [mailbox.uid] } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mailbox scheduled for cancellation');
    expect(res.body.mailboxes[0]).toMatchObject({
      status: 'scheduled_for_cancellation',
      cancel_at: details.renewal_date,
    });
    const back = await h.call('POST', '/v1/api/mailboxes/uncancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(back.body.results).toEqual({
      success: [{ uid: mailbox.uid, status: 'active' }],
      failed: [],
    });
    const again = await h.call('POST', '/v1/api/mailboxes/uncancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(again.body.results.failed[0].error).toContain('not scheduled for cancellation');
    expect((await getMailbox(h, mailbox.uid)).cancel_at).toBeNull();
  });

  it('a live mailbox keeps its workspace from being deleted; a cancelled one left behind does not', async () => {
    const { mailbox, domain } = await activeMailbox();
    const workspacePath = `/v1/api/workspaces/${h.team.workspace.uid}`;
    const live = await h.call('DELETE', workspacePath);
    expect(live.status).toBe(409);
    expect(live.body).toMatchObject({ code: 'CONFLICT' });

    await cancelAtOnce(h, mailbox.uid);

    // With its mailbox cancelled the domain can move away; the cancelled mailbox stays behind,
    // as history, and does not hold the workspace.
    const other = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Other' } });
    const move = await h.call('POST', '/v1/api/domains/move', {
      body: { uids: [domain.uid], target_workspace_uid: other.body.workspace.uid },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    await settle(h);
    expect((await h.call('POST', '/v1/api/domains/list', { body: {} })).body.domains).toEqual([]);

    expect((await h.call('DELETE', workspacePath)).status).toBe(200);
    const gone = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: h.team.workspace.uid },
    });
    expect(gone.status).toBe(404);
  });

  it('a mailbox being set up cannot be cancelled; neither uids nor domain_uids is a 400', async () => {
    const { mailbox } = await oneMailbox(h);
    const res = await h.call('POST', '/v1/api/mailboxes/cancel', { body: { uids: [mailbox.uid] } });
    expect(res.status).toBe(409);
    expect(res.body.details[0].field).toBe('uids[0]');
    expect((await h.call('POST', '/v1/api/mailboxes/cancel', { body: {} })).status).toBe(400);
  });

  it('cancellation takes effect at cancel_at, frees the slot and the address; then archived, then deleted with credentials wiped', async () => {
    const { mailbox, domain } = await activeMailbox({ platform: 'MICROSOFT' });
    const id = await mailboxId(h, mailbox.uid);
    // As if the paid period were over: the cancellation takes effect at once.
    await h.ctx.db
      .updateTable('mailboxes')
      .set({ renewal_date: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const cancelled = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { domain_uids: [domain.uid] },
    });
    expect(cancelled.body.mailboxes.map((m: any) => m.uid)).toEqual([mailbox.uid]);
    const late = await h.call('POST', '/v1/api/mailboxes/uncancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(late.body.results.failed[0].error).toContain('cancellation window closed');
    await settle(h);
    expect(await getMailbox(h, mailbox.uid)).toMatchObject({
      status: 'cancelled',
      renewal_status: 'cancelled',
    });
    const list = await h.call('POST', '/v1/api/domains/list', { body: { uids: [domain.uid] } });
    expect(list.body.domains[0]).toMatchObject({ assigned_mailboxes: 0, mail_platform: null });
    const free = await h.call('GET', '/v1/api/mailboxes/availability', {
      query: { email: mailbox.email },
    });
    expect(free.body.available).toBe(true);

    // Re-purchase for reactivation (MICROSOFT): refused while the domain is not active...
    await writeDirectly(h, 'domains', { uid: domain.uid }, { status: 'inactive' });
    const inactiveDomain = await h.call('POST', '/v1/api/mailboxes/repurchase', {
      body: { uids: [mailbox.uid] },
    });
    expect(inactiveDomain.status).toBe(409);
    expect(inactiveDomain.body.details[0].field).toBe('uids[0]');
    expect((await getMailbox(h, mailbox.uid)).status).toBe('cancelled');
    await writeDirectly(h, 'domains', { uid: domain.uid }, { status: 'active' });
    // ...then the same mailbox, address and credentials.
    const creds = await credentialsOf(h, mailbox.uid);
    const re = await h.call('POST', '/v1/api/mailboxes/repurchase', {
      body: { uids: [mailbox.uid] },
    });
    expect(re.status, JSON.stringify(re.body)).toBe(200);
    expect(re.body.mailboxes[0]).toMatchObject({
      uid: mailbox.uid,
      status: 'scheduled',
      renewal_status: 'na',
    });
    await settle(h);
    expect(await getMailbox(h, mailbox.uid)).toMatchObject({
      status: 'active',
      renewal_status: 'pending',
    });
    expect(await credentialsOf(h, mailbox.uid)).toEqual(
      expect.objectContaining({ password: creds.password }),
    );
    await pauseJobs(h);

    // Cancel at once, then retention: archived, then deleted.
    await cancelAtOnce(h, mailbox.uid);
    // Two archive jobs: the first cancellation's (stale: it does nothing) and this one's.
    expect(await runDueNow(h, 'mailboxes.archive', id)).toBe(2);
    await settle(h);
    expect((await getMailbox(h, mailbox.uid)).status).toBe('archived');
    expect(await runDueNow(h, 'mailboxes.delete', id)).toBe(1);
    await settle(h);
    expect((await getMailbox(h, mailbox.uid)).status).toBe('deleted');
    expect(
      (await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid: mailbox.uid } }))
        .status,
    ).toBe(404);
    expect(
      (await h.call('POST', '/v1/api/mailboxes/list', { body: {} })).body.pagination.total,
    ).toBe(0);
    expect(
      (await h.call('POST', '/v1/api/mailboxes/list', { body: { status: 'deleted' } })).body
        .pagination.total,
    ).toBe(1);
  });

  it('re-purchase and reactivate refuse other platforms (400) and other statuses (409)', async () => {
    const { mailbox } = await activeMailbox();
    for (const path of ['repurchase', 'reactivate']) {
      const res = await h.call('POST', `/v1/api/mailboxes/${path}`, {
        body: { uids: [mailbox.uid] },
      });
      expect(res.status, path).toBe(400);
      expect(res.body.details[0].field).toBe('uids[0]');
    }
    const { mailbox: ms } = await activeMailbox({ platform: 'AZURE', username: uniqueUsername() });
    expect(
      (await h.call('POST', '/v1/api/mailboxes/reactivate', { body: { uids: [ms.uid] } })).status,
    ).toBe(409);
    expect(
      (await h.call('POST', '/v1/api/mailboxes/repurchase', { body: { uids: [ms.uid] } })).status,
    ).toBe(409);
  });
});

describe('tags on mailboxes', () => {
  it('assigns and removes tags on mailboxes; the list and counts show them', async () => {
    const { mailbox } = await oneMailbox(h);
    const tag = (await h.call('POST', '/v1/api/tags', { body: { name: 'Client A' } })).body.tag;
    const assigned = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [tag.uid], mailbox_uids: [mailbox.uid] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.changed).toBe(1);
    expect((await getMailbox(h, mailbox.uid)).tags).toEqual([{ uid: tag.uid, name: 'Client A' }]);
    const tags = await h.call('GET', '/v1/api/tags');
    expect(tags.body.tags[0]).toMatchObject({ mailboxes_count: 1, domains_count: 0 });
    const removed = await h.call('POST', '/v1/api/tags/unassign', {
      body: { tag_uids: [tag.uid], mailbox_uids: [mailbox.uid] },
    });
    expect(removed.body.changed).toBe(1);
    expect((await getMailbox(h, mailbox.uid)).tags).toEqual([]);
    const none = await h.call('POST', '/v1/api/tags/assign', { body: { tag_uids: [tag.uid] } });
    expect(none.status).toBe(400);
    expect(none.body.details[0].field).toBe('domain_uids');
    const unknown = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [tag.uid], mailbox_uids: [crypto.randomUUID()] },
    });
    expect(unknown.status).toBe(404);
  });
});
