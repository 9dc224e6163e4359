import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { nowFor } from '../../clocks/surface.js';
import { presentSubscriptions } from '../warmup.present.js';
import { MailboxResults, MailboxUids, WARMUP_TAG, WarmupSubscription } from '../warmup.schema.js';
import { type ActionResult, applyToMailboxes, type WarmupAction } from '../warmup.service.js';

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

/** The body of pause, resume and cancel: the mailboxes to act on. */
export const MailboxActionBody = Body({ mailbox_uids: MailboxUids });

/**
 * Pause, resume and cancel: one per-mailbox action each (`apply` on every mailbox's live
 * subscription), answered with the real service's per-mailbox results.
 */
export function registerMailboxAction(
  app: App,
  ctx: AppContext,
  spec: {
    path: string;
    operationId: string;
    summary: string;
    description: string;
    action: WarmupAction;
    apply: Parameters<typeof applyToMailboxes>[4];
  },
): void {
  app.post(
    spec.path,
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: spec.operationId,
        tags: [WARMUP_TAG],
        summary: spec.summary,
        description: spec.description,
        body: MailboxActionBody,
        response: {
          200: Envelope({ results: MailboxResults, subscriptions: Type.Array(WarmupSubscription) }),
        },
      },
    },
    async (request) => {
      const caller = payerOf(request);
      const result = await applyToMailboxes(
        ctx,
        caller,
        request.body.mailbox_uids,
        spec.action,
        spec.apply,
      );
      return actionAnswer(ctx, caller.workspaceId, spec.action, result);
    },
  );
}
