import { expect } from 'vitest';
import type { Harness, TestTeam } from './harness.js';
import { invite, memberUidOf } from './members.js';
import type { RecordProbe } from './record-probes.js';

/** The other team's token still works and its admin is still an admin. */
const theirAdminIntact = async (h: Harness, other: TestTeam) => {
  const res = await h.call('GET', '/v1/api/members/me', { token: other.token, workspace: null });
  expect(res.status).toBe(200);
  expect(res.body.member.role).toBe('admin');
  const tokens = await h.call('GET', '/v1/api/tokens', { token: other.token, workspace: null });
  expect(tokens.body.api_tokens).toHaveLength(1);
};

/** Members, invitations and API tokens of another team, addressed by uid or id. */
export const MEMBER_PROBES: Record<string, RecordProbe> = {
  updateMember: {
    request: async (h, other) => ({
      method: 'PUT',
      url: `/v1/api/members/${await memberUidOf(h, other.token)}`,
      body: { role: 'member' },
    }),
    unchanged: theirAdminIntact,
  },
  removeMember: {
    request: async (h, other) => ({
      method: 'DELETE',
      url: `/v1/api/members/${await memberUidOf(h, other.token)}`,
    }),
    unchanged: theirAdminIntact,
  },
  revokeInvitation: {
    request: async (h, other) => ({
      method: 'DELETE',
      url: `/v1/api/members/invitations/${(await invite(h, 'member', { team: other })).invitation.uid}`,
    }),
    unchanged: async (h, other) => {
      const res = await h.call('GET', '/v1/api/members/invitations', {
        token: other.token,
        workspace: null,
      });
      expect(res.body.invitations.map((i: { status: string }) => i.status)).toEqual(['pending']);
    },
  },
  createApiToken: {
    request: async (h, other) => ({
      method: 'POST',
      url: '/v1/api/tokens',
      body: { member_uid: await memberUidOf(h, other.token) },
    }),
    unchanged: theirAdminIntact,
  },
  revokeApiToken: {
    request: async (_h, other) => ({ method: 'DELETE', url: `/v1/api/tokens/${other.tokenId}` }),
    unchanged: theirAdminIntact,
  },
};

/** Member operations that address no record of another team. */
export const MEMBER_NO_RECORD_OPERATIONS = [
  'listMembers',
  'getCurrentMember',
  'inviteMember',
  'listInvitations',
  // `member_uid` filters: one that is not a member of the team matches nothing.
  'listApiTokens',
  // The caller's own session, password and second factor.
  'getSession',
  'signOut',
  'signOutEverywhere',
  'changePassword',
  'setupTotp',
  'enableTotp',
  'disableTotp',
];
