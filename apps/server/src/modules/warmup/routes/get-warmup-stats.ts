import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, Nullable, Uid } from '../../../http/schemas.js';
import { warmupStats } from '../warmup.queries.js';
import { WARMUP_TAG, WarmupDay } from '../warmup.schema.js';

export const GetWarmupStatsQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 90,
        default: 30,
        description: 'Days in the series (default 30).',
      }),
    ),
    mailbox_uid: Type.Optional(Uid('Only this mailbox’s series.')),
  },
  { additionalProperties: false },
);

export function getWarmupStats(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/warmup/stats',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWarmupStats',
        tags: [WARMUP_TAG],
        summary: 'Get warmup statistics',
        description:
          'Counts by status, the average health score of live subscriptions, what they cost a month, and the per-day series (sent, received, inbox, spam, rescued, replied, bounced) of the workspace’s warmed mailboxes, days on the workspace’s time line.',
        querystring: GetWarmupStatsQuery,
        response: {
          200: Envelope({
            stats: Type.Object({
              activeCount: Type.Integer(),
              pendingCount: Type.Integer(),
              pausedCount: Type.Integer(),
              avgHealthScore: Nullable(Type.Number(), {
                description:
                  'The average of the live subscriptions’ health scores that have one, 0–100; null when none has (no warmup mail arrived in their last 7 days).',
              }),
              monthlyTotal: Type.Number({ description: 'Credits a month for live subscriptions.' }),
              daily: Type.Array(WarmupDay),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { days = 30, mailbox_uid } = request.query;
      const stats = await warmupStats(ctx, workspaceOf(request).id, {
        days,
        ...(mailbox_uid === undefined ? {} : { mailbox_uid }),
      });
      return { error: false as const, message: 'Warmup statistics retrieved successfully', stats };
    },
  );
}
