import { createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with HMAC-SHA1, and RFC 4648 base32 for the shared secret:
 * what authenticator apps and Google / Microsoft 2FA use. A few lines of node:crypto; the tests
 * check them against the RFCs' vectors.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (as authenticator apps take it). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes RFC 4648 base32 (any case, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not a base32 string');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: `bytes` random bytes (20 = 160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(bytes = 20): string {
  return base32Encode(randomBytes(bytes));
}

/** The HOTP value of `counter` (RFC 4226, dynamic truncation), `digits` long. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const code = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(code % 10 ** digits).padStart(digits, '0');
}

export interface TotpCode {
  code: string;
  /** Seconds the code stays valid. */
  remainingSeconds: number;
  /** When the code stops being valid. */
  validUntil: string;
}

/** The TOTP code of a base32 secret at `atMs` (default now), 30-second steps. */
export function totp(
  secretBase32: string,
  atMs = Date.now(),
  digits = 6,
  periodSeconds = 30,
): TotpCode {
  const seconds = Math.floor(atMs / 1000);
  const counter = Math.floor(seconds / periodSeconds);
  const end = (counter + 1) * periodSeconds;
  return {
    code: hotp(base32Decode(secretBase32), counter, digits),
    remainingSeconds: end - seconds,
    validUntil: new Date(end * 1000).toISOString(),
  };
}
