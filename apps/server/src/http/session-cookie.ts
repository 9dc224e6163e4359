import { createHmac } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';

/** The cookie a signed-in browser holds (docs/api/sessions.md). */
export const SESSION_COOKIE = 'mw_session';

/** The header a cookie-authenticated write must carry: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * A session's CSRF token, derived from its cookie (so nothing more is stored, and it changes
 * with the session): the HMAC-SHA256 of a fixed label under the cookie's value.
 */
export function csrfTokenOf(sessionCookie: string): string {
  return createHmac('sha256', sessionCookie).update('mailwright csrf').digest('base64url');
}

/** Methods that change nothing: the only ones a cookie may authenticate without the CSRF token. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets the session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on another
 * site's requests that change anything), for the whole origin, Secure when the public URL is
 * https, and kept for the session's absolute lifetime (the server ends it earlier when idle).
 */
export function setSessionCookie(reply: FastifyReply, config: Config, value: string): void {
  reply.setCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: Math.floor(config.sessions.maxAgeMs / 1000),
  });
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.publicUrl.startsWith('https:'),
  });
}
