import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { errorResponses } from '../../../http/schemas.js';
import { resolveTags, unassignTags as unassign } from '../tags.service.js';
import { TagAssignmentBody, TagAssignmentResponse, taggedRecords } from './assign-tags.js';

export function unassignTags(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/tags/unassign',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'unassignTags',
        tags: ['Tags'],
        summary: 'Remove tags from domains or mailboxes',
        description:
          'Takes every tag off every domain, mailbox and sequencer named; tags not there are ignored.',
        body: TagAssignmentBody,
        response: { 200: TagAssignmentResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const workspaceId = workspaceOf(request).id;
      const changed = await inTransaction(ctx.db, async (trx) => {
        const tags = await resolveTags(trx, workspaceId, request.body.tag_uids);
        let changed = 0;
        for (const [kind, ids] of await taggedRecords(trx, workspaceId, request.body)) {
          changed += await unassign(trx, tags, kind, ids);
        }
        return changed;
      });
      return { error: false as const, message: 'Tags removed successfully', changed };
    },
  );
}
