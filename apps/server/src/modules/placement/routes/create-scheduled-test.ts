import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotentWorkspaceHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { payerOf } from '../../billing/actor.js';
import { presentSchedules } from '../placement.present.js';
import {
  PLACEMENT_TAG,
  ScheduledTest,
  ScheduleFields,
  TestDefinitionFields,
} from '../placement.schema.js';
import { createScheduledTest as create } from '../placement.service.js';
import type { PlacementScheduleRow } from '../placement.table.js';

export const CreateScheduledTestBody = Body({ ...TestDefinitionFields, ...ScheduleFields });

export function createScheduledTest(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/inbox-placement/scheduled',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'createScheduledPlacementTest',
        tags: [PLACEMENT_TAG],
        summary: 'Create scheduled test',
        description:
          'A test that runs on each of `days` at `time` in `timezone` (on the workspace’s sandbox clock when one is attached). Each firing is a run, charged 0.05 credits when it fires (a firing the wallet cannot pay is recorded as a `failed` run, nothing charged). Send an `Idempotency-Key` to retry safely.',
        headers: IdempotentWorkspaceHeaders,
        body: CreateScheduledTestBody,
        response: { 200: Envelope({ scheduled_test: ScheduledTest }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<PlacementScheduleRow>) => create(ctx, caller, request.body, commit),
        async (row, db) => ({
          error: false as const,
          message: 'Scheduled test created',
          scheduled_test: (await presentSchedules(db, [row]))[0] as never,
        }),
      );
    },
  );
}
