import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Timestamp, Uid } from '../../../http/schemas.js';
import { checkNameserverPropagation } from '../dns-setup.service.js';
import { DomainNames, DomainStatusSchema } from '../domain.schema.js';

export const CheckNameserversBody = Body({
  domains: DomainNames('Names of the workspace’s domains to check now.'),
});

export const CheckNameserversResponse = Envelope({
  result: Type.Array(
    Type.Object({
      _id: Type.String(),
      uid: Uid(),
      name: Type.String(),
      status: DomainStatusSchema,
      propagated: Type.Boolean({
        description: 'Resolvers see the domain delegated to our nameservers.',
      }),
      nameservers: Type.Array(Type.String()),
      actual_nameservers: Type.Array(Type.String()),
      createdAt: Timestamp(),
      updatedAt: Timestamp(),
    }),
  ),
});

export function checkNameservers(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/nameservers/check',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'checkNameservers',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'Check nameservers propagation',
        description:
          'Checks now, instead of waiting for the next scheduled check, whether resolvers see each domain delegated to our nameservers, and moves it on if so. A domain in `expired_propagation` gets a fresh deadline and is checked again.',
        body: CheckNameserversBody,
        response: { 200: CheckNameserversResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const result = await checkNameserverPropagation(
        ctx,
        workspaceOf(request).id,
        request.body.domains,
      );
      return {
        error: false as const,
        message: 'Nameservers propagation checked successfully',
        result,
      };
    },
  );
}
