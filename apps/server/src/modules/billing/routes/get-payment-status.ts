import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { PaymentFields } from '../billing.schema.js';
import { presentPayment } from '../billing.service.js';
import { getTeamPayment, settlePayment } from '../payments.service.js';

export const PaymentStatusQuery = Type.Object(
  {
    session_id: Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'The `session_id` a checkout, Add credits or a purchase answered.',
    }),
  },
  { additionalProperties: false },
);

export const PaymentStatusResponse = Envelope(PaymentFields);

export function getPaymentStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/billing/wallet/status',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'getPaymentStatus',
        'x-idempotent': true,
        tags: ['Billing'],
        summary: 'Check payment status',
        description:
          'Where a payment stands, asked of the payment provider now: once it is paid its credits are applied (exactly once, whether this check or the provider’s webhook sees it first) and what it pays for moves on. Needs no X-Workspace-Id.',
        querystring: PaymentStatusQuery,
        response: { 200: PaymentStatusResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await getTeamPayment(ctx, teamOf(request).id, request.query.session_id);
      const settled = await settlePayment(ctx, row.id);
      return {
        error: false as const,
        message: 'Payment status retrieved successfully',
        ...presentPayment(settled),
      };
    },
  );
}
