import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { MailboxResults, MailboxUids, WARMUP_TAG, WarmupSubscription } from '../warmup.schema.js';
import { applyToMailboxes, pauseSubscription } from '../warmup.service.js';
import { actionAnswer, warmupCaller } from './warmup-actions.js';

export const PauseWarmupBody = Body({ mailbox_uids: MailboxUids });

export function pauseWarmup(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/warmup/pause',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'pauseWarmup',
        tags: [WARMUP_TAG],
        summary: 'Pause warmup',
        description:
          'Pauses the warmup of mailboxes: no more warmup mail is sent and the day counter stands still until resumed. Billing goes on. Per-mailbox results inside the 200.',
        body: PauseWarmupBody,
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
        'paused',
        pauseSubscription,
      );
      return actionAnswer(ctx, caller.workspaceId, 'paused', result);
    },
  );
}
