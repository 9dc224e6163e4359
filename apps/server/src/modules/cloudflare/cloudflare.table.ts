import type { Selectable } from 'kysely';
import type { CloudflareAuthType } from '../../providers/cloudflare-api.js';

export type CredentialStatus = 'valid' | 'invalid';

/** A workspace's Cloudflare credential (one per workspace), sealed with the master key. */
export interface CloudflareConnectionTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  /** The Cloudflare account the credential's zones belong to. */
  account_id: string;
  account_name: string;
  auth_type: CloudflareAuthType;
  /** JSON `{secret, email}`, sealed. */
  credential_sealed: string;
  /** SHA-256 of the credential, to tell "the same credential again" without opening it. */
  credential_hash: string;
  label: string;
  /** `invalid` once Cloudflare refuses it; a connect with a working credential makes it `valid`. */
  credential_status: CredentialStatus;
  last_verified_at: string;
  created_at: string;
  updated_at: string;
}
export type CloudflareConnectionRow = Selectable<CloudflareConnectionTable>;

/** Which team a Cloudflare account is connected to. */
export interface CloudflareAccountOwnerTable {
  account_id: string;
  team_id: string;
  created_at: string;
}

/** A domain connected through a Cloudflare credential: its zone stays at Cloudflare. */
export interface CloudflareDomainTable {
  domain_id: string;
  connection_id: string;
  team_id: string;
  workspace_id: string;
  zone_id: string;
  zone_name: string;
  /** 1: the connect request asked Mailwright's records to replace conflicting ones in the zone. */
  overwrite_conflicts: number;
  /** JSON DnsConflict found at connect (validateDNS), or `null`. */
  dns_conflict: string;
  created_at: string;
}
export type CloudflareDomainRow = Selectable<CloudflareDomainTable>;

/** One connect request, for the rate limit (10 per workspace in 5 minutes). */
export interface CloudflareConnectAttemptTable {
  id: string;
  workspace_id: string;
  created_at: string;
}
