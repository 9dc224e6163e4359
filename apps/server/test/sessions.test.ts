import { describe, expect, it } from 'vitest';
import { totp } from '../src/lib/totp.js';
import { useHarness } from './support/harness.js';
import { uniqueEmail } from './support/members.js';
import { browser, signedInAdmin, signedInMember, TEST_PASSWORD } from './support/sessions.js';

/** People sign in: sessions in a cookie, CSRF, rate limits, TOTP, signing out (docs/api/sessions.md). */
const h = useHarness({
  env: { MAILWRIGHT_SIGN_IN_MAX_FAILURES: '3', MAILWRIGHT_SIGN_IN_MAX_FAILURES_PER_IP: '6' },
});

const session = (b: ReturnType<typeof browser>) => b.call('GET', '/v1/api/auth/session');

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Lax cookie and answers the session with its CSRF token', async () => {
    const { email, member } = await signedInMember(h, 'billing');
    const b = browser(h);
    const res = await b.signIn(email);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^mw_session=mws_[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(res.body.session).toMatchObject({
      csrf_token: expect.stringMatching(/^[\w-]{43}$/),
      member: {
        uid: member.uid,
        email,
        role: 'member',
        can_manage_billing: true,
        totp_enabled: false,
      },
      team: { uid: h.team.team.uid, name: 'Test team' },
    });
    const now = Date.now();
    const ends = Date.parse(res.body.session.expires_at);
    expect(ends - now).toBeGreaterThan(11.9 * 3_600_000);
    expect(ends - now).toBeLessThanOrEqual(12 * 3_600_000);
    const again = await session(b);
    expect(again.body.session).toEqual(res.body.session);
  });

  it('answers a wrong password and an unknown address alike, and takes nothing from the body', async () => {
    const { email } = await signedInMember(h, 'member');
    const b = browser(h);
    const wrong = await b.signIn(email, 'not the password');
    const unknown = await b.signIn(uniqueEmail('nobody'));
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'The email address or password is not right',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await session(b)).status).toBe(401);
  });

  it('rotates the session: signing in again ends the session the browser held', async () => {
    const { browser: b, email } = await signedInMember(h, 'member');
    const old = b.cookie;
    expect((await b.signIn(email)).status).toBe(200);
    expect(b.cookie).not.toBe(old);
    const stale = browser(h);
    stale.cookie = old;
    expect((await session(stale)).status).toBe(401);
    expect((await session(b)).status).toBe(200);
  });

  it('asks which team when the address and password open several, and signs in to the one named', async () => {
    const other = await h.createTeam('Second team');
    await signedInAdmin(h);
    await signedInAdmin(h, other);
    const b = browser(h);
    const res = await b.signIn('admin@example.com');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TEAM_CHOICE_REQUIRED');
    expect(res.body.teams).toEqual(
      expect.arrayContaining([{ uid: other.team.uid, name: 'Second team' }]),
    );
    const chosen = await b.signIn('admin@example.com', TEST_PASSWORD, { team_uid: other.team.uid });
    expect(chosen.body.session.team.uid).toBe(other.team.uid);
  });
});

