import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Harness, TestTeam } from './harness.js';

export interface TestMember {
  uid: string;
  email: string;
  token: string;
  tokenId: string;
}

export type TestRole = 'admin' | 'billing' | 'member';

/** A fresh address, so tests never collide. */
export const uniqueEmail = (label = 'member') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The body of an invitation for one of the three roles of the real service. */
export function roleBody(role: TestRole) {
  if (role === 'admin') return { role: 'admin' };
  return { role: 'member', can_manage_billing: role === 'billing' };
}

/** Invites someone through the API as `team`'s admin; the answer's body. */
export async function invite(
  h: Harness,
  role: TestRole,
  options: { team?: TestTeam; email?: string; name?: string } = {},
) {
  const team = options.team ?? h.team;
  const res = await h.call('POST', '/v1/api/members/invite', {
    token: team.token,
    workspace: null,
    body: {
      name: options.name ?? 'Test Member',
      email: options.email ?? uniqueEmail(role),
      ...roleBody(role),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { invitation: { uid: string; email: string }; invitation_url: string };
}

/** The token at the end of an invitation link. */
export const linkToken = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A member of `team` (the test team by default) with this role, joined through a real invitation. */
export async function addMember(
  h: Harness,
  role: TestRole,
  options: { team?: TestTeam } = {},
): Promise<TestMember> {
  const invited = await invite(h, role, options);
  const res = await h.call('POST', '/v1/api/members/invitations/accept', {
    token: null,
    workspace: null,
    body: { token: linkToken(invited.invitation_url) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    uid: res.body.member.uid,
    email: res.body.member.email,
    token: res.body.token,
    tokenId: res.body.api_token.id,
  };
}

/** The uid of the member a token acts as. */
export async function memberUidOf(h: Harness, token: string): Promise<string> {
  const res = await h.call('GET', '/v1/api/members/me', { token, workspace: null });
  expect(res.status).toBe(200);
  return res.body.member.uid;
}
