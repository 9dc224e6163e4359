import { importSecret, signedPayload, toBytes } from './signing.js';

/** What `signWebhook` signs. */
export interface SignWebhookOptions {
  /** The exact body to send. */
  body: string | Uint8Array | ArrayBuffer;
  /** The signing secret, `whsec_<base64>`. */
  secret: string;
  /** Signing time (default now). */
  timestamp?: Date;
}

/**
 * The signature headers the service sends with `body`: `X-Service-Timestamp` and
 * `X-Service-Signature`. For testing a receiver with deliveries it must accept (and, by changing
 * the body or the time, ones it must refuse) without running the service.
 */
export async function signWebhook(options: SignWebhookOptions): Promise<Record<string, string>> {
  const timestamp = (options.timestamp ?? new Date()).toISOString();
  const key = await importSecret(options.secret, 'sign');
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, signedPayload(timestamp, toBytes(options.body))),
  );
  const hex = Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { 'X-Service-Timestamp': timestamp, 'X-Service-Signature': `sha256=${hex}` };
}
