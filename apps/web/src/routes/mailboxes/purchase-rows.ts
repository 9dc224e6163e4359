/**
 * The rows of a mailbox purchase (typed in the buy form or read from a CSV) and what the server
 * said about them: Validate a mailbox purchase checks each row exactly as Buy mailboxes will
 * (valid, or refused with its reasons) and prices the valid ones. Only what would make the whole
 * request a 400 (a row the API's schema refuses) is answered here, before asking.
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

export type Checked = PurchaseRow & { email: string; refused: string | null; price: number };

/** A row as Buy mailboxes and its validation take it. */
export interface PurchaseItem {
  domain_name: string;
  username: string;
  first_name: string;
  last_name: string;
  platform: Platform;
}

/** The server's verdict on one row sent (Validate a mailbox purchase's `rows[i]`). */
export interface Verdict {
  valid: boolean;
  problems: Array<{ field: string; message: string }>;
  price: number;
}

/** A row trimmed and cased as the server reads it. */
function normalised(row: PurchaseRow) {
  const domain = row.domain.trim().toLowerCase();
  const username = row.username.trim().toLowerCase();
  return {
    ...row,
    domain,
    username,
    platform: row.platform.trim().toUpperCase(),
    email: `${username}@${domain}`,
  };
}

/** Why the API's schema would refuse this row (and with it the whole request), or null. */
function shapeProblem(row: ReturnType<typeof normalised>, original: PurchaseRow): string | null {
  if (!row.domain) return 'no domain';
  if (row.domain.length > 253) return 'the domain is longer than 253 characters';
  if (!row.username) return 'no username';
  if (row.username.length > 64) return 'the username is longer than 64 characters';
  if (!row.platform)
    return 'no platform: give one in the file, or choose Platform for rows without one';
  if (!PLATFORM_VALUES.includes(row.platform as Platform))
    return `platform "${original.platform}" is not one of ${PLATFORM_VALUES.join(', ')}`;
  if (row.first_name.length > 100 || row.last_name.length > 100)
    return 'a name is longer than 100 characters';
  return null;
}

/**
 * The rows to ask the server about (`items`, in order) and, for every row, either the position
 * of its item or the reason it is refused without asking.
 */
export function toItems(rows: PurchaseRow[]) {
  const items: PurchaseItem[] = [];
  const slots = rows.map((row) => {
    const n = normalised(row);
    const refused = shapeProblem(n, row);
    if (refused) return { refused };
    items.push({
      domain_name: n.domain,
      username: n.username,
      first_name: n.first_name,
      last_name: n.last_name,
      platform: n.platform as Platform,
    });
    return { item: items.length - 1 };
  });
  return { items, slots };
}

/** Every row with its verdict: the server's for the rows sent, the schema's for the others. */
export function withVerdicts(
  rows: PurchaseRow[],
  slots: ReturnType<typeof toItems>['slots'],
  verdicts: readonly Verdict[],
): Checked[] {
  return rows.map((row, i) => {
    const n = normalised(row);
    const slot = slots[i];
    if (!slot || 'refused' in slot) return { ...n, refused: slot?.refused ?? null, price: 0 };
    const verdict = verdicts[slot.item];
    if (!verdict) return { ...n, refused: 'not checked', price: 0 };
    return {
      ...n,
      refused: verdict.valid ? null : verdict.problems.map((p) => p.message).join('; '),
      price: verdict.valid ? verdict.price : 0,
    };
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
  'domain, username, first name, last name, platform (or email instead of domain and username; platform may be left out when one is chosen for rows without one)';

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
    // No platform column: every row takes the one chosen for rows without one.
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
