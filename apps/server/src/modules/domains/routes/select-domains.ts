import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, Uid } from '../../../http/schemas.js';
import { DomainStatusSchema } from '../domain.schema.js';
import { selectDomainUids } from '../domains.repository.js';

/** The most domains one selection holds. */
const SELECTION_MAX = 10_000;

/** Select domains: the uids of "all matching, except these", for the web app's bulk actions. */
export function selectDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/select',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'selectDomains',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'Select domains',
        description:
          'The uids of the domains List domains’ filters match (the keyword against every domain), newest first, less `except_uids`: a selection of "all matching, except these" to hand to the bulk domain operations (DNS, DMARC, catch-all, forwarding, tags, move, remove), which take uids. At most 10,000; more is a 400 asking to narrow the filters.',
        body: Body({
          keyword: Type.Optional(Type.String({ maxLength: 253, description: 'Part of the name.' })),
          status: Type.Optional(
            Type.Array(DomainStatusSchema, {
              maxItems: 20,
              description: 'Only these statuses (deleted domains only when asked for here).',
            }),
          ),
          tag_uids: Type.Optional(
            Type.Array(Uid(), {
              maxItems: 100,
              description: 'Only domains carrying any of these tags; [] matches none.',
            }),
          ),
          except_uids: Type.Optional(
            Type.Array(Uid(), {
              maxItems: SELECTION_MAX,
              description: 'Left out of the selection.',
            }),
          ),
        }),
        response: { 200: Envelope({ uids: Type.Array(Uid()), total: Type.Integer() }) },
      },
    },
    async (request) => {
      const { keyword, status, tag_uids, except_uids } = request.body;
      const uids = await selectDomainUids(ctx.db, workspaceOf(request).id, {
        ...(keyword?.trim() ? { keyword: keyword.trim().toLowerCase() } : {}),
        ...(status?.length ? { statuses: status } : {}),
        ...(tag_uids ? { tagUids: tag_uids } : {}),
        exceptUids: except_uids ?? [],
        limit: SELECTION_MAX + 1,
      });
      if (uids.length > SELECTION_MAX)
        throw invalidField(
          'keyword',
          `and status match more than ${SELECTION_MAX} domains; narrow them`,
        );
      return {
        error: false as const,
        message: `${uids.length} domains selected`,
        uids,
        total: uids.length,
      };
    },
  );
}
