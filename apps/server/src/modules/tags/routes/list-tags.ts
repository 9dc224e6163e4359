import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { Tag } from '../tag.schema.js';
import { listTags as list } from '../tags.service.js';

export const ListTagsQuery = Type.Object({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
});
export const ListTagsResponse = Envelope({
  tags: Type.Array(
    Type.Object({
      ...Tag.properties,
      domains_count: Type.Integer({ description: 'Domains carrying the tag.' }),
      mailboxes_count: Type.Integer({ description: 'Mailboxes carrying the tag.' }),
      sequencers_count: Type.Integer({ description: 'Sequencers carrying the tag.' }),
    }),
  ),
  ...PageListFields,
});

export function listTags(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/tags',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listTags',
        tags: ['Tags'],
        summary: 'Get all tags',
        description: 'The workspace’s tags, newest first, with how many records carry each.',
        querystring: ListTagsQuery,
        response: { 200: ListTagsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const { rows, total } = await list(
        ctx.db,
        workspaceOf(request).id,
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Tags retrieved successfully',
        tags: rows,
        ...pageList(page, limit, total),
      };
    },
  );
}
