import type { CloudflareRecord } from '../../providers/cloudflare-api.js';
import { MAILWRIGHT_RECORD_COMMENT } from '../../providers/cloudflare-api.js';
import { DKIM_SELECTOR } from '../dns/surface.js';

export type ConflictLabel = 'MX' | 'SPF' | 'DKIM' | 'DMARC';

/** The real service's `dns_conflict` of a connect result. */
export interface DnsConflict {
  has_conflict: boolean;
  records: Array<{ type: string; name: string; content: string }>;
  labels: ConflictLabel[];
  message: string;
}

export const NO_CONFLICT: DnsConflict = {
  has_conflict: false,
  records: [],
  labels: [],
  message: '',
};

/** Whether the record is one Mailwright wrote (its comment); other records are the customer's. */
export const isMailwrightRecord = (r: Pick<CloudflareRecord, 'comment'>) =>
  r.comment === MAILWRIGHT_RECORD_COMMENT;

/**
 * Which mail record of Mailwright's a record of the zone competes with, if any: an MX at the
 * apex, an SPF TXT at the apex, a TXT or CNAME at `_dmarc` or at Mailwright's DKIM selector.
 */
export function conflictLabel(
  zone: string,
  r: Pick<CloudflareRecord, 'type' | 'name' | 'content'>,
) {
  const name = r.name.toLowerCase();
  if (name === zone && r.type === 'MX') return 'MX';
  if (name === zone && r.type === 'TXT' && /^v=spf1\b/i.test(r.content)) return 'SPF';
  if (name === `_dmarc.${zone}` && (r.type === 'TXT' || r.type === 'CNAME')) return 'DMARC';
  if (name === `${DKIM_SELECTOR}._domainkey.${zone}` && (r.type === 'TXT' || r.type === 'CNAME'))
    return 'DKIM';
  return null;
}

/** The customer's records in the zone that compete with the mail records Mailwright writes. */
export function findConflicts(zone: string, records: readonly CloudflareRecord[]): DnsConflict {
  const found = records.filter((r) => !isMailwrightRecord(r) && conflictLabel(zone, r));
  if (found.length === 0) return NO_CONFLICT;
  const labels = [
    ...new Set(found.map((r) => conflictLabel(zone, r) as ConflictLabel)),
  ].sort() as ConflictLabel[];
  return {
    has_conflict: true,
    records: found.map((r) => ({ type: r.type, name: r.name, content: r.content })),
    labels,
    message: `${zone} already has ${labels.join(', ')} records of another mail provider; connect with overwrite_conflicts: true to replace them`,
  };
}
