import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import {
  OPERATOR_TAG,
  OperatorTeamDetail,
  OperatorTeamSummary,
  TeamUidParams,
} from '../operator.schema.js';
import { operatorTeam, operatorTeams } from '../teams.service.js';

export function listOperatorTeams(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/teams',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'listOperatorTeams',
        tags: [OPERATOR_TAG],
        summary: 'List teams',
        description:
          'Every customer team, newest first, with its members, workspaces and the team wallet’s balance. `keyword` matches part of the name or the admin email.',
        querystring: Type.Object(
          {
            page: Type.Optional(Page),
            limit: Type.Optional(Limit),
            keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope({ teams: Type.Array(OperatorTeamSummary), ...PageListFields }) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, keyword } = request.query;
      const { teams, total } = await operatorTeams(ctx, keyword, pageOffset(page, limit), limit);
      return {
        error: false as const,
        message: 'Teams retrieved successfully',
        teams,
        ...pageList(page, limit, total),
      };
    },
  );
}

export function getOperatorTeam(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/teams/:uid',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'getOperatorTeam',
        tags: [OPERATOR_TAG],
        summary: 'Get a team',
        description:
          'One team: its workspaces (with their domains and mailboxes) and every wallet (the team’s, and each workspace’s own).',
        params: TeamUidParams,
        response: { 200: Envelope({ team: OperatorTeamDetail }), ...errorResponses(404) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Team retrieved successfully',
      team: await operatorTeam(ctx, request.params.uid),
    }),
  );
}
