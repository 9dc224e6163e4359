import type { FastifyRequest } from 'fastify';
import { teamOf, workspaceOf } from '../../http/auth.js';
import { isInternalId, isUuid } from '../../lib/ids.js';
import type { Credential } from '../accounts/surface.js';

/** The prefix of a web-app session's actor: `member:<member uid>`. */
const MEMBER_ACTOR = 'member:';

/**
 * Who a request's ledger entries name: the id of the API token it came with, or `member:<uid>`
 * for a member signed in to the web app. (The CLI records `operator`, the operator API
 * `operator:<uid>`, jobs `system`.)
 */
export function actorOf(request: FastifyRequest): string {
  if (!request.auth) return 'system';
  return request.auth.tokenId ?? `${MEMBER_ACTOR}${request.auth.member.uid}`;
}

/** Who pays for and records a paid operation: the request's team, workspace and token. */
export interface RequestPayer {
  teamId: string;
  workspaceId: string;
  actor: string;
}

/** The {@link RequestPayer} of a request. */
export function payerOf(request: FastifyRequest): RequestPayer {
  return {
    teamId: teamOf(request).id,
    workspaceId: workspaceOf(request).id,
    actor: actorOf(request),
  };
}

/**
 * What an actor stands for when it spends, the inverse of {@link actorOf}: `system` for a job or
 * an operator (`system`, `operator`, `operator:<uid>`: no member's role applies), the credential
 * of a customer's request (an API token's id, or `member:<uid>` for a session), or null for
 * anything else, which is never taken for a system actor (the spending check refuses it).
 */
export function spenderOf(actor: string): 'system' | Credential | null {
  if (actor === 'system' || actor === 'operator') return 'system';
  if (actor.startsWith('operator:') && isUuid(actor.slice('operator:'.length))) return 'system';
  if (actor.startsWith(MEMBER_ACTOR)) {
    const memberUid = actor.slice(MEMBER_ACTOR.length);
    return isUuid(memberUid) ? { memberUid } : null;
  }
  return isInternalId(actor) ? { tokenId: actor } : null;
}
