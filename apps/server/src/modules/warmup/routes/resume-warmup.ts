import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { resumeSubscription } from '../warmup.service.js';
import { registerMailboxAction } from './warmup-actions.js';

export function resumeWarmup(app: App, ctx: AppContext): void {
  registerMailboxAction(app, ctx, {
    path: '/v1/api/warmup/resume',
    operationId: 'resumeWarmup',
    summary: 'Resume warmup',
    description:
      'Resumes paused warmup: sending starts again from the next plan, and the day counter moves on from where it stopped. Per-mailbox results inside the 200.',
    action: 'resumed',
    apply: resumeSubscription,
  });
}
