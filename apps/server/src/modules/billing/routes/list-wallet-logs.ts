import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope, errorResponses, Timestamp } from '../../../http/schemas.js';
import { checkRange } from '../../../http/time-range.js';
import { presentEntries } from '../billing.present.js';
import { LedgerEntry, WorkspaceUidField } from '../billing.schema.js';
import { walletOfRequest } from '../billing.service.js';
import { LEDGER_KINDS, type LedgerKind } from '../billing.table.js';
import { listEntries } from '../wallets.repository.js';

export const WalletLogsQuery = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    kind: Type.Optional(
      Type.String({
        maxLength: 100,
        description: `Only these kinds, comma-separated: ${LEDGER_KINDS.join(', ')}.`,
      }),
    ),
    from: Type.Optional(Timestamp('Entries written at or after this time.')),
    to: Type.Optional(
      Timestamp('Entries written before this time (a `from` later than it is a 400).'),
    ),
    workspace_uid: Type.Optional(WorkspaceUidField),
  },
  { additionalProperties: false },
);

export const WalletLogsResponse = Envelope({
  logs: Type.Array(LedgerEntry),
  ...PageListFields,
});

export function listWalletLogs(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/billing/wallet/logs',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'listWalletLogs',
        tags: ['Billing'],
        summary: 'Get wallet logs',
        description:
          'The wallet’s ledger, newest first, page by page: every credit purchase, top-up, charge, refund and adjustment with the balance after it, what it paid for and who made it. Filter by `kind` and by time (`from`, `to`). Needs no X-Workspace-Id.',
        querystring: WalletLogsQuery,
        response: { 200: WalletLogsResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, kind, from, to, workspace_uid } = request.query;
      const kinds =
        kind
          ?.split(',')
          .map((k) => k.trim())
          .filter((k) => k !== '') ?? [];
      const unknown = kinds.find((k) => !(LEDGER_KINDS as readonly string[]).includes(k));
      if (unknown)
        throw invalidField(
          'kind',
          `has an unknown kind "${unknown}"; use ${LEDGER_KINDS.join(', ')}`,
        );
      checkRange({ from }, { to });
      const wallet = await walletOfRequest(ctx.db, viewerOf(request), workspace_uid);
      const { rows, total } = await listEntries(
        ctx.db,
        {
          walletId: wallet.id,
          kinds: kinds as LedgerKind[],
          ...(from ? { from: new Date(from).toISOString() } : {}),
          ...(to ? { to: new Date(to).toISOString() } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Wallet logs retrieved successfully',
        logs: await presentEntries(ctx.db, rows),
        ...pageList(page, limit, total),
      };
    },
  );
}
