import { newId, newUid } from '../../apps/server/src/lib/ids.js';
import type { DomainRow } from '../../apps/server/src/modules/domains/domains.table.js';

/**
 * An active, propagated GOOGLE domain row, written straight into the table: benchmarks seed
 * thousands of records and do not wait for the simulator to take each domain through its lifecycle.
 */
export function activeDomainRow(
  owner: { team_id: string; workspace_id: string },
  name: string,
  at = new Date().toISOString(),
): DomainRow {
  return {
    id: newId(),
    uid: newUid(),
    ...owner,
    name,
    tld: name.slice(name.lastIndexOf('.') + 1),
    connection_type: 'purchased',
    status: 'active',
    previous_status: 'waiting_for_dns_propagation',
    status_reason: '',
    status_changed_at: at,
    name_key: name,
    dns_propagation_status: 'propagated',
    nameserver_match_status: 'matched',
    nameservers: '[]',
    actual_nameservers: '[]',
    nameservers_set_at: at,
    last_nameserver_check: at,
    zone_id: 'bench-zone',
    propagation_deadline: null,
    registration_years: 1,
    registration_price_cents: 1299,
    renewal_price_cents: 1499,
    registration_cost_cents: 1299,
    renewal_cost_cents: 1499,
    registration_id: 'bench',
    charge_id: null,
    refund_id: null,
    renewal_date: null,
    renewal_status: 'na',
    renewal_years: null,
    renewal_requested_at: null,
    privacy: 1,
    contact_details: null,
    forwarding_url: '',
    mask_forwarding: 0,
    catch_all_email: '',
    dmarc_policy: 'none',
    dmarc_email: '',
    mailbox_count: 0,
    mail_platform: 'GOOGLE',
    created_at: at,
    updated_at: at,
  };
}
