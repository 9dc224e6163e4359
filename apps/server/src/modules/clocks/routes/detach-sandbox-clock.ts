import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { SANDBOX_TAG } from '../clock.schema.js';
import { detachWorkspace, requireClocksAllowed } from '../clocks.service.js';

export function detachSandboxClock(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sandbox/clocks/detach',
    {
      config: { scope: 'workspace', permission: 'admin' },
      schema: {
        operationId: 'detachSandboxClock',
        tags: [SANDBOX_TAG],
        summary: 'Detach the workspace from its sandbox clock',
        description:
          'The workspace named by X-Workspace-Id goes back to real time; what it had scheduled on the clock runs after the time it had left. A workspace on no clock, or whose clock is advancing, is a 409.',
        response: { 200: Envelope({}), ...errorResponses(403, 409) },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      await detachWorkspace(ctx, workspaceOf(request).id);
      return { error: false as const, message: 'Workspace detached from its clock' };
    },
  );
}
