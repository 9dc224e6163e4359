import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { PlatformInput } from '../../mailboxes/surface.js';
import { presentStock } from '../prewarm.present.js';
import { searchStock } from '../prewarm.repository.js';
import { AgeTierSchema, PREWARM_TAG, PrewarmDomain } from '../prewarm.schema.js';

const Size = (description: string) => Type.Integer({ minimum: 1, maximum: 100, description });

export const SearchPrewarmQuery = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    age_tier: Type.Optional(AgeTierSchema),
    tld: Type.Optional(Type.String({ maxLength: 63, description: 'e.g. `com`.' })),
    keyword: Type.Optional(
      Type.String({ minLength: 1, maxLength: 63, description: 'Part of the name.' }),
    ),
    platform: Type.Optional(PlatformInput),
    min_mailboxes: Type.Optional(Size('At least this many mailboxes.')),
    max_mailboxes: Type.Optional(Size('At most this many mailboxes.')),
    available: Type.Optional(
      Type.Boolean({
        description:
          'true (default): only what can be bought now. false: also domains held by an order or still warming.',
      }),
    ),
  },
  { additionalProperties: false },
);

export function searchPrewarmDomains(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/prewarm/domains',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'searchPrewarmDomains',
        tags: [PREWARM_TAG],
        summary: 'Search prewarmed domains',
        description:
          'The prewarm inventory: domains with mailboxes that have been warming in the pool, oldest warmup first, filtered by age tier, TLD, keyword, platform and size (mailbox count), each with its price and whether it can be bought now. Buy one with its `domain_id`.',
        querystring: SearchPrewarmQuery,
        response: {
          200: Envelope({ domains: Type.Array(PrewarmDomain), ...PageListFields }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { page = 1, limit = 10 } = q;
      const now = new Date();
      const { rows, total } = await searchStock(
        ctx.db,
        {
          ageTier: q.age_tier,
          tld: q.tld,
          keyword: q.keyword,
          platform: q.platform,
          minMailboxes: q.min_mailboxes,
          maxMailboxes: q.max_mailboxes,
          availableOnly: q.available !== false,
        },
        now,
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Prewarmed domains retrieved successfully',
        domains: rows.map((row) => presentStock(row, now)),
        ...pageList(page, limit, total),
      };
    },
  );
}
