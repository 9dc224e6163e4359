import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Timestamp } from '../../../http/schemas.js';
import { SANDBOX_TAG, SandboxClock } from '../clock.schema.js';
import { createClock, presentClocks, requireClocksAllowed } from '../clocks.service.js';

export const CreateSandboxClockBody = Body({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'For people.' })),
  frozen_time: Type.Optional(
    Timestamp('The time the clock starts at (default: now). It stands still until advanced.'),
  ),
});

export function createSandboxClock(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sandbox/clocks',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'createSandboxClock',
        tags: [SANDBOX_TAG],
        summary: 'Create a sandbox clock',
        description:
          'A clock whose time stands still until advanced. Workspaces attached to it see its time for everything scheduled for them (warmup days, renewals). Refused (403) unless the operator allows sandbox clocks (MAILWRIGHT_SANDBOX_CLOCKS).',
        body: CreateSandboxClockBody,
        response: { 200: Envelope({ clock: SandboxClock }), ...errorResponses(403) },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      const row = await createClock(ctx, teamOf(request).id, request.body);
      const [clock] = await presentClocks(ctx, [row]);
      return { error: false as const, message: 'Sandbox clock created', clock: clock! };
    },
  );
}
