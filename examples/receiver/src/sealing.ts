import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for what must not sit on disk in plain text: mailbox credentials and the
 * queued events that carry them. AES-256-GCM with a random 96-bit nonce per value; the `context`
 * (such as `credentials:mailbox:<uid>`) is authenticated too, so a sealed value copied into
 * another row does not open there.
 */
export interface Sealer {
  /** `v1.` + base64url(nonce | ciphertext | tag). */
  seal(plain: string, context: string): string;
  /** @throws Error when the value was altered, sealed for another context or with another key. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new TypeError('createSealer needs a 32-byte key');
  return {
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, context) {
      if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed value');
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
