import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { type AdapterConfig, parseAdapterConfig } from './config/adapters.js';
import { type InfraGuardConfig, parseInfraGuardConfig } from './config/infraguard.js';
import { type InsightsConfig, parseInsightsConfig } from './config/insights.js';
import { type MailHostConfig, parseMailHostConfig } from './config/mail-hosts.js';
import { type OperationsConfig, parseOperationsConfig } from './config/operations.js';
import {
  address,
  boolean,
  cidrList,
  durationList,
  type Env,
  hostOrAddress,
  integer,
  oneOf,
  seedText,
} from './config/parsers.js';
import { DEFAULT_CATALOG, type PlanCatalog, parsePlanCatalog } from './config/plan-catalog.js';
import { relayUrl, type VerificationRelay } from './config/relay.js';
import { parseSessionConfig, type SessionConfig } from './config/sessions.js';
import { parseVendorConfig, type VendorConfig } from './config/vendors.js';
import { baseUrlFor } from './lib/hosts.js';

/**
 * Configuration, parsed once from the environment. This module is the only reader of
 * `process.env`: everything else receives the frozen {@link Config}. A bad value stops
 * start-up with a message that names the variable.
 */

export type Profile = 'local' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** How fast the provider simulator's steps run: see docs/lifecycles.md for the timings. */
export type SimSpeed = 'instant' | 'fast' | 'realistic';

export type DatabaseConfig =
  | { dialect: 'sqlite'; path: string }
  | { dialect: 'postgres'; url: string };

export interface Config {
  profile: Profile;
  host: string;
  port: number;
  /** Base URL printed to operators and used in links; defaults to http://HOST:PORT. */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  /**
   * Where the master key comes from; resolved to bytes by {@link loadMasterKey}. `missing`: on
   * PostgreSQL without MAILWRIGHT_MASTER_KEY (a key file there would be one machine's only).
   */
  masterKey:
    | { source: 'env'; key: Buffer }
    | { source: 'file'; path: string }
    | { source: 'missing'; path: string };
  logLevel: LogLevel;
  http: {
    bodyLimitBytes: number;
    /** Requests per minute per API token; 0 turns the limit off. */
    rateLimitPerMinute: number;
    /**
     * How long a process reuses a token it has looked up; also the longest a token revoked
     * through another process is still accepted here. 0 looks every token up on every request.
     */
    tokenCacheMs: number;
    /** Unknown request fields are a 400 (strict) rather than ignored and named in a header. */
    strictFields: boolean;
    /**
     * MAILWRIGHT_EVENT_STREAM_POLL_MS: how often a process with open event streams reads the event
     * log for events committed by other processes (its own are sent at once).
     */
    eventStreamPollMs: number;
    /** MAILWRIGHT_EVENT_STREAM_HEARTBEAT_MS: a comment line this often keeps proxies from closing a quiet stream. */
    eventStreamHeartbeatMs: number;
  };
  jobs: {
    concurrency: number;
    pollIntervalMs: number;
    leaseMs: number;
    shutdownGraceMs: number;
  };
  webhooks: WebhookConfig;
  /** When set, `/metrics` requires `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  simulator: {
    /** MAILWRIGHT_SIM_SPEED; `fast` by default in the local profile, `realistic` in production. */
    speed: SimSpeed;
  };
  /** Which adapter each provider family uses (config/adapters.ts). */
  adapters: AdapterConfig & VendorConfig & MailHostConfig;
  members: {
    /** How long an invitation link can be accepted (MAILWRIGHT_INVITATION_TTL_HOURS). */
    invitationTtlMs: number;
  };
  /** Sign-in, sessions and password links (config/sessions.ts). */
  sessions: SessionConfig;
  sandbox: {
    /** MAILWRIGHT_SANDBOX_CLOCKS: whether sandbox clocks may be used (on in the local profile). */
    clocks: boolean;
    /** MAILWRIGHT_MAIL_SEED: the seed of the simulated mail network's placement draws. */
    mailSeed: string;
    /**
     * MAILWRIGHT_SANDBOX_SMTP_PORT: the sandbox's SMTP submission endpoint (run by processes
     * with the API role), or null when off. `chosen` is false for the local profile's default,
     * which gives way to a free port when it is taken; a port set explicitly must be had.
     */
    smtp: { port: number; chosen: boolean } | null;
  };
  billing: BillingConfig;
  forwarding: {
    /**
     * MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: what forwarding setup and update do with a
     * destination that is not verified (docs/api/verified-destinations.md): `off` forwards to it
     * (`false`; the local profile's default), `hold` accepts the job and holds it until the
     * destination is verified (`hold`; the production profile's default), `refuse` answers 400
     * (`true`).
     */
    requireVerified: ForwardingVerification;
    /** MAILWRIGHT_VERIFICATION_FROM: the address verification messages are sent from. */
    verificationFrom: string;
    /**
     * MAILWRIGHT_VERIFICATION_SMTP_URL: the SMTP server verification codes are submitted to;
     * null sends them through the simulated network (refused in the production profile).
     */
    verificationRelay: VerificationRelay | null;
  };
  /** InfraGuard's blocklist resolver, zones and check intervals (config/infraguard.ts). */
  infraguard: InfraGuardConfig;
  /** Email Insight's reading of real mailboxes (config/insights.ts). */
  insights: InsightsConfig;
  /** Selling simulated families, draining, the worker's port, trusted proxies (config/operations.ts). */
  operations: OperationsConfig;
}

