import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Nullable } from '../../../http/schemas.js';
import { type Availability, checkAvailability, checkName } from '../availability.service.js';

export const DomainQuery = Type.Object({
  domain: Type.String({
    maxLength: 253,
    description: 'Fully qualified name, such as example.com.',
  }),
});

export function checkDomainAvailability(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/domains/available',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'checkDomainAvailability',
        tags: ['Domains'],
        summary: 'Check domain availability',
        description:
          'Whether a name can be bought, and its prices. A name already in your account reads `available: false`. Needs no X-Workspace-Id.',
        querystring: DomainQuery,
        response: {
          200: Envelope({
            domain: Type.String(),
            available: Type.Boolean(),
            banned: Type.Boolean(),
            registration_price: Nullable(Type.Number({ description: 'USD, first year.' })),
            renewal_price: Nullable(Type.Number({ description: 'USD per year after.' })),
          }),
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      const name = checkName(request.query.domain, 'domain');
      const [found] = (await checkAvailability(ctx, teamOf(request).id, [name])) as [Availability];
      return {
        error: false as const,
        message: found.available ? `${name} is available` : `${name} is not available`,
        domain: found.domain,
        available: found.available,
        banned: found.banned,
        registration_price: found.registration_price,
        renewal_price: found.renewal_price,
      };
    },
  );
}
