import { WebhookVerificationError } from './errors.js';
import { knownEvents, type WebhookEvent } from './events.js';
import { type HeadersLike, readHeader } from './headers.js';
import { importSecret, signedPayload, toBytes } from './signing.js';

/** What `verifyWebhook` needs: the delivery exactly as received, and the signing secret(s). */
export interface VerifyWebhookOptions {
  /**
   * The raw body: the exact bytes received (a Buffer or Uint8Array), or their UTF-8 text. A body
   * parsed and serialised again will not verify; see the raw-body helpers.
   */
  body: string | Uint8Array | ArrayBuffer;
  /** The request's headers (Fetch `Headers`, Node's `IncomingHttpHeaders`, or a plain object). */
  headers: HeadersLike;
  /** The workspace's signing secret, `whsec_<base64>`. */
  secret?: string;
  /** Several secrets, during a rotation: the delivery verifies if any one of them signed it. */
  secrets?: readonly string[];
  /** How far `X-Service-Timestamp` may be from now, either way (default 300 s). */
  toleranceSeconds?: number;
  /** The current time (default `Date.now()`); for replaying stored deliveries and for tests. */
  now?: Date | number;
}

const SIGNATURE_HEADER = 'x-service-signature';
const TIMESTAMP_HEADER = 'x-service-timestamp';
const SIGNATURE_FORMAT = /^sha256=([0-9a-fA-F]{64})$/;
// ISO 8601 date-time with seconds and an explicit zone, as the service sends (UTC, milliseconds).
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Verifies a webhook delivery and returns its event, typed by name.
 *
 * Checks, in order: both headers are present; `X-Service-Timestamp` is within
 * `toleranceSeconds` of now (a captured delivery cannot be replayed later); `X-Service-Signature`
 * is `sha256=` + HMAC-SHA256 over `<timestamp header> + "." + <raw body>` keyed with one of the
 * secrets (compared in constant time by Web Crypto); the body is a JSON event envelope.
 * Runs on any runtime with Web Crypto (Node 20+, Deno, Bun, Workers, browsers).
 *
 * @throws WebhookVerificationError with `reason` `missing_header`, `stale_timestamp`,
 *   `bad_signature` or `malformed_body`.
 * @throws TypeError when no secret is given or a secret is not `whsec_<base64>`.
 */
export async function verifyWebhook(options: VerifyWebhookOptions): Promise<WebhookEvent> {
  const keys = await importSecrets(options);
  const signature = readHeader(options.headers, SIGNATURE_HEADER);
  const timestamp = readHeader(options.headers, TIMESTAMP_HEADER);
  if (signature === undefined || timestamp === undefined) {
    const missing = signature === undefined ? 'X-Service-Signature' : 'X-Service-Timestamp';
    throw new WebhookVerificationError('missing_header', `${missing} header is missing`);
  }
  checkTimestamp(timestamp, options);

  const digest = SIGNATURE_FORMAT.exec(signature)?.[1];
  if (digest === undefined) {
    throw new WebhookVerificationError('bad_signature', 'X-Service-Signature is not sha256=<hex>');
  }
  const body = toBytes(options.body);
  const signed = signedPayload(timestamp, body);
  const expected = hexToBytes(digest);
  let valid = false;
  for (const key of keys) {
    if (await crypto.subtle.verify('HMAC', key, expected, signed)) valid = true;
  }
  if (!valid) {
    throw new WebhookVerificationError(
      'bad_signature',
      keys.length > 1
        ? 'The signature matches none of the given secrets'
        : 'The signature does not match the secret',
    );
  }
  return parseEvent(body, options.headers);
}

function checkTimestamp(timestamp: string, options: VerifyWebhookOptions): void {
  const sent = ISO_TIMESTAMP.test(timestamp) ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(sent)) {
    throw new WebhookVerificationError('stale_timestamp', 'X-Service-Timestamp is not ISO 8601');
  }
  const now = options.now === undefined ? Date.now() : Number(options.now);
  const toleranceMs = (options.toleranceSeconds ?? 300) * 1000;
  if (Math.abs(now - sent) > toleranceMs) {
    throw new WebhookVerificationError(
      'stale_timestamp',
      `X-Service-Timestamp is ${Math.round(Math.abs(now - sent) / 1000)} s ${sent < now ? 'old' : 'in the future'} (tolerance ${toleranceMs / 1000} s)`,
    );
  }
}

async function importSecrets(options: VerifyWebhookOptions): Promise<CryptoKey[]> {
  const secrets = [
    ...(options.secret === undefined ? [] : [options.secret]),
    ...(options.secrets ?? []),
  ];
  if (secrets.length === 0) throw new TypeError('verifyWebhook needs a secret or secrets');
  return Promise.all(secrets.map((secret) => importSecret(secret, 'verify')));
}

function parseEvent(body: Uint8Array, headers: HeadersLike): WebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new WebhookVerificationError('malformed_body', 'The body is not JSON in UTF-8');
  }
  const envelope = parsed as Record<string, unknown> | null;
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    Array.isArray(envelope) ||
    typeof envelope.event !== 'string' ||
    !isObject(envelope.data)
  ) {
    throw new WebhookVerificationError(
      'malformed_body',
      'The body is not an event envelope ({ event, timestamp, team_id, team_name, data })',
    );
  }
  const eventId =
    readHeader(headers, 'x-service-event-id') ?? readHeader(headers, 'webhook-id') ?? null;
  const name = envelope.event;
  if (!Object.hasOwn(knownEvents, name)) {
    return { ...envelope, event: 'unknown', name, eventId } as WebhookEvent;
  }
  const kind = knownEvents[name as keyof typeof knownEvents];
  if (!isObject(envelope.data[kind])) {
    throw new WebhookVerificationError('malformed_body', `${name} without data.${kind}`);
  }
  return { ...envelope, eventId } as WebhookEvent;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
