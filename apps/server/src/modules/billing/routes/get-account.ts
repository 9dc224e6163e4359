import { type TSchema, Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, teamOf, viewerOf } from '../../../http/auth.js';
import { Envelope, Nullable, Uid } from '../../../http/schemas.js';
import { getTeamById } from '../../accounts/surface.js';
import { presentCurrentPlan } from '../billing.present.js';
import { CurrentPlanSchema } from '../billing.schema.js';
import { walletOfRequest } from '../billing.service.js';
import { toCredits } from '../money.js';
import { currentPlan, mailboxPriceCents } from '../subscriptions.service.js';

/** Only for a caller allowed billing: left out for a member without billing (docs/api/members.md). */
const WalletOnly = <T extends TSchema>(schema: T) => Type.Optional(schema);

export const AccountResponse = Envelope({
  uid: Uid('The team uid (the `team_id` of webhook envelopes).'),
  team: Type.String({ description: 'The team name (the `team_name` of webhook envelopes).' }),
  admin_email: Nullable(Type.String()),
  total_credits: WalletOnly(
    Type.Number({
      description:
        'The team wallet’s credits paid in (1 credit = 1 USD), from the ledger. This and the other wallet and plan fields are left out for a member without billing permission.',
    }),
  ),
  credits_used: WalletOnly(Type.Number({ description: 'Credits spent: charges less refunds.' })),
  credits_remaining: WalletOnly(Type.Number({ description: 'What the team wallet holds.' })),
  cost_per_google_mailbox: Type.Number({
    description: 'Monthly price of a GOOGLE mailbox beyond the plan’s included ones.',
  }),
  cost_per_ms_outlook_mailbox: Type.Number({
    description: 'Monthly price of a MICROSOFT mailbox beyond the plan’s included ones.',
  }),
  current_plan: WalletOnly(CurrentPlanSchema),
  auto_topup_enabled: WalletOnly(Type.Boolean()),
  auto_topup_config: WalletOnly(
    Type.Object({
      drops_below: Type.Number({
        description: 'Credits: a charge leaving less triggers a top-up.',
      }),
      add_balance: Type.Number({ description: 'Credits each top-up adds.' }),
    }),
  ),
  created_at: Type.String({ format: 'date-time' }),
});

export function getAccount(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/account',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'getAccount',
        tags: ['Account'],
        summary: 'Get account details',
        description:
          'The team the API token belongs to, with its wallet and plan for a caller allowed billing (a member without billing permission gets the team and the prices only). Needs no X-Workspace-Id.',
        response: { 200: AccountResponse },
      },
    },
    async (request) => {
      const team = await getTeamById(ctx.db, teamOf(request).id);
      const current = await currentPlan(ctx.db, ctx, team.id);
      const account = {
        error: false as const,
        message: 'Account details retrieved successfully',
        uid: team.uid,
        team: team.name,
        admin_email: team.admin_email,
        cost_per_google_mailbox: toCredits(mailboxPriceCents(current.plan, 'GOOGLE')),
        cost_per_ms_outlook_mailbox: toCredits(mailboxPriceCents(current.plan, 'MICROSOFT')),
        created_at: team.created_at,
      };
      // The wallet and the plan are billing's: a member without it sees neither.
      if (!memberOf(request).canManageBilling) return account;
      const wallet = await walletOfRequest(ctx.db, viewerOf(request));
      return {
        ...account,
        total_credits: toCredits(wallet.total_credits_cents),
        credits_used: toCredits(wallet.credits_used_cents),
        credits_remaining: toCredits(wallet.balance_cents),
        current_plan: presentCurrentPlan(current),
        auto_topup_enabled: wallet.auto_topup_enabled === 1,
        auto_topup_config: {
          drops_below: toCredits(wallet.auto_topup_threshold_cents),
          add_balance: toCredits(wallet.auto_topup_amount_cents),
        },
      };
    },
  );
}
