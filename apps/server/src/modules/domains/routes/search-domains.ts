import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Page, PageListFields, pageList, SEARCH_NUM_MAX } from '../../../http/pagination.js';
import { Body, Envelope, errorResponses, Nullable } from '../../../http/schemas.js';
import { searchDomains as search } from '../availability.service.js';

export const SearchDomainsBody = Body({
  keyword: Type.Optional(
    Type.String({ maxLength: 63, description: 'Word to build names around.' }),
  ),
  domain: Type.Optional(
    Type.String({ maxLength: 253, description: 'Look up this one name instead.' }),
  ),
  tlds: Type.Optional(
    Type.Array(Type.String({ maxLength: 64 }), {
      minItems: 1,
      maxItems: 10,
      description:
        'TLDs to search, with or without the dot (default: every TLD sold: com, net, org, shop).',
    }),
  ),
  num: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SEARCH_NUM_MAX,
      default: 20,
      description: `Names per page, 1 to ${SEARCH_NUM_MAX} (default 20): the page size of this list.`,
    }),
  ),
  page: Type.Optional(Page),
  show_unavailable: Type.Optional(
    Type.Boolean({ description: 'Include names that cannot be bought.' }),
  ),
  check_banned: Type.Optional(
    Type.Boolean({ description: 'Accepted for compatibility; `banned` is always reported.' }),
  ),
  check_google_workspace_availability: Type.Optional(Type.Boolean()),
  check_ms365_workspace_availability: Type.Optional(Type.Boolean()),
  registration_years: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10, description: 'Years `total_price` is for.' }),
  ),
});

const Suggestion = Type.Object({
  domain: Type.String(),
  tld: Type.String(),
  available: Type.Boolean(),
  banned: Type.Boolean(),
  price: Nullable(
    Type.Number({ description: 'USD, first year: the same as `registration_price`.' }),
  ),
  registration_price: Nullable(Type.Number({ description: 'USD, first year.' })),
  renewal_price: Nullable(Type.Number({ description: 'USD per year after.' })),
  total_price: Nullable(Type.Number({ description: 'USD for `registration_years`.' })),
  google_workspace_available: Type.Optional(Type.Boolean()),
  ms365_workspace_available: Type.Optional(Type.Boolean()),
});

export function searchDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/search',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'searchDomains',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'Search available domains',
        description:
          'Suggests names built around `keyword` in the TLDs sold, a page of `num` candidates at a time (unavailable ones are dropped from the page unless `show_unavailable`), or looks up one `domain`.',
        body: SearchDomainsBody,
        response: {
          200: Envelope({ domains: Type.Array(Suggestion), ...PageListFields }),
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      const result = await search(ctx, teamOf(request).id, request.body);
      return {
        error: false as const,
        message: 'Domains retrieved successfully',
        domains: result.domains.map((d) => ({ ...d, price: d.registration_price })),
        ...pageList(result.page, result.num, result.total),
      };
    },
  );
}
