import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses, Nullable, Timestamp, Uid } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { DOMAIN_RENEWAL_STATUSES } from '../domain.lifecycle.js';
import { DomainUids } from '../domain.schema.js';
import { requestRenewal, toRenewalResponse } from '../settings.service.js';

export const Renewal = Type.Object({
  uid: Uid(),
  domain: Type.String(),
  renewal_status: Type.Enum([...DOMAIN_RENEWAL_STATUSES]),
  renewal_date: Nullable(
    Timestamp('When the registration expires (moves on when a renewal completes).'),
  ),
  renewal_years: Nullable(Type.Integer({ description: 'Years of the renewal in progress.' })),
  renewal_requested_at: Nullable(Timestamp()),
  renewal_price: Nullable(Type.Number({ description: 'USD per year.' })),
});

export const RequestRenewalBody = Body({
  uids: DomainUids('Domains bought here.'),
  years: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
});

export function requestDomainRenewal(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/renew',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'requestDomainRenewal',
        tags: ['Domains'],
        summary: 'Request domain renewal',
        description:
          'Renews registrations for 1 to 10 years, charged from the wallet at once (renewal price times years; 402 `INSUFFICIENT_FUNDS` and nothing requested when it holds too little). `renewal_status` is `pending` until the registrar answers, then `completed` (with the new `renewal_date`) or `failed` (the charge is refunded).',
        body: RequestRenewalBody,
        response: {
          200: Envelope({ renewals: Type.Array(Renewal) }),
          ...errorResponses(402, 404, 409),
        },
      },
    },
    async (request) => {
      const { uids, years = 1 } = request.body;
      const caller = payerOf(request);
      const rows = await requestRenewal(ctx, caller, uids, years);
      return {
        error: false as const,
        message: 'Domain renewal requested',
        renewals: rows.map(toRenewalResponse),
      };
    },
  );
}
