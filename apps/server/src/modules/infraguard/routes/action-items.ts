import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { getDomainsByUids } from '../../domains/surface.js';
import { closeActionItem } from '../action-items.service.js';
import { actionItemStats, listActionItems, presentActionItems } from '../infraguard.queries.js';
import { ActionItemSchema, INFRAGUARD_TAG } from '../infraguard.schema.js';

export function listInfraGuardActionItems(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/action-items',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listInfraGuardActionItems',
        tags: [INFRAGUARD_TAG],
        summary: 'List action items',
        description:
          'What to do about the workspace’s alerts, newest first: one per alert, with the concrete remedy. An item is resolved by itself when its alert is resolved by a clean check. Filter by `status` or a domain’s `uid`.',
        querystring: Type.Object({
          page: Type.Optional(Page),
          limit: Type.Optional(Limit),
          status: Type.Optional(Type.Enum(['open', 'resolved', 'dismissed'])),
          uid: Type.Optional(Uid('Only this domain’s items.')),
        }),
        response: {
          200: Envelope({ action_items: Type.Array(ActionItemSchema), ...PageListFields }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status, uid } = request.query;
      const workspaceId = workspaceOf(request).id;
      const domain = uid ? (await getDomainsByUids(ctx.db, workspaceId, [uid]))[0] : undefined;
      const { rows, total } = await listActionItems(
        ctx.db,
        workspaceId,
        { ...(status ? { status } : {}), ...(domain ? { domainId: domain.id } : {}) },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Action items retrieved successfully',
        action_items: await presentActionItems(ctx.db, rows),
        ...pageList(page, limit, total),
      };
    },
  );
  app.get(
    '/v1/api/infra-guard/action-items/stats',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getInfraGuardActionItemStats',
        tags: [INFRAGUARD_TAG],
        summary: 'Action item statistics',
        description: 'Counts of the workspace’s action items by status, severity and kind.',
        response: {
          200: Envelope({
            stats: Type.Object({
              total: Type.Integer(),
              open: Type.Integer(),
              resolved: Type.Integer(),
              dismissed: Type.Integer(),
              by_severity: Type.Record(Type.String(), Type.Integer()),
              by_kind: Type.Record(Type.String(), Type.Integer()),
            }),
          }),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Action item statistics retrieved successfully',
      stats: await actionItemStats(ctx.db, workspaceOf(request).id),
    }),
  );
}

/** Resolve and dismiss: one open action item by its uid. */
export function registerActionItemActions(app: App, ctx: AppContext): void {
  for (const [verb, to, operationId, summary] of [
    ['resolve', 'resolved', 'resolveInfraGuardActionItem', 'Resolve an action item'],
    ['dismiss', 'dismissed', 'dismissInfraGuardActionItem', 'Dismiss an action item'],
  ] as const) {
    app.post(
      `/v1/api/infra-guard/action-items/:uid/${verb}`,
      {
        config: { scope: 'workspace' },
        schema: {
          operationId,
          tags: [INFRAGUARD_TAG],
          summary,
          description: `Marks an open action item ${to}. Another team’s item is a 404; one already closed is a 409.`,
          params: Type.Object({ uid: Uid() }),
          response: {
            200: Envelope({ action_item: ActionItemSchema }),
            ...errorResponses(404, 409),
          },
        },
      },
      async (request) => {
        const item = await closeActionItem(ctx, workspaceOf(request).id, request.params.uid, to);
        const [action_item] = await presentActionItems(ctx.db, [item]);
        return {
          error: false as const,
          message: `Action item ${to}`,
          action_item: action_item as NonNullable<typeof action_item>,
        };
      },
    );
  }
}
