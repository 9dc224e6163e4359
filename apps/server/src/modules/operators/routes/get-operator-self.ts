import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { operatorCallerOf } from '../../../http/auth.js';
import { Envelope, Nullable, Timestamp, Uid } from '../../../http/schemas.js';
import { OPERATOR_TAG } from '../operator.schema.js';
import { getOperator } from '../operators.service.js';

export function getOperatorSelf(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/me',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'getOperatorSelf',
        tags: [OPERATOR_TAG],
        summary: 'Who is the operator',
        description:
          'The operator the token belongs to. Every operation under `/v1/operator` needs an operator token (`mwo_…`, made by `mailwright operators create`); customer API tokens and sessions get 401.',
        response: {
          200: Envelope({
            operator: Type.Object({
              uid: Uid(),
              name: Type.String(),
              email: Nullable(Type.String()),
              created_at: Timestamp(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const row = await getOperator(ctx.db, operatorCallerOf(request).operator.uid);
      return {
        error: false as const,
        message: 'Operator retrieved successfully',
        operator: { uid: row.uid, name: row.name, email: row.email, created_at: row.created_at },
      };
    },
  );
}
