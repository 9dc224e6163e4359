import type { DnsRecordSpec } from '../dns-host.js';
import type { NewAccount } from '../mailbox-host.js';
import { fail, type ProviderFailure } from '../result.js';
import type { GraphFailure } from './graph.js';

/**
 * What the Microsoft 365 mailbox host reads from and writes to Graph (the resources' fields it
 * uses), and how a Graph failure becomes a mailbox's reason.
 */
export const FORWARDING_RULE = 'Mailwright forwarding';

export interface GraphDomain {
  id: string;
  isVerified?: boolean;
  isInitial?: boolean;
  supportedServices?: string[];
}
export interface GraphDnsRecord {
  recordType: string;
  label: string;
  supportedService?: string;
  ttl?: number;
  text?: string;
  canonicalName?: string;
}
export interface GraphUser {
  id: string;
  accountEnabled?: boolean;
  assignedLicenses?: Array<{ skuId: string }>;
}
export interface GraphSku {
  skuId: string;
  skuPartNumber: string;
  capabilityStatus: string;
  consumedUnits?: number;
  prepaidUnits?: { enabled?: number };
}
export interface MessageRule {
  id: string;
  displayName?: string;
  actions?: { redirectTo?: Array<{ emailAddress?: { address?: string } }> };
}

export function names(account: NewAccount) {
  return {
    givenName: account.firstName,
    surname: account.lastName,
    displayName: `${account.firstName} ${account.lastName}`.trim(),
  };
}

export function passwordProfile(password: string) {
  return { password, forceChangePasswordNextSignIn: false };
}

/** A Graph DNS record (`label` a full name) as a record of the domain's zone. */
export function record(domain: string, r: GraphDnsRecord): DnsRecordSpec {
  const label = r.label.toLowerCase();
  const host =
    label === domain
      ? '@'
      : label.endsWith(`.${domain}`)
        ? label.slice(0, -domain.length - 1)
        : label;
  return r.recordType === 'CName'
    ? { host, type: 'CNAME', value: r.canonicalName ?? '', ttl: r.ttl ?? 3600, priority: null }
    : { host, type: 'TXT', value: r.text ?? '', ttl: r.ttl ?? 3600, priority: null };
}

/** A Graph failure as the mailbox's reason: what failed, then Microsoft's words. */
export function refused(code: string, what: string, error: GraphFailure): ProviderFailure {
  if (
    error.code === 'invalid_client' ||
    error.code === 'unauthorized_client' ||
    error.status === 401 ||
    error.code === 'Authorization_RequestDenied'
  )
    return fail(
      'host_access_denied',
      `${what}: Microsoft refused the service's access (${error.message}); the operator must check the app registration's secret and its granted application permissions`,
    );
  if (error.retryable)
    return fail(
      error.status === 429 ? 'rate_limited' : 'host_unavailable',
      `${what}: ${error.status === 429 ? 'Microsoft Graph is throttling requests' : error.message}; trying again later`,
      true,
    );
  return fail(code, `${what}: ${error.message}`);
}
