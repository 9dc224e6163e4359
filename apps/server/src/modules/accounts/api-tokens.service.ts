import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockRow } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { isInternalId } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { findTokenById, listTokensOfTeam, revokeToken } from './accounts.repository.js';
import { issueToken } from './accounts.service.js';
import type { ApiTokenRow } from './accounts.table.js';
import { findLiveMemberByUid } from './members.repository.js';
import { getMember, membersById } from './members.service.js';
import type { MemberRow } from './members.table.js';
import { forgetCallers } from './token-cache.js';

/**
 * Token management through the API (admins only; the route declares it). A token acts as its
 * member, so a token issued for a member carries that member's role.
 */
export async function createApiToken(
  db: Kysely<DB>,
  teamId: string,
  input: { name: string; memberUid: string | undefined; callerMemberId: string },
) {
  return inTransaction(db, async (trx) => {
    // Locked as a removal locks it: a member removed meanwhile is a 404, not a token it never uses.
    await lockRow(trx, 'teams', teamId);
    const member = input.memberUid
      ? await getMember(trx, teamId, input.memberUid)
      : await memberById(trx, input.callerMemberId);
    return { member, ...(await issueToken(trx, member, input.name)) };
  });
}

/** The team's tokens (live and revoked), newest first; `memberUid` filters (unknown: none). */
export async function listApiTokens(
  db: Executor,
  teamId: string,
  query: { memberUid: string | undefined; offset: number; limit: number },
) {
  let memberId: string | undefined;
  if (query.memberUid !== undefined) {
    const member = await findLiveMemberByUid(db, teamId, query.memberUid);
    if (!member) return { rows: [], total: 0 };
    memberId = member.id;
  }
  const { rows, total } = await listTokensOfTeam(db, teamId, {
    ...(memberId ? { memberId } : {}),
    offset: query.offset,
    limit: query.limit,
  });
  const members = await membersById(
    db,
    rows.map((r) => r.member_id),
  );
  return { rows: rows.map((row) => toApiTokenResponse(row, members)), total: total ?? 0 };
}

/** Revokes the team's token (revoking a revoked one changes nothing); another team's is a 404. */
export async function revokeApiToken(db: Executor, teamId: string, tokenId: string) {
  const token = isInternalId(tokenId) ? await findTokenById(db, tokenId) : undefined;
  if (!token || token.team_id !== teamId) throw notFound('Token');
  await revokeToken(db, token.id, isoNow());
  forgetCallers({ tokenId: token.id });
  const row = (await findTokenById(db, token.id)) ?? token;
  return toApiTokenResponse(row, await membersById(db, [row.member_id]));
}

async function memberById(db: Executor, id: string): Promise<MemberRow> {
  const member = (await membersById(db, [id])).get(id);
  if (!member) throw notFound('Member');
  return member;
}

/** The API shape of a token, with its member (from `members`): never the token or its hash. */
export function toApiTokenResponse(row: ApiTokenRow, members: Map<string, MemberRow>) {
  const member = members.get(row.member_id);
  if (!member) throw new Error(`token ${row.id} has no member`);
  return {
    id: row.id,
    name: row.name,
    prefix: row.display_prefix,
    member: {
      uid: member.uid,
      name: member.name,
      email: member.email,
      role: member.role,
      can_manage_billing: member.can_manage_billing === 1,
    },
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}
