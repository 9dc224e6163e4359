import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailwright, MailwrightApiError, type MailwrightClient } from '../src/index.js';
import {
  PROCESS_TEST_TIMEOUT_MS,
  type RunningServer,
  startMailwright,
} from './support/server-process.js';

/**
 * Session mode against the real API: what a browser does on the API's origin, with a fetch that
 * keeps the `mw_session` cookie as a browser would (Node's fetch keeps none).
 */
let server: RunningServer;
let admin: MailwrightClient;

beforeAll(async () => {
  server = await startMailwright();
  admin = createMailwright({
    baseUrl: server.baseUrl,
    token: server.token,
    workspace: server.workspace.uid,
  });
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
}, PROCESS_TEST_TIMEOUT_MS);

/** A fetch with a cookie jar of one cookie, recording each request's CSRF header. */
function browserFetch() {
  const jar = { cookie: null as string | null, csrfSent: [] as Array<string | null> };
  const fetch = async (request: Request) => {
    const headers = new Headers(request.headers);
    if (jar.cookie) headers.set('cookie', `mw_session=${jar.cookie}`);
    jar.csrfSent.push(request.headers.get('x-csrf-token'));
    const response = await globalThis.fetch(new Request(request, { headers }));
    const set = response.headers.get('set-cookie');
    const match = set ? /^mw_session=([^;]*)/.exec(set) : null;
    if (match) jar.cookie = match[1] || null;
    return response;
  };
  return { jar, fetch };
}

describe('createMailwright({ session: true })', () => {
  it('needs a token or session mode, not both', () => {
    expect(() => createMailwright({ baseUrl: server.baseUrl })).toThrow(/token is required/);
    expect(() =>
      createMailwright({ baseUrl: server.baseUrl, token: 'mw_x', session: true }),
    ).toThrow(/not both/);
  });

  it(
    'signs in with the cookie, sends the CSRF token on writes, and forgets it at sign-out',
    async () => {
      const { invitation_url } = await admin.inviteMember({
        body: { name: 'Web User', email: 'web.user@example.com', role: 'admin' },
      });
      const { jar, fetch } = browserFetch();
      const app = createMailwright({
        baseUrl: server.baseUrl,
        session: true,
        workspace: server.workspace.uid,
        fetch,
      });
      expect(app.csrfToken).toBeNull();
      const accepted = await app.acceptInvitation({
        body: {
          token: invitation_url.slice(invitation_url.lastIndexOf('/') + 1),
          password: 'a long password',
        },
      });
      expect(accepted.token).toBeUndefined();
      expect(jar.cookie).toMatch(/^mws_/);
      expect(app.csrfToken).toBe(accepted.session?.csrf_token);

      const tag = await app.createTag({ body: { name: 'Made in the browser' } });
      expect(tag.error).toBe(false);
      expect(jar.csrfSent.at(-1)).toBe(app.csrfToken);
      await app.listTags();
      expect(jar.csrfSent.at(-1)).toBeNull();

      const { session } = await app.getSession();
      expect(session.member.email).toBe('web.user@example.com');

      await app.signOut();
      expect(app.csrfToken).toBeNull();
      const after = await app.getSession().catch((e: unknown) => e);
      expect(after).toBeInstanceOf(MailwrightApiError);
      expect((after as MailwrightApiError).status).toBe(401);

      const again = await app.signIn({
        body: { email: 'web.user@example.com', password: 'a long password' },
      });
      expect(app.csrfToken).toBe(again.session.csrf_token);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'a write with the cookie and without the CSRF token is refused with CSRF_TOKEN_INVALID',
    async () => {
      const { jar, fetch } = browserFetch();
      const app = createMailwright({
        baseUrl: server.baseUrl,
        session: true,
        workspace: server.workspace.uid,
        fetch,
      });
      await app.signIn({ body: { email: 'web.user@example.com', password: 'a long password' } });
      const forgetful = createMailwright({
        baseUrl: server.baseUrl,
        session: true,
        workspace: server.workspace.uid,
        fetch: async (request) => {
          const headers = new Headers(request.headers);
          headers.set('cookie', `mw_session=${jar.cookie}`);
          return globalThis.fetch(new Request(request, { headers }));
        },
      });
      const error = await forgetful
        .createTag({ body: { name: 'Forged' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailwrightApiError);
      expect(error).toMatchObject({ status: 403, code: 'CSRF_TOKEN_INVALID' });
      const given = createMailwright({
        baseUrl: server.baseUrl,
        session: true,
        workspace: server.workspace.uid,
        csrfToken: app.csrfToken ?? '',
        fetch: async (request) => {
          const headers = new Headers(request.headers);
          headers.set('cookie', `mw_session=${jar.cookie}`);
          return globalThis.fetch(new Request(request, { headers }));
        },
      });
      expect((await given.createTag({ body: { name: 'Given the token' } })).error).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
