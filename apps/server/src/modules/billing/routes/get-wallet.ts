import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { WalletFields, WorkspaceUidField } from '../billing.schema.js';
import { presentWallet, walletOfRequest } from '../billing.service.js';

export const WalletQuery = Type.Object(
  { workspace_uid: Type.Optional(WorkspaceUidField) },
  { additionalProperties: false },
);

export const WalletResponse = Envelope(WalletFields);

export function getWallet(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/billing/wallet',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'getWallet',
        tags: ['Billing'],
        summary: 'Get wallet details',
        description:
          'The team’s wallet (or, with `workspace_uid`, a workspace’s own): totals from the ledger in credits (1 credit = 1 USD), auto top-up settings, the saved card. Needs no X-Workspace-Id.',
        querystring: WalletQuery,
        response: { 200: WalletResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const wallet = await walletOfRequest(ctx.db, viewerOf(request), request.query.workspace_uid);
      return {
        error: false as const,
        message: 'Wallet Details',
        ...(await presentWallet(ctx.db, wallet)),
      };
    },
  );
}
