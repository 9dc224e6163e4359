import type { AddressObject } from 'mailparser';
import type { Executor } from '../../db/transaction.js';
import { parseMail } from '../../lib/parse-mail.js';
import type { MailMessageRow } from '../mail/surface.js';
import { emailOf, type MailboxRow } from '../mailboxes/surface.js';

/** What the mail viewer reads of a message's ledger row: these columns, and its type from them. */
export const LEDGER_COLUMNS = [
  'id',
  'kind',
  'mailbox_id',
  'workspace_id',
  'message_id',
  'sender',
  'recipient',
  'subject',
  'folder',
  'auth',
  'sent_at',
  'bounce',
  'bounce_diagnostic',
] as const;

export type LedgerFacts = Pick<MailMessageRow, (typeof LEDGER_COLUMNS)[number]>;

const firstAddress = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value[0]?.address?.toLowerCase() ?? '';

/** A message's parts as the viewer shows them, parsed from its raw source (null: none kept). */
export async function partsOf(raw: string | Buffer | null) {
  const parsed = raw ? await parseMail(raw, { skipImageLinks: true, skipTextToHtml: true }) : null;
  return {
    envelope: {
      messageId: parsed?.messageId ?? '',
      from: firstAddress(parsed?.from),
      to: firstAddress(parsed?.to),
      subject: parsed?.subject ?? '',
    },
    authentication_results: parsed?.headers.get('authentication-results')?.toString() ?? null,
    headers: parsed?.headerLines.map((h) => ({ name: h.key, line: h.line })) ?? [],
    text: parsed?.text ?? null,
    html: typeof parsed?.html === 'string' ? parsed.html : null,
  };
}

/** The ledger's kind of each received message (warmup, placement, campaign, reply …). */
export async function kindsOf(db: Executor, mailbox: MailboxRow, messageIds: readonly string[]) {
  if (messageIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('mail_messages')
    .select(['message_id', 'kind'])
    .where('recipient_mailbox_id', '=', mailbox.id)
    .where('message_id', 'in', [...new Set(messageIds)])
    .execute();
  return new Map(rows.map((r) => [r.message_id, r.kind as string]));
}

/** What produced a message: the warmup of a mailbox of this workspace, or a placement test. */
export async function producedBy(
  db: Executor,
  workspaceId: string,
  ledger: { id: string; kind: string; mailbox_id: string | null; workspace_id: string } | undefined,
) {
  if (!ledger || ledger.workspace_id !== workspaceId) return null;
  if (ledger.kind === 'placement') {
    const test = await db
      .selectFrom('placement_copies')
      .innerJoin('placement_tests', 'placement_tests.id', 'placement_copies.test_id')
      .select(['placement_tests.uid', 'placement_tests.name'])
      .where('placement_copies.ledger_id', '=', ledger.id)
      .executeTakeFirst();
    return test
      ? { kind: 'placement' as const, test_uid: test.uid, name: test.name, mailbox_uid: null }
      : null;
  }
  if ((ledger.kind === 'warmup' || ledger.kind === 'reply') && ledger.mailbox_id) {
    const mailbox = await db
      .selectFrom('mailboxes')
      .select(['uid', 'username', 'domain_name'])
      .where('id', '=', ledger.mailbox_id)
      .executeTakeFirst();
    return mailbox
      ? {
          kind: 'warmup' as const,
          mailbox_uid: mailbox.uid,
          name: emailOf(mailbox),
          test_uid: null,
        }
      : null;
  }
  return null;
}
