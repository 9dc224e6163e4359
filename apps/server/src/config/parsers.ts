import { isIP } from 'node:net';
import {
  LOCAL_OR_PUBLIC_HOST_NAME,
  PUBLIC_HOST_NAME,
  withoutTrailingSlashes,
} from '../lib/hosts.js';

// One parser per kind of setting, shared by every settings group (`config.ts` and this folder).
// Each throws a message that the caller prefixes with the variable's name.

/** The environment as `loadConfig` reads it. */
export type Env = Record<string, string | undefined>;

/** How a settings group reads one variable: its name, the default, and the parser of a given value. */
export type Read = <T>(name: string, fallback: T, parse: (raw: string) => T) => T;

/** Parser for a whole number within bounds; throws a message that the caller prefixes with the variable. */
export function integer(min: number, max: number) {
  return (raw: string): number => {
    if (!/^-?\d+$/.test(raw)) throw new Error(`must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max)
      throw new Error(`must be between ${min} and ${max}, got ${value}`);
    return value;
  };
}

/** Parser for true/false (also 1/0, yes/no). */
export function boolean(raw: string): boolean {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new Error(`must be true or false, got "${raw}"`);
}

/** Parser for one of a closed set of words. */
export function oneOf<T extends string>(values: readonly T[]) {
  return (raw: string): T => {
    if ((values as readonly string[]).includes(raw)) return raw as T;
    throw new Error(`must be one of ${values.join(', ')}, got "${raw}"`);
  };
}

/** One duration such as `6h` or `15m`, between `min` and `max` milliseconds. */
export function duration(min: number, max: number) {
  const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return (raw: string): number => {
    const match = /^(\d+)(s|m|h|d)$/.exec(raw.trim());
    const ms = match ? Number(match[1]) * (units[match[2] as string] as number) : Number.NaN;
    if (!(ms >= min && ms <= max))
      throw new Error(
        `"${raw}" is not a duration such as 15m or 6h between ${min / 1000}s and ${max / 3_600_000}h`,
      );
    return ms;
  };
}

const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * Parser for comma-separated durations such as `500ms,5s,2m,6h,1d` (a bare number is
 * milliseconds), each at most 7 days.
 */
export function durationList(raw: string): number[] {
  return raw.split(',').map((part) => {
    const match = /^(\d+)(ms|s|m|h|d)?$/.exec(part.trim());
    const ms = match ? Number(match[1]) * (DURATION_UNITS[match[2] ?? 'ms'] ?? 1) : Number.NaN;
    if (!Number.isFinite(ms) || ms > 7 * 86_400_000) {
      throw new Error(
        `"${part.trim()}" is not a duration such as 500ms, 5s, 2m, 6h or 1d (at most 7 days)`,
      );
    }
    return ms;
  });
}

/** Parser for comma-separated CIDRs (`10.0.0.0/8`, `fd00::/8`) or single addresses; `none` for none. */
export function cidrList(raw: string): string[] {
  if (raw.toLowerCase() === 'none') return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [address = '', prefix, extra] = part.split('/');
      const family = isIP(address);
      const max = family === 4 ? 32 : 128;
      const bits = prefix === undefined ? max : Number(prefix);
      if (family === 0 || extra !== undefined || !/^\d*$/.test(prefix ?? '') || bits > max) {
        throw new Error(`"${part}" is not an IP address or CIDR range`);
      }
      return `${address}/${bits}`;
    });
}

/** `127.0.0.1:5353,[::1]:53,9.9.9.9`: addresses with an optional port. */
export function resolverList(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(part) ?? /^([^:]+)(?::(\d+))?$/.exec(part);
      const address = match?.[1] ?? part;
      const port = match?.[2] === undefined ? 53 : Number(match[2]);
      if (isIP(address) === 0 || port < 1 || port > 65535)
        throw new Error(`"${part}" is not an address with an optional port (such as 127.0.0.1:53)`);
      return isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;
    });
}

/** `ns1.example.net,ns2.example.net`: distinct host names, lowercase. */
export function hostNameList(raw: string): string[] {
  const names = raw
    .split(',')
    .map((n) => n.trim().toLowerCase().replace(/\.$/, ''))
    .filter((n) => n !== '');
  for (const name of names) {
    if (!PUBLIC_HOST_NAME.test(name)) throw new Error(`"${name}" is not a host name`);
  }
  if (new Set(names).size !== names.length) throw new Error('lists a host name twice');
  return names;
}

/** Parser for HOST: an IP address (`127.0.0.1`, `::1`, `0.0.0.0`) or a host name (`localhost`). */
export function hostOrAddress(raw: string): string {
  if (isIP(raw) !== 0) return raw;
  // All digits and dots is meant as an IPv4 address (999.1.1.1), not a name to look up.
  if (/^[\d.]+$/.test(raw))
    throw new Error(
      `must be an IP address (such as 127.0.0.1 or ::1) or a host name, got "${raw}"`,
    );
  if (LOCAL_OR_PUBLIC_HOST_NAME.test(raw)) return raw;
  throw new Error(`must be an IP address (such as 127.0.0.1 or ::1) or a host name, got "${raw}"`);
}

/** Parser for a seed: 1 to 100 printable characters. */
export function seedText(raw: string): string {
  if (!/^[\x21-\x7e]{1,100}$/.test(raw))
    throw new Error('must be 1 to 100 printable characters without spaces');
  return raw;
}

/** Parser for an email address (`name@domain`), lowercased. */
export function address(raw: string): string {
  const value = raw.toLowerCase();
  if (!/^[^\s@]{1,64}@[a-z0-9.-]{1,253}$/.test(value))
    throw new Error('must be an email address (name@domain)');
  return value;
}

/** Parser for an http(s) URL, without its trailing slashes. */
export function httpUrl(raw: string): string {
  if (!/^https?:\/\/[^/]+/i.test(raw)) throw new Error('must be an http(s) URL');
  return withoutTrailingSlashes(raw);
}
