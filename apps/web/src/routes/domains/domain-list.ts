import type { OpData, OpInit } from '../../api/client';
import type { DomainSearch } from '../../search';

export type DomainRow = OpData<'listDomains'>['domains'][number];

export const DOMAIN_STATUSES = [
  // Bought by checkout and not paid yet.
  'cart',
  'registration_in_progress',
  'dns_setup_pending',
  'waiting_for_dns_propagation',
  'active',
  'inactive',
  'payment_failed',
  'cancelled',
  'registration_failed',
  'expired_propagation',
  'scheduled_for_deletion',
  'deleted',
] as const;

/** The table's filters as List domains and Select domains take them. */
export function domainFilters(search: DomainSearch) {
  return {
    ...(search.q ? { keyword: search.q } : {}),
    ...(search.status ? { status: [search.status as DomainRow['status']] } : {}),
    ...(search.tag ? { tag_uids: [search.tag] } : {}),
  };
}

export function domainListInit(workspace: string, search: DomainSearch) {
  return (page: number, limit: number): OpInit<'listDomains'> => ({
    workspace,
    body: { page, limit, ...domainFilters(search) },
  });
}
