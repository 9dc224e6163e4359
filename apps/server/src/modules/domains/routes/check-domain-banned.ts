import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { type Availability, checkAvailability, checkName } from '../availability.service.js';
import { DomainQuery } from './check-domain-availability.js';

export function checkDomainBanned(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/domains/banned',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'checkDomainBanned',
        tags: ['Domains'],
        summary: 'Check if domain is banned from registration',
        description: 'Whether the registrar refuses this name outright. Needs no X-Workspace-Id.',
        querystring: DomainQuery,
        response: {
          200: Envelope({ domain: Type.String(), banned: Type.Boolean() }),
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      const name = checkName(request.query.domain, 'domain');
      const [found] = (await checkAvailability(ctx, teamOf(request).id, [name])) as [Availability];
      return {
        error: false as const,
        message: found.banned ? `${name} is banned from registration` : `${name} is not banned`,
        domain: name,
        banned: found.banned,
      };
    },
  );
}
