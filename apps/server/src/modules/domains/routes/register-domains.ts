import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import type { ContactDetails } from '../../../providers/registrar.js';
import { ContactDetailsSchema, PartialContactDetailsSchema } from '../../accounts/surface.js';
import { checkoutFields, payerOf } from '../../billing/surface.js';
import { toAmount } from '../domain.present.js';
import { DomainStatusSchema, OptionalEmail } from '../domain.schema.js';
import {
  orderTotal,
  type Registration,
  registerDomains as register,
} from '../registration.service.js';

export const RegisterDomainsBody = Body({
  domains: Type.Array(
    Type.Object(
      {
        name: Type.String({ maxLength: 253, description: 'Fully qualified name to buy.' }),
        registration_years: Type.Integer({ minimum: 1, maximum: 10, default: 1 }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 100 },
  ),
  contact_details: Type.Optional(PartialContactDetailsSchema),
  use_wallet_balance: Type.Optional(
    Type.Boolean({
      description:
        'true (default): pay from the wallet (402 `INSUFFICIENT_FUNDS` when it holds too little). false: answer with a checkout `url` and `session_id`; the domains wait in `cart` until it is paid (then register), declined (`payment_failed`, still payable) or expired (`cancelled`).',
    }),
  ),
  privacy: Type.Optional(Type.Boolean({ description: 'WHOIS privacy (default true).' })),
  dmarc_email: Type.Optional(OptionalEmail('Where DMARC aggregate reports go; "" for none.')),
  catch_all_email: Type.Optional(
    OptionalEmail('Catch-all destination for the new domains; "" for none.'),
  ),
});

export const RegisterDomainsResponse = Envelope({
  domains_count: Type.Integer(),
  total_cost: Type.Number({ description: 'USD, all domains and years.' }),
  payment_type: Type.Enum(['wallet', 'checkout'], {
    description: '`wallet`: paid from the wallet; `checkout`: pay at `url`.',
  }),
  url: Type.Optional(Type.String({ description: 'The checkout page (checkout only).' })),
  session_id: Type.Optional(
    Type.String({ description: 'Poll Check payment status with it (checkout only).' }),
  ),
  contact_details: ContactDetailsSchema,
  domain_uids: Type.Array(Uid()),
  domains: Type.Array(
    Type.Object({
      uid: Uid(),
      name: Type.String(),
      status: DomainStatusSchema,
      registration_years: Type.Integer(),
      price: Type.Number({ description: 'USD for all its years.' }),
    }),
  ),
});

export function registerDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/register',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'registerDomains',
        tags: ['Domains'],
        summary: 'Register domains',
        description:
          'Buys domains for 1 to 10 years. `contact_details` may be left out, whole or in part, when the account has a registrant contact (Set the registrant contact): what is left out is taken from it. Every name is checked first: an invalid, unsold or banned name is a 400 and a taken one a 409, each listed by `domains[i].name` in `details`, and nothing is bought; a wallet holding less than the whole order is a 402 (`INSUFFICIENT_FUNDS`, "Insufficient wallet balance to register domains"), nothing bought. Otherwise each domain starts in `cart` and moves on through its lifecycle (`domain.status_changed` events). Send an `Idempotency-Key` to retry safely.',
        headers: IdempotencyHeaders,
        body: RegisterDomainsBody,
        response: { 200: RegisterDomainsResponse, ...errorResponses(402, 409, 503) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<Registration>) => register(ctx, caller, request.body, commit),
        async ({ domains, payment }) => ({
          error: false as const,
          message: payment
            ? 'Payment session created; the domains are registered once it is paid'
            : `${domains.length} domain${domains.length === 1 ? '' : 's'} ordered; registration has started`,
          domains_count: domains.length,
          total_cost: orderTotal(domains),
          payment_type: payment ? ('checkout' as const) : ('wallet' as const),
          ...checkoutFields(payment),
          contact_details: JSON.parse(domains[0]?.contact_details ?? '{}') as ContactDetails,
          domain_uids: domains.map((d) => d.uid),
          domains: domains.map((d) => ({
            uid: d.uid,
            name: d.name,
            status: d.status,
            registration_years: d.registration_years,
            price: toAmount((d.registration_price_cents ?? 0) * d.registration_years) ?? 0,
          })),
        }),
      );
    },
  );
}
