import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { actorOf } from '../../billing/surface.js';
import { presentSchedules } from '../placement.present.js';
import { PLACEMENT_TAG, ScheduledTest } from '../placement.schema.js';
import { findSchedule } from '../placement.service.js';
import type { PlacementScheduleRow } from '../placement.table.js';
import { deleteSchedule, pauseSchedule, resumeSchedule } from '../schedules.service.js';

export const ScheduledTestParams = Type.Object(
  { uid: Uid('The scheduled test uid.') },
  { additionalProperties: false },
);

const answer = async (ctx: AppContext, row: PlacementScheduleRow, message: string) => ({
  error: false as const,
  message,
  scheduled_test: (await presentSchedules(ctx.db, [row]))[0] as never,
});

/** Get, pause and resume a scheduled test: one shape, one file. */
export function scheduledTestActions(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/inbox-placement/scheduled/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getScheduledPlacementTest',
        tags: [PLACEMENT_TAG],
        summary: 'Get scheduled test',
        description: 'One scheduled test; its runs are listed by List tests with `schedule_uid`.',
        params: ScheduledTestParams,
        response: { 200: Envelope({ scheduled_test: ScheduledTest }), ...errorResponses(404) },
      },
    },
    async (request) =>
      answer(
        ctx,
        await findSchedule(ctx.db, workspaceOf(request).id, request.params.uid),
        'Scheduled test retrieved successfully',
      ),
  );
  for (const [action, run, summary, description] of [
    [
      'pause',
      pauseSchedule,
      'Pause scheduled test',
      'No firing until resumed; pausing a paused test changes nothing.',
    ],
    [
      'resume',
      resumeSchedule,
      'Resume scheduled test',
      'Fires again from its next day and time after now (the workspace’s time); resuming an active test changes nothing.',
    ],
  ] as const)
    app.post(
      `/v1/api/inbox-placement/scheduled/:uid/${action}`,
      {
        config: { scope: 'workspace' },
        schema: {
          operationId: `${action}ScheduledPlacementTest`,
          'x-idempotent': true,
          tags: [PLACEMENT_TAG],
          summary,
          description,
          params: ScheduledTestParams,
          response: { 200: Envelope({ scheduled_test: ScheduledTest }), ...errorResponses(404) },
        },
      },
      async (request) =>
        answer(
          ctx,
          await run(ctx, workspaceOf(request).id, request.params.uid, actorOf(request)),
          `Scheduled test ${action}d`,
        ),
    );
  app.delete(
    '/v1/api/inbox-placement/scheduled/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'deleteScheduledPlacementTest',
        tags: [PLACEMENT_TAG],
        summary: 'Delete scheduled test',
        description: 'Stops and removes the scheduled test; its past runs stay in List tests.',
        params: ScheduledTestParams,
        response: { 200: Envelope({}), ...errorResponses(404) },
      },
    },
    async (request) => {
      await deleteSchedule(ctx, workspaceOf(request).id, request.params.uid);
      return { error: false as const, message: 'Scheduled test deleted' };
    },
  );
}
