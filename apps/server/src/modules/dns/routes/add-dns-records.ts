import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { getDomainByRef, lockDomain, requireZone } from '../../domains/domains.service.js';
import { dnsJobs } from '../dns.jobs.js';
import { DnsRecord, DomainRef, RecordInputSchema, requireDomainRef } from '../dns.schema.js';
import { addRecords, toRecordResponse } from '../dns.service.js';

export const AddDnsRecordsBody = Body({
  ...DomainRef,
  records: Type.Array(Type.Object(RecordInputSchema, { additionalProperties: false }), {
    minItems: 1,
    maxItems: 100,
  }),
});

/** The answer of add and update: the records written, `pending` until resolvers see them. */
export const DnsRecordsResponse = Envelope({ records: Type.Array(DnsRecord) });

export function addDnsRecords(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/dns/add',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'addDnsRecords',
        tags: ['DNS'],
        summary: 'Add DNS records',
        description:
          'Adds records to the domain’s zone and publishes them. A duplicate, or a CNAME sharing its name, is a 409; nothing is added.',
        body: AddDnsRecordsBody,
        response: { 200: DnsRecordsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      requireDomainRef(request.body);
      const rows = await inTransaction(ctx.db, async (trx) => {
        const domain = await lockDomain(
          trx,
          await getDomainByRef(trx, workspaceOf(request).id, request.body),
        );
        requireZone(domain, 'add DNS records');
        const added = await addRecords(trx, domain, request.body.records);
        await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId: domain.id });
        return added;
      });
      return {
        error: false as const,
        message: 'DNS records added successfully',
        records: rows.map(toRecordResponse),
      };
    },
  );
}
