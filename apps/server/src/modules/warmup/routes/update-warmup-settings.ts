import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import {
  MailboxResults,
  MailboxUids,
  WARMUP_TAG,
  WarmupSettingsFields,
  WarmupSubscription,
} from '../warmup.schema.js';
import { applyToMailboxes, updateSettings } from '../warmup.service.js';
import { actionAnswer } from './warmup-actions.js';

export const UpdateWarmupSettingsBody = Body({
  mailbox_uids: MailboxUids,
  ...WarmupSettingsFields,
});

export function updateWarmupSettings(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/warmup/update-settings',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateWarmupSettings',
        tags: [WARMUP_TAG],
        summary: 'Update warmup settings',
        description:
          'Changes the daily limit, the daily increment, the first day’s volume and the reply rate of mailboxes’ warmup (the vocabulary of Add sequencer); they apply from the next day’s plan. Per-mailbox results inside the 200.',
        body: UpdateWarmupSettingsBody,
        response: {
          200: Envelope({ results: MailboxResults, subscriptions: Type.Array(WarmupSubscription) }),
        },
      },
    },
    async (request) => {
      const { mailbox_uids, ...settings } = request.body;
      if (Object.values(settings).every((v) => v === undefined))
        throw invalidField('warmup_limit', 'or another setting is required');
      const caller = payerOf(request);
      const result = await applyToMailboxes(
        ctx,
        caller,
        mailbox_uids,
        'updated',
        updateSettings(settings),
      );
      return actionAnswer(ctx, caller.workspaceId, 'updated', result);
    },
  );
}
