import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { cancelSubscription } from '../warmup.service.js';
import { registerMailboxAction } from './warmup-actions.js';

export function cancelWarmup(app: App, ctx: AppContext): void {
  registerMailboxAction(app, ctx, {
    path: '/v1/api/warmup/cancel',
    operationId: 'cancelWarmup',
    summary: 'Cancel warmup',
    description:
      'Cancels the warmup of mailboxes (active warmup is stopped first): nothing more is sent or charged. Per-mailbox results inside the 200; a mailbox with no live subscription is counted as failed.',
    action: 'cancelled',
    apply: cancelSubscription,
  });
}
