import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { getDomainsByUids } from '../../domains/surface.js';
import { listResults, presentResult } from '../infraguard.queries.js';
import { CheckResultSchema, INFRAGUARD_TAG } from '../infraguard.schema.js';

const HISTORIES = [
  {
    check: 'blocklist' as const,
    path: '/v1/api/infra-guard/blacklist-history',
    operationId: 'listBlacklistChecks',
    summary: 'Blacklist check history',
    description:
      'One row per list asked about one target (the domain on domain lists, its addresses on IP lists) per check: `listed`, `clean`, `refused` (the list refused this resolver: Spamhaus 127.255.255.254/255, URIBL 127.0.0.1) or `error`, with the return codes and the list’s TXT reason. Only `listed` is a listing.',
  },
  {
    check: 'dns' as const,
    path: '/v1/api/infra-guard/dns-history',
    operationId: 'listDnsChecks',
    summary: 'DNS check history',
    description:
      'One row per record label (SPF, DKIM, DMARC, MX) per check: `ok`, `warning`, `error` or `missing`. A record Mailwright published that resolvers no longer see is `missing` with `Drift:` in the detail.',
  },
  {
    check: 'bounce' as const,
    path: '/v1/api/infra-guard/bounce-history',
    operationId: 'listBounceChecks',
    summary: 'Bounce check history',
    description:
      'One row per bounce evaluation, its figures in `metrics` and its band in `status`.',
  },
];

/** The three check histories of one domain (kept after a cancellation), newest first. */
export function registerHistories(app: App, ctx: AppContext): void {
  for (const spec of HISTORIES) {
    app.get(
      spec.path,
      {
        config: { scope: 'workspace' },
        schema: {
          operationId: spec.operationId,
          tags: [INFRAGUARD_TAG],
          summary: spec.summary,
          description: `${spec.description} \`uid\` is the domain’s uid; another team’s is a 404.`,
          querystring: Type.Object({
            uid: Uid('The domain’s uid.'),
            page: Type.Optional(Page),
            limit: Type.Optional(Limit),
          }),
          response: {
            200: Envelope({ checks: Type.Array(CheckResultSchema), ...PageListFields }),
            ...errorResponses(404),
          },
        },
      },
      async (request) => {
        const { uid, page = 1, limit = 10 } = request.query;
        const [domain] = await getDomainsByUids(ctx.db, workspaceOf(request).id, [uid]);
        const { rows, total } = await listResults(
          ctx.db,
          (domain as { id: string }).id,
          spec.check,
          pageOffset(page, limit),
          limit,
        );
        return {
          error: false as const,
          message: `${spec.summary} retrieved successfully`,
          checks: rows.map(presentResult),
          ...pageList(page, limit, total),
        };
      },
    );
  }
}