export interface BillingConfig {
  /** MAILWRIGHT_BILLING: `false` turns charging off (purchases are free, nothing is written). */
  enabled: boolean;
  /** MAILWRIGHT_PLANS_FILE: the operator's plan catalog (JSON); null for the built-in one. */
  plansFile: string | null;
  /** The plan catalog: from that file, or the built-in one. */
  plans: PlanCatalog;
  /** MAILWRIGHT_CHECKOUT_EXPIRY_MINUTES: how long a checkout link can be paid (30 to 1440). */
  checkoutExpiryMinutes: number;
  /** Set when STRIPE_SECRET_KEY is: payments go through Stripe instead of the simulator. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
}

export interface WebhookConfig {
  /** Delay before each retry after a failed attempt; a delivery makes 1 + length attempts. */
  retryScheduleMs: number[];
  /** Whole time one attempt may take: connect, send, response headers and body excerpt. */
  timeoutMs: number;
  /** Requests in flight to one workspace's receiver, per worker process. */
  maxInFlightPerWorkspace: number;
  /** Longest wait a receiver's Retry-After (429/503) can impose on the next attempt. */
  retryAfterMaxMs: number;
  /** Failing continuously this long disables a workspace's webhook; 0 never disables. */
  disableAfterMs: number;
  /** Deliver to private, loopback and other non-public addresses too. */
  allowPrivate: boolean;
  /** Non-public ranges that are allowed all the same (CIDR, or a single address). */
  allowCidrs: string[];
}

