import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Timestamp } from '../../../http/schemas.js';
import { ClockUidParams, SANDBOX_TAG, SandboxClock } from '../clock.schema.js';
import { advanceClock, presentClocks, requireClocksAllowed } from '../clocks.service.js';

export const AdvanceSandboxClockBody = Body({
  to: Type.Optional(Timestamp('The time to move the clock to (after its time, 366 days at most).')),
  by: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'How far to move it instead: `30m`, `1h`, `1d`, `1w`, `1mo` (calendar month).',
    }),
  ),
});

export function advanceSandboxClock(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sandbox/clocks/:uid/advance',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'advanceSandboxClock',
        tags: [SANDBOX_TAG],
        summary: 'Advance a sandbox clock',
        description:
          'Moves the clock forward (`to` or `by`). The clock is `advancing` while everything scheduled on it up to then runs, in order of its time, with its webhook events; then `ready` at the new time. A clock already advancing is a 409.',
        params: ClockUidParams,
        body: AdvanceSandboxClockBody,
        response: { 200: Envelope({ clock: SandboxClock }), ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      const row = await advanceClock(ctx, teamOf(request).id, request.params.uid, request.body);
      const [clock] = await presentClocks(ctx, [row]);
      return { error: false as const, message: 'Sandbox clock advancing', clock: clock! };
    },
  );
}
