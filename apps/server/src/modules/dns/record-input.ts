import { isIPv4, isIPv6 } from 'node:net';
import { invalidField } from '../../http/errors.js';
import { RECORD_HOST_LABEL, RECORD_TARGET_HOST } from '../../lib/hosts.js';
import type { DnsRecordSpec, DnsRecordType } from '../../providers/dns-host.js';
import { DEFAULT_TTL } from './expected-records.js';

export interface RecordInput {
  host: string;
  type: DnsRecordType;
  value: string;
  ttl?: number;
  priority?: number;
}

const CAA = /^\d{1,3} (?:issue|issuewild|iodef) "[^"]*"$/;

/**
 * Checks one record of a request against the zone and returns it normalised: `host` relative to
 * the zone (`@` for the apex; a name ending in the zone, or with a trailing dot, is made
 * relative), values in canonical form. Throws a 400 naming `<path>.<field>`.
 */
export function normalizeRecordInput(
  input: RecordInput,
  zone: string,
  path: string,
): DnsRecordSpec {
  const host = relativeHost(input.host, zone, `${path}.host`);
  const value = input.value.trim();
  const field = `${path}.value`;
  if (input.priority !== undefined && input.type !== 'MX') {
    throw invalidField(`${path}.priority`, 'is only for MX records');
  }
  switch (input.type) {
    case 'A':
      if (!isIPv4(value)) throw invalidField(field, 'must be an IPv4 address for an A record');
      break;
    case 'AAAA':
      if (!isIPv6(value)) throw invalidField(field, 'must be an IPv6 address for an AAAA record');
      break;
    case 'CNAME':
    case 'MX': {
      const target = value.toLowerCase().replace(/\.$/, '');
      if (!RECORD_TARGET_HOST.test(target))
        throw invalidField(field, `must be a host name for ${input.type}`);
      if (input.type === 'CNAME' && host === '@')
        throw invalidField(`${path}.host`, 'cannot be the apex (@) for a CNAME record');
      return spec(input, host, target);
    }
    case 'TXT':
      if (value === '' || value.length > 2048)
        throw invalidField(field, 'must be 1 to 2048 characters for a TXT record');
      if (/[^\x20-\x7e]/.test(value)) throw invalidField(field, 'must be printable ASCII');
      break;
    case 'CAA':
      if (!CAA.test(value))
        throw invalidField(field, 'must look like 0 issue "letsencrypt.org" for a CAA record');
      break;
  }
  return spec(input, host, value);
}

function spec(input: RecordInput, host: string, value: string): DnsRecordSpec {
  return {
    host,
    type: input.type,
    value,
    ttl: input.ttl ?? DEFAULT_TTL,
    priority: input.type === 'MX' ? (input.priority ?? 10) : null,
  };
}

function relativeHost(raw: string, zone: string, field: string): string {
  let host = raw.trim().toLowerCase();
  if (host === '' || host === '@' || host === zone || host === `${zone}.`) return '@';
  if (host.endsWith(`.${zone}.`) || host.endsWith(`.${zone}`)) {
    host = host.slice(0, host.lastIndexOf(`.${zone}`));
  } else if (host.endsWith('.')) {
    throw invalidField(field, `must be inside the zone ${zone}`);
  }
  const labels = host.split('.');
  if (host.length > 253 - zone.length - 1 || labels.some((l) => !RECORD_HOST_LABEL.test(l))) {
    throw invalidField(field, 'must be @ or labels of letters, digits, hyphens and underscores');
  }
  if (labels.slice(1).includes('*')) throw invalidField(field, 'may use * only as its first label');
  return host;
}
