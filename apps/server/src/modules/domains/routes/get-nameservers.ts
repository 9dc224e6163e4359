import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { ErrorResponse } from '../../../http/errors.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { connectDomains } from '../connect.service.js';
import { nameserversOf } from '../domain.present.js';
import { DomainNames } from '../domain.schema.js';

export const GetNameserversBody = Body({
  domains: DomainNames('Domains you own at another registrar, to connect.'),
  mask_forwarding: Type.Optional(
    Type.Boolean({ description: 'Mask the forwarding URL (keep the domain in the address bar).' }),
  ),
});

const NameserverResult = Type.Array(
  Type.Object({
    domain: Type.String(),
    uid: Uid(),
    nameservers: Type.Array(Type.String(), {
      description:
        'Set these at your registrar; the domain waits in dns_setup_pending until resolvers see them.',
    }),
  }),
);

export const GetNameserversResponse = Envelope({ result: NameserverResult });

/** The 409 for names already in the account: the error envelope with their nameservers. */
const AlreadyConnected = Type.Object(
  {
    ...ErrorResponse.properties,
    result: Type.Optional(
      Type.Array(NameserverResult.items, {
        description:
          'The domains of the request already in your account, with their nameservers (absent when the conflict is a name held elsewhere or taken meanwhile).',
      }),
    ),
  },
  { title: 'NameserversConflict' },
);

export function getNameservers(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/nameservers',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getNameservers',
        tags: ['Domains'],
        summary: 'Get nameservers for domain connection',
        description:
          'Connects domains you own elsewhere: each gets a DNS zone and two nameservers to set at your registrar. A domain already in your account is a 409 and nothing is connected; that 409 carries `result` with the nameservers of the domains already there.',
        body: GetNameserversBody,
        response: { 200: GetNameserversResponse, 409: AlreadyConnected, ...errorResponses(503) },
      },
    },
    async (request) => {
      const rows = await connectDomains(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body,
      );
      return {
        error: false as const,
        message: 'Nameservers created successfully',
        result: rows.map((row) => ({
          domain: row.name,
          uid: row.uid,
          nameservers: nameserversOf(row),
        })),
      };
    },
  );
}
