import { Agent } from 'undici';
import type { AppContext } from '../../context.js';
import { createDestinationPolicy, guardedConnector } from './destination-guard.js';

/**
 * What delivery keeps per process: the HTTP connection pool (whose connector enforces the
 * destination policy) and the count of requests in flight per workspace. Held per context, so a
 * test's contexts with different settings never share one.
 */
export interface DeliveryRuntime {
  dispatcher: Agent;
  /** Takes an in-flight slot for the workspace; false when it is at the cap. */
  tryAcquire(workspaceId: string): boolean;
  release(workspaceId: string): void;
}

const runtimes = new WeakMap<AppContext, DeliveryRuntime>();

export function deliveryRuntime(ctx: AppContext): DeliveryRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = createRuntime(ctx);
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

function createRuntime(ctx: AppContext): DeliveryRuntime {
  const { webhooks } = ctx.config;
  const policy = createDestinationPolicy(webhooks);
  const dispatcher = new Agent({
    connect: guardedConnector(policy, { timeoutMs: webhooks.timeoutMs }),
    headersTimeout: webhooks.timeoutMs,
    bodyTimeout: webhooks.timeoutMs,
    keepAliveTimeout: 4_000,
  });
  const inFlight = new Map<string, number>();
  return {
    dispatcher,
    tryAcquire(workspaceId) {
      const current = inFlight.get(workspaceId) ?? 0;
      if (current >= webhooks.maxInFlightPerWorkspace) return false;
      inFlight.set(workspaceId, current + 1);
      return true;
    },
    release(workspaceId) {
      const current = (inFlight.get(workspaceId) ?? 1) - 1;
      if (current <= 0) inFlight.delete(workspaceId);
      else inFlight.set(workspaceId, current);
    },
  };
}
