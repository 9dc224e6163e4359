import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { presentCopies, presentTests } from '../placement.present.js';
import { PLACEMENT_TAG, PlacementCopy, PlacementTest } from '../placement.schema.js';
import { findTest } from '../placement.service.js';

export const PlacementTestParams = Type.Object(
  { uid: Uid('The test uid.') },
  { additionalProperties: false },
);

export function getPlacementTest(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/inbox-placement/tests/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getPlacementTestResults',
        tags: [PLACEMENT_TAG],
        summary: 'Get test results',
        description:
          'One run: its status and figures (overall and per provider; a share is null while nothing is measured, distinct from 0), and every copy with its landing folder, arrival delay and the seed’s SPF, DKIM and DMARC verdicts.',
        params: PlacementTestParams,
        response: {
          200: Envelope({
            test: Type.Intersect([
              PlacementTest,
              Type.Object({ copies: Type.Array(PlacementCopy) }),
            ]),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const row = await findTest(ctx.db, workspaceOf(request).id, request.params.uid);
      const [test] = await presentTests(ctx.db, [row]);
      return {
        error: false as const,
        message: 'Inbox placement test retrieved successfully',
        test: { ...(test as NonNullable<typeof test>), copies: await presentCopies(ctx.db, row) },
      };
    },
  );
}
