import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { ClockUidParams, SANDBOX_TAG, SandboxClock } from '../clock.schema.js';
import { attachWorkspace, presentClocks, requireClocksAllowed } from '../clocks.service.js';

export function attachSandboxClock(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sandbox/clocks/:uid/attach',
    {
      config: { scope: 'workspace', permission: 'admin' },
      schema: {
        operationId: 'attachSandboxClock',
        tags: [SANDBOX_TAG],
        summary: 'Attach the workspace to a sandbox clock',
        description:
          'The workspace named by X-Workspace-Id sees the clock’s time from now on; what it has scheduled moves onto the clock, keeping the time it had left. Attaching it again to the same clock changes nothing; a workspace on another clock, or a clock that is advancing, is a 409.',
        params: ClockUidParams,
        response: { 200: Envelope({ clock: SandboxClock }), ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      const row = await attachWorkspace(
        ctx,
        teamOf(request).id,
        request.params.uid,
        workspaceOf(request).id,
      );
      const [clock] = await presentClocks(ctx, [row]);
      return { error: false as const, message: 'Workspace attached to the clock', clock: clock! };
    },
  );
}
