import type { Selectable } from 'kysely';
import type {
  DnsPropagationStatus,
  DomainRenewalStatus,
  DomainStatus,
} from './domain.lifecycle.js';
import type { OperationStatus } from './domain-operation.lifecycle.js';

export type ConnectionType = 'purchased' | 'connected';

/**
 * A domain of a workspace: bought through the registrar (`purchased`) or brought by the customer
 * and delegated to our nameservers (`connected`). JSON columns hold text; booleans are 0/1.
 */
export interface DomainTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  name: string;
  tld: string;
  connection_type: ConnectionType;
  status: DomainStatus;
  previous_status: DomainStatus | null;
  /** Why the domain is in a failure status; empty otherwise. */
  status_reason: string;
  status_changed_at: string;
  /**
   * Unique while the domain holds its name: the name itself, bought or connected (a name is live
   * in one team at most across the service; `<team id>:<name>` on connected domains made before
   * that rule); NULL once it lets the name go.
   */
  name_key: string | null;
  dns_propagation_status: DnsPropagationStatus;
  nameserver_match_status: 'pending' | 'matched';
  /** JSON string[]: the nameservers we assigned. */
  nameservers: string;
  /** JSON string[]: what resolvers answered at the last check. */
  actual_nameservers: string;
  /** When the delegation to `nameservers` was set (or handed to the customer). */
  nameservers_set_at: string | null;
  last_nameserver_check: string | null;
  zone_id: string | null;
  /** When waiting for propagation gives up (`expired_propagation`). */
  propagation_deadline: string | null;
  registration_years: number;
  registration_price_cents: number | null;
  renewal_price_cents: number | null;
  /** The registrar's own prices the domain was quoted (before the margin): what is bought at. */
  registration_cost_cents: number | null;
  renewal_cost_cents: number | null;
  registration_id: string | null;
  /** The registrar's id of the registration charge (purchased domains, once paid). */
  charge_id: string | null;
  /** The registrar's id of the refund of that charge (a registration that failed after payment). */
  refund_id: string | null;
  renewal_date: string | null;
  renewal_status: DomainRenewalStatus;
  /** Years of the renewal in progress. */
  renewal_years: number | null;
  renewal_requested_at: string | null;
  privacy: number;
  /** JSON ContactDetails of the registrant (purchased domains). */
  contact_details: string | null;
  forwarding_url: string;
  mask_forwarding: number;
  catch_all_email: string;
  /** `none` | `quarantine` | `reject`, or null when DMARC was removed. */
  dmarc_policy: string | null;
  dmarc_email: string;
  /**
   * 1 once the customer set or removed DMARC (Set / Remove DMARC configuration); 0 while it is
   * Mailwright's own default, which InfraGuard does not warn about.
   */
  dmarc_chosen: number;
  /** Mailbox slots taken, kept by the mailbox module through the domains service. */
  mailbox_count: number;
  /**
   * The platform its mailboxes are on (one per domain), set by the mailbox module through the
   * domains service; NULL while it has none. The DNS module publishes that platform's MX and SPF.
   */
  mail_platform: string | null;
  created_at: string;
  updated_at: string;
}

export type DomainRow = Selectable<DomainTable>;

/** A move of domains to another workspace, or a rotation: carried out by a job. */
export interface DomainOperationTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  kind: 'move' | 'rotation';
  status: OperationStatus;
  previous_status: OperationStatus | null;
  status_changed_at: string;
  target_workspace_id: string | null;
  /** JSON array of per-domain items with their outcome. */
  items: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export type DomainOperationRow = Selectable<DomainOperationTable>;

/** One domain of a move, or one pair of a rotation, with its outcome once the job ran. */
export interface OperationItem {
  domain_id: string;
  uid: string;
  name: string;
  /** Rotation only: the domain taking over. */
  replacement?: { domain_id: string; uid: string; name: string };
  result: 'pending' | 'done' | 'skipped';
  reason: string;
}
