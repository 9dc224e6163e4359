import type { Static, TSchema } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Envelope, type ErrorStatus, errorResponses } from '../../../http/schemas.js';
import { payerOf, type RequestPayer } from '../../billing/surface.js';
import { PLACEMENT_TAG } from '../placement.schema.js';

/**
 * Create test and Create scheduled test: a POST that creates one record through its service
 * (which calls `commit` once with its writes, so an `Idempotency-Key` replays the answer) and
 * answers it presented under `key`.
 */
export function registerCreate<B extends TSchema, Row>(
  app: App,
  ctx: AppContext,
  spec: {
    path: string;
    operationId: string;
    summary: string;
    description: string;
    body: B;
    key: string;
    record: TSchema;
    errors: ErrorStatus[];
    message: string;
    create(
      ctx: AppContext,
      caller: RequestPayer,
      body: Static<B>,
      commit: Commit<Row>,
    ): Promise<Row>;
    present(db: Executor, rows: readonly Row[]): Promise<unknown[]>;
  },
): void {
  app.post(
    spec.path,
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: spec.operationId,
        tags: [PLACEMENT_TAG],
        summary: spec.summary,
        description: spec.description,
        headers: IdempotencyHeaders,
        body: spec.body,
        response: { 200: Envelope({ [spec.key]: spec.record }), ...errorResponses(...spec.errors) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<Row>) => spec.create(ctx, caller, request.body as Static<B>, commit),
        async (row, db) => ({
          error: false as const,
          message: spec.message,
          [spec.key]: (await spec.present(db, [row]))[0],
        }),
      );
    },
  );
}
