import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { subscriptionDetails } from '../warmup.queries.js';
import { WARMUP_TAG, WarmupDay, WarmupSubscription } from '../warmup.schema.js';

export const GetWarmupDetailsQuery = Type.Object(
  {
    uid: Type.Optional(Uid('The subscription uid.')),
    mailbox_uid: Type.Optional(Uid('Or the mailbox’s: its live subscription, else its newest.')),
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 90,
        default: 30,
        description: 'Days of history (default 30).',
      }),
    ),
  },
  { additionalProperties: false },
);

export function getWarmupDetails(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/warmup/details',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWarmupDetails',
        tags: [WARMUP_TAG],
        summary: 'Get warmup details',
        description:
          'One subscription, by `uid` or `mailbox_uid`: its settings, day counter, today’s target, health score and its mailbox’s warmup per day.',
        querystring: GetWarmupDetailsQuery,
        response: {
          200: Envelope({
            subscription: Type.Intersect([
              WarmupSubscription,
              Type.Object({
                daily_target: Type.Integer({
                  description: 'Warmup emails planned for today (its ramp).',
                }),
              }),
            ]),
            daily: Type.Array(WarmupDay),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const { uid, mailbox_uid, days = 30 } = request.query;
      if ((uid === undefined) === (mailbox_uid === undefined))
        throw invalidField('uid', 'or mailbox_uid is required, and only one of them');
      const details = await subscriptionDetails(
        ctx,
        workspaceOf(request).id,
        uid === undefined ? { mailbox_uid: mailbox_uid as string } : { uid },
        days,
      );
      return {
        error: false as const,
        message: 'Warmup details retrieved successfully',
        ...details,
      };
    },
  );
}
