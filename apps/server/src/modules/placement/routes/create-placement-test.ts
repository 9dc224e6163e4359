import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body } from '../../../http/schemas.js';
import { presentTests } from '../placement.present.js';
import { PlacementTest, TestDefinitionFields } from '../placement.schema.js';
import { createTest } from '../placement.service.js';
import { registerCreate } from './create-route.js';

export const CreatePlacementTestBody = Body(TestDefinitionFields);

export function createPlacementTest(app: App, ctx: AppContext): void {
  registerCreate(app, ctx, {
    path: '/v1/api/inbox-placement/tests',
    operationId: 'createPlacementTest',
    summary: 'Create test',
    description:
      'Sends the content from each mailbox to every healthy seed of the chosen providers (each copy with its own token in an `X-Mailwright-Placement` header and in its body) and looks for the copies in the seeds’ inbox, spam and category folders from 2 minutes after sending until a 30-minute deadline; not found by then is `missing`. Charged 0.05 credits from the wallet at once (402 `INSUFFICIENT_FUNDS` and nothing created when short), refunded if nothing can be sent. Poll Get test results. Send an `Idempotency-Key` to retry safely.',
    body: CreatePlacementTestBody,
    key: 'test',
    record: PlacementTest,
    errors: [402, 404],
    message: 'Inbox placement test created',
    create: createTest,
    present: presentTests,
  });
}
