import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope } from '../../../http/schemas.js';
import { monthBefore, revenueByMonth } from '../../billing/surface.js';
import { OPERATOR_TAG } from '../operator.schema.js';

const Credits = (description: string) => Type.Number({ description });

export function getOperatorRevenue(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/revenue',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'getOperatorRevenue',
        tags: [OPERATOR_TAG],
        summary: 'Usage and revenue per month',
        description:
          'Money per calendar month (UTC), newest first, over every wallet, read from the ledger: what came in by payment, what the operator granted, what purchases and renewals charged, what was refunded, and usage (charged less refunded) per kind of thing paid for. Amounts in credits (1 = 1 USD).',
        querystring: Type.Object(
          {
            months: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: 36,
                default: 12,
                description: 'How many months, this one included (default 12).',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope({
            months: Type.Array(
              Type.Object({
                month: Type.String({ description: '`YYYY-MM`.' }),
                paid_in: Credits('Purchases of credits and auto top-ups.'),
                granted: Credits('Operator adjustments (grants less what was taken back).'),
                charged: Credits('Charges: purchases and renewals paid from wallets.'),
                refunded: Credits('Refunds of charges.'),
                usage: Credits('Charged less refunded.'),
                usage_by_record: Type.Record(Type.String(), Type.Number(), {
                  description:
                    'Usage per kind of thing paid for (`domain`, `mailbox`, `subscription` …; `other` when the entry names none).',
                }),
                entries: Type.Integer({ description: 'Ledger entries written that month.' }),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const now = new Date();
      const months = request.query.months ?? 12;
      return {
        error: false as const,
        message: 'Revenue retrieved successfully',
        months: await revenueByMonth(ctx.db, monthBefore(now, months - 1), now),
      };
    },
  );
}
