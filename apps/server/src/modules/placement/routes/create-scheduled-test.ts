import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body } from '../../../http/schemas.js';
import { presentSchedules } from '../placement.present.js';
import { ScheduledTest, ScheduleFields, TestDefinitionFields } from '../placement.schema.js';
import { createScheduledTest as create } from '../placement.service.js';
import { registerCreate } from './create-route.js';

export const CreateScheduledTestBody = Body({ ...TestDefinitionFields, ...ScheduleFields });

export function createScheduledTest(app: App, ctx: AppContext): void {
  registerCreate(app, ctx, {
    path: '/v1/api/inbox-placement/scheduled',
    operationId: 'createScheduledPlacementTest',
    summary: 'Create scheduled test',
    description:
      'A test that runs on each of `days` at `time` in `timezone` (on the workspace’s sandbox clock when one is attached). Each firing is a run, charged 0.05 credits when it fires (a firing the wallet cannot pay is recorded as a `failed` run, nothing charged). Send an `Idempotency-Key` to retry safely.',
    body: CreateScheduledTestBody,
    key: 'scheduled_test',
    record: ScheduledTest,
    errors: [404],
    message: 'Scheduled test created',
    create,
    present: presentSchedules,
  });
}
