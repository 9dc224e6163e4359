/** Why a delivery was rejected. */
export type WebhookVerificationFailure =
  /** `X-Service-Signature` or `X-Service-Timestamp` is absent or empty. */
  | 'missing_header'
  /** The signature is not `sha256=<64 hex>`, or no given secret produces it. */
  | 'bad_signature'
  /** The timestamp is not ISO 8601, or is further from now than the tolerance. */
  | 'stale_timestamp'
  /** Signed correctly, but the body is not a JSON event envelope. */
  | 'malformed_body';

/**
 * A delivery that must not be trusted. Answer it with 401 (`bad_signature`, `stale_timestamp`:
 * not signed by you, or replayed) or 400 (`missing_header`, `malformed_body`: not a delivery at
 * all), and do not act on it. The message never contains the body or a secret.
 */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  readonly reason: WebhookVerificationFailure;

  constructor(reason: WebhookVerificationFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}
