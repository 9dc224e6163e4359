/**
 * Checks rows of a mailbox purchase (typed in the buy form or read from a CSV) against the
 * workspace's domains and mailboxes, before anything is bought: each row is valid or refused with
 * its reason, and the valid ones are priced.
 */

export const PLATFORM_VALUES = ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'] as const;
export type Platform = (typeof PLATFORM_VALUES)[number];

/** The most rows one CSV may hold (as Mailivery's importer): more is refused whole. */
export const MAX_IMPORT_ROWS = 5_000;

export interface PurchaseRow {
  /** 1-based line in the file (the header is line 1), or position in the form. */
  line: number;
  domain: string;
  username: string;
  first_name: string;
  last_name: string;
  platform: string;
}

export interface DomainFacts {
  uid: string;
  name: string;
  status: string;
  /** Free places (a domain holds at most 5 mailboxes). */
  available: number;
  /** The platform its mailboxes are on, once it has one. */
  platform: string | null;
}

export type Checked = PurchaseRow & { email: string; refused: string | null; price: number };

const USERNAME = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

/**
 * Every row's verdict. `domains` are this workspace's (by name), `taken` the addresses its
 * mailboxes use, `prices` the monthly price per platform.
 */
export function checkRows(
  rows: PurchaseRow[],
  domains: ReadonlyMap<string, DomainFacts>,
  taken: ReadonlySet<string>,
  prices: Readonly<Record<string, number>>,
): Checked[] {
  const seen = new Map<string, number>();
  const used = new Map<string, number>();
  return rows.map((row) => {
    const domain = row.domain.trim().toLowerCase();
    const username = row.username.trim().toLowerCase();
    const platform = row.platform.trim().toUpperCase();
    const email = `${username}@${domain}`;
    const checked = (refused: string | null): Checked => ({
      ...row,
      domain,
      username,
      platform,
      email,
      refused,
      price: refused ? 0 : (prices[platform] ?? 0),
    });
    if (!domain) return checked('no domain');
    if (!username) return checked('no username');
    if (!USERNAME.test(username))
      return checked(
        `username "${row.username}" may hold only letters, digits, dots, hyphens and underscores`,
      );
    if (!PLATFORM_VALUES.includes(platform as Platform))
      return checked(`platform "${row.platform}" is not one of ${PLATFORM_VALUES.join(', ')}`);
    if (row.first_name.length > 100 || row.last_name.length > 100)
      return checked('a name is longer than 100 characters');
    const first = seen.get(email);
    if (first !== undefined) return checked(`duplicate of line ${first}`);
    seen.set(email, row.line);
    const facts = domains.get(domain);
    if (!facts) return checked(`domain ${domain} is not in this workspace`);
    if (facts.status !== 'active')
      return checked(`domain ${domain} is not active (${facts.status.replaceAll('_', ' ')})`);
    if (facts.platform && facts.platform !== platform)
      return checked(`domain ${domain} holds ${facts.platform} mailboxes, not ${platform}`);
    if (taken.has(email)) return checked(`${email} already exists`);
    const count = (used.get(domain) ?? 0) + 1;
    if (count > facts.available)
      return checked(`domain ${domain} has room for ${facts.available} more mailboxes`);
    used.set(domain, count);
    return checked(null);
  });
}

/** Header names as the peers' files spell them, to our fields. */
const HEADER_ALIASES: Record<string, keyof Omit<PurchaseRow, 'line'> | 'email'> = {
  domain: 'domain',
  domain_name: 'domain',
  domainname: 'domain',
  username: 'username',
  user_name: 'username',
  local_part: 'username',
  first_name: 'first_name',
  firstname: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  platform: 'platform',
  provider: 'platform',
  email: 'email',
  email_address: 'email',
};

export const EXPECTED_COLUMNS =
  'domain, username, first name, last name, platform (or email instead of domain and username)';

function normalise(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Maps a CSV's header row to our fields: an error sentence when a column is unknown or a needed
 * one is missing.
 */
export function mapHeaders(headers: string[]): { map: Map<string, string> } | { error: string } {
  const map = new Map<string, string>();
  for (const header of headers) {
    const field = HEADER_ALIASES[normalise(header)];
    if (!field)
      return {
        error: `The column "${header}" is not one this import reads. Expected: ${EXPECTED_COLUMNS}.`,
      };
    map.set(header, field);
  }
  const fields = new Set(map.values());
  const hasAddress = fields.has('email') || (fields.has('domain') && fields.has('username'));
  for (const [needed, ok] of [
    ['domain and username (or email)', hasAddress],
    ['first name', fields.has('first_name')],
    ['last name', fields.has('last_name')],
    ['platform', fields.has('platform')],
  ] as const) {
    if (!ok) return { error: `The file has no ${needed} column. Expected: ${EXPECTED_COLUMNS}.` };
  }
  return { map };
}

/** One parsed record (header -> cell) as a purchase row. */
export function toPurchaseRow(
  record: Record<string, string>,
  map: Map<string, string>,
  line: number,
): PurchaseRow {
  const row: PurchaseRow = {
    line,
    domain: '',
    username: '',
    first_name: '',
    last_name: '',
    platform: '',
  };
  for (const [header, field] of map) {
    const value = (record[header] ?? '').trim();
    if (field === 'email') {
      const at = value.lastIndexOf('@');
      if (at > 0) {
        row.username ||= value.slice(0, at);
        row.domain ||= value.slice(at + 1);
      }
    } else {
      row[field as keyof Omit<PurchaseRow, 'line'>] = value;
    }
  }
  return row;
}