describe('rate limits', () => {
  it('per address: after 3 failures even the right password waits, with Retry-After and a clear message', async () => {
    const { email } = await signedInMember(h, 'member');
    const b = browser(h);
    for (let i = 0; i < 3; i++) expect((await b.signIn(email, 'wrong password')).status).toBe(401);
    const limited = await b.signIn(email);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('SIGN_IN_RATE_LIMITED');
    expect(limited.body.message).toMatch(
      /^Too many failed sign-ins from this address; try again in 1[45] minutes/,
    );
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // Another address from another client is not affected.
    const { email: second } = await signedInMember(h, 'member');
    expect((await browser(h).signIn(second)).status).toBe(200);
  });

  it('a success clears the address’s failures', async () => {
    const { email } = await signedInMember(h, 'member');
    const b = browser(h);
    for (let i = 0; i < 2; i++) await b.signIn(email, 'wrong password');
    expect((await b.signIn(email)).status).toBe(200);
    for (let i = 0; i < 2; i++) await b.signIn(email, 'wrong password');
    expect((await b.signIn(email)).status).toBe(200);
  });

  it('per client IP: many addresses from one IP are refused after 6 failures', async () => {
    const b = browser(h);
    for (let i = 0; i < 6; i++) expect((await b.signIn(uniqueEmail('spray'))).status).toBe(401);
    const limited = await b.signIn(uniqueEmail('spray'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toContain('from your network address');
    const { email } = await signedInMember(h, 'member');
    expect((await browser(h).signIn(email)).status).toBe(200);
  });

  it('counts attempts sent at once: no more than the limit are tried', async () => {
    const { email } = await signedInMember(h, 'member');
    const b = browser(h);
    const all = await Promise.all(
      Array.from({ length: 8 }, () => b.signIn(email, 'wrong password')),
    );
    const statuses = all.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('CSRF', () => {
  it('refuses a cookie write without the token or with a wrong one, and takes the right one', async () => {
    const { browser: b } = await signedInMember(h, 'admin');
    const body = { name: 'Ops', tag_color: 'green' };
    for (const csrf of [false, 'x'.repeat(43)] as const) {
      const res = await b.call('POST', '/v1/api/tags', { body, csrf });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CSRF_TOKEN_INVALID');
    }
    expect((await b.call('GET', '/v1/api/tags')).body.tags ?? []).toEqual([]);
    const ok = await b.call('POST', '/v1/api/tags', { body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('a request with a bearer token uses the token: no CSRF token needed, whatever cookie it has', async () => {
    const { browser: b } = await signedInMember(h, 'member');
    const res = await b.call('POST', '/v1/api/tags', {
      body: { name: 'By token' },
      csrf: false,
      headers: { authorization: `Bearer ${h.team.token}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('sessions act as their member', () => {
  it('with the same 403 as a token, and end when the member is removed', async () => {
    const { browser: b, member } = await signedInMember(h, 'member');
    const res = await b.call('GET', '/v1/api/billing/wallet');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BILLING_PERMISSION_REQUIRED');
    const promote = await h.call('PUT', `/v1/api/members/${member.uid}`, {
      workspace: null,
      body: { role: 'member', can_manage_billing: true },
    });
    expect(promote.status).toBe(200);
    expect((await b.call('GET', '/v1/api/billing/wallet')).status).toBe(200);
    await h.call('DELETE', `/v1/api/members/${member.uid}`, { workspace: null });
    expect((await session(b)).status).toBe(401);
  });

  it('get the session answers a token’s member too, with no session fields', async () => {
    const res = await h.call('GET', '/v1/api/auth/session', { workspace: null });
    expect(res.body.session).toMatchObject({
      uid: null,
      expires_at: null,
      csrf_token: null,
      member: { role: 'admin' },
    });
  });
});

describe('ending sessions', () => {
  it('sign out ends this session and clears the cookie', async () => {
    const { browser: b } = await signedInMember(h, 'member');
    const cookie = b.cookie;
    const out = await b.call('POST', '/v1/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^mw_session=; Max-Age=0; Path=\//);
    const stale = browser(h);
    stale.cookie = cookie;
    const res = await session(stale);
    expect(res.status).toBe(401);
    expect(res.body.message).toContain('sign in again');
  });

  it('sign out everywhere ends every session of the member, not its API tokens', async () => {
    const { browser: first, email } = await signedInMember(h, 'admin');
    const second = browser(h);
    await second.signIn(email);
    const out = await first.call('POST', '/v1/api/auth/sign-out-everywhere');
    expect(out.body.sessions_ended).toBe(2);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(401);
    expect((await h.call('GET', '/v1/api/tags')).status).toBe(200);
  });

  it('an idle session and one past its absolute end are 401', async () => {
    for (const column of ['last_seen_at', 'expires_at'] as const) {
      const { browser: b } = await signedInMember(h, 'member');
      const ago = new Date(Date.now() - 13 * 3_600_000).toISOString();
      await h.ctx.db
        .updateTable('member_sessions')
        .set({ [column]: ago })
        .where(
          'token_hash',
          '=',
          (await import('../src/modules/accounts/tokens.js')).hashToken(b.cookie as string),
        )
        .execute();
      expect((await session(b)).status, column).toBe(401);
    }
  });

  it('session operations refuse API tokens', async () => {
    const res = await h.call('POST', '/v1/api/auth/sign-out', { workspace: null });
    expect(res.status).toBe(401);
    expect(res.body.message).toContain('signed-in session');
  });
});

describe('TOTP', () => {
  const codeOf = (secret: string, offsetMs = 0) => totp(secret, Date.now() + offsetMs).code;

  it('set up, enable with a code, then sign-in asks for it; a code works once; disable', async () => {
    const { browser: b, email } = await signedInMember(h, 'member');
    const setup = await b.call('POST', '/v1/api/auth/totp/setup');
    expect(setup.body.otpauth_url).toBe(
      `otpauth://totp/${encodeURIComponent(`Mailwright:${email}`)}?secret=${setup.body.secret}&issuer=Mailwright&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await b.call('POST', '/v1/api/auth/totp/enable', { body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].field).toBe('code');
    const secret = setup.body.secret as string;
    // The previous step's code: the next one stays for signing in.
    expect(
      (
        await b.call('POST', '/v1/api/auth/totp/enable', {
          body: { code: codeOf(secret, -30_000) },
        })
      ).status,
    ).toBe(200);
    expect((await session(b)).body.session.member.totp_enabled).toBe(true);

    const other = browser(h);
    const asked = await other.signIn(email);
    expect(asked.status).toBe(401);
    expect(asked.body.code).toBe('TOTP_REQUIRED');
    const bad = await other.signIn(email, TEST_PASSWORD, { totp_code: '12345' });
    expect(bad.body.code).toBe('TOTP_INVALID');
    const code = codeOf(secret);
    expect((await other.signIn(email, TEST_PASSWORD, { totp_code: code })).status).toBe(200);
    const replay = await browser(h).signIn(email, TEST_PASSWORD, { totp_code: code });
    expect(replay.body.code).toBe('TOTP_INVALID');

    // The code just used to sign in does not turn it off, and the answer says it may be why.
    const used = await other.call('POST', '/v1/api/auth/totp/disable', { body: { code } });
    expect(used.status).toBe(400);
    expect(used.body.details[0]).toMatchObject({ field: 'code', message: /already used/ });
    const off = await other.call('POST', '/v1/api/auth/totp/disable', {
      body: { code: codeOf(secret, 30_000) },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await browser(h).signIn(email)).status).toBe(200);
  });
});
