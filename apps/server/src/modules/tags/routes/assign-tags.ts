import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { DomainUids } from '../../domains/domain.schema.js';
import { getDomainsByUids } from '../../domains/domains.service.js';
import { TagUids } from '../tag.schema.js';
import { assignTags as assign, resolveTags } from '../tags.service.js';

/** The tags and the records, for assign and unassign. Mailboxes join with `mailbox_uids`. */
export const TagAssignmentBody = Body({
  tag_uids: TagUids,
  domain_uids: DomainUids('Domains to tag or untag.'),
});

export const TagAssignmentResponse = Envelope({
  changed: Type.Integer({ description: 'Assignments added (assign) or removed (unassign).' }),
});

export function assignTags(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/tags/assign',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'assignTags',
        tags: ['Tags'],
        summary: 'Assign tags to domains',
        description: 'Puts every tag on every domain; tags already there are left alone.',
        body: TagAssignmentBody,
        response: { 200: TagAssignmentResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const workspaceId = workspaceOf(request).id;
      const changed = await inTransaction(ctx.db, async (trx) => {
        const tags = await resolveTags(trx, workspaceId, request.body.tag_uids);
        const domains = await getDomainsByUids(trx, workspaceId, request.body.domain_uids);
        return assign(trx, tags, 'domain', [...new Set(domains.map((d) => d.id))]);
      });
      return { error: false as const, message: 'Tags assigned successfully', changed };
    },
  );
}
