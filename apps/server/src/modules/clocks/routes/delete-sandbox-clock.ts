import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { ClockUidParams, SANDBOX_TAG } from '../clock.schema.js';
import { deleteClock, requireClocksAllowed } from '../clocks.service.js';

export function deleteSandboxClock(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/sandbox/clocks/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'deleteSandboxClock',
        tags: [SANDBOX_TAG],
        summary: 'Delete a sandbox clock',
        description:
          'Detaches its workspaces (what they had scheduled on the clock runs in real time, after the time it had left) and deletes the clock. A clock that is advancing is a 409.',
        params: ClockUidParams,
        response: { 200: Envelope({}), ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      await deleteClock(ctx, teamOf(request).id, request.params.uid);
      return { error: false as const, message: 'Sandbox clock deleted' };
    },
  );
}
