import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { getDomainsByUids } from '../../domains/surface.js';
import { moveAlert } from '../alerts.service.js';
import { listAlerts, presentAlerts } from '../infraguard.queries.js';
import { AlertSchema, INFRAGUARD_TAG } from '../infraguard.schema.js';

export function listInfraGuardAlerts(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/alerts',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listInfraGuardAlerts',
        tags: [INFRAGUARD_TAG],
        summary: 'List alerts',
        description:
          'The workspace’s alerts, newest first: one per domain, type and source while unresolved. Filter by `status`, `type` or a domain’s `uid` (another team’s is a 404).',
        querystring: Type.Object({
          page: Type.Optional(Page),
          limit: Type.Optional(Limit),
          status: Type.Optional(Type.Enum(['open', 'acknowledged', 'resolved'])),
          type: Type.Optional(Type.Enum(['blocklist', 'dns', 'bounce'])),
          uid: Type.Optional(Uid('Only this domain’s alerts.')),
        }),
        response: {
          200: Envelope({ alerts: Type.Array(AlertSchema), ...PageListFields }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status, type, uid } = request.query;
      const workspaceId = workspaceOf(request).id;
      const domain = uid ? (await getDomainsByUids(ctx.db, workspaceId, [uid]))[0] : undefined;
      const { rows, total } = await listAlerts(
        ctx.db,
        workspaceId,
        {
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
          ...(domain ? { domainId: domain.id } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Alerts retrieved successfully',
        alerts: await presentAlerts(ctx.db, rows),
        ...pageList(page, limit, total),
      };
    },
  );
}

/** Acknowledge and resolve: one alert by its uid, pushed as an event. */
export function registerAlertActions(app: App, ctx: AppContext): void {
  const actions = [
    {
      verb: 'acknowledge',
      to: 'acknowledged' as const,
      operationId: 'acknowledgeInfraGuardAlert',
      summary: 'Acknowledge an alert',
      what: 'Marks an open alert as seen; it stays unresolved (a new listing of the same source does not open a second one) until a clean check or Resolve.',
    },
    {
      verb: 'resolve',
      to: 'resolved' as const,
      operationId: 'resolveInfraGuardAlert',
      summary: 'Resolve an alert',
      what: 'Resolves an open or acknowledged alert by hand; if the problem is still there, the next check opens a new one.',
    },
  ];
  for (const action of actions) {
    app.post(
      `/v1/api/infra-guard/alerts/:uid/${action.verb}`,
      {
        config: { scope: 'workspace' },
        schema: {
          operationId: action.operationId,
          tags: [INFRAGUARD_TAG],
          summary: action.summary,
          description: `${action.what} Pushed as an \`infraguard_alert.status_changed\` event. Another team’s alert is a 404; an alert that cannot move so is a 409.`,
          params: Type.Object({ uid: Uid() }),
          response: { 200: Envelope({ alert: AlertSchema }), ...errorResponses(404, 409) },
        },
      },
      async (request) => {
        const moved = await inTransaction(ctx.db, (trx) =>
          moveAlert(trx, ctx, workspaceOf(request).id, request.params.uid, action.to),
        );
        const [alert] = await presentAlerts(ctx.db, [moved.alert]);
        return {
          error: false as const,
          message: `Alert ${action.to}`,
          alert: alert as NonNullable<typeof alert>,
        };
      },
    );
  }
}
