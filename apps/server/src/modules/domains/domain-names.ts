import { DNS_LABEL } from '../../lib/hosts.js';

/**
 * Domain name rules. Names are stored lowercase, fully qualified, without a trailing dot, in
 * ASCII (internationalised names in their `xn--` form). The TLD is everything after the first
 * label (`co.uk` for `example.co.uk`): we register and connect apex domains only.
 */
const TLD_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function normalizeDomainName(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, '');
}

/** Why `name` (already normalised) is not a valid domain name, or null when it is. */
export function domainNameProblem(name: string): string | null {
  if (name === '') return 'must not be empty';
  if (name.length > 253) return 'must be at most 253 characters';
  if ([...name].some((c) => c.charCodeAt(0) > 0x7f))
    return 'must be ASCII (send internationalised names as xn--)';
  if (/^https?:|\//.test(name)) return 'must be a bare domain name such as example.com, not a URL';
  const labels = name.split('.');
  if (labels.length < 2) return 'must have a name and a TLD, such as example.com';
  for (const label of labels) {
    if (!DNS_LABEL.test(label)) {
      return 'must be labels of letters, digits and inner hyphens, each 1 to 63 characters';
    }
  }
  if (!TLD_LABEL.test(labels[labels.length - 1] as string)) return 'has an invalid TLD';
  return null;
}

export function tldOf(name: string): string {
  return name.slice(name.indexOf('.') + 1);
}

export function labelOf(name: string): string {
  return name.slice(0, name.indexOf('.'));
}
