import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { AppContext } from './context.js';
import { captureRoutes, registerAliases } from './http/aliases.js';
import type { App } from './http/app-types.js';
import { OPERATOR_PREFIX, registerAuth } from './http/auth.js';
import { schemaController } from './http/compilers.js';
import {
  frameworkErrors,
  registerErrorHandling,
  rejectMalformedHttp,
} from './http/error-handler.js';
import { ApiError } from './http/errors.js';
import { registerInternalIds } from './http/internal-ids.js';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.js';
import { registerRouteDocs } from './http/route-docs.js';
import { nameIgnoredFields, registerUnknownFields } from './http/unknown-fields.js';
import { validatorCompiler } from './http/validation.js';
import { defaultWebAppDir, registerWebApp } from './http/web-app.js';
import { newRequestId } from './lib/ids.js';
import {
  registerAccountRoutes,
  registerMemberRoutes,
  registerSessionRoutes,
} from './modules/accounts/index.js';
import { getAccount, registerBillingRoutes } from './modules/billing/index.js';
import { registerClientIdRequestRoutes } from './modules/client-id-requests/index.js';
import { registerSandboxClockRoutes } from './modules/clocks/index.js';
import { registerCloudflareRoutes } from './modules/cloudflare/index.js';
import { registerConsentRequestRoutes } from './modules/consent-requests/index.js';
import { registerDnsRoutes } from './modules/dns/index.js';
import { registerDomainRoutes } from './modules/domains/index.js';
import { registerForwardingRoutes } from './modules/forwarding/index.js';
import { registerHealthRoutes } from './modules/health/index.js';
import { registerHealthReportRoutes } from './modules/health-report/index.js';
import { registerInfraGuardRoutes } from './modules/infraguard/index.js';
import { registerInsightsRoutes } from './modules/insights/index.js';
import { registerMailboxRoutes } from './modules/mailboxes/index.js';
import { registerMetricsRoutes } from './modules/metrics/index.js';
import { registerOperatorRoutes } from './modules/operators/index.js';
import { authenticateOperator } from './modules/operators/operators.service.js';
import { registerOrderRoutes } from './modules/orders/index.js';
import { registerPlacementRoutes } from './modules/placement/index.js';
import { registerPrewarmRoutes } from './modules/prewarm/index.js';
import { registerSandboxConsoleRoutes } from './modules/sandbox-console/index.js';
import { registerSequencerRoutes } from './modules/sequencers/index.js';
import { registerStatusRoutes } from './modules/status/index.js';
import { registerTagRoutes } from './modules/tags/index.js';
import { registerVerifiedDestinationRoutes } from './modules/verified-destinations/index.js';
import { registerWarmupRoutes } from './modules/warmup/index.js';
import { registerWebhookRoutes } from './modules/webhooks/index.js';
import { registerWorkspaceRoutes } from './modules/workspaces/index.js';

/**
 * Builds the HTTP application with every module registered. It never listens: the server entry
 * point does, and tests and the OpenAPI export use `inject` and `swagger()` directly.
 */
export async function buildApp(ctx: AppContext): Promise<App> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: ctx.config.http.bodyLimitBytes,
    genReqId: newRequestId,
    // A path segment may be longer than find-my-way's 100 characters: the mail viewer's refs to
    // a real mailbox's IMAP copies name the account and folder (operations cap each parameter).
    routerOptions: { maxParamLength: 700 },
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      // One line per request only when debugging; errors are always logged by the error handler.
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
    clientErrorHandler: rejectMalformedHttp,
    frameworkErrors,
    schemaController,
    // Behind a reverse proxy: its X-Forwarded-For names the client (request.ip, which rate
    // limits and logs use), but only when the connection comes from a trusted proxy.
    trustProxy:
      ctx.config.operations.trustedProxies.length > 0
        ? [...ctx.config.operations.trustedProxies]
        : false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Bodies are JSON only: anything else is a 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app, ctx);
  registerUnknownFields(app, ctx.config.http.strictFields);
  registerRouteDocs(app);
  await registerOpenApi(app, ctx.config);
  await app.register(cookie);
  registerAuth(app, ctx, (token) => authenticateOperator(ctx.db, token));
  registerInternalIds(app, ctx);
  if (ctx.config.http.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      // After auth (onRequest, which sets request.auth) and before the body is read and validated,
      // so a request that fails validation, or whose body is malformed or too large, counts too
      // and carries the X-RateLimit headers like every other authenticated response.
      hook: 'preParsing',
      max: ctx.config.http.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) =>
        request.auth?.tokenId ??
        request.auth?.session?.id ??
        request.operator?.tokenId ??
        request.ip,
      allowList: (request) => request.auth === null && request.operator === null,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          'RATE_LIMITED',
          `Rate limit of ${context.max} requests per minute exceeded; retry in ${context.after}`,
        ),
    });
  }
  // Every request counted and timed by its route pattern (a path no route matched: `unmatched`).
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
      status: String(reply.statusCode),
    };
    ctx.metrics.httpRequests.inc(labels);
    ctx.metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  // Every answer's headers, in one hook (each hook costs every request a call).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/v1/api') || request.url.startsWith(OPERATOR_PREFIX))
      reply.header('cache-control', 'no-store');
    // Draining: the connection ends after this response, so no client reuses it as it closes.
    if (ctx.lifecycle.stopping) reply.header('connection', 'close');
    nameIgnoredFields(request, reply);
    done(null, payload);
  });

  const routes = captureRoutes(app);
  registerHealthRoutes(app, ctx);
  registerOpenApiRoute(app);
  getAccount(app, ctx);
  registerAccountRoutes(app, ctx);
  registerWorkspaceRoutes(app, ctx);
  registerWebhookRoutes(app, ctx);
  registerMetricsRoutes(app, ctx);
  registerDomainRoutes(app, ctx);
  registerDnsRoutes(app, ctx);
  registerMailboxRoutes(app, ctx);
  registerForwardingRoutes(app, ctx);
  registerConsentRequestRoutes(app, ctx);
  registerClientIdRequestRoutes(app, ctx);
  registerTagRoutes(app, ctx);
  registerSequencerRoutes(app, ctx);
  registerStatusRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerSandboxClockRoutes(app, ctx);
  registerWarmupRoutes(app, ctx);
  registerPlacementRoutes(app, ctx);
  registerInfraGuardRoutes(app, ctx);
  registerHealthReportRoutes(app, ctx);
  registerSandboxConsoleRoutes(app, ctx);
  registerInsightsRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerPrewarmRoutes(app, ctx);
  registerCloudflareRoutes(app, ctx);
  registerVerifiedDestinationRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
  registerAliases(app, routes);
  await registerWebApp(app, defaultWebAppDir());

  await app.ready();
  return app;
}
