import type { Profile } from '../config.js';
import { PROVIDER_FAMILIES } from '../providers/status.js';
import { cidrList, integer, type Read } from './parsers.js';

/**
 * Settings for running the service for customers (docs/operator.md), read by `loadConfig`: what
 * may be sold while simulated, how a process stops, where a worker answers its health checks, and
 * which proxies are trusted to name the client.
 */
export interface OperationsConfig {
  /**
   * MAILWRIGHT_ALLOW_SIMULATED: the simulated families purchases may use all the same (`all`, a
   * family such as `registrar`, or `family:platform` such as `mailbox_host:GOOGLE`), lowercase.
   * Default: `all` in the local profile, none in production.
   */
  allowSimulated: string[];
  /**
   * MAILWRIGHT_DRAIN_MS: on SIGTERM, how long an API process keeps serving (answering `/readyz`
   * with 503) before it closes its listener. Default 5000 in production, 0 in the local profile.
   */
  drainMs: number;
  /** MAILWRIGHT_WORKER_PORT: where a `--role worker` process serves its health and metrics; null for none. */
  workerPort: number | null;
  /**
   * MAILWRIGHT_TRUSTED_PROXIES: addresses or ranges whose X-Forwarded-For names the client (the
   * address rate limits and logs use); empty trusts none.
   */
  trustedProxies: string[];
}

export function parseOperationsConfig(read: Read, profile: Profile): OperationsConfig {
  return {
    allowSimulated: read(
      'MAILWRIGHT_ALLOW_SIMULATED',
      profile === 'local' ? ['all'] : [],
      familyList,
    ),
    drainMs: read('MAILWRIGHT_DRAIN_MS', profile === 'local' ? 0 : 5_000, integer(0, 600_000)),
    workerPort: read('MAILWRIGHT_WORKER_PORT', null as number | null, integer(0, 65535)),
    trustedProxies: read('MAILWRIGHT_TRUSTED_PROXIES', [] as string[], cidrList),
  };
}

/** `all`, `none`, or comma-separated families, each optionally `:platform`. */
export function familyList(raw: string): string[] {
  const value = raw.trim().toLowerCase();
  if (value === 'none') return [];
  if (value === 'all') return ['all'];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [family = '', platform, extra] = part.split(':');
      if (!(PROVIDER_FAMILIES as readonly string[]).includes(family))
        throw new Error(
          `"${part}" does not name a provider family (${PROVIDER_FAMILIES.join(', ')}), or all, or none`,
        );
      if (extra !== undefined || (platform !== undefined && !/^[a-z0-9_]+$/.test(platform)))
        throw new Error(
          `"${part}" is not a family or family:platform (such as mailbox_host:google)`,
        );
      return part;
    });
}
