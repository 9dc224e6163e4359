import { hash, randomBytes } from 'node:crypto';

/** Every API token starts with this, so people and secret scanners can recognise one. */
export const TOKEN_PREFIX = 'mw_';

/** A new random token: the prefix and 32 random bytes in base64url (43 characters). */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Tokens carry 256 random bits, so a plain SHA-256 is the right stored form (no slow hash needed). */
export function hashToken(token: string): string {
  // The one-shot form: a third of `createHash().update().digest()`'s cost, on every request.
  return hash('sha256', token, 'hex');
}

export function looksLikeToken(value: string): boolean {
  return value.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]{46}$/.test(value);
}

/** Invitation links carry a token with this prefix (never accepted as an API token). */
export const INVITATION_PREFIX = 'mwi_';

/** A new invitation token: the prefix and 32 random bytes in base64url. */
export function generateInvitationToken(): string {
  return INVITATION_PREFIX + randomBytes(32).toString('base64url');
}

export function looksLikeInvitationToken(value: string): boolean {
  return value.startsWith(INVITATION_PREFIX) && /^[A-Za-z0-9_-]{47}$/.test(value);
}

/** A session cookie's value carries this prefix (never accepted as an API token). */
export const SESSION_PREFIX = 'mws_';
/** A password link's token carries this prefix. */
export const PASSWORD_LINK_PREFIX = 'mwp_';

/** A new secret with a prefix: 32 random bytes in base64url. */
export function generateSecret(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Whether `value` is a prefix and 43 base64url characters (what {@link generateSecret} makes). */
export function looksLikeSecret(value: string, prefix: string): boolean {
  return (
    value.startsWith(prefix) &&
    value.length === prefix.length + 43 &&
    /^[\w-]+$/.test(value.slice(prefix.length))
  );
}
