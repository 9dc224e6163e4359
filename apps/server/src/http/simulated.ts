import type { AppContext } from '../context.js';
import {
  describeStatus,
  needLabel,
  type ProviderNeed,
  type ProviderStatus,
  simulatedNeeds,
} from '../providers/status.js';
import { ApiError } from './errors.js';

/**
 * Refuses to sell what would be simulated: a purchase (domains, mailboxes, an order, prewarmed
 * stock, a placement test, InfraGuard protection, warmup) whose `needs` a simulator serves is a
 * 503 `PROVIDER_SIMULATED` naming each family and MAILWRIGHT_ALLOW_SIMULATED, unless that
 * setting lists it (the local profile allows all). Called before anything is charged or written.
 * `extra` adds status lines that are data rather than adapters (the placement seeds).
 */
export function requireReal(
  ctx: AppContext,
  what: string,
  needs: readonly ProviderNeed[],
  extra: readonly ProviderStatus[] = [],
): void {
  const status = [...ctx.providers.status, ...extra];
  const missing = simulatedNeeds(status, ctx.config.operations.allowSimulated, needs);
  if (missing.length === 0) return;
  const names = missing.map((need) =>
    describeStatus({
      family: need.family,
      platform: need.platform ?? null,
      adapter: 'simulator',
      real: false,
    }),
  );
  throw new ApiError(
    'PROVIDER_SIMULATED',
    `${what} is not offered on this deployment: ${names.join(', ')} ${missing.length === 1 ? 'is' : 'are'} simulated here, so nothing would really be provided. The operator can offer it all the same (a demo) by listing ${missing.map(needLabel).join(', ')} in MAILWRIGHT_ALLOW_SIMULATED.`,
    missing.map((need) => ({
      field: 'MAILWRIGHT_ALLOW_SIMULATED',
      message: `does not list ${needLabel(need)}, which is simulated`,
    })),
  );
}
