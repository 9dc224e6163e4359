import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { setMemberPassword } from '../../src/modules/accounts/passwords.service.js';
import type { ApiResponse, Harness, TestTeam } from './harness.js';
import { invite, linkToken, type TestRole } from './members.js';

/** A password good enough for every test. */
export const TEST_PASSWORD = 'correct horse battery';

/**
 * A browser as the web app's: it keeps the `mw_session` cookie the server sets, sends it back,
 * and sends the session's CSRF token on writes (unless told not to). Each has its own client IP,
 * so the per-IP sign-in limit of one test never meets another's.
 */
export interface Browser {
  ip: string;
  cookie: string | null;
  csrf: string | null;
  call<T = any>(
    method: string,
    url: string,
    options?: {
      body?: unknown;
      workspace?: string | null;
      /** false sends no X-CSRF-Token; a string sends that one. */
      csrf?: boolean | string;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse<T>>;
  signIn(email: string, password?: string, extra?: Record<string, unknown>): Promise<ApiResponse>;
}

export function browser(h: Harness, workspace?: string): Browser {
  const b: Browser = {
    ip: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    cookie: null,
    csrf: null,
    async call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (b.cookie) headers.cookie = `mw_session=${b.cookie}`;
      const csrf = options.csrf === undefined || options.csrf === true ? b.csrf : options.csrf;
      if (csrf) headers['x-csrf-token'] = csrf;
      const ws = options.workspace === undefined ? workspace : options.workspace;
      if (ws) headers['x-workspace-id'] = ws;
      const response = await h.app.inject({
        method: method as InjectOptions['method'],
        url,
        headers,
        remoteAddress: b.ip,
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      for (const set of [response.headers['set-cookie'] ?? []].flat()) {
        const match = /^mw_session=([^;]*)/.exec(set);
        if (match) b.cookie = match[1] || null;
      }
      const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const body = json ? response.json() : response.body;
      if (body?.session?.csrf_token) b.csrf = body.session.csrf_token;
      return { status: response.statusCode, body, headers: response.headers as never };
    },
    signIn: (email, password = TEST_PASSWORD, extra = {}) =>
      b.call('POST', '/v1/api/auth/sign-in', { body: { email, password, ...extra } }),
  };
  return b;
}

/**
 * A member of `team` (the test team by default) with this role who joined through an
 * invitation with a password, and a browser signed in as them.
 */
export async function signedInMember(
  h: Harness,
  role: TestRole,
  options: { team?: TestTeam } = {},
) {
  const team = options.team ?? h.team;
  const invited = await invite(h, role, { team });
  const b = browser(h, team.workspace.uid);
  const res = await b.call('POST', '/v1/api/members/invitations/accept', {
    body: { token: linkToken(invited.invitation_url), password: TEST_PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(b.cookie).toMatch(/^mws_/);
  return { browser: b, email: invited.invitation.email, member: res.body.member };
}

/** A browser signed in as the test team's first admin (its password set directly). */
export async function signedInAdmin(h: Harness, team: TestTeam = h.team) {
  const admin = await h.ctx.db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('team_id', '=', team.team.id)
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  await setMemberPassword(h.ctx, admin.id, TEST_PASSWORD);
  const b = browser(h, team.workspace.uid);
  const res = await b.signIn(admin.email as string, TEST_PASSWORD, { team_uid: team.team.uid });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return b;
}
