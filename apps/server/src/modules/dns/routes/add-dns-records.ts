import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { DnsRecord, DomainRef, RecordInputSchema } from '../dns.schema.js';
import { addRecords, toRecordResponse } from '../dns.service.js';
import { editRecords } from '../record-edits.js';

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
      const rows = await editRecords(
        ctx,
        workspaceOf(request).id,
        request.body,
        'add DNS records',
        (trx, domain) => addRecords(trx, domain, request.body.records),
      );
      return {
        error: false as const,
        message: 'DNS records added successfully',
        records: rows.map(toRecordResponse),
      };
    },
  );
}
