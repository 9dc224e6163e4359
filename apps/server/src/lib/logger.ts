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

const redactPaths = CREDENTIAL_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `*.*.*.${field}`,
  `req.headers.${field}`,
]);

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
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      base: { service: 'mailwright' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
