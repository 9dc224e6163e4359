import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption for credentials at rest (AES-256-GCM). The stored form is
 * `v1.<base64 iv>.<base64 tag>.<base64 ciphertext>`; the version prefix leaves room for key
 * rotation. Plaintext never leaves this module except to the caller that asked for it.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /** Short non-secret fingerprint of the key, used to detect a wrong key at start. */
  readonly fingerprint: string;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('the master key must be 32 bytes');
  return {
    fingerprint: createHash('sha256')
      .update('mailwright-key-check')
      .update(key)
      .digest('hex')
      .slice(0, 16),
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
        throw new SecretBoxError('unrecognised sealed value');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value cannot be opened with this key');
      }
    },
  };
}
