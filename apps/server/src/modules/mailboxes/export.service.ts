import Papa from 'papaparse';
import type { AppContext } from '../../context.js';
import { mailEndpoints } from './access.service.js';
import { openCredentials } from './credentials.js';
import { emailOf } from './mailbox.present.js';
import { type MailboxSelection, selectedMailboxes } from './mailbox-selection.js';
import type { MailboxRow } from './mailboxes.table.js';

/**
 * CSV exports of mailboxes (docs/api/mailboxes.md, "Export mailboxes as CSV"): the table as the
 * app shows it, or credentials in the columns a sequencer's bulk import reads.
 */
export type ExportFormat = 'table' | 'instantly' | 'smartlead' | 'generic';
export const EXPORT_FORMATS: readonly ExportFormat[] = [
  'table',
  'instantly',
  'smartlead',
  'generic',
];

interface Login {
  email: string;
  first: string;
  last: string;
  password: string;
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
}

/** Each format's columns and how a mailbox fills them. */
const CREDENTIAL_FORMATS: Record<
  Exclude<ExportFormat, 'table'>,
  { columns: string[]; row: (l: Login) => unknown[] }
> = {
  // Instantly's account fields (API v2 Create account: email, first_name, last_name, IMAP and
  // SMTP username, password, host and port), which its CSV import maps by name.
  instantly: {
    columns: [
      'email',
      'first_name',
      'last_name',
      'imap_username',
      'imap_password',
      'imap_host',
      'imap_port',
      'smtp_username',
      'smtp_password',
      'smtp_host',
      'smtp_port',
    ],
    row: (l) => [
      l.email,
      l.first,
      l.last,
      l.email,
      l.password,
      l.imap.host,
      l.imap.port,
      l.email,
      l.password,
      l.smtp.host,
      l.smtp.port,
    ],
  },
  // Smartlead's SMTP account fields (Add SMTP email account: one user name and password for
  // both protocols), which its bulk upload maps by name.
  smartlead: {
    columns: [
      'from_name',
      'from_email',
      'user_name',
      'password',
      'smtp_host',
      'smtp_port',
      'imap_host',
      'imap_port',
    ],
    row: (l) => [
      `${l.first} ${l.last}`.trim(),
      l.email,
      l.email,
      l.password,
      l.smtp.host,
      l.smtp.port,
      l.imap.host,
      l.imap.port,
    ],
  },
  // The de-facto set mail hosts export and warmup tools (Warmy, Mailreach) import.
  generic: {
    columns: [
      'from_name',
      'from_email',
      'smtp_host',
      'smtp_port',
      'smtp_username',
      'smtp_password',
      'imap_host',
      'imap_port',
      'imap_username',
      'imap_password',
    ],
    row: (l) => [
      `${l.first} ${l.last}`.trim(),
      l.email,
      l.smtp.host,
      l.smtp.port,
      l.email,
      l.password,
      l.imap.host,
      l.imap.port,
      l.email,
      l.password,
    ],
  },
};

const TABLE_COLUMNS = [
  'uid',
  'email',
  'first_name',
  'last_name',
  'domain',
  'platform',
  'status',
  'status_reason',
  'forwarding_email',
  'renewal_date',
  'created_at',
];

const tableRow = (m: MailboxRow) => [
  m.uid,
  emailOf(m),
  m.first_name,
  m.last_name,
  m.domain_name,
  m.platform,
  m.status,
  m.status_reason,
  m.forwarding_email,
  m.renewal_date,
  m.created_at,
];

/** The selected mailboxes as CSV in `format` (credentials in the plaintext of Show mailbox credentials). */
export async function exportMailboxesCsv(
  ctx: AppContext,
  workspaceId: string,
  format: ExportFormat,
  selection: MailboxSelection,
): Promise<{ csv: string; rows: number }> {
  const credentialFormat = format === 'table' ? null : CREDENTIAL_FORMATS[format];
  const data: unknown[][] = [];
  for await (const batch of selectedMailboxes(ctx.db, workspaceId, selection)) {
    for (const mailbox of batch) {
      if (!credentialFormat) {
        data.push(tableRow(mailbox));
        continue;
      }
      if (mailbox.status === 'deleted') continue;
      const endpoints = mailEndpoints(ctx, mailbox.platform);
      const login: Login = {
        email: emailOf(mailbox),
        first: mailbox.first_name,
        last: mailbox.last_name,
        // Sequencers sign in over SMTP and IMAP with the app password.
        password: openCredentials(ctx.secrets, mailbox).app_password,
        smtp: endpoints.smtp,
        imap: endpoints.imap,
      };
      data.push(credentialFormat.row(login));
    }
  }
  const fields = credentialFormat ? credentialFormat.columns : TABLE_COLUMNS;
  // A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
  // first) gets an apostrophe first (papaparse's `escapeFormulae`, after OWASP's CSV injection
  // advice): a name such as `=HYPERLINK(…)` stays text.
  const csv = Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: true });
  return { csv, rows: data.length };
}
