import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { ClockUidParams, SANDBOX_TAG, SandboxClock } from '../clock.schema.js';
import { getClock, presentClocks, requireClocksAllowed } from '../clocks.service.js';

export function getSandboxClock(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/sandbox/clocks/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'getSandboxClock',
        tags: [SANDBOX_TAG],
        summary: 'Get a sandbox clock',
        description: 'The clock, its time and status (poll it after an advance until `ready`).',
        params: ClockUidParams,
        response: { 200: Envelope({ clock: SandboxClock }), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      const row = await getClock(ctx, teamOf(request).id, request.params.uid);
      const [clock] = await presentClocks(ctx, [row]);
      return {
        error: false as const,
        message: 'Sandbox clock retrieved successfully',
        clock: clock!,
      };
    },
  );
}
