import { randomBytes, randomUUID } from 'node:crypto';

let lastTime = 0;
let lastTail = Buffer.alloc(6);

/**
 * Internal identifier: 24 lowercase hex characters, a 6-byte millisecond timestamp followed by
 * 6 random bytes, so ids sort by creation time (a stable tie-break for lists). Within one
 * millisecond a process increments the previous tail instead of drawing a new one, so ids made
 * one after the other by a process always sort in that order (two status changes of a record in
 * the same millisecond keep their order).
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastTime) {
    lastTime = now;
    lastTail = randomBytes(6);
  } else {
    const next = lastTail.readUIntBE(0, 6) + 1;
    if (next > 0xffffffffffff) {
      lastTime += 1;
      lastTail = randomBytes(6);
    } else {
      lastTail = Buffer.alloc(6);
      lastTail.writeUIntBE(next, 0, 6);
    }
  }
  const time = Buffer.alloc(6);
  time.writeUIntBE(lastTime, 0, 6);
  return time.toString('hex') + lastTail.toString('hex');
}

/** Public identifier: a random UUID. */
export function newUid(): string {
  return randomUUID();
}

/** Random bytes for request ids, drawn {@link REQUEST_ID_BATCH} ids at a time. */
const REQUEST_ID_BYTES = 8;
const REQUEST_ID_BATCH = 512;
let requestIdPool = Buffer.alloc(0);
let requestIdNext = 0;

/**
 * A request id: `req_` and 16 random hex characters. The randomness is drawn for many ids at once
 * (one call into the crypto library per 512 requests instead of one per request).
 */
export function newRequestId(): string {
  if (requestIdNext >= requestIdPool.length) {
    requestIdPool = randomBytes(REQUEST_ID_BYTES * REQUEST_ID_BATCH);
    requestIdNext = 0;
  }
  const start = requestIdNext;
  requestIdNext += REQUEST_ID_BYTES;
  return `req_${requestIdPool.toString('hex', start, requestIdNext)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function isInternalId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
