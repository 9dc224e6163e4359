import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { ProviderStatusResponse, providerStatusAnswer } from '../../status/surface.js';
import { OPERATOR_TAG } from '../operator.schema.js';

export function getOperatorProviders(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/providers',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'getOperatorProviders',
        tags: [OPERATOR_TAG],
        summary: 'Provider families and which are real',
        description:
          'Each provider family (and each mailbox platform) with the adapter serving it, as the start-up banner and Which providers are real (customers’ `GET /v1/api/providers`) say.',
        response: { 200: ProviderStatusResponse },
      },
    },
    () => providerStatusAnswer(ctx),
  );
}
