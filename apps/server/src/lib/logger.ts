import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../config.js';

export type { Logger };

/**
 * Field names whose values are credentials. Any log object carrying one of these keys, at the top
 * level or nested up to three levels, has the value replaced. Keep this the one list.
 */
export const CREDENTIAL_FIELDS = [
  'password',
  'app_password',
  'secret',
  'token',
  'api_key',
  'refresh_token',
  'access_token',
  'signing_secret',
  'sequencer_password',
  'authorization',
  'cookie',
] as const;

const CREDENTIAL_KEYS: ReadonlySet<string> = new Set(CREDENTIAL_FIELDS);
const CENSOR = '[redacted]';
/** Objects nested deeper than this are left as they are (pino's paths went 4 deep). */
const MAX_DEPTH = 8;

/**
 * `value` with the value of every credential field replaced by `[redacted]`, in plain objects,
 * arrays and errors, at any depth up to {@link MAX_DEPTH}. Copies only the objects on the way to a
 * credential, so the caller's objects are never changed and an object without one is returned as
 * it is. Other class instances (a request, a socket) are left to their serializers, which never
 * write credentials. One walk over the keys of what is logged: pino's path redaction over the
 * same fields took about 10 % of a busy worker's time (bench/README.md).
 */
export function redactCredentials<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const next = redactCredentials(value[i], depth + 1);
      if (next !== value[i]) {
        copy ??= [...value];
        copy[i] = next;
      }
    }
    return (copy ?? value) as T;
  }
  const proto = Object.getPrototypeOf(value);
  const isError = value instanceof Error;
  if (proto !== Object.prototype && proto !== null && !isError) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const child = record[key];
    const next =
      CREDENTIAL_KEYS.has(key) && child !== undefined
        ? CENSOR
        : redactCredentials(child, depth + 1);
    if (next !== child) {
      copy ??= isError ? copyError(value as Error) : { ...record };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

function copyError(error: Error): Record<string, unknown> {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)), error);
  Object.defineProperties(copy, {
    message: { value: error.message, enumerable: false, writable: true },
    stack: { value: error.stack, enumerable: false, writable: true },
  });
  return copy;
}

/**
 * Paths whose last segment is a capability (an invitation link's token, a consent screen's
 * state): whoever has the URL can use it, so request logs show the path without it.
 */
const CAPABILITY_PATH = /^(\/(?:invitations|sandbox\/consent)\/)[^/?#]+/;

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/** The request as a log line shows it (Fastify's fields), with capability URLs redacted. */
function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url?.replace(CAPABILITY_PATH, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
  };
}

/** The service logger: JSON lines through pino, with every credential field redacted. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // The walk covers what each line logs; pino's own redaction, on top-level keys alone (no
      // wildcard paths, so cheap), covers child loggers' bindings, which no formatter sees.
      formatters: { log: redactCredentials },
      redact: { paths: [...CREDENTIAL_FIELDS], censor: CENSOR },
      serializers: { req: requestSerializer },
      base: { service: 'mailwright' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
