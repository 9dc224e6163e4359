import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { AppContext } from '../context.js';
import type { App } from '../http/app-types.js';
import { registerErrorHandling } from '../http/error-handler.js';
import { ErrorResponse } from '../http/errors.js';
import { newRequestId } from '../lib/ids.js';
import { registerHealthRoutes } from '../modules/health/index.js';
import { registerMetricsRoutes } from '../modules/metrics/index.js';

/**
 * What a `--role worker` process serves on MAILWRIGHT_WORKER_PORT so it can be supervised and
 * scraped: `/healthz`, `/readyz` (database, migrations, not shutting down) and `/metrics` (with
 * MAILWRIGHT_METRICS_TOKEN when set), answered as the API answers them; nothing else.
 */
export async function buildWorkerApp(ctx: AppContext): Promise<App> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    genReqId: newRequestId,
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(ErrorResponse);
  registerErrorHandling(app, ctx);
  registerHealthRoutes(app, ctx);
  registerMetricsRoutes(app, ctx);
  await app.ready();
  return app;
}
