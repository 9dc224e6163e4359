import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { getDomainByRef } from '../../domains/surface.js';
import { DnsRecord, DomainRef, requireDomainRef } from '../dns.schema.js';
import { listRecords, toRecordResponse } from '../dns.service.js';

export const GetDnsRecordsQuery = Type.Object(DomainRef);

export function getDnsRecords(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/dns/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getDnsRecords',
        tags: ['DNS'],
        summary: 'Get DNS records',
        description: 'Every record of the domain’s zone, oldest first, managed ones included.',
        querystring: GetDnsRecordsQuery,
        response: {
          200: Envelope({
            dns_record: Type.Object({
              domain: Type.String(),
              uid: Uid(),
              records: Type.Array(DnsRecord),
            }),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      requireDomainRef(request.query);
      const domain = await getDomainByRef(ctx.db, workspaceOf(request).id, request.query);
      const records = await listRecords(ctx.db, domain.id);
      return {
        error: false as const,
        message: 'DNS records retrieved successfully',
        dns_record: {
          domain: domain.name,
          uid: domain.uid,
          records: records.map(toRecordResponse),
        },
      };
    },
  );
}
