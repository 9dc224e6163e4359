import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { DomainUids, Email } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { setDmarc } from '../settings.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const SetDmarcBody = Body({
  uids: DomainUids(),
  policy: Type.Enum(['none', 'quarantine', 'reject'], {
    description: 'What receivers do with mail that fails DMARC.',
  }),
  email: Type.Optional(Email('Aggregate-report address (rua); keeps the current one if absent.')),
});

export function setDmarcConfiguration(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/dmarc',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setDmarcConfiguration',
        tags: ['Domains'],
        summary: 'Set DMARC configuration',
        description:
          'Sets the DMARC policy (and report address) and republishes the `_dmarc` record.',
        body: SetDmarcBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { uids, policy, email } = request.body;
      const rows = await setDmarc(ctx, workspaceOf(request).id, uids, {
        policy,
        ...(email !== undefined ? { email } : {}),
      });
      return {
        error: false as const,
        message: 'DMARC configuration set successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
