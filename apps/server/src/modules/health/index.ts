import { sql } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { pendingMigrations } from '../../db/migrate.js';
import type { App } from '../../http/app-types.js';
import { ApiError } from '../../http/errors.js';

const Status = Type.Object({ status: Type.String() });

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: database reachable, schema current). */
export function registerHealthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/healthz',
    {
      config: { scope: 'public', rateLimit: false },
      schema: {
        operationId: 'healthz',
        tags: ['Health'],
        summary: 'Liveness',
        response: { 200: Status },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { scope: 'public', rateLimit: false },
      schema: {
        operationId: 'readyz',
        tags: ['Health'],
        summary:
          'Readiness: the database answers, every migration is applied and the process is not shutting down',
        response: { 200: Status, 503: Type.Ref('ErrorResponse') },
      },
    },
    async () => {
      // At once on SIGTERM: a load balancer stops sending here while requests still succeed.
      if (ctx.lifecycle.stopping) throw new ApiError('SERVICE_UNAVAILABLE', 'Shutting down');
      try {
        await sql`select 1`.execute(ctx.db);
      } catch {
        throw new ApiError('SERVICE_UNAVAILABLE', 'Database is not reachable');
      }
      const pending = await pendingMigrations(ctx.db);
      if (pending.length > 0) {
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          `Migrations not applied: ${pending.join(', ')}; run mailwright migrate`,
        );
      }
      return { status: 'ready' };
    },
  );
}
