import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { getDomainByRef, lockDomain, requireZone } from '../../domains/domains.service.js';
import { dnsJobs } from '../dns.jobs.js';
import { DomainRef, requireDomainRef } from '../dns.schema.js';
import { deleteRecords } from '../dns.service.js';

export const DeleteDnsRecordsBody = Body({
  ...DomainRef,
  record_ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: 100,
  }),
});

export function deleteDnsRecords(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/dns/delete',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'deleteDnsRecords',
        tags: ['DNS'],
        summary: 'Delete DNS records',
        description:
          'Deletes records by id and publishes the zone. An id that is not a record of the domain is a 400 naming it; nothing is deleted.',
        body: DeleteDnsRecordsBody,
        response: {
          200: Envelope({ deleted: Type.Integer() }),
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => {
      requireDomainRef(request.body);
      const deleted = await inTransaction(ctx.db, async (trx) => {
        const domain = await lockDomain(
          trx,
          await getDomainByRef(trx, workspaceOf(request).id, request.body),
        );
        requireZone(domain, 'delete DNS records');
        const count = await deleteRecords(trx, domain, request.body.record_ids);
        await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId: domain.id });
        return count;
      });
      return { error: false as const, message: 'DNS records deleted successfully', deleted };
    },
  );
}
