import { createHmac, randomBytes } from 'node:crypto';

/**
 * Webhook signatures. A signing secret is `whsec_` + base64 of 32 random bytes (the Standard
 * Webhooks format); the decoded 32 bytes are the HMAC-SHA256 key of both signatures, so any
 * Standard Webhooks library verifies a delivery with the secret exactly as shown to the customer.
 */
export const SECRET_PREFIX = 'whsec_';

export function generateSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The HMAC key of a `whsec_` secret: its base64 part decoded. */
export function signingKey(secret: string): Buffer {
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** The signature headers of one attempt, with the timestamps they cover. */
export interface SignatureHeaders {
  'x-service-timestamp': string;
  'x-service-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs one attempt's exact body bytes at `at`:
 * - `X-Service-Signature: sha256=<hex HMAC over "<X-Service-Timestamp>.<body>">`, where the
 *   timestamp is ISO 8601 UTC with milliseconds (the contract's header);
 * - `webhook-signature: v1,<base64 HMAC over "<webhook-id>.<webhook-timestamp>.<body>">`, where
 *   `webhook-timestamp` is the same instant in unix seconds (Standard Webhooks).
 */
export function signAttempt(input: {
  eventId: string;
  secret: string;
  body: Buffer;
  at: Date;
}): SignatureHeaders {
  const key = signingKey(input.secret);
  const iso = input.at.toISOString();
  const unix = String(Math.floor(input.at.getTime() / 1000));
  const contract = createHmac('sha256', key).update(`${iso}.`).update(input.body).digest('hex');
  const standard = createHmac('sha256', key)
    .update(`${input.eventId}.${unix}.`)
    .update(input.body)
    .digest('base64');
  return {
    'x-service-timestamp': iso,
    'x-service-signature': `sha256=${contract}`,
    'webhook-id': input.eventId,
    'webhook-timestamp': unix,
    'webhook-signature': `v1,${standard}`,
  };
}
