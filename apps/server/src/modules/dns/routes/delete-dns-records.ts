import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { DomainRef } from '../dns.schema.js';
import { deleteRecords } from '../dns.service.js';
import { editRecords } from '../record-edits.js';

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
      const deleted = await editRecords(
        ctx,
        workspaceOf(request).id,
        request.body,
        'delete DNS records',
        (trx, domain) => deleteRecords(trx, domain, request.body.record_ids),
      );
      return { error: false as const, message: 'DNS records deleted successfully', deleted };
    },
  );
}
