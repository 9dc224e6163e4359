import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import { checkListCounts, rebuildListCounts } from '../../../db/list-counts.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { verifyLedger } from '../../billing/surface.js';
import { OPERATOR_TAG } from '../operator.schema.js';

export function runOperatorChecks(app: App, ctx: AppContext): void {
  app.post(
    '/v1/operator/checks',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'runOperatorChecks',
        'x-idempotent': true,
        tags: [OPERATOR_TAG],
        summary: 'Run the consistency checks',
        description:
          'Runs the checks the CLI runs and answers their results: `billing verify` (every wallet recomputed from its ledger: `ok` when no difference) and `counts check` (every list total recounted from the tables; with `repair_counts`, the counters that differ are rewritten, safe while the service runs, as `counts check --repair`). Reads only, unless `repair_counts`.',
        body: Body({
          repair_counts: Type.Optional(
            Type.Boolean({ default: false, description: 'Rewrite the counters that differ.' }),
          ),
        }),
        response: {
          200: Envelope({
            ok: Type.Boolean({ description: 'True when neither check found a difference.' }),
            billing: Type.Object({
              ok: Type.Boolean(),
              wallets: Type.Integer(),
              entries: Type.Integer(),
              differences: Type.Array(Type.String(), {
                description: 'One line per difference between a wallet and its ledger.',
              }),
            }),
            counts: Type.Object({
              ok: Type.Boolean({
                description: 'True when every counter matched (before any repair).',
              }),
              repaired: Type.Boolean(),
              differences: Type.Array(
                Type.Object({
                  list: Type.String(),
                  scope_id: Type.String(),
                  key: Type.String(),
                  expected: Type.Integer({ description: 'Recounted from the tables.' }),
                  stored: Type.Integer({ description: 'What the counter held.' }),
                }),
              ),
            }),
            checked_at: Type.String(),
          }),
        },
      },
    },
    async (request) => {
      const ledger = await verifyLedger(ctx.db);
      const differences = await checkListCounts(ctx.db, ctx.countedLists);
      const repair = Boolean(request.body.repair_counts) && differences.length > 0;
      if (repair) await rebuildListCounts(ctx.db, ctx.countedLists);
      const ok = ledger.differences.length === 0 && differences.length === 0;
      return {
        error: false as const,
        message: ok ? 'Every check passed' : 'Differences found',
        ok,
        billing: { ok: ledger.differences.length === 0, ...ledger },
        counts: { ok: differences.length === 0, repaired: repair, differences },
        checked_at: new Date().toISOString(),
      };
    },
  );
}
