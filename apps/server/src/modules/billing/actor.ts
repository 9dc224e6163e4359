import type { FastifyRequest } from 'fastify';

/**
 * Who a request's ledger entries name: the id of the API token it came with. (The CLI records
 * `operator`, jobs `system`.)
 */
export function actorOf(request: FastifyRequest): string {
  return request.auth?.tokenId ?? 'system';
}