/** The delivery schedule of DESIGN.md: about 3 days of retries in all. */
export const DEFAULT_RETRY_SCHEDULE = '5s,30s,2m,10m,30m,2h,6h,12h,24h,24h';
/** What the local profile lets webhooks reach: this machine, for a receiver run beside the service. */
export const LOCAL_ALLOWED_CIDRS = '127.0.0.0/8,::1/128';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment. Throws {@link ConfigError} naming every bad variable. */
export function loadConfig(env: Env = process.env, overrides: { profile?: Profile } = {}): Config {
  const problems: string[] = [];
  const fail = (name: string, message: string) => problems.push(`${name}: ${message}`);
  const read = <T>(name: string, fallback: T, parse: (raw: string) => T): T => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    try {
      return parse(raw);
    } catch (error) {
      fail(name, (error as Error).message);
      return fallback;
    }
  };

  const envProfile = read<Profile>(
    'MAILWRIGHT_PROFILE',
    'production',
    oneOf(['local', 'production']),
  );
  const profile = overrides.profile ?? envProfile;
  const host = read('HOST', '127.0.0.1', hostOrAddress);
  const port = read('PORT', 8080, integer(0, 65535));
  const dataDir = resolve(env.MAILWRIGHT_DATA_DIR?.trim() || './data');

  let database: DatabaseConfig = { dialect: 'sqlite', path: join(dataDir, 'mailwright.db') };
  const dbUrl = env.DATABASE_URL?.trim();
  if (dbUrl) {
    if (/^postgres(ql)?:\/\//i.test(dbUrl)) {
      try {
        new URL(dbUrl);
        database = { dialect: 'postgres', url: dbUrl };
      } catch {
        fail('DATABASE_URL', 'is not a valid postgres:// URL');
      }
    } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(dbUrl)) {
      fail('DATABASE_URL', 'must be a SQLite file path or a postgres:// URL');
    } else {
      const path = dbUrl.replace(/^sqlite:/i, '');
      database = {
        dialect: 'sqlite',
        path: path === ':memory:' || isAbsolute(path) ? path : resolve(path),
      };
    }
  }

  let masterKey: Config['masterKey'] = { source: 'file', path: join(dataDir, 'master.key') };
  const rawKey = env.MAILWRIGHT_MASTER_KEY?.trim();
  if (rawKey) {
    const key = decodeKey(rawKey);
    if (key) masterKey = { source: 'env', key };
    else fail('MAILWRIGHT_MASTER_KEY', 'must be 32 bytes, as 64 hex characters or base64');
  } else if (database.dialect === 'postgres') {
    // Every process of a PostgreSQL deployment needs the same key: never one machine's file.
    masterKey = { source: 'missing', path: masterKey.path };
  }
  // Directories are created on first use; one that cannot be (a file is in the way) is named now.
  if (masterKey.source === 'file' || (database.dialect === 'sqlite' && !dbUrl)) {
    const blocked = fileInTheWay(dataDir);
    if (blocked) fail('MAILWRIGHT_DATA_DIR', `${blocked} is a file, not a directory`);
  } else if (database.dialect === 'sqlite' && database.path !== ':memory:') {
    const blocked = fileInTheWay(dirname(database.path));
    if (blocked) fail('DATABASE_URL', `${blocked} is a file, not a directory`);
  }

  const logLevel = read<LogLevel>(
    'LOG_LEVEL',
    'info',
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  );
  let publicUrl = baseUrlFor(host, port);
  const rawPublic = env.MAILWRIGHT_PUBLIC_URL?.trim();
  if (rawPublic) {
    if (/^https?:\/\/[^/]+/i.test(rawPublic)) publicUrl = rawPublic.replace(/(?<!\/)\/+$/, '');
    else fail('MAILWRIGHT_PUBLIC_URL', 'must be an http(s) URL such as https://mail.example.com');
  }

  const plansFile = env.MAILWRIGHT_PLANS_FILE?.trim()
    ? resolve(env.MAILWRIGHT_PLANS_FILE.trim())
    : null;

  const config: Config = {
    profile,
    host,
    port,
    publicUrl,
    dataDir,
    database,
    masterKey,
    logLevel,
    http: {
      bodyLimitBytes: read(
        'MAILWRIGHT_BODY_LIMIT_BYTES',
        1_048_576,
        integer(1024, 100 * 1_048_576),
      ),
      rateLimitPerMinute: read('MAILWRIGHT_RATE_LIMIT_PER_MINUTE', 1200, integer(0, 10_000_000)),
      tokenCacheMs: read('MAILWRIGHT_TOKEN_CACHE_MS', 5_000, integer(0, 60_000)),
      strictFields: read('MAILWRIGHT_STRICT_FIELDS', false, boolean),
      eventStreamPollMs: read('MAILWRIGHT_EVENT_STREAM_POLL_MS', 1000, integer(50, 60_000)),
      eventStreamHeartbeatMs: read(
        'MAILWRIGHT_EVENT_STREAM_HEARTBEAT_MS',
        15_000,
        integer(100, 300_000),
      ),
    },
    jobs: {
      concurrency: read('MAILWRIGHT_JOB_CONCURRENCY', 20, integer(1, 1000)),
      pollIntervalMs: read('MAILWRIGHT_JOB_POLL_INTERVAL_MS', 500, integer(10, 60_000)),
      leaseMs: read('MAILWRIGHT_JOB_LEASE_MS', 60_000, integer(500, 3_600_000)),
      shutdownGraceMs: read('MAILWRIGHT_SHUTDOWN_GRACE_MS', 10_000, integer(0, 600_000)),
    },
    webhooks: {
      retryScheduleMs: read(
        'MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE',
        durationList(DEFAULT_RETRY_SCHEDULE),
        durationList,
      ),
      timeoutMs: read('MAILWRIGHT_WEBHOOK_TIMEOUT_MS', 10_000, integer(100, 120_000)),
      maxInFlightPerWorkspace: read('MAILWRIGHT_WEBHOOK_MAX_IN_FLIGHT', 10, integer(1, 1000)),
      retryAfterMaxMs: read(
        'MAILWRIGHT_WEBHOOK_RETRY_AFTER_MAX_MS',
        3_600_000,
        integer(0, 7 * 86_400_000),
      ),
      disableAfterMs: read(
        'MAILWRIGHT_WEBHOOK_DISABLE_AFTER_MS',
        5 * 86_400_000,
        integer(0, 365 * 86_400_000),
      ),
      allowPrivate: read('MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE', false, boolean),
      allowCidrs: read(
        'MAILWRIGHT_WEBHOOK_ALLOW_CIDRS',
        profile === 'local' ? LOCAL_ALLOWED_CIDRS.split(',') : [],
        cidrList,
      ),
    },
    metricsToken: env.MAILWRIGHT_METRICS_TOKEN?.trim() || null,
    simulator: {
      speed: read<SimSpeed>(
        'MAILWRIGHT_SIM_SPEED',
        profile === 'local' ? 'fast' : 'realistic',
        oneOf(['instant', 'fast', 'realistic']),
      ),
    },
    adapters: {
      ...parseAdapterConfig(env, read, fail),
      ...parseVendorConfig(env, read, fail, boolean),
      ...parseMailHostConfig(env, read, fail),
    },
    members: {
      invitationTtlMs: read('MAILWRIGHT_INVITATION_TTL_HOURS', 168, integer(1, 720)) * 3_600_000,
    },
    sessions: parseSessionConfig(read),
    sandbox: {
      clocks: read('MAILWRIGHT_SANDBOX_CLOCKS', profile === 'local', boolean),
      mailSeed: read('MAILWRIGHT_MAIL_SEED', 'mailwright', seedText),
      smtp: read<Config['sandbox']['smtp']>(
        'MAILWRIGHT_SANDBOX_SMTP_PORT',
        profile === 'local' ? { port: SANDBOX_SMTP_PORT, chosen: false } : null,
        (raw) => (raw.toLowerCase() === 'off' ? null : { port: portOrOff(raw), chosen: true }),
      ),
    },
    billing: {
      enabled: read('MAILWRIGHT_BILLING', true, boolean),
      plansFile,
      plans: loadPlans(plansFile, fail),
      checkoutExpiryMinutes: read('MAILWRIGHT_CHECKOUT_EXPIRY_MINUTES', 1440, integer(30, 1440)),
      stripe: stripeConfig(env, fail),
    },
    forwarding: {
      requireVerified: read<ForwardingVerification>(
        'MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED',
        profile === 'local' ? 'off' : 'hold',
        forwardingVerification,
      ),
      verificationFrom: read('MAILWRIGHT_VERIFICATION_FROM', 'verify@mailwright.invalid', address),
      verificationRelay: read(
        'MAILWRIGHT_VERIFICATION_SMTP_URL',
        null as VerificationRelay | null,
        relayUrl,
      ),
    },
    infraguard: parseInfraGuardConfig(read),
    insights: parseInsightsConfig(read),
    operations: parseOperationsConfig(read, profile),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(config);
}

