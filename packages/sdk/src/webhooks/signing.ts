/** The signature scheme's building blocks, shared by `verifyWebhook` and `signWebhook`. */

const encoder = new TextEncoder();

/** A raw body as bytes; a string is taken as its UTF-8 encoding. */
export function toBytes(body: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof body === 'string') return encoder.encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof Uint8Array) return body;
  throw new TypeError(
    'The webhook body must be the raw bytes (a string, Buffer, Uint8Array or ArrayBuffer), not a parsed object',
  );
}

/** What is signed: `<X-Service-Timestamp value> + "." + <raw body bytes>`. */
export function signedPayload(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const out = new Uint8Array(prefix.length + body.length);
  out.set(prefix);
  out.set(body, prefix.length);
  return out;
}

/** The HMAC-SHA256 key of a secret: the bytes of the base64 after `whsec_`. */
export function importSecret(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  let text: string;
  try {
    text = atob(encoded);
  } catch {
    throw new TypeError('A webhook secret must be whsec_ followed by base64');
  }
  if (text.length === 0) throw new TypeError('A webhook secret must not be empty');
  const key = Uint8Array.from(text, (char) => char.charCodeAt(0));
  return crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}
