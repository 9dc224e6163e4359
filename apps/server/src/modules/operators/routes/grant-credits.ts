import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { operatorCallerOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, errorResponses, Timestamp, Uid } from '../../../http/schemas.js';
import { wholeCents } from '../../../lib/cents.js';
import { grantCredits, toCredits } from '../../billing/surface.js';
import { OPERATOR_TAG, TeamUidParams } from '../operator.schema.js';

export function grantOperatorCredits(app: App, ctx: AppContext): void {
  app.post(
    '/v1/operator/teams/:uid/credits',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'grantOperatorCredits',
        tags: [OPERATOR_TAG],
        summary: 'Grant credits',
        description:
          'Adds credits to the team’s wallet (or, with `workspace_uid`, that workspace’s own) as `mailwright billing grant` does: an `adjustment` on the ledger with the reason as its description, recorded as `operator:<operator uid>`. A negative amount takes credits back, never below zero (402).',
        params: TeamUidParams,
        body: Body({
          amount: Type.Number({
            minimum: -1_000_000,
            maximum: 1_000_000,
            description: 'Credits (1 = 1 USD), at most two decimals, not 0; negative takes back.',
          }),
          reason: Type.String({
            minLength: 1,
            maxLength: 500,
            description: 'Why: shown to the customer in the wallet logs.',
          }),
          workspace_uid: Type.Optional(Uid('A workspace’s own wallet instead of the team’s.')),
        }),
        response: {
          200: Envelope({
            entry: Type.Object({
              uid: Type.String(),
              amount: Type.Number(),
              description: Type.String(),
              created_at: Timestamp(),
            }),
            credits_remaining: Type.Number({ description: 'The wallet’s balance after it.' }),
            wallet_uid: Type.String(),
          }),
          ...errorResponses(402, 404),
        },
      },
    },
    async (request) => {
      const { amount, reason, workspace_uid } = request.body;
      const cents = wholeCents(amount);
      if (cents === null || cents === 0)
        throw invalidField(
          'amount',
          'must be a non-zero number of credits with at most two decimals',
        );
      const { entry, wallet } = await grantCredits(ctx, {
        teamUid: request.params.uid,
        amountCents: cents,
        reason,
        ...(workspace_uid ? { workspaceUid: workspace_uid } : {}),
        actor: `operator:${operatorCallerOf(request).operator.uid}`,
      });
      return {
        error: false as const,
        message: `Granted ${toCredits(entry.amount_cents)} credits`,
        entry: {
          uid: entry.uid,
          amount: toCredits(entry.amount_cents),
          description: entry.description,
          created_at: entry.created_at,
        },
        credits_remaining: toCredits(wallet.balance_cents),
        wallet_uid: wallet.uid,
      };
    },
  );
}
