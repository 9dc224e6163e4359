import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { actorOf } from '../../billing/surface.js';
import { DomainStatusSchema } from '../domain.schema.js';
import { removeDomains as remove } from '../domains.service.js';

export const RemoveDomainsBody = Body({
  domains: Type.Optional(
    Type.Array(Type.String({ maxLength: 253 }), { maxItems: 100, description: 'Names.' }),
  ),
  uids: Type.Optional(Type.Array(Uid(), { maxItems: 100 })),
});

const Removal = Type.Object({
  name: Type.String(),
  uid: Uid(),
  previous_status: DomainStatusSchema,
  new_status: DomainStatusSchema,
});

export const RemoveDomainsResponse = Envelope({
  result: Type.Object({
    updated: Type.Array(Removal, {
      description: 'Domains with a DNS zone: scheduled_for_deletion, deleted once torn down.',
    }),
    deleted: Type.Array(Removal, { description: 'Domains deleted at once.' }),
  }),
});

export function removeDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/remove',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'removeDomains',
        tags: ['Domains'],
        summary: 'Remove domains',
        description:
          'Removes domains named by `domains` (names) and/or `uids`. Domains not yet live are deleted at once (one paid and not yet being registered gets its charge back into the wallet); the others are scheduled for deletion while their DNS zone is torn down. A domain being registered, or holding mailboxes, is a 409 and nothing is removed.',
        body: RemoveDomainsBody,
        response: { 200: RemoveDomainsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { domains = [], uids = [] } = request.body;
      if (domains.length === 0 && uids.length === 0) {
        throw invalidField('uids', 'or domains must name at least one domain');
      }
      const result = await remove(ctx.db, ctx, workspaceOf(request).id, {
        uids,
        names: domains,
        actor: actorOf(request),
      });
      return { error: false as const, message: 'Domains scheduled for deletion', result };
    },
  );
}
