import type { ProviderResult } from './result.js';

/**
 * The DNS-host family: authoritative zones, their nameservers and records, and what public
 * resolvers see. Implementations: `simulator/dns-host.ts`; a real one (a DNS provider's API plus
 * resolver queries) implements the same interface and passes `test/providers/dns-host.contract.ts`.
 */
export interface DnsHost {
  /** Which adapter this is (`simulator` for the sandbox): read by `providers/status.ts`. */
  readonly name: string;

  /**
   * Creates the zone for a domain and assigns its nameservers. A host serves one zone per name:
   * while a zone for the name exists, another is refused with the failure {@link ZONE_TAKEN}
   * (not retryable), never a second zone or the existing one.
   */
  createZone(input: {
    domain: string;
  }): Promise<ProviderResult<{ zoneId: string; nameservers: string[] }>>;

  /** Assigns the zone a fresh set of nameservers, different from `current`. */
  reassignNameservers(input: {
    domain: string;
    zoneId: string;
    current: string[];
  }): Promise<ProviderResult<{ nameservers: string[] }>>;

  /** Replaces the zone's records with `records`. */
  publishRecords(input: {
    domain: string;
    zoneId: string;
    records: DnsRecordSpec[];
  }): Promise<ProviderResult>;

  /**
   * Whether public resolvers see the domain delegated to `nameservers`. `since` is when the
   * delegation was set: a live implementation asks resolvers and may ignore it; the simulator
   * uses it to model propagation time.
   */
  checkDelegation(input: {
    domain: string;
    /** The domain's zone, when it has one (routes a Cloudflare-connected zone). */
    zoneId?: string | null;
    nameservers: string[];
    since: string;
  }): Promise<ProviderResult<{ delegated: boolean; actualNameservers: string[] }>>;

  /**
   * Whether public resolvers see each record (same order as `records`). `publishedAt` plays the
   * role `since` plays in {@link DnsHost.checkDelegation}.
   */
  checkRecords(input: {
    domain: string;
    /** The domain's zone, when it has one (routes a Cloudflare-connected zone). */
    zoneId?: string | null;
    records: Array<DnsRecordSpec & { publishedAt: string }>;
  }): Promise<ProviderResult<{ visible: boolean[] }>>;

  /** Deletes the zone; deleting a zone that is already gone succeeds. */
  deleteZone(input: { domain: string; zoneId: string }): Promise<ProviderResult>;

  /** Whether a Google Workspace or Microsoft 365 tenant already claims the domain. */
  lookupMailTenants(input: {
    domain: string;
  }): Promise<ProviderResult<{ googleWorkspace: boolean; microsoft365: boolean }>>;
}

/** The failure code of `createZone` for a name the host already serves a zone for. */
export const ZONE_TAKEN = 'zone_taken';

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'CAA'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** One record as published: `host` is relative to the zone (`@` for the apex). */
export interface DnsRecordSpec {
  host: string;
  type: DnsRecordType;
  value: string;
  ttl: number;
  /** MX only. */
  priority: number | null;
}
