import { ApiError, type ErrorDetail } from '../../http/errors.js';
import { checkHttpUrl } from '../../http/url-field.js';
import type { ContactDetails } from '../../providers/registrar.js';
import { completeContact } from '../accounts/surface.js';
import {
  domainNameProblem,
  MAX_MAILBOXES_PER_DOMAIN,
  normalizeDomainName,
} from '../domains/surface.js';
import { normalizeUsername, usernameProblem } from '../mailboxes/surface.js';

export interface OrderInput {
  domains: Array<{
    name: string;
    type?: 'register' | 'connect';
    registration_years?: number;
    redirect_url?: string;
    contact_details?: Partial<ContactDetails>;
    mailboxes?: Array<{
      first_name: string;
      last_name: string;
      username?: string;
      email?: string;
      platform: string;
      profile_pic_url?: string;
    }>;
  }>;
  contact_details?: Partial<ContactDetails>;
  sequencer_uid?: string;
  use_wallet_balance?: boolean;
}

/**
 * Every field checked; a 400 naming each problem (the first in the message). A registered
 * domain's registrant is its `contact_details`, then the order's, then `teamContact` for what
 * both leave out (`completeContact`, as Register domains).
 */
export function checkOrderInput(input: OrderInput, teamContact: ContactDetails | null) {
  const problems: ErrorDetail[] = [];
  /** Runs a check that throws a 400; its problems are collected, fields renamed by `field`. */
  const attempt = <T>(work: () => T, field: (name: string) => string = (f) => f): T | null => {
    try {
      return work();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const d of error.details ?? []) problems.push({ ...d, field: field(d.field) });
      return null;
    }
  };
  const names = input.domains.map((d) => normalizeDomainName(d.name));
  const out = input.domains.map((d, i) => {
    const at = `domains[${i}]`;
    const name = names[i] as string;
    const problem = domainNameProblem(name);
    if (problem) problems.push({ field: `${at}.name`, message: problem });
    else if (names.indexOf(name) !== i)
      problems.push({ field: `${at}.name`, message: `repeats ${name}` });
    const kind = d.type ?? 'register';
    const contact =
      kind === 'register'
        ? attempt(() =>
            completeContact(
              [d.contact_details, input.contact_details],
              teamContact,
              d.contact_details || !input.contact_details
                ? `${at}.contact_details`
                : 'contact_details',
            ),
          )
        : null;
    const redirectUrl = d.redirect_url?.trim()
      ? attempt(
          () => checkHttpUrl(d.redirect_url as string, 'redirect_url', 2048),
          () => `${at}.redirect_url`,
        )
      : '';
    const mailboxes = (d.mailboxes ?? []).map((m, j) => {
      const field = `${at}.mailboxes[${j}]`;
      let username = normalizeUsername(m.username ?? '');
      if (m.email !== undefined) {
        const [local = '', host = ''] = m.email.trim().toLowerCase().split('@');
        if (host !== name)
          problems.push({ field: `${field}.email`, message: `must be an address at ${name}` });
        if (!m.username) username = local;
      }
      const bad = usernameProblem(username);
      if (bad) problems.push({ field: `${field}.username`, message: bad });
      const picture =
        attempt(() => checkHttpUrl(m.profile_pic_url ?? '', `${field}.profile_pic_url`)) ?? '';
      return {
        first_name: m.first_name.trim(),
        last_name: m.last_name.trim(),
        username,
        platform: m.platform,
        profile_picture: picture,
      };
    });
    mailboxes.forEach((m, j) => {
      if (mailboxes.findIndex((o) => o.username === m.username) !== j)
        problems.push({
          field: `${at}.mailboxes[${j}].username`,
          message: `repeats ${m.username}@${name}`,
        });
      if (m.platform !== mailboxes[0]?.platform)
        problems.push({
          field: `${at}.mailboxes[${j}].platform`,
          message: 'differs from the domain’s other mailboxes; one domain holds one platform',
        });
    });
    if (mailboxes.length > MAX_MAILBOXES_PER_DOMAIN)
      problems.push({
        field: `${at}.mailboxes`,
        message: `must hold at most ${MAX_MAILBOXES_PER_DOMAIN} mailboxes (a domain’s limit)`,
      });
    return { name, kind, years: d.registration_years ?? 1, contact, redirectUrl, mailboxes };
  });
  // The order's own contact_details is checked once per registered domain: its problems once.
  const unique = problems.filter(
    (p, i) => problems.findIndex((o) => o.field === p.field && o.message === p.message) === i,
  );
  const first = unique[0];
  if (first) {
    const more = unique.length > 1 ? ` (and ${unique.length - 1} more)` : '';
    throw new ApiError('VALIDATION_FAILED', `${first.field} ${first.message}${more}`, unique);
  }
  return out;
}
