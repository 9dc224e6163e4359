import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { addMember, invite, linkToken, memberUidOf, uniqueEmail } from './support/members.js';

const h = useHarness();

const accept = (token: string) =>
  h.call('POST', '/v1/api/members/invitations/accept', {
    token: null,
    workspace: null,
    body: { token },
  });
const me = (token: string) => h.call('GET', '/v1/api/members/me', { token, workspace: null });
const asTeam = { workspace: null } as const;

describe('existing team tokens', () => {
  it('act as the team’s admin member, made from the team’s admin email', async () => {
    const res = await me(h.team.token);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      email: 'admin@example.com',
      role: 'admin',
      can_manage_billing: true,
    });
  });
});

describe('invitations', () => {
  it('a link joins once with the invited role and a first token; a second use is refused', async () => {
    const email = uniqueEmail();
    const invited = await invite(h, 'billing', { email: email.toUpperCase(), name: 'Ada' });
    expect(invited.invitation).toMatchObject({
      email,
      name: 'Ada',
      role: 'member',
      can_manage_billing: true,
      status: 'pending',
      member: null,
    });
    expect(invited.invitation_url).toMatch(/^http:\/\/.+\/invitations\/mwi_[A-Za-z0-9_-]{43}$/);

    const first = await accept(linkToken(invited.invitation_url));
    expect(first.status).toBe(200);
    expect(first.body.member).toMatchObject({ email, role: 'member', can_manage_billing: true });
    expect(first.body.token).toMatch(/^mw_/);
    expect(first.body.api_token.member.uid).toBe(first.body.member.uid);
    expect((await me(first.body.token)).body.member.uid).toBe(first.body.member.uid);

    const second = await accept(linkToken(invited.invitation_url));
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('already accepted');
    const members = await h.call('GET', '/v1/api/members', asTeam);
    expect(members.body.members.map((m: { email: string }) => m.email)).toEqual([
      email,
      'admin@example.com',
    ]);
    const list = await h.call('GET', '/v1/api/members/invitations', asTeam);
    expect(list.body.invitations[0]).toMatchObject({
      status: 'accepted',
      member: { uid: first.body.member.uid },
    });
    expect(JSON.stringify(list.body)).not.toContain(linkToken(invited.invitation_url));
  });

  it('the link opens a page whose Accept button shows the token once', async () => {
    const invited = await invite(h, 'member', { name: 'Grace <admin>' });
    const path = new URL(invited.invitation_url).pathname;
    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Test team');
    expect(page.body).toContain('Grace &lt;admin&gt;');
    expect(page.body).toContain('without billing');

    const accepted = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'accept=yes',
    });
    expect(accepted.statusCode).toBe(200);
    const token = /mw_[A-Za-z0-9_-]{43}/.exec(accepted.body)?.[0] as string;
    expect((await me(token)).body.member).toMatchObject({ role: 'member', name: 'Grace <admin>' });

    const again = await h.app.inject({ method: 'POST', url: path });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already accepted');
    expect(again.body).not.toMatch(/mw_[A-Za-z0-9_-]{43}/);
    expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
    expect((await h.app.inject({ method: 'GET', url: '/invitations/mwi_nope' })).statusCode).toBe(
      404,
    );
  });

  it('an expired link is refused, and listed as expired', async () => {
    const invited = await invite(h, 'member');
    await h.ctx.db
      .updateTable('member_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uid', '=', invited.invitation.uid)
      .execute();
    const res = await accept(linkToken(invited.invitation_url));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('expired');
    const page = await h.app.inject({
      method: 'POST',
      url: new URL(invited.invitation_url).pathname,
    });
    expect(page.statusCode).toBe(410);
    const list = await h.call('GET', '/v1/api/members/invitations', {
      ...asTeam,
      query: { status: 'expired' },
    });
    expect(list.body.invitations.map((i: { uid: string }) => i.uid)).toEqual([
      invited.invitation.uid,
    ]);
    expect((await h.call('GET', '/v1/api/members', asTeam)).body.total).toBe(1);
    // An expired invitation does not block a new one; each list names only its own.
    const fresh = await invite(h, 'member', { email: invited.invitation.email });
    const uidsOf = async (status: string) =>
      (
        await h.call('GET', '/v1/api/members/invitations', { ...asTeam, query: { status } })
      ).body.invitations.map((i: { uid: string }) => i.uid);
    expect(await uidsOf('pending')).toEqual([fresh.invitation.uid]);
    expect(await uidsOf('expired')).toEqual([invited.invitation.uid]);
  });

  it('expires after MAILWRIGHT_INVITATION_TTL_HOURS', async () => {
    const invited = await invite(h, 'member');
    const { created_at, expires_at } = invited.invitation as unknown as Record<string, string>;
    expect(Date.parse(expires_at as string) - Date.parse(created_at as string)).toBe(
      h.ctx.config.members.invitationTtlMs,
    );
    expect(h.ctx.config.members.invitationTtlMs).toBe(168 * 3_600_000);
  });

  it('a revoked link is refused; an unknown one is a 404', async () => {
    const invited = await invite(h, 'member');
    const revoked = await h.call(
      'DELETE',
      `/v1/api/members/invitations/${invited.invitation.uid}`,
      asTeam,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitation.status).toBe('revoked');
    const res = await accept(linkToken(invited.invitation_url));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('revoked');
    const unknown = await accept(`mwi_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    // The email can be invited again once the pending invitation is revoked.
    await invite(h, 'member', { email: invited.invitation.email });
  });

  it('refuses a second invitation for a member or a pending invitation (409), any letter case', async () => {
    const member = await addMember(h, 'member');
    const dup = await h.call('POST', '/v1/api/members/invite', {
      ...asTeam,
      body: { name: 'Again', email: member.email.toUpperCase() },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('already a member');
    const admin = await h.call('POST', '/v1/api/members/invite', {
      ...asTeam,
      body: { name: 'Admin again', email: 'ADMIN@example.com' },
    });
    expect(admin.status).toBe(409);
    const pending = await invite(h, 'member');
    const twice = await h.call('POST', '/v1/api/members/invite', {
      ...asTeam,
      body: { name: 'Twice', email: pending.invitation.email },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(pending.invitation.uid);
  });

  it('accepts a link once when several acceptances arrive together', async () => {
    const invited = await invite(h, 'member');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => accept(linkToken(invited.invitation_url))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const members = await h.call('GET', '/v1/api/members', asTeam);
    expect(members.body.total).toBe(2);
  });

  it('rejects bad input with a 400 naming the field, and writes nothing', async () => {
    for (const [body, field] of [
      [{ name: 'A', email: 'not-an-email' }, 'email'],
      [{ name: '', email: uniqueEmail() }, 'name'],
      [{ name: 'A', email: uniqueEmail(), role: 'owner' }, 'role'],
      [
        { name: 'A', email: uniqueEmail(), role: 'admin', can_manage_billing: false },
        'can_manage_billing',
      ],
    ] as const) {
      const res = await h.call('POST', '/v1/api/members/invite', { ...asTeam, body });
      expect(res.status, field).toBe(400);
      expect(res.body.details[0].field, field).toBe(field);
    }
    const list = await h.call('GET', '/v1/api/members/invitations', asTeam);
    expect(list.body.total).toBe(0);
  });
});

describe('roles', () => {
  it('a role change takes effect on the member’s next request', async () => {
    const member = await addMember(h, 'member');
    expect((await h.call('GET', '/v1/api/tokens', { token: member.token, ...asTeam })).status).toBe(
      403,
    );
    const promoted = await h.call('PUT', `/v1/api/members/${member.uid}`, {
      ...asTeam,
      body: { role: 'admin' },
    });
    expect(promoted.body.member).toMatchObject({ role: 'admin', can_manage_billing: true });
    expect((await h.call('GET', '/v1/api/tokens', { token: member.token, ...asTeam })).status).toBe(
      200,
    );
    await h.call('PUT', `/v1/api/members/${member.uid}`, {
      ...asTeam,
      body: { role: 'member', can_manage_billing: true },
    });
    const after = await h.call('GET', '/v1/api/tokens', { token: member.token, ...asTeam });
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('ADMIN_ROLE_REQUIRED');
    expect((await me(member.token)).body.member.can_manage_billing).toBe(true);
  });

  it('the team keeps at least one admin', async () => {
    const adminUid = await memberUidOf(h, h.team.token);
    const demote = await h.call('PUT', `/v1/api/members/${adminUid}`, {
      ...asTeam,
      body: { role: 'member' },
    });
    expect(demote.status).toBe(409);
    expect((await h.call('DELETE', `/v1/api/members/${adminUid}`, asTeam)).status).toBe(409);
    expect((await me(h.team.token)).body.member.role).toBe('admin');
    // With a second admin, the first can step down.
    await addMember(h, 'admin');
    expect(
      (await h.call('PUT', `/v1/api/members/${adminUid}`, { ...asTeam, body: { role: 'member' } }))
        .status,
    ).toBe(200);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const second = await addMember(h, 'admin');
    const firstUid = await memberUidOf(h, h.team.token);
    const results = await Promise.all([
      h.call('PUT', `/v1/api/members/${second.uid}`, { ...asTeam, body: { role: 'member' } }),
      h.call('PUT', `/v1/api/members/${firstUid}`, {
        token: second.token,
        ...asTeam,
        body: { role: 'member' },
      }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // The second request finds either one admin left (409) or, if the first demoted its caller,
    // a caller who is no longer an admin (403): never two demotions.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const members = await h.call('GET', '/v1/api/members', asTeam);
    const roles = members.body.members.map((m: { role: string }) => m.role);
    expect(roles.filter((r: string) => r === 'admin')).toHaveLength(1);
  });

  it('two invitations of one address at once make one invitation', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        h.call('POST', '/v1/api/members/invite', { ...asTeam, body: { name: 'Same', email } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('removing a member revokes its tokens at once; the email can be invited again', async () => {
    const member = await addMember(h, 'billing');
    expect((await me(member.token)).status).toBe(200);
    expect((await h.call('DELETE', `/v1/api/members/${member.uid}`, asTeam)).status).toBe(200);
    const res = await me(member.token);
    expect(res.status).toBe(401);
    const tokens = await h.call('GET', '/v1/api/tokens', { ...asTeam, query: { limit: 100 } });
    const theirs = tokens.body.api_tokens.find((t: { id: string }) => t.id === member.tokenId);
    expect(theirs.revoked_at).not.toBeNull();
    expect((await h.call('GET', '/v1/api/members', asTeam)).body.total).toBe(1);
    await invite(h, 'member', { email: member.email });
  });
});

describe('API tokens', () => {
  it('an admin creates, lists and revokes tokens; a revoked token stops working', async () => {
    const created = await h.call('POST', '/v1/api/tokens', { ...asTeam, body: { name: 'ci' } });
    expect(created.status).toBe(200);
    expect(created.body.token).toMatch(/^mw_[A-Za-z0-9_-]{43}$/);
    expect(created.body.api_token).toMatchObject({
      name: 'ci',
      prefix: created.body.token.slice(0, 10),
      member: { email: 'admin@example.com', role: 'admin' },
      revoked_at: null,
    });
    expect((await me(created.body.token)).status).toBe(200);

    const list = await h.call('GET', '/v1/api/tokens', asTeam);
    expect(list.body).toMatchObject({ total: 2, page: 1, pages: 1, limit: 10 });
    expect(list.body.api_tokens.map((t: { name: string }) => t.name)).toEqual(['ci', 'default']);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);

    const revoked = await h.call('DELETE', `/v1/api/tokens/${created.body.api_token.id}`, asTeam);
    expect(revoked.status).toBe(200);
    expect(revoked.body.api_token.revoked_at).not.toBeNull();
    expect((await me(created.body.token)).status).toBe(401);
    expect((await me(h.team.token)).status).toBe(200);
    const unknown = await h.call('DELETE', '/v1/api/tokens/ffffffffffffffffffffffff', asTeam);
    expect(unknown.status).toBe(404);
  });

  it('a token issued for a member carries that member’s role', async () => {
    const member = await addMember(h, 'member');
    const created = await h.call('POST', '/v1/api/tokens', {
      ...asTeam,
      body: { member_uid: member.uid, name: 'laptop' },
    });
    expect(created.body.api_token.member).toMatchObject({ uid: member.uid, role: 'member' });
    const denied = await h.call('POST', '/v1/api/tokens', {
      token: created.body.token,
      ...asTeam,
      body: {},
    });
    expect(denied.status).toBe(403);
    const theirs = await h.call('GET', '/v1/api/tokens', {
      ...asTeam,
      query: { member_uid: member.uid },
    });
    expect(theirs.body.api_tokens.map((t: { name: string }) => t.name)).toEqual([
      'laptop',
      'default',
    ]);
    const nobody = await h.call('GET', '/v1/api/tokens', {
      ...asTeam,
      query: { member_uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(nobody.body).toMatchObject({ api_tokens: [], total: 0 });
  });
});
