import type { FastifyRequest } from 'fastify';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import type { Caller } from '../subscriptions.service.js';

/** The caller of an InfraGuard operation. */
export function callerOf(request: FastifyRequest): Caller {
  return {
    teamId: teamOf(request).id,
    workspaceId: workspaceOf(request).id,
    actor: request.auth?.tokenId ?? 'system',
  };
}
