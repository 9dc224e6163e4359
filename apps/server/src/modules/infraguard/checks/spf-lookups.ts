import type { SpfResolver } from '../../../providers/resolver.js';

/** RFC 7208 §4.6.4: at most 10 terms that cause DNS lookups, at most 2 void lookups. */
export const SPF_LOOKUP_LIMIT = 10;
export const SPF_VOID_LIMIT = 2;

export interface SpfCount {
  /** Terms that cost a lookup (include, a, mx, ptr, exists, redirect) across the whole tree. */
  lookups: number;
  /** Lookups that found nothing (NXDOMAIN or no answer). */
  voids: number;
  /** `ok`, or why SPF evaluation ends in an error (`permerror`) or could not be finished. */
  outcome: 'ok' | 'permerror' | 'temperror';
  /** What went wrong, naming the record; empty when ok. */
  problem: string;
}

/** The terms of one record that cost a lookup, with their target (`null`: the record's domain). */
function lookupTerms(record: string): Array<{ kind: string; target: string | null }> {
  const terms: Array<{ kind: string; target: string | null }> = [];
  const hasAll = /(?:^|\s)[+?~-]?all(?=\s|$)/i.test(record);
  for (const raw of record.split(/\s+/).slice(1)) {
    const term = raw.replace(/^[+?~-]/, '');
    const m = /^(include|a|mx|ptr|exists)(?::([^/]*))?(?:\/.*)?$/i.exec(term);
    if (m) terms.push({ kind: (m[1] as string).toLowerCase(), target: m[2] || null });
    const redirect = /^redirect=(.+)$/i.exec(raw);
    // A redirect is ignored when the record has an `all` (RFC 7208 §6.1).
    if (redirect && !hasAll) terms.push({ kind: 'redirect', target: redirect[1] as string });
  }
  return terms;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Counts an SPF record's DNS lookups as a receiver evaluating it would (RFC 7208 §4.6.4): every
 * include, a, mx, ptr, exists and redirect of the record and, recursively, of the records its
 * includes and redirect name, each resolved through `resolver`. A name already on the path is a
 * loop (permerror); an include or redirect to a name without one SPF record is a permerror; a
 * count above {@link SPF_LOOKUP_LIMIT} or void lookups above {@link SPF_VOID_LIMIT} is a
 * permerror, and evaluation stops there as a receiver's does. A term whose target holds a macro
 * (`%{i}`) costs its lookup but is not resolved.
 */
export async function countSpfLookups(
  resolver: SpfResolver,
  domain: string,
  record: string,
): Promise<SpfCount> {
  const count: SpfCount = { lookups: 0, voids: 0, outcome: 'ok', problem: '' };
  const fail = (outcome: SpfCount['outcome'], problem: string) => {
    if (count.outcome === 'ok') Object.assign(count, { outcome, problem });
  };
  const walk = async (name: string, value: string, path: readonly string[]): Promise<void> => {
    for (const term of lookupTerms(value)) {
      if (count.outcome !== 'ok') return;
      count.lookups++;
      if (count.lookups > SPF_LOOKUP_LIMIT) {
        fail('permerror', `more than ${SPF_LOOKUP_LIMIT} DNS lookups`);
        return;
      }
      const target = bare(term.target ?? name);
      if (target.includes('%')) continue;
      try {
        if (term.kind === 'include' || term.kind === 'redirect') {
          if (path.includes(target)) {
            fail('permerror', `a loop: ${[...path, target].join(' -> ')}`);
            return;
          }
          const txt = await resolver.txt(target);
          const spf = txt.filter((t) => /^v=spf1(\s|$)/i.test(t));
          if (txt.length === 0) count.voids++;
          if (spf.length !== 1) {
            fail(
              'permerror',
              `${term.kind}:${target} has ${spf.length === 0 ? 'no SPF record' : `${spf.length} SPF records`}`,
            );
            return;
          }
          await walk(target, spf[0] as string, [...path, target]);
        } else if (term.kind !== 'ptr') {
          const type = term.kind === 'mx' ? 'MX' : 'address';
          if (!(await resolver.has(target, type))) count.voids++;
        }
      } catch (error) {
        fail(
          'temperror',
          `${term.kind}:${target} could not be resolved (${(error as Error).message})`,
        );
        return;
      }
      if (count.voids > SPF_VOID_LIMIT) {
        fail('permerror', `more than ${SPF_VOID_LIMIT} lookups found nothing (void lookups)`);
        return;
      }
    }
  };
  await walk(bare(domain), record, [bare(domain)]);
  return count;
}