/** The plan catalog of MAILWRIGHT_PLANS_FILE, checked; the built-in one without the variable. */
function loadPlans(path: string | null, fail: (name: string, message: string) => void) {
  if (!path) return DEFAULT_CATALOG;
  try {
    return parsePlanCatalog(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    fail('MAILWRIGHT_PLANS_FILE', `${path}: ${(error as Error).message}`);
    return DEFAULT_CATALOG;
  }
}

/** Stripe settings: none without STRIPE_SECRET_KEY; with it, the webhook secret is required too. */
function stripeConfig(env: Env, fail: (name: string, message: string) => void) {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey))
    fail('STRIPE_SECRET_KEY', 'must be a Stripe secret or restricted key (sk_live_…, sk_test_…)');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!webhookSecret.startsWith('whsec_'))
    fail('STRIPE_WEBHOOK_SECRET', 'must be the signing secret of your Stripe webhook (whsec_…)');
  const apiUrl = env.MAILWRIGHT_STRIPE_API_URL?.trim() || null;
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/i.test(apiUrl))
    fail('MAILWRIGHT_STRIPE_API_URL', 'must be a base URL such as http://127.0.0.1:12111');
  return { secretKey, webhookSecret, apiUrl };
}

/**
 * Returns the 32-byte master key. Without MAILWRIGHT_MASTER_KEY it reads, or on first use
 * creates, `<data dir>/master.key` with mode 0600.
 */
