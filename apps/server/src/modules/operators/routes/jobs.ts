import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope, errorResponses, Nullable, Timestamp } from '../../../http/schemas.js';
import { listDeadJobs, queueDepth, retryDeadJob } from '../../../jobs/admin.js';
import { OPERATOR_TAG } from '../operator.schema.js';

const Count = (description: string) => Type.Integer({ description });

export function getOperatorJobQueue(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/jobs',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'getOperatorJobQueue',
        tags: [OPERATOR_TAG],
        summary: 'The job queue',
        description:
          'The durable job queue per job type: how many are due and not taken, scheduled for later, held on sandbox clocks, running and dead, and how long the oldest due job has waited (the queue’s lag).',
        response: {
          200: Envelope({
            jobs: Type.Array(
              Type.Object({
                name: Type.String({ description: 'The job type, such as `webhook.deliver`.' }),
                due: Count('Due now and not taken yet.'),
                scheduled: Count('Waiting for a later time (a step, a retry’s backoff).'),
                held: Count('Waiting on a sandbox clock’s advance.'),
                running: Count('Held by a worker now.'),
                dead: Count('Failed for good (see List dead jobs).'),
                oldest_due_at: Nullable(Timestamp('When the oldest due job became due.')),
                oldest_due_age_seconds: Count('Seconds it has waited since; 0 when none is due.'),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      error: false as const,
      message: 'Job queue retrieved successfully',
      jobs: await queueDepth(ctx.db),
    }),
  );
}

export function listOperatorDeadJobs(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/jobs/dead',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'listOperatorDeadJobs',
        tags: [OPERATOR_TAG],
        summary: 'List dead jobs',
        description:
          'Jobs that used up their attempts, newest first, with the last error (as `mailwright jobs dead`).',
        querystring: Type.Object(
          {
            limit: Type.Optional(
              Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'At most.' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope({
            jobs: Type.Array(
              Type.Object({
                id: Type.String(),
                name: Type.String(),
                key: Nullable(Type.String()),
                attempts: Type.Integer(),
                last_error: Nullable(Type.String()),
                created_at: Timestamp(),
                updated_at: Timestamp('When it died.'),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Dead jobs retrieved successfully',
      jobs: await listDeadJobs(ctx.db, request.query.limit ?? 100),
    }),
  );
}

export function retryOperatorDeadJob(app: App, ctx: AppContext): void {
  app.post(
    '/v1/operator/jobs/:id/retry',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'retryOperatorDeadJob',
        tags: [OPERATOR_TAG],
        summary: 'Retry a dead job',
        description:
          'Puts a dead job back in the queue, due now, with a fresh attempt budget (as `mailwright jobs retry`). A job that is not dead is a 404.',
        params: Type.Object(
          { id: Type.String({ minLength: 1, maxLength: 100, description: 'The job id.' }) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope({ id: Type.String() }), ...errorResponses(404) },
      },
    },
    async (request) => {
      await retryDeadJob(ctx, request.params.id);
      return { error: false as const, message: 'Job queued again', id: request.params.id };
    },
  );
}
