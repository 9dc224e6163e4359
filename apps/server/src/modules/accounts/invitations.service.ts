import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { inTransaction, lockRow } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { isoAt, isoNow } from '../../lib/time.js';
import { getTeamById, issueToken } from './accounts.service.js';
import {
  findInvitationByHash,
  findInvitationByUid,
  findLiveMemberByEmail,
  findPendingInvitationByEmail,
  type InvitationStatus,
  insertInvitation,
  listInvitationsOfTeam,
  markInvitationAccepted,
  markInvitationRevoked,
} from './members.repository.js';
import {
  addMember,
  billingFlag,
  membersById,
  normalizeEmail,
  type RoleInput,
} from './members.service.js';
import type { MemberInvitationRow } from './members.table.js';
import { saveCredentials } from './sessions.repository.js';
import { startSession } from './sessions.service.js';
import { generateInvitationToken, hashToken, looksLikeInvitationToken } from './tokens.js';

export type { InvitationStatus };
export const INVITATION_STATUSES: readonly InvitationStatus[] = [
  'pending',
  'accepted',
  'revoked',
  'expired',
];

export interface InvitationInput extends RoleInput {
  name: string;
  email: string;
}

/**
 * Invites someone to the team: a one-time link, valid for `members.invitationTtlMs`, whose token
 * is returned this once (only its hash is kept). Someone who is already a member, or who has a
 * pending invitation, is a 409: revoke the pending one to send a new link.
 */
export async function inviteMember(
  ctx: AppContext,
  teamId: string,
  input: InvitationInput,
  invitedBy: string | null,
): Promise<{ invitation: MemberInvitationRow; url: string }> {
  const canManageBilling = billingFlag(input);
  const email = normalizeEmail(input.email);
  return inTransaction(ctx.db, async (trx) => {
    // Invitations and acceptances of one team take the team's lock, so a check for a duplicate
    // and the insert it allows cannot interleave with another's.
    await lockRow(trx, 'teams', teamId);
    const now = Date.now();
    if (await findLiveMemberByEmail(trx, teamId, email)) {
      throw conflict(`${email} is already a member of this team`);
    }
    const pending = await findPendingInvitationByEmail(trx, teamId, email, isoAt(now));
    if (pending) {
      throw conflict(
        `${email} already has a pending invitation (${pending.uid}); revoke it to send a new link`,
      );
    }
    const token = generateInvitationToken();
    const invitation: MemberInvitationRow = {
      id: newId(),
      uid: newUid(),
      team_id: teamId,
      name: input.name.trim(),
      email,
      role: input.role,
      can_manage_billing: canManageBilling,
      token_hash: hashToken(token),
      invited_by: invitedBy,
      created_at: isoAt(now),
      expires_at: isoAt(now + ctx.config.members.invitationTtlMs),
      accepted_at: null,
      member_id: null,
      revoked_at: null,
    };
    await insertInvitation(trx, invitation);
    return { invitation, url: invitationUrl(ctx, token) };
  });
}

