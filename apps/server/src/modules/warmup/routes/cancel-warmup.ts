import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { MailboxResults, MailboxUids, WARMUP_TAG, WarmupSubscription } from '../warmup.schema.js';
import { applyToMailboxes, cancelSubscription } from '../warmup.service.js';
import { actionAnswer, warmupCaller } from './warmup-actions.js';

export const CancelWarmupBody = Body({ mailbox_uids: MailboxUids });

export function cancelWarmup(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/warmup/cancel',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'cancelWarmup',
        tags: [WARMUP_TAG],
        summary: 'Cancel warmup',
        description:
          'Cancels the warmup of mailboxes (active warmup is stopped first): nothing more is sent or charged. Per-mailbox results inside the 200; a mailbox with no live subscription is counted as failed.',
        body: CancelWarmupBody,
        response: {
          200: Envelope({ results: MailboxResults, subscriptions: Type.Array(WarmupSubscription) }),
        },
      },
    },
    async (request) => {
      const caller = warmupCaller(request);
      const result = await applyToMailboxes(
        ctx,
        caller,
        request.body.mailbox_uids,
        'cancelled',
        cancelSubscription,
      );
      return actionAnswer(ctx, caller.workspaceId, 'cancelled', result);
    },
  );
}
