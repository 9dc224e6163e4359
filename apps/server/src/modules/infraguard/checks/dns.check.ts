import type { AppContext } from '../../../context.js';
import {
  type ExpectedRecord,
  expectedRecords,
  findDkim,
  listRecords,
  matchesExpected,
} from '../../dns/surface.js';
import type { DomainRow } from '../../domains/surface.js';
import type { CheckResult, Finding } from './results.js';
import { countSpfLookups, SPF_LOOKUP_LIMIT } from './spf-lookups.js';

type Label = 'SPF' | 'DKIM' | 'DMARC' | 'MX';
const LABELS: ReadonlyArray<{ label: Label; managed: ExpectedRecord['managed'] }> = [
  { label: 'SPF', managed: 'spf' },
  { label: 'DKIM', managed: 'dkim' },
  { label: 'DMARC', managed: 'dmarc' },
  { label: 'MX', managed: 'mx' },
];

const REMEDY: Record<Label, { kind: string; title: string; remedy: string }> = {
  SPF: {
    kind: 'fix_spf',
    title: 'Fix the SPF record',
    remedy:
      "Publish exactly one `v=spf1` TXT record at the apex that includes your mail platform, with at most 10 DNS lookups (Repair DNS records restores Mailwright's).",
  },
  DKIM: {
    kind: 'publish_dkim',
    title: 'Publish the DKIM record',
    remedy: 'Publish the DKIM TXT record Mailwright expects (Repair DNS records restores it).',
  },
  DMARC: {
    kind: 'publish_dmarc',
    title: 'Publish DMARC',
    remedy:
      'Publish a `_dmarc` TXT record with a policy (`p=quarantine` or `p=reject` once aligned) and a `rua` address for reports (Set DMARC record).',
  },
  MX: {
    kind: 'fix_mx',
    title: 'Restore the MX records',
    remedy: 'Publish the MX records of your mail platform (Repair DNS records restores them).',
  },
};

/** The start of a result's detail when the resolver did not answer: the state is unknown. */
const UNRESOLVED = 'The resolver did not answer';

const show = (r: ExpectedRecord) =>
  `${r.host} ${r.type} ${r.type === 'MX' ? `${r.priority} ` : ''}${r.value.slice(0, 60)}`;

/**
 * SPF, DKIM, DMARC and MX of a domain as resolvers see them (through the DNS host), each
 * `ok / warning / error / missing`, and drift: an expected record Mailwright published that is no
 * longer served (deleted or changed at the DNS host) is `missing`. A DMARC weakness (`p=none`, no
 * `rua`) is a `warning` only when the customer chose it; Mailwright's own default is `ok`.
 */
export async function checkDns(
  ctx: AppContext,
  domain: DomainRow,
): Promise<{ results: CheckResult[]; findings: Finding[] }> {
  const dkim = await findDkim(ctx.db, domain.id);
  const published = await listRecords(ctx.db, domain.id);
  const expected = dkim ? expectedRecords(domain, dkim.public_key, ctx.providers.smtpServer) : [];
  const epoch = new Date(0).toISOString();
  const seen = expected.length
    ? await ctx.providers.dnsHost.checkRecords({
        domain: domain.name,
        zoneId: domain.zone_id,
        records: expected.map((e) => ({
          ...e,
          publishedAt:
            published.find((p) => p.host === e.host && p.type === e.type && p.value === e.value)
              ?.published_at ?? epoch,
        })),
      })
    : null;
  const visible = (e: ExpectedRecord) =>
    seen?.ok ? seen.visible[expected.indexOf(e)] === true : false;
  const results: CheckResult[] = await Promise.all(
    LABELS.map(async ({ label, managed }): Promise<CheckResult> => {
      const wanted = expected.filter((e) => e.managed === managed);
      const base = { check: 'dns' as const, source: label, target: domain.name, codes: [] };
      if (seen && !seen.ok)
        return {
          ...base,
          status: 'error',
          detail: `The DNS host could not be asked: ${seen.error.message}`,
        };
      if (!dkim)
        return {
          ...base,
          status: 'missing',
          detail: 'DNS setup has not run yet: no records to check',
        };
      if (managed === 'dmarc' && !domain.dmarc_policy)
        return { ...base, status: 'missing', detail: 'No DMARC record is published' };
      const unpublished = wanted.filter((e) => !published.some((p) => matchesExpected(p, e)));
      if (unpublished.length > 0)
        return {
          ...base,
          status: 'missing',
          detail: `Drift: no longer in the zone: ${unpublished.map(show).join('; ')}`,
        };
      const gone = wanted.filter((e) => !visible(e));
      if (gone.length > 0)
        return {
          ...base,
          status: 'missing',
          detail: `Drift: not served by the DNS host: ${gone.map(show).join('; ')}`,
        };
      if (label === 'SPF') {
        const spf = published.filter(
          (r) => r.host === '@' && r.type === 'TXT' && r.value.toLowerCase().startsWith('v=spf1'),
        );
        if (spf.length > 1)
          return {
            ...base,
            status: 'error',
            detail: `${spf.length} SPF records: SPF fails with more than one`,
          };
        const spfValue = spf[0]?.value ?? wanted[0]?.value ?? '';
        const count = await countSpfLookups(ctx.providers.spfResolver, domain.name, spfValue);
        const counted = `${count.lookups} DNS lookup${count.lookups === 1 ? '' : 's'} (at most ${SPF_LOOKUP_LIMIT}), ${count.voids} void`;
        if (count.outcome === 'temperror')
          return { ...base, status: 'error', detail: `${UNRESOLVED}: ${count.problem}` };
        if (count.outcome === 'permerror')
          return {
            ...base,
            status: 'error',
            detail: `SPF permerror: ${count.problem}; ${counted} when evaluation stopped`,
          };
        return { ...base, status: 'ok', detail: counted };
      }
      if (label === 'DMARC') {
        // Mailwright's own default (a new domain's `p=none`, reports only): published as chosen
        // by the service, so nothing the customer should act on; a weakness they chose is.
        if (!domain.dmarc_chosen)
          return {
            ...base,
            status: 'ok',
            detail: `Mailwright's default, p=${domain.dmarc_policy}: set your own policy with Set DMARC configuration once your mail is aligned`,
          };
        if (domain.dmarc_policy === 'none')
          return {
            ...base,
            status: 'warning',
            detail: 'DMARC policy is none: nothing is enforced',
          };
        if (!domain.dmarc_email)
          return {
            ...base,
            status: 'warning',
            detail: 'DMARC has no rua address: no aggregate reports',
          };
      }
      return { ...base, status: 'ok', detail: '' };
    }),
  );
  const findings: Finding[] = results.map((r) => {
    const label = r.source as Label;
    if (r.status === 'ok') return { type: 'dns', source: label, state: 'clean' };
    if (r.detail.startsWith('The DNS host could not') || r.detail.startsWith(UNRESOLVED))
      return { type: 'dns', source: label, state: 'unknown' };
    return {
      type: 'dns',
      source: label,
      state: 'bad',
      severity: r.status === 'warning' ? 'warning' : 'critical',
      title: `${label} of ${domain.name}: ${r.status}`,
      detail: r.detail,
      action: REMEDY[label],
    };
  });
  return { results, findings };
}
