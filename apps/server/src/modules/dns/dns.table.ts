import type { Selectable } from 'kysely';
import type { DnsRecordType } from '../../providers/dns-host.js';

/**
 * Which expected record a managed record is; `host` for one the domain's mailbox host asked for
 * (its verification token, autodiscover, its DKIM); null for the customer's own records.
 */
export type ManagedRecord = 'mx' | 'spf' | 'dkim' | 'dmarc' | 'host';

/** One record of a domain's zone, as we published it to the DNS host. */
export interface DnsRecordTable {
  id: string;
  domain_id: string;
  /** Relative to the zone; `@` is the apex. */
  host: string;
  type: DnsRecordType;
  value: string;
  ttl: number;
  priority: number | null;
  managed: ManagedRecord | null;
  /** `pending` until resolvers see it, then `active`. */
  status: 'pending' | 'active';
  published_at: string;
  created_at: string;
  updated_at: string;
}

export type DnsRecordRow = Selectable<DnsRecordTable>;

/** A domain's DKIM key pair; the private key is sealed with the master key. */
export interface DkimKeyTable {
  domain_id: string;
  selector: string;
  /** Base64 DER (SPKI) public key, as published in the TXT record's `p=`. */
  public_key: string;
  private_key_sealed: string;
  created_at: string;
}

export type DkimKeyRow = Selectable<DkimKeyTable>;