/** Where an invitation's page is served: the link the invitee opens. */
export function invitationUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/invitations/${token}`;
}

/** The invitation a link's token names, with its team; undefined for an unknown token. */
export async function findInvitationByToken(db: Executor, token: string) {
  if (!looksLikeInvitationToken(token)) return undefined;
  const invitation = await findInvitationByHash(db, hashToken(token));
  if (!invitation) return undefined;
  return { invitation, team: await getTeamById(db, invitation.team_id) };
}

/**
 * Accepts an invitation once: creates the member with the invited role and its first API token
 * (returned this once), or, with `password`, with that password and a session instead (the web
 * app's way in: no token is made that nobody asked for). A link that was used, revoked or has
 * expired is a 409 saying which; an unknown one a 404. The team lock and a conditional update
 * make a second use fail even when two arrive together.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  options: { password?: string | undefined; cookie?: string | undefined } = {},
) {
  const found = await findInvitationByToken(ctx.db, token);
  if (!found) throw notFound('Invitation');
  const passwordHash = options.password ? await hashPassword(options.password) : null;
  return inTransaction(ctx.db, async (trx) => {
    await lockRow(trx, 'teams', found.team.id);
    const invitation = await findInvitationByHash(trx, found.invitation.token_hash);
    if (!invitation) throw notFound('Invitation');
    const now = isoNow();
    const status = invitationStatus(invitation, now);
    if (status !== 'pending') throw conflict(UNUSABLE[status]);
    if (await findLiveMemberByEmail(trx, invitation.team_id, invitation.email)) {
      throw conflict(`${invitation.email} is already a member of this team`);
    }
    const member = await addMember(trx, invitation.team_id, {
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      canManageBilling: invitation.can_manage_billing,
    });
    if ((await markInvitationAccepted(trx, invitation.id, member.id, now)) !== 1) {
      throw conflict(UNUSABLE.accepted);
    }
    if (passwordHash) {
      await saveCredentials(trx, member.id, {
        password_hash: passwordHash,
        password_set_at: now,
        updated_at: now,
      });
      const started = await startSession(ctx, trx, member, options.cookie);
      return { team: found.team, member, token: null, record: null, started };
    }
    const issued = await issueToken(trx, member, 'default');
    return { team: found.team, member, ...issued, started: null };
  });
}

const UNUSABLE: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation was already accepted; each link works once',
  revoked: 'This invitation was revoked; ask a team admin for a new one',
  expired: 'This invitation has expired; ask a team admin for a new one',
};

export function invitationStatus(row: MemberInvitationRow, now: string): InvitationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'pending';
}

export async function listInvitations(
  db: Executor,
  teamId: string,
  query: { status: InvitationStatus | undefined; offset: number; limit: number },
) {
  const now = isoNow();
  const { rows, total } = await listInvitationsOfTeam(
    db,
    teamId,
    { ...(query.status ? { status: query.status } : {}), now },
    query.offset,
    query.limit,
  );
  return { rows: await presentInvitations(db, rows, now), total };
}

/**
 * Revokes a pending (or expired) invitation so its link stops working; revoking a revoked one
 * changes nothing. An accepted invitation is a 409: remove the member instead.
 */
export async function revokeInvitation(db: Kysely<DB>, teamId: string, uid: string) {
  return inTransaction(db, async (trx) => {
    // Locked as an acceptance locks it: one of the two decides first, the other sees it.
    await lockRow(trx, 'teams', teamId);
    const row = await findInvitationByUid(trx, teamId, uid);
    if (!row) throw notFound('Invitation');
    if (row.accepted_at) {
      throw conflict('This invitation was already accepted; remove the member instead');
    }
    await markInvitationRevoked(trx, row.id, isoNow());
    const [revoked] = await presentInvitations(
      trx,
      [(await findInvitationByUid(trx, teamId, uid)) ?? row],
      isoNow(),
    );
    return revoked as NonNullable<typeof revoked>;
  });
}

/** The API shape of invitations (never the link: it is shown once, when it is made). */
export async function presentInvitations(db: Executor, rows: MemberInvitationRow[], now: string) {
  const members = await membersById(
    db,
    rows.flatMap((r) => [r.invited_by, r.member_id].filter((id): id is string => id !== null)),
  );
  const ref = (id: string | null) => {
    const member = id ? members.get(id) : undefined;
    return member ? { uid: member.uid, name: member.name, email: member.email } : null;
  };
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    email: row.email,
    role: row.role,
    can_manage_billing: row.can_manage_billing === 1,
    status: invitationStatus(row, now),
    invited_by: ref(row.invited_by),
    member: ref(row.member_id),
    created_at: row.created_at,
    expires_at: row.expires_at,
    accepted_at: row.accepted_at,
    revoked_at: row.revoked_at,
  }));
}
