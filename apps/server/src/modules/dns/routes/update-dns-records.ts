import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { DomainRef, RecordInputSchema } from '../dns.schema.js';
import { toRecordResponse, updateRecords } from '../dns.service.js';
import { editRecords } from '../record-edits.js';
import { DnsRecordsResponse } from './add-dns-records.js';

export const UpdateDnsRecordsBody = Body({
  ...DomainRef,
  records: Type.Array(
    Type.Object(
      { record_id: Type.String({ minLength: 1, maxLength: 64 }), ...RecordInputSchema },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 100 },
  ),
});

export function updateDnsRecords(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/dns/update',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateDnsRecords',
        tags: ['DNS'],
        summary: 'Update DNS records',
        description:
          'Replaces records (by `record_id`) and publishes them. Editing a managed record makes it yours: DNS verify then reports the expected one as missing until you repair.',
        body: UpdateDnsRecordsBody,
        response: { 200: DnsRecordsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const rows = await editRecords(
        ctx,
        workspaceOf(request).id,
        request.body,
        'update DNS records',
        (trx, domain) => updateRecords(trx, domain, request.body.records),
      );
      return {
        error: false as const,
        message: 'DNS records updated successfully',
        records: rows.map(toRecordResponse),
      };
    },
  );
}