export function loadMasterKey(config: Config): Buffer {
  if (config.masterKey.source === 'env') return config.masterKey.key;
  const { path } = config.masterKey;
  if (config.masterKey.source === 'missing')
    throw new ConfigError([
      `MAILWRIGHT_MASTER_KEY: is not set. On PostgreSQL every process must be given the same key (no key file is made): set it to the key this database was created with, or for a new database to a new one (openssl rand -hex 32)${existsSync(path) ? `; ${path} holds the key an earlier start made` : ''}`,
    ]);
  if (existsSync(path)) {
    const key = decodeKey(readFileSync(path, 'utf8').trim());
    if (!key)
      throw new ConfigError([
        `MAILWRIGHT_MASTER_KEY: the key file ${path} does not hold a 32-byte key`,
      ]);
    return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return key;
}

function decodeKey(raw: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(raw)) return Buffer.from(raw, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(raw)) {
    const key = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/** The first existing path at or above `dir` when it is not a directory (so `dir` cannot be made). */
function fileInTheWay(dir: string): string | null {
  for (let path = dir; ; path = dirname(path)) {
    if (existsSync(path)) return statSync(path).isDirectory() ? null : path;
    if (dirname(path) === path) return null;
  }
}

/** What forwarding does with an unverified destination (MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED). */
export type ForwardingVerification = 'off' | 'hold' | 'refuse';

/** Parser for MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: `hold`, or true (refuse) / false (off). */
function forwardingVerification(raw: string): ForwardingVerification {
  if (raw.toLowerCase() === 'hold') return 'hold';
  try {
    return boolean(raw) ? 'refuse' : 'off';
  } catch {
    throw new Error(`must be hold, true or false, got "${raw}"`);
  }
}

/** The local profile's sandbox SMTP submission port (587 is submission's; 2587 needs no privileges). */
export const SANDBOX_SMTP_PORT = 2587;

function portOrOff(raw: string): number {
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port >= 0 && port <= 65535))
    throw new Error(`must be a port (0 to 65535; 0 for any free one) or off, got "${raw}"`);
  return port;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
