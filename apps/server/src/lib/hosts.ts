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
