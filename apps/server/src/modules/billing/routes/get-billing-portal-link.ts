import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { portalLink, walletOfRequest } from '../billing.service.js';
import { WalletQuery } from './get-wallet.js';

export function getBillingPortalLink(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/billing/manage',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'getBillingPortalLink',
        tags: ['Billing'],
        summary: 'Get billing portal link',
        description:
          'A link to the payment provider’s billing portal for the wallet: save or change the card auto top-up charges, see receipts. Needs no X-Workspace-Id.',
        querystring: WalletQuery,
        response: {
          200: Envelope({
            url: Type.String({ description: 'Open it in a browser; it is short-lived.' }),
          }),
          ...errorResponses(404, 503),
        },
      },
    },
    async (request) => {
      const wallet = await walletOfRequest(ctx.db, viewerOf(request), request.query.workspace_uid);
      return {
        error: false as const,
        message: 'Billing portal link created',
        url: await portalLink(ctx, wallet),
      };
    },
  );
}
