import { newId, newUid } from '../../lib/ids.js';
import type { ContactDetails, DomainQuote } from '../../providers/registrar.js';
import { tldOf } from './domain-names.js';
import type { Caller } from './domains.service.js';
import type { DomainRow } from './domains.table.js';

/** A purchased domain's row in `cart` (its name held), priced from the registrar's quote. */
export function purchasedRow(
  caller: Caller,
  name: string,
  now: string,
  input: {
    quote: DomainQuote;
    /** The id of the ledger entry that will pay it (charged in the same transaction). */
    chargeId?: string | null;
    years: number;
    contact: ContactDetails;
    privacy?: boolean;
    catchAllEmail?: string;
    dmarcEmail?: string;
    forwardingUrl?: string;
  },
): DomainRow {
  return {
    ...baseRow(caller, name, now),
    connection_type: 'purchased',
    status: 'cart',
    name_key: name,
    registration_years: input.years,
    charge_id: input.chargeId ?? null,
    registration_price_cents: input.quote.registrationPriceCents,
    renewal_price_cents: input.quote.renewalPriceCents,
    registration_cost_cents: input.quote.registrationCostCents,
    renewal_cost_cents: input.quote.renewalCostCents,
    privacy: input.privacy === false ? 0 : 1,
    contact_details: JSON.stringify(input.contact),
    catch_all_email: input.catchAllEmail?.trim() ?? '',
    dmarc_email: input.dmarcEmail?.trim() ?? '',
    forwarding_url: input.forwardingUrl ?? '',
  };
}

/** A connected domain's row in `dns_setup_pending`, with its zone at the DNS host. */
export function connectedRow(
  caller: Caller,
  name: string,
  now: string,
  input: {
    zone: { zoneId: string; nameservers: string[] };
    deadline: Date;
    maskForwarding?: boolean;
    forwardingUrl?: string;
  },
): DomainRow {
  return {
    ...baseRow(caller, name, now),
    connection_type: 'connected',
    status: 'dns_setup_pending',
    name_key: name,
    zone_id: input.zone.zoneId,
    nameservers: JSON.stringify(input.zone.nameservers),
    nameservers_set_at: now,
    propagation_deadline: input.deadline.toISOString(),
    mask_forwarding: input.maskForwarding ? 1 : 0,
    forwarding_url: input.forwardingUrl ?? '',
  };
}

/** The fields every new domain row starts with. */
export function baseRow(
  caller: Caller,
  name: string,
  now: string,
): Omit<DomainRow, 'connection_type' | 'status' | 'name_key'> {
  return {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    name,
    tld: tldOf(name),
    previous_status: null,
    status_reason: '',
    status_changed_at: now,
    dns_propagation_status: 'pending',
    nameserver_match_status: 'pending',
    nameservers: '[]',
    actual_nameservers: '[]',
    nameservers_set_at: null,
    last_nameserver_check: null,
    zone_id: null,
    propagation_deadline: null,
    registration_years: 0,
    registration_price_cents: null,
    renewal_price_cents: null,
    registration_cost_cents: null,
    renewal_cost_cents: null,
    registration_id: null,
    charge_id: null,
    refund_id: null,
    renewal_date: null,
    renewal_status: 'na',
    renewal_years: null,
    renewal_requested_at: null,
    privacy: 0,
    contact_details: null,
    forwarding_url: '',
    mask_forwarding: 0,
    catch_all_email: '',
    dmarc_policy: 'none',
    dmarc_email: '',
    dmarc_chosen: 0,
    mailbox_count: 0,
    mail_platform: null,
    created_at: now,
    updated_at: now,
  };
}
