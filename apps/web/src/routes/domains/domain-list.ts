import type { OpData, OpInit } from '../../api/client';
import type { DomainSearch } from '../../search';

export type DomainRow = OpData<'listDomains'>['domains'][number];

export const DOMAIN_STATUSES = [
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

export function domainListInit(workspace: string, search: DomainSearch) {
  return (page: number, limit: number): OpInit<'listDomains'> => ({
    workspace,
    body: {
      page,
      limit,
      ...(search.q ? { keyword: search.q } : {}),
      ...(search.status ? { status: [search.status as DomainRow['status']] } : {}),
    },
  });
}

export function keepDomain(search: DomainSearch) {
  return (row: DomainRow) => !search.tag || row.tags.some((tag) => tag.uid === search.tag);
}
