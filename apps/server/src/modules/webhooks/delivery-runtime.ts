import type { Dispatcher } from 'undici';
import type { AppContext } from '../../context.js';
import { batcher } from '../../lib/batch.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { type Settled, type Settlement, settleDeliveries } from './delivery-settle.js';
import { createDestinationPolicy, guardedAgent } from './destination-guard.js';
import { type DeliveryRow, findDeliveries } from './events.repository.js';

/**
 * What delivery keeps per process: the HTTP connection pool (whose connector enforces the
 * destination policy), the count of requests in flight per workspace, and the batching of
 * attempt jobs: the jobs a runner claims together load their events (with workspace, team,
 * signing secrets and current credentials) in one read, and settle in one transaction per batch
 * (`lib/batch.ts`). Held per context, so a test's contexts with different settings never share
 * one.
 */
export interface DeliveryRuntime {
  /** The connection pool, made on the first delivery (undici is loaded then, not before). */
  dispatcher(): Promise<Dispatcher>;
  /** Takes an in-flight slot for the workspace; false when it is at the cap. */
  tryAcquire(workspaceId: string): boolean;
  release(workspaceId: string): void;
  /** The event with what its delivery needs; undefined when it (or its workspace) is gone. */
  load(eventId: string): Promise<DeliveryRow | undefined>;
  /** Writes what an attempt job leaves, with the other jobs settling at the same time. */
  settle(settlement: Settlement): Promise<Settled>;
  /**
   * The secret box for signing secrets: opening one is remembered (by its sealed form, which a
   * rotation changes), so a workspace's secret is decrypted once, not on every attempt.
   */
  signingSecrets: SecretBox;
}

const runtimes = new WeakMap<AppContext, DeliveryRuntime>();

/**
 * How long a finished attempt waits for others to settle with it (unless the runner's whole
 * concurrency has finished first): a few milliseconds of latency for batches several times
 * larger, so fewer statements per delivery.
 */
const SETTLE_LINGER_MS = 3;
/** Signing secrets a process keeps opened (the workspaces it delivers to at once, and more). */
const OPENED_SECRETS_MAX = 10_000;

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
  const dispatcher = guardedAgent(policy, {
    timeoutMs: webhooks.timeoutMs,
    agent: {
      headersTimeout: webhooks.timeoutMs,
      bodyTimeout: webhooks.timeoutMs,
      keepAliveTimeout: 4_000,
      // One kept-alive connection per request the runner can have in flight to a receiver, reused
      // from one delivery to the next; never more sockets than that to one origin.
      connections: ctx.config.jobs.concurrency,
    },
  });
  const inFlight = new Map<string, number>();
  const load = batcher(async (eventIds: readonly string[]) => {
    const rows = await findDeliveries(ctx.db, [...new Set(eventIds)]);
    const byId = new Map(rows.map((delivery) => [delivery.id, delivery]));
    return eventIds.map((id) => byId.get(id));
  });
  const opened = new Map<string, string>();
  const signingSecrets: SecretBox = {
    ...ctx.secrets,
    seal: (plaintext) => ctx.secrets.seal(plaintext),
    open(sealed) {
      let plaintext = opened.get(sealed);
      if (plaintext === undefined) {
        plaintext = ctx.secrets.open(sealed);
        if (opened.size >= OPENED_SECRETS_MAX) opened.delete(opened.keys().next().value as string);
        opened.set(sealed, plaintext);
      }
      return plaintext;
    },
  };
  const settle = batcher((items: readonly Settlement[]) => settleDeliveries(ctx, items), {
    max: ctx.config.jobs.concurrency,
    lingerMs: SETTLE_LINGER_MS,
  });
  return {
    dispatcher,
    load,
    settle,
    signingSecrets,
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
