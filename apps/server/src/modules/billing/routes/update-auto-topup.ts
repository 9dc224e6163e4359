import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { wholeCents } from '../../../lib/cents.js';
import { CreditAmount, WalletFields, WorkspaceUidField } from '../billing.schema.js';
import { presentWallet, updateAutoTopup as update, walletOfRequest } from '../billing.service.js';

export const AutoTopupBody = Body({
  enabled: Type.Boolean(),
  drops_below: Type.Optional(
    CreditAmount('Top up when a charge leaves the balance below this many credits.', 0),
  ),
  add_balance: Type.Optional(CreditAmount('Credits each top-up adds (0.50 or more).')),
  workspace_uid: Type.Optional(WorkspaceUidField),
});

export function updateAutoTopup(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/billing/wallet/auto-topup',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'updateAutoTopup',
        'x-idempotent': true,
        tags: ['Billing'],
        summary: 'Update auto top-up settings',
        description:
          'Turns auto top-up on or off and sets its trigger (`drops_below`) and amount (`add_balance`). Once on, a charge that leaves the balance below the trigger charges the saved card once for `add_balance` (a wallet already below it is topped up at once). Turning it on needs a saved card (409 otherwise); a declined top-up turns it off and says why in `auto_topup_disabled_reason`. Needs no X-Workspace-Id.',
        body: AutoTopupBody,
        response: { 200: Envelope(WalletFields), ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const { enabled, drops_below, add_balance, workspace_uid } = request.body;
      const wallet = await walletOfRequest(ctx.db, viewerOf(request), workspace_uid);
      const updated = await update(ctx, wallet, {
        enabled,
        ...(drops_below !== undefined ? { thresholdCents: wholeCents(drops_below) as number } : {}),
        ...(add_balance !== undefined ? { amountCents: wholeCents(add_balance) as number } : {}),
      });
      return {
        error: false as const,
        message: `Auto top-up ${enabled ? 'enabled' : 'disabled'}`,
        ...(await presentWallet(ctx.db, updated)),
      };
    },
  );
}
