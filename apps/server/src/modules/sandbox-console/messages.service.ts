import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import type { MailMessageRow } from '../mail/surface.js';
import { emailOf, getMailbox, type MailboxRow } from '../mailboxes/surface.js';

type LedgerFacts = Pick<
  MailMessageRow,
  | 'id'
  | 'kind'
  | 'mailbox_id'
  | 'workspace_id'
  | 'message_id'
  | 'sender'
  | 'recipient'
  | 'subject'
  | 'folder'
  | 'auth'
  | 'sent_at'
  | 'bounce'
  | 'bounce_diagnostic'
>;

export type Folder = 'inbox' | 'promotions' | 'updates' | 'spam' | 'missing';

export interface MessageQuery {
  folder?: Folder | undefined;
  direction?: 'received' | 'sent' | undefined;
  q?: string | undefined;
  limit: number;
}

const auth = (value: string | null) => {
  if (!value) return null;
  const get = (name: string) => new RegExp(`${name}=(\\w+)`).exec(value)?.[1] ?? 'none';
  return { spf: get('spf'), dkim: get('dkim'), dmarc: get('dmarc') };
};

const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

/** `lower(column) like '%q%'` with `\` as the escape on both dialects (SQLite has none by default). */
const contains = (column: 'subject' | 'sender' | 'recipient', q: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern(q)} escape '\\'`;

/**
 * The messages a mailbox received in the simulated network (its copies, in their folders) and
 * the ones it sent (from the message ledger, with the folder each landed in at its recipient:
 * `missing` when never found), newest first, `limit` of each read and merged.
 */
export async function listMessages(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  query: MessageQuery,
) {
  const mailbox = await getMailbox(ctx.db, workspaceId, uid);
  const email = emailOf(mailbox).toLowerCase();
  const received =
    query.direction === 'sent' || query.folder === 'missing'
      ? []
      : await (() => {
          let q = ctx.db
            .selectFrom('sim_mail')
            .select([
              'id',
              'message_id',
              'sender',
              'recipient',
              'subject',
              'tag',
              'folder',
              'auth',
              'received_at',
            ])
            .where('mailbox', '=', email);
          if (query.folder) q = q.where('folder', '=', query.folder);
          if (query.q) {
            const text = query.q;
            q = q.where((eb) => eb.or([contains('subject', text), contains('sender', text)]));
          }
          return q
            .orderBy('received_at', 'desc')
            .orderBy('id', 'desc')
            .limit(query.limit)
            .execute();
        })();
  const sent =
    query.direction === 'received'
      ? []
      : await (() => {
          let q = ctx.db
            .selectFrom('mail_messages')
            .select([
              'id',
              'kind',
              'message_id',
              'sender',
              'recipient',
              'subject',
              'folder',
              'auth',
              'sent_at',
              'bounce',
            ])
            .where('workspace_id', '=', mailbox.workspace_id)
            .where('mailbox_id', '=', mailbox.id);
          if (query.folder) q = q.where('folder', '=', query.folder);
          if (query.q) {
            const text = query.q;
            q = q.where((eb) => eb.or([contains('subject', text), contains('recipient', text)]));
          }
          return q.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
        })();
  const kinds = await kindsOf(
    ctx.db,
    mailbox,
    received.map((r) => r.message_id),
  );
  const messages = [
    ...received.map((r) => ({
      ref: `r.${r.id}`,
      direction: 'received' as const,
      kind: kinds.get(r.message_id) ?? (r.tag ? 'warmup' : 'other'),
      from: r.sender,
      to: r.recipient,
      subject: r.subject,
      folder: r.folder as string | null,
      at: r.received_at,
      auth: auth(r.auth),
    })),
    ...sent.map((s) => ({
      ref: `s.${s.id}`,
      direction: 'sent' as const,
      kind: s.kind as string,
      from: s.sender,
      to: s.recipient,
      subject: s.subject ?? '',
      folder: (s.bounce ? 'bounced' : s.folder) as string | null,
      at: s.sent_at,
      auth: auth(s.auth),
    })),
  ]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.ref < b.ref ? 1 : -1))
    .slice(0, query.limit);
  return { mailbox, messages };
}

/** The ledger's kind of each received message (warmup, placement, campaign, reply …). */
async function kindsOf(db: Executor, mailbox: MailboxRow, messageIds: readonly string[]) {
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
async function producedBy(
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

/** One message: its headers, text, HTML, source, authentication results and what produced it. */
export async function getMessage(ctx: AppContext, workspaceId: string, uid: string, ref: string) {
  const mailbox = await getMailbox(ctx.db, workspaceId, uid);
  const email = emailOf(mailbox).toLowerCase();
  const [side, id] = [ref.slice(0, 2), ref.slice(2)];
  const ledgerColumns = [
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
  let copy:
    | {
        raw: string | null;
        folder: string;
        auth: string;
        received_at: string;
        sender: string;
        recipient: string;
        subject: string;
        message_id?: string;
      }
    | undefined;
  let ledger: LedgerFacts | undefined;
  let direction: 'received' | 'sent';
  if (side === 'r.') {
    direction = 'received';
    copy = await ctx.db
      .selectFrom('sim_mail')
      .select([
        'raw',
        'folder',
        'auth',
        'received_at',
        'sender',
        'recipient',
        'subject',
        'message_id',
      ])
      .where('id', '=', id)
      .where('mailbox', '=', email)
      .executeTakeFirst();
    if (!copy) throw notFound('Message');
    ledger = await ctx.db
      .selectFrom('mail_messages')
      .select(ledgerColumns)
      .where('recipient_mailbox_id', '=', mailbox.id)
      .where('message_id', '=', copy.message_id ?? '')
      .executeTakeFirst();
  } else if (side === 's.') {
    direction = 'sent';
    ledger = await ctx.db
      .selectFrom('mail_messages')
      .select(ledgerColumns)
      .where('id', '=', id)
      .where('workspace_id', '=', mailbox.workspace_id)
      .where('mailbox_id', '=', mailbox.id)
      .executeTakeFirst();
    if (!ledger) throw notFound('Message');
    copy = await ctx.db
      .selectFrom('sim_mail')
      .select(['raw', 'folder', 'auth', 'received_at', 'sender', 'recipient', 'subject'])
      .where('mailbox', '=', ledger.recipient.toLowerCase())
      .where('message_id', '=', ledger.message_id)
      .executeTakeFirst();
  } else throw notFound('Message');
  const raw = copy?.raw ?? null;
  const parsed = raw
    ? await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true })
    : null;
  return {
    ref,
    direction,
    kind: ledger?.kind ?? 'other',
    from: copy?.sender ?? ledger?.sender ?? '',
    to: copy?.recipient ?? ledger?.recipient ?? '',
    subject: copy?.subject ?? ledger?.subject ?? '',
    // As the list says: a received copy's folder now; a sent message's landing folder (a warmup
    // partner may have moved it out of spam since).
    folder: ledger?.bounce
      ? 'bounced'
      : direction === 'sent'
        ? (ledger?.folder ?? copy?.folder ?? null)
        : (copy?.folder ?? null),
    at: copy?.received_at ?? ledger?.sent_at ?? '',
    auth: auth(copy?.auth ?? ledger?.auth ?? null),
    authentication_results: parsed?.headers.get('authentication-results')?.toString() ?? null,
    bounce: ledger?.bounce
      ? { type: ledger.bounce, diagnostic: ledger.bounce_diagnostic ?? '' }
      : null,
    headers: parsed?.headerLines.map((h) => ({ name: h.key, line: h.line })) ?? [],
    text: parsed?.text ?? null,
    html: typeof parsed?.html === 'string' ? parsed.html : null,
    raw,
    produced_by: await producedBy(ctx.db, mailbox.workspace_id, ledger),
  };
}
