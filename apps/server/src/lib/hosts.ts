import { isIP } from 'node:net';

/** A host as it is written before `:port` (an IPv6 address in brackets). */
export function hostPort(host: string, port: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** The base URL that reaches a server listening on `host`; the unspecified address through loopback. */
export function baseUrlFor(host: string, port: number): string {
  return `http://${hostPort(host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port)}`;
}

/** `url` without its trailing slashes, in linear time (`/\/+$/` backtracks on many slashes). */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

// The host-name rules, each written once. They differ on purpose (what each caller accepts was
// decided where it is used); a new caller picks the rule it needs rather than writing another.

/** One DNS label, lowercase: letters, digits and inner hyphens, 1 to 63 characters. */
export const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A label of a DNS record's host within its zone, lowercase: `*`, or a label that may hold `_`. */
export const RECORD_HOST_LABEL = /^(?:\*|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)$/;

/**
 * A DNS record's target (an MX or CNAME host), lowercase: two labels or more, at most 253
 * characters, the last label starting with a letter.
 */
export const RECORD_TARGET_HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** A domain name, lowercase: two labels or more, the last 2 to 63 letters (no length bound). */
export const DOMAIN_NAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A public host name, any case: two labels or more, at most 253 characters, a letters-only TLD. */
export const PUBLIC_HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** A host to listen on or reach, any case: one label or more (`localhost`), at most 253 characters. */
export const LOCAL_OR_PUBLIC_HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A DNS blocklist's zone, lowercase: as {@link PUBLIC_HOST_NAME}, its labels may hold `_`. */
export const BLOCKLIST_ZONE = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
