import type { OpData, OpInit } from '../../api/client';
import { prefetchList } from '../../api/lists';
import type { MailboxSearch } from '../../search';

export type MailboxRow = OpData<'listMailboxes'>['mailboxes'][number];

export const MAILBOX_STATUSES = [
  'pending',
  'processing',
  'waiting_for_dns_propagation',
  'configuring_workspace',
  'configuring_dns',
  'configuring_dkim',
  'configuring_auth',
  'finalizing_setup',
  'active',
  'inactive',
  'scheduled',
  'suspended',
  'failed',
  'renewal_failed',
  'scheduled_for_cancellation',
  'cancelled',
  'archived',
] as const;

export const PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'] as const;

/** The table's filters as List mailboxes, Select mailboxes and Export mailboxes take them. */
export function mailboxFilters(search: MailboxSearch) {
  return {
    ...(search.q ? { keyword: search.q } : {}),
    ...(search.status ? { status: search.status as MailboxRow['status'] } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    ...(search.domain ? { domain: search.domain } : {}),
    ...(search.tag ? { tag_uids: [search.tag] } : {}),
  };
}

/** The List mailboxes call for one page of the table's filters. */
export function mailboxListInit(workspace: string, search: MailboxSearch) {
  return (page: number, limit: number): OpInit<'listMailboxes'> => ({
    workspace,
    body: { page, limit, ...mailboxFilters(search) },
  });
}

/** The cache key's filters of the table's list (the same in the route's prefetch and the table). */
export function mailboxListFilters(workspace: string, search: MailboxSearch) {
  return { workspace, ...search };
}

/** Starts reading the table's first page (the route's loader), while the screen's script loads. */
export function prefetchMailboxes(workspace: string, search: MailboxSearch): void {
  prefetchList(
    'listMailboxes',
    mailboxListInit(workspace, search),
    mailboxListFilters(workspace, search),
  );
}
