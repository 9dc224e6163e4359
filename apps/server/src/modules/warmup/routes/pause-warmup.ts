import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { pauseSubscription } from '../warmup.service.js';
import { registerMailboxAction } from './warmup-actions.js';

export function pauseWarmup(app: App, ctx: AppContext): void {
  registerMailboxAction(app, ctx, {
    path: '/v1/api/warmup/pause',
    operationId: 'pauseWarmup',
    summary: 'Pause warmup',
    description:
      'Pauses the warmup of mailboxes: no more warmup mail is sent and the day counter stands still until resumed. Billing goes on. Per-mailbox results inside the 200.',
    action: 'paused',
    apply: pauseSubscription,
  });
}
