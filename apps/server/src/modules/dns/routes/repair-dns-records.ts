import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { getDomainsBySelection, repairDns } from '../../domains/surface.js';
import { DomainsSelection } from '../dns.schema.js';

export const RepairDnsRecordsBody = Body(DomainsSelection);

export function repairDnsRecords(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/dns/repair',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'repairDnsRecords',
        tags: ['DNS'],
        summary: 'Repair DNS records',
        description:
          'Restores missing or altered expected records (removing records that compete with them, such as a second SPF record) and republishes. An `inactive` domain whose DNS setup failed runs setup again.',
        body: RepairDnsRecordsBody,
        response: {
          200: Envelope({
            results: Type.Array(
              Type.Object({
                domain: Type.String(),
                uid: Uid(),
                status: Type.Enum(['repaired', 'healthy', 'restarted', 'skipped']),
                repaired: Type.Array(Type.Enum(['MX', 'SPF', 'DKIM', 'DMARC'])),
                message: Type.String(),
              }),
            ),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const domains = await getDomainsBySelection(ctx.db, workspaceOf(request).id, request.body);
      return {
        error: false as const,
        message: 'DNS repair done',
        results: await repairDns(ctx, domains),
      };
    },
  );
}
