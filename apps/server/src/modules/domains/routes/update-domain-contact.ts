import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { ContactDetailsSchema } from '../../accounts/surface.js';
import { DomainUids } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { updateContact } from '../settings.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const UpdateContactBody = Body({
  uids: DomainUids('Domains bought here.'),
  contact_details: ContactDetailsSchema,
});

export function updateDomainContact(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/contact',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateDomainContact',
        tags: ['Domains'],
        summary: 'Update domain contact details',
        description:
          'Replaces the registrant’s contact details at the registrar (domains bought here).',
        body: UpdateContactBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const { uids, contact_details } = request.body;
      const rows = await updateContact(ctx, workspaceOf(request).id, uids, contact_details);
      return {
        error: false as const,
        message: 'Domain contact details updated successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
