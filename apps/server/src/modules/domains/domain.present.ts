import type { TagRef } from '../tags/surface.js';
import { MAX_MAILBOXES_PER_DOMAIN } from './domain.lifecycle.js';
import type { DomainRow } from './domains.table.js';

/** Cents to the API's decimal amount (12.99), null kept. */
export function toAmount(cents: number | null): number | null {
  return cents === null ? null : Math.round(cents) / 100;
}

export function nameserversOf(row: Pick<DomainRow, 'nameservers'>): string[] {
  return JSON.parse(row.nameservers) as string[];
}

/** The API shape of a domain. */
export function toDomainResponse(row: DomainRow, tags: TagRef[]) {
  return {
    _id: row.id,
    uid: row.uid,
    name: row.name,
    tld: row.tld,
    status: row.status,
    previous_status: row.previous_status,
    status_reason: row.status_reason,
    connection_type: row.connection_type,
    dns_propagation_status: row.dns_propagation_status,
    nameserver_match_status: row.nameserver_match_status,
    nameservers: nameserversOf(row),
    actual_nameservers: JSON.parse(row.actual_nameservers) as string[],
    last_nameserver_check: row.last_nameserver_check,
    registration_years: row.registration_years,
    price: toAmount(row.registration_price_cents),
    renewal_price: toAmount(row.renewal_price_cents),
    renewal_date: row.renewal_date,
    renewal_status: row.renewal_status,
    privacy: row.privacy === 1,
    forwarding_url: row.forwarding_url,
    mask_forwarding: row.mask_forwarding === 1,
    catch_all_email: row.catch_all_email,
    dmarc: row.dmarc_policy
      ? {
          policy: row.dmarc_policy as 'none' | 'quarantine' | 'reject',
          email: row.dmarc_email,
        }
      : null,
    assigned_mailboxes: row.mailbox_count,
    available_mailboxes: Math.max(0, MAX_MAILBOXES_PER_DOMAIN - row.mailbox_count),
    mail_platform: row.mail_platform,
    tags,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** `data.domain` of a `domain.status_changed` event. */
export function toDomainEventRecord(row: DomainRow, tags: TagRef[]) {
  return {
    uid: row.uid,
    name: row.name,
    tld: row.tld,
    status: row.status,
    previous_status: row.previous_status,
    dns_propagation_status: row.dns_propagation_status,
    nameservers: nameserversOf(row),
    renewal_date: row.renewal_date,
    renewal_status: row.renewal_status,
    registration_years: row.registration_years,
    tags,
  };
}
