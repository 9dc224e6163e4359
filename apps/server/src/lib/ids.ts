import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Internal identifier: 24 lowercase hex characters, a 6-byte millisecond timestamp followed by
 * 6 random bytes, so ids sort roughly by creation time (a stable tie-break for lists).
 */
export function newId(): string {
  const time = Buffer.alloc(6);
  time.writeUIntBE(Date.now(), 0, 6);
  return time.toString('hex') + randomBytes(6).toString('hex');
}

/** Public identifier: a random UUID. */
export function newUid(): string {
  return randomUUID();
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function isInternalId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
