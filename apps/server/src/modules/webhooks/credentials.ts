import { CREDENTIAL_FIELDS } from '../../lib/logger.js';

/**
 * Keeping credential values out of what users and operators see: the delivery log shows an
 * event's record with credential fields masked, a receiver's response excerpt with any
 * credential value it echoed removed, and the URL an attempt went to without its query string.
 */
const CREDENTIAL_KEYS = new Set<string>(CREDENTIAL_FIELDS);
export const MASK = '[redacted]';

/** A copy of `value` with every credential field (at any depth) replaced by {@link MASK}. */
export function maskCredentials<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskCredentials) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        CREDENTIAL_KEYS.has(key) && child !== null && child !== '' ? MASK : maskCredentials(child),
      ]),
    ) as T;
  }
  return value;
}

/** Every non-empty string held in a credential field of `value`, at any depth. */
export function credentialValues(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const child of value) credentialValues(child, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (CREDENTIAL_KEYS.has(key) && typeof child === 'string' && child !== '') found.push(child);
      else credentialValues(child, found);
    }
  }
  return found;
}

/** `text` with each of `values` replaced by {@link MASK}, longest first. */
export function scrubValues(text: string, values: string[]): string {
  let out = text;
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    if (value) out = out.split(value).join(MASK);
  }
  return out;
}

/**
 * A receiver URL as the attempt log line and the delivery log show it: scheme, host and path,
 * without the query or fragment, which may carry the receiver's own token.
 */
export function urlWithoutQuery(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
