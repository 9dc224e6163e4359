import { type TProperties, type TSchema, Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/transaction.js';
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

/** Whose figures an insight reads: the workspace's, and the mailbox's for a per-mailbox one. */
export interface InsightScope {
  workspaceId: string;
  mailboxId: string;
}

/**
 * One Email Insight operation, `GET /v1/api/email-insights/workspace/<name>` or
 * `/v1/api/email-insights/mailbox/:uid/<name>`, answering `{success, data}` (or its chart).
 */
export interface InsightSpec<Q = never> {
  name: string;
  operationId: string;
  summary: string;
  description: string;
  /** Its query fields; by default the window ({@link WindowQuery}), with a `limit` when `limit` is given. */
  query?: TProperties;
  /** `[maximum, default]` of the `limit` beside the default window. */
  limit?: [number, number];
  /** What `data` holds; by default the window and what `description` says ({@link Figures}). */
  data?: TSchema;
  /** Its chart, answered for `format=svg`. */
  svg?: (data: never) => string;
  handle(db: Executor, scope: InsightScope, query: Q): Promise<unknown>;
}

/** An entry of an insight table, its handler checked against its query type `Q`. */
export const insight = <Q>(spec: InsightSpec<Q>): InsightSpec => spec;

/**
 * Registers a table of insights, in order: the workspace's, or per mailbox (its `:uid`; another
 * workspace's mailbox is a 404).
 */
export function registerInsights(
  app: App,
  ctx: AppContext,
  per: 'workspace' | 'mailbox',
  specs: readonly InsightSpec[],
): void {
  for (const spec of specs) register(app, ctx, spec, per === 'mailbox');
}

function register(app: App, ctx: AppContext, spec: InsightSpec, mailbox: boolean) {
  const url = mailbox
    ? `/v1/api/email-insights/mailbox/:uid/${spec.name}`
    : `/v1/api/email-insights/workspace/${spec.name}`;
  const query = spec.query ?? { ...WindowQuery, ...(spec.limit ? LimitQuery(...spec.limit) : {}) };
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
          { ...query, ...(spec.svg ? FormatQuery : {}) },
          { additionalProperties: false },
        ),
        response: {
          200: Insight(spec.data ?? Figures(spec.description)),
          ...errorResponses(400, ...(mailbox ? ([404] as const) : [])),
        },
      },
    },
    async (request, reply) => {
      const workspaceId = workspaceOf(request).id;
      const params = request.params as { uid?: string };
      const mailboxId = mailbox ? (await mailboxOf(ctx.db, workspaceId, params.uid ?? '')).id : '';
      const query = request.query as { format?: 'json' | 'svg' };
      const data = await spec.handle(ctx.db, { workspaceId, mailboxId }, query as never);
      if (spec.svg && query.format === 'svg')
        return reply.type('image/svg+xml').send(spec.svg(data as never) as never);
      return { success: true as const, data };
    },
  );
}
