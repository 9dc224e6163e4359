import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, Nullable, Uid } from '../../../http/schemas.js';
import { getTeamById } from '../accounts.service.js';

export const AccountResponse = Envelope({
  uid: Uid('The team uid (the `team_id` of webhook envelopes).'),
  team: Type.String({ description: 'The team name (the `team_name` of webhook envelopes).' }),
  admin_email: Nullable(Type.String()),
  total_credits: Type.Number({ description: 'Wallet credits; 0 until billing exists.' }),
  credits_used: Type.Number(),
  credits_remaining: Type.Number(),
  auto_topup_enabled: Type.Boolean(),
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
        description: 'The team the API token belongs to. Needs no X-Workspace-Id.',
        response: { 200: AccountResponse },
      },
    },
    async (request) => {
      const team = await getTeamById(ctx.db, teamOf(request).id);
      return {
        error: false as const,
        message: 'Account details retrieved successfully',
        uid: team.uid,
        team: team.name,
        admin_email: team.admin_email,
        total_credits: 0,
        credits_used: 0,
        credits_remaining: 0,
        auto_topup_enabled: false,
        created_at: team.created_at,
      };
    },
  );
}
