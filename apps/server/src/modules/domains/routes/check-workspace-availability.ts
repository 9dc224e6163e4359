import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { checkMailTenants, checkName } from '../availability.service.js';
import { DomainNames } from '../domain.schema.js';

export const CheckWorkspaceAvailabilityBody = Body({
  domains: DomainNames('Names to check.'),
});

export function checkWorkspaceAvailability(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/check-workspace-availability',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'checkWorkspaceAvailability',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'Check workspace availability',
        description:
          'Whether a Google Workspace or Microsoft 365 tenant could still be created on each domain (false when one already claims it). Needs no X-Workspace-Id.',
        body: CheckWorkspaceAvailabilityBody,
        response: {
          200: Envelope({
            result: Type.Array(
              Type.Object({
                domain: Type.String(),
                google_workspace_available: Type.Boolean(),
                ms365_workspace_available: Type.Boolean(),
              }),
            ),
          }),
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      const names = request.body.domains.map((d, i) => checkName(d, `domains[${i}]`));
      return {
        error: false as const,
        message: 'Workspace availability checked successfully',
        result: await checkMailTenants(ctx, names),
      };
    },
  );
}
