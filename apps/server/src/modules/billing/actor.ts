import type { FastifyRequest } from 'fastify';
import { teamOf, workspaceOf } from '../../http/auth.js';

/**
 * Who a request's ledger entries name: the id of the API token it came with, or `member:<uid>`
 * for a member signed in to the web app. (The CLI records `operator`, jobs `system`.)
 */
export function actorOf(request: FastifyRequest): string {
  if (!request.auth) return 'system';
  return request.auth.tokenId ?? `member:${request.auth.member.uid}`;
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
