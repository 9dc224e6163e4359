import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { MailboxResults, MailboxUids, WARMUP_TAG, WarmupSubscription } from '../warmup.schema.js';
import { applyToMailboxes, resumeSubscription } from '../warmup.service.js';
import { actionAnswer, warmupCaller } from './warmup-actions.js';

export const ResumeWarmupBody = Body({ mailbox_uids: MailboxUids });

export function resumeWarmup(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/warmup/resume',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'resumeWarmup',
        tags: [WARMUP_TAG],
        summary: 'Resume warmup',
        description:
          'Resumes paused warmup: sending starts again from the next plan, and the day counter moves on from where it stopped. Per-mailbox results inside the 200.',
        body: ResumeWarmupBody,
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
        'resumed',
        resumeSubscription,
      );
      return actionAnswer(ctx, caller.workspaceId, 'resumed', result);
    },
  );
}
