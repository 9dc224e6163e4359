import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { nowFor } from '../../clocks/clock-time.js';
import { presentSubscriptions } from '../warmup.present.js';
import type { ActionResult, WarmupCaller } from '../warmup.service.js';

/** The caller of a warmup operation. */
export function warmupCaller(request: FastifyRequest): WarmupCaller {
  return {
    teamId: teamOf(request).id,
    workspaceId: workspaceOf(request).id,
    actor: request.auth?.tokenId ?? 'system',
  };
}

/** The real service's per-mailbox answer: `Processed N mailbox(es): X <verb>, Y failed`. */
export async function actionAnswer(
  ctx: AppContext,
  workspaceId: string,
  verb: string,
  result: ActionResult,
) {
  const total = result.success.length + result.failed.length;
  return {
    error: false as const,
    message: `Processed ${total} mailbox(es): ${result.success.length} ${verb}, ${result.failed.length} failed`,
    results: { success: result.success, failed: result.failed },
    subscriptions: await presentSubscriptions(
      ctx.db,
      result.subscriptions,
      await nowFor(ctx.db, workspaceId),
    ),
  };
}
