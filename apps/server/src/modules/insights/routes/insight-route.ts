import { type TProperties, type TSchema, Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { errorResponses, Uid } from '../../../http/schemas.js';
import { mailboxOf } from '../insights.queries.js';
import { MAX_WINDOW_DAYS } from '../window.js';

export const INSIGHTS_TAG = 'Email Insight';

/** The window every insight takes: the last `days` local days, or `from`..`to`. */
export const WindowQuery = {
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_WINDOW_DAYS,
      description: 'The last N days in the workspace’s time zone, today included (default 30).',
    }),
  ),
  from: Type.Optional(
    Type.String({ description: 'First local day (YYYY-MM-DD), with `to`; not with `days`.' }),
  ),
  to: Type.Optional(Type.String({ description: 'Last local day (YYYY-MM-DD), default today.' })),
};

export const LimitQuery = (max: number, byDefault: number) => ({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: max,
      description: `At most this many (default ${byDefault}).`,
    }),
  ),
});

/** `format=svg` answers the chart of the series instead of JSON. */
export const FormatQuery = {
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('svg')], {
      description: '`svg`: the chart of this series (image/svg+xml) instead of JSON.',
    }),
  ),
};

export const InsightWindow = Type.Object({
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer(),
  time_zone: Type.String(),
});

/** The envelope the real service's Email Insight answers in: `{success, data}`. */
export const Insight = (data: TSchema) => Type.Object({ success: Type.Literal(true), data });

/** An answer with its window and whatever fields the operation adds (documented in docs/api/insights.md). */
export const Figures = (description: string) =>
  Type.Object({ window: InsightWindow }, { additionalProperties: true, description });

interface Spec<Q> {
  name: string;
  operationId: string;
  summary: string;
  description: string;
  query?: TProperties;
  data: TSchema;
  svg?: (data: never) => string;
  handle(
    ctx: AppContext,
    scope: { workspaceId: string; mailboxId: string },
    query: Q,
  ): Promise<unknown>;
}

function register<Q>(app: App, ctx: AppContext, spec: Spec<Q>, mailbox: boolean) {
  const url = mailbox
    ? `/v1/api/email-insights/mailbox/:uid/${spec.name}`
    : `/v1/api/email-insights/workspace/${spec.name}`;
  app.get(
    url,
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: spec.operationId,
        tags: [INSIGHTS_TAG],
        summary: spec.summary,
        description: spec.description,
        ...(mailbox ? { params: Type.Object({ uid: Uid('The mailbox.') }) } : {}),
        querystring: Type.Object(
          { ...(spec.query ?? {}), ...(spec.svg ? FormatQuery : {}) },
          { additionalProperties: false },
        ),
        response: {
          200: Insight(spec.data),
          ...errorResponses(400, ...(mailbox ? ([404] as const) : [])),
        },
      },
    },
    async (request, reply) => {
      const workspaceId = workspaceOf(request).id;
      const params = request.params as { uid?: string };
      const mailboxId = mailbox ? (await mailboxOf(ctx.db, workspaceId, params.uid ?? '')).id : '';
      const query = request.query as Q & { format?: 'json' | 'svg' };
      const data = await spec.handle(ctx, { workspaceId, mailboxId }, query);
      if (spec.svg && query.format === 'svg')
        return reply.type('image/svg+xml').send(spec.svg(data as never) as never);
      return { success: true as const, data };
    },
  );
}

export function workspaceInsight<Q>(app: App, ctx: AppContext, spec: Spec<Q>) {
  register(app, ctx, spec, false);
}

export function mailboxInsight<Q>(app: App, ctx: AppContext, spec: Spec<Q>) {
  register(app, ctx, spec, true);
}
