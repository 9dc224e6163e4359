/**
 * The receiver's settings, read from the environment once, checked, and frozen. Nothing else
 * reads `process.env`: a missing or bad value stops start-up with a message naming the variable.
 */

/** What this process runs: the HTTP intake, the background processing, or both (default). */
export type Role = 'all' | 'intake' | 'worker';

export interface ReceiverConfig {
  readonly host: string;
  readonly port: number;
  /** Path deliveries are POSTed to. */
  readonly path: string;
  /** Signing secrets (`whsec_…`); several during a rotation. */
  readonly secrets: readonly string[];
  /** SQLite file holding the queue of received events and the stored records. */
  readonly dbPath: string;
  /** 32-byte AES-256-GCM key that seals credentials and queued bodies at rest. */
  readonly encryptionKey: Buffer;
  readonly role: Role;
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ROLES: readonly Role[] = ['all', 'intake', 'worker'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Parses the environment into a config. @throws ConfigError naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ReceiverConfig {
  const role = (env.RECEIVER_ROLE ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    throw new ConfigError(`RECEIVER_ROLE must be one of ${ROLES.join(', ')}`);
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const path = env.RECEIVER_PATH ?? '/webhooks/mailwright';
  if (!path.startsWith('/')) throw new ConfigError('RECEIVER_PATH must start with /');
  return Object.freeze({
    host: env.RECEIVER_HOST ?? '127.0.0.1',
    port: parsePort(env.RECEIVER_PORT ?? '3000'),
    path,
    // Only the intake verifies deliveries; a worker-only process needs no secret.
    secrets: role === 'worker' ? [] : parseSecrets(env.MAILWRIGHT_WEBHOOK_SECRET),
    dbPath: env.RECEIVER_DB_PATH ?? './receiver.db',
    encryptionKey: parseKey(env.RECEIVER_ENCRYPTION_KEY),
    role,
    logLevel,
  });
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError('RECEIVER_PORT must be a port number (0 to 65535)');
  }
  return port;
}

function parseSecrets(value: string | undefined): string[] {
  const secrets = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    throw new ConfigError(
      'MAILWRIGHT_WEBHOOK_SECRET is required: the workspace signing secret (whsec_…), or several separated by commas during a rotation',
    );
  }
  for (const secret of secrets) {
    const key = /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)
      ? Buffer.from(secret.slice('whsec_'.length), 'base64')
      : Buffer.alloc(0);
    if (key.length < 16) {
      throw new ConfigError('MAILWRIGHT_WEBHOOK_SECRET must hold whsec_ secrets (whsec_<base64>)');
    }
  }
  return secrets;
}

function parseKey(value: string | undefined): Buffer {
  const generate = 'generate one with: openssl rand -hex 32';
  if (!value) {
    throw new ConfigError(
      `RECEIVER_ENCRYPTION_KEY is required: 32 bytes as 64 hex characters or base64 (${generate})`,
    );
  }
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      `RECEIVER_ENCRYPTION_KEY must be 32 bytes as 64 hex characters or base64 (${generate})`,
    );
  }
  return key;
}
