import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotentWorkspaceHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { payerOf } from '../../billing/actor.js';
import { presentTests } from '../placement.present.js';
import { PLACEMENT_TAG, PlacementTest, TestDefinitionFields } from '../placement.schema.js';
import { createTest } from '../placement.service.js';
import type { PlacementTestRow } from '../placement.table.js';

export const CreatePlacementTestBody = Body(TestDefinitionFields);

export function createPlacementTest(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/inbox-placement/tests',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'createPlacementTest',
        tags: [PLACEMENT_TAG],
        summary: 'Create test',
        description:
          'Sends the content from each mailbox to every healthy seed of the chosen providers (each copy with its own token in an `X-Mailwright-Placement` header and in its body) and looks for the copies in the seeds’ inbox, spam and category folders from 2 minutes after sending until a 30-minute deadline; not found by then is `missing`. Charged 0.05 credits from the wallet at once (402 `INSUFFICIENT_FUNDS` and nothing created when short), refunded if nothing can be sent. Poll Get test results. Send an `Idempotency-Key` to retry safely.',
        headers: IdempotentWorkspaceHeaders,
        body: CreatePlacementTestBody,
        response: { 200: Envelope({ test: PlacementTest }), ...errorResponses(402, 404) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<PlacementTestRow>) => createTest(ctx, caller, request.body, commit),
        async (row, db) => ({
          error: false as const,
          message: 'Inbox placement test created',
          test: (await presentTests(db, [row]))[0] as never,
        }),
      );
    },
  );
}
