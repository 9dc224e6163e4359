import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import {
  toVerifiedDestinationResponse,
  VerifiedDestination,
} from '../verified-destination.schema.js';
import { listDestinations } from '../verified-destinations.service.js';

export const ListVerifiedDestinationsQuery = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('verified')])),
    type: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('domain')])),
  },
  { additionalProperties: false },
);

export const ListVerifiedDestinationsResponse = Envelope({
  destinations: Type.Array(VerifiedDestination),
  ...PageListFields,
});

export function listVerifiedDestinations(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/verified-domains',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listVerifiedDestinations',
        tags: ['Verified Domains'],
        summary: 'List verified destinations',
        description:
          'The workspace’s forwarding destinations with their status, newest first; filter by `status` and `type`.',
        querystring: ListVerifiedDestinationsQuery,
        response: { 200: ListVerifiedDestinationsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status, type } = request.query;
      const { rows, total } = await listDestinations(
        ctx,
        {
          workspaceId: workspaceOf(request).id,
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Verified destinations retrieved successfully',
        destinations: rows.map(toVerifiedDestinationResponse),
        ...pageList(page, limit, total),
      };
    },
  );
}
