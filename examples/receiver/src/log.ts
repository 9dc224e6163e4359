import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

// The code never logs a record or a body; redaction is the second line of defence, in case a
// future change passes one to the logger.
const CREDENTIAL_FIELDS = ['password', 'app_password', 'secret', 'credentials', 'authorization'];
const paths = CREDENTIAL_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]);

/** JSON lines on stdout (or `destination`), credential fields redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'mailwright-receiver' },
      redact: { paths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
