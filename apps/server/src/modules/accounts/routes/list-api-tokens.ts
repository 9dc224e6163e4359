import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { pageOffset } from '../../../http/pagination.js';
import { Envelope, UidFilter } from '../../../http/schemas.js';
import { listApiTokens as list } from '../api-tokens.service.js';
import { ApiToken, PageFields, PageQuery, pageFields } from '../members.schema.js';

export const ListApiTokensQuery = Type.Object(
  { ...PageQuery, member_uid: Type.Optional(UidFilter('member')) },
  { additionalProperties: false },
);

export function listApiTokens(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/tokens',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'listApiTokens',
        tags: ['API tokens'],
        summary: 'List API tokens',
        description:
          'Team admins only. The team’s tokens, live and revoked, newest first, with the member each acts as; never the tokens themselves.',
        querystring: ListApiTokensQuery,
        response: { 200: Envelope({ api_tokens: Type.Array(ApiToken), ...PageFields }) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, member_uid } = request.query;
      const { rows, total } = await list(ctx.db, teamOf(request).id, {
        memberUid: member_uid,
        offset: pageOffset(page, limit),
        limit,
      });
      return {
        error: false as const,
        message: 'API tokens retrieved successfully',
        api_tokens: rows,
        ...pageFields(page, limit, total),
      };
    },
  );
}
