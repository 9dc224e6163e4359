import { timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { unauthorized } from '../../http/errors.js';
import { renderMetrics } from '../../lib/metrics.js';

/**
 * `GET /metrics`: Prometheus text format, from prom-client's registry (`lib/metrics.ts`). The job
 * queue and webhook figures are read from the database at scrape time, so any process (API or
 * worker) answers for the whole deployment; HTTP, job-run, database and process figures are this
 * process's own. With MAILWRIGHT_METRICS_TOKEN set, a scraper must send it as a bearer token.
 */
export function registerMetricsRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/metrics',
    {
      config: { scope: 'public', rateLimit: false },
      schema: {
        operationId: 'metrics',
        tags: ['Health'],
        summary: 'Metrics in Prometheus text format',
        description:
          'HTTP, job, job-queue, webhook, database and process figures (docs/operator.md lists each). Requires `Authorization: Bearer <MAILWRIGHT_METRICS_TOKEN>` when that variable is set.',
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4.',
            content: { 'text/plain': { schema: Type.String() } },
          },
          401: Type.Ref('ErrorResponse'),
        },
      },
    },
    async (request, reply) => {
      const token = ctx.config.metricsToken;
      if (token && !bearerMatches(request.headers.authorization, token)) {
        throw unauthorized(
          'Send the metrics token: "Authorization: Bearer <MAILWRIGHT_METRICS_TOKEN>"',
        );
      }
      const { text, type } = await renderMetrics(ctx.metrics);
      return reply.type(type).send(text);
    },
  );
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
