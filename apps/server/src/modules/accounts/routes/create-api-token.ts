import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, teamOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { createApiToken as create, toApiTokenResponse } from '../api-tokens.service.js';
import { ApiToken } from '../members.schema.js';

export const CreateApiTokenBody = Body({
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      description: 'A label (default `api`).',
    }),
  ),
  member_uid: Type.Optional(
    Uid('The member the token acts as (default: the caller). It carries that member’s role.'),
  ),
});

export function createApiToken(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/tokens',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'createApiToken',
        tags: ['API tokens'],
        summary: 'Create an API token',
        description:
          'Team admins only. Issues a token for yourself or, with `member_uid`, for a member of the team; `token` is shown only in this answer and stored as a hash.',
        body: CreateApiTokenBody,
        response: {
          200: Envelope({
            token: Type.String({ description: 'The token. Shown only in this answer.' }),
            api_token: ApiToken,
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const created = await create(ctx.db, teamOf(request).id, {
        name: request.body.name?.trim() ?? 'api',
        memberUid: request.body.member_uid,
        callerMemberId: memberOf(request).id,
      });
      return {
        error: false as const,
        message: 'API token created; it is shown only this once',
        token: created.token,
        api_token: toApiTokenResponse(
          created.record,
          new Map([[created.member.id, created.member]]),
        ),
      };
    },
  );
}
