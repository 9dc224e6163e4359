import { timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { deadlockVictims } from '../../db/transaction.js';
import type { App } from '../../http/app-types.js';
import { unauthorized } from '../../http/errors.js';
import { collectWebhookMetrics } from '../webhooks/metrics.service.js';
import { renderPrometheus } from './prometheus.js';

/**
 * `GET /metrics`: Prometheus text format. Figures are read from the database at scrape time, so
 * any process (API or worker) answers for the whole deployment; but for
 * `mailwright_db_statements_total` and `mailwright_db_deadlocks_total`, which count this
 * process's own statements and deadlocks. With MAILWRIGHT_METRICS_TOKEN set, a scraper must send
 * it as a bearer token.
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
          'Per-workspace webhook figures. Requires `Authorization: Bearer <MAILWRIGHT_METRICS_TOKEN>` when that variable is set.',
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
      const families = [
        ...(await collectWebhookMetrics(ctx)),
        {
          name: 'mailwright_db_statements_total',
          help: 'Statements this process has sent to the database (BEGIN and COMMIT included), since it started.',
          type: 'counter' as const,
          samples: [{ labels: {}, value: ctx.database.statements.count }],
        },
        {
          name: 'mailwright_db_deadlocks_total',
          help: "This process's transactions PostgreSQL chose as a deadlock's victim (each is run again, up to 3 times), since it started.",
          type: 'counter' as const,
          samples: [{ labels: {}, value: deadlockVictims(ctx.db) }],
        },
      ];
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(renderPrometheus(families));
    },
  );
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
