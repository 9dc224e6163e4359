import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Nullable, Uid } from '../../../http/schemas.js';
import { getDomainsBySelection } from '../../domains/surface.js';
import { DomainsSelection } from '../dns.schema.js';
import { verifyDomains } from '../dns-verify.service.js';

export const VerifyDnsRecordsBody = Body(DomainsSelection);

const LabelReport = Type.Object({
  label: Type.Enum(['MX', 'SPF', 'DKIM', 'DMARC']),
  status: Type.Enum(['ok', 'pending', 'missing', 'not_applicable'], {
    description:
      'ok: published and visible; pending: published, not yet visible; missing: absent or altered (repair restores it); not_applicable: DMARC removed.',
  }),
  expected: Type.Array(
    Type.Object({
      host: Type.String(),
      type: Type.String(),
      value: Type.String(),
      priority: Nullable(Type.Integer()),
    }),
  ),
});

export const VerifyDnsRecordsResponse = Envelope({
  summary: Type.Object({
    total_verified: Type.Integer({ description: 'Domains whose records are all ok.' }),
    total_requested: Type.Integer(),
    needs_repair: Type.Integer(),
  }),
  results: Type.Array(
    Type.Object({
      domain: Type.String(),
      uid: Uid(),
      status: Type.Enum(['ok', 'error'], {
        description: 'error: the domain could not be verified.',
      }),
      error_message: Type.String(),
      records: Type.Array(LabelReport),
      overall_health: Type.Enum(['healthy', 'pending', 'needs_repair', 'unknown']),
      needs_repair: Type.Boolean(),
    }),
  ),
});

export function verifyDnsRecords(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/dns/verify',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'verifyDnsRecords',
        tags: ['DNS'],
        summary: 'Verify DNS records',
        description:
          'Checks each domain’s expected records (MX, SPF, DKIM, DMARC) against its zone and what resolvers see.',
        body: VerifyDnsRecordsBody,
        response: { 200: VerifyDnsRecordsResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const domains = await getDomainsBySelection(ctx.db, workspaceOf(request).id, request.body);
      return {
        error: false as const,
        message: 'DNS records verified',
        ...(await verifyDomains(ctx, domains)),
      };
    },
  );
}
