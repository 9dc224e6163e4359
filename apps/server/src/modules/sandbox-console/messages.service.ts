import { type ExpressionBuilder, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { containsPattern } from '../../db/like.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { emailOf, getMailbox, type MailboxRow } from '../mailboxes/surface.js';
import { IMAP_REF, imapMessage, imapReceived, onRealMailServer } from './imap-messages.js';
import { kindsOf, LEDGER_COLUMNS, type LedgerFacts, partsOf, producedBy } from './message-facts.js';
import { requireSandboxTools } from './sandbox-tools.js';

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

/** `lower(column) like '%q%'` with `\` as the escape on both dialects (SQLite has none by default). */
const contains = (column: 'subject' | 'sender' | 'recipient', q: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(q.toLowerCase())} escape '\\'`;

/**
 * Where a sent message landed at its recipient: the folder the ledger recorded when it was found
 * there (warmup, placement tests), else the folder its copy is in in the simulated network, which
 * files every message it takes, for any address (campaign mail through the sandbox's SMTP, to
 * `lead@gmail.com`, is looked for by nothing; its detail showed that folder, the list null). Null
 * when neither knows: a message a mailbox on a real mail server sent to an address outside
 * Mailwright, whose mailbox nothing can look into.
 */
const landedFolder = (eb: ExpressionBuilder<DB, 'mail_messages'>) =>
  eb.fn.coalesce(
    'mail_messages.folder',
    eb
      .selectFrom('sim_mail')
      .select('sim_mail.folder')
      .whereRef('sim_mail.mailbox', '=', 'mail_messages.recipient')
      .whereRef('sim_mail.message_id', '=', 'mail_messages.message_id')
      .limit(1),
  );

/**
 * The messages a mailbox received (its copies, in their folders: the simulated network's, or
 * what its IMAP holds for a mailbox on a real mail server) and the ones it sent (from the message
 * ledger, with the folder each landed in at its recipient: `missing` when never found), newest
 * first, `limit` of each read and merged. A simulated mailbox's mail is sandbox data: refused
 * where sandbox tools are off.
 */
export async function listMessages(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  query: MessageQuery,
) {
  const mailbox = await getMailbox(ctx.db, workspaceId, uid);
  const real = onRealMailServer(ctx, mailbox);
  if (!real) requireSandboxTools(ctx);
  const received =
    query.direction === 'sent'
      ? []
      : real
        ? await imapReceived(ctx, mailbox, query)
        : await simReceived(ctx, mailbox, query);
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
              'auth',
              'sent_at',
              'bounce',
            ])
            .select((eb) => landedFolder(eb).as('folder'))
            .where('workspace_id', '=', mailbox.workspace_id)
            .where('mailbox_id', '=', mailbox.id);
          const folder = query.folder;
          if (folder) q = q.where((eb) => eb(landedFolder(eb), '=', folder));
          if (query.q) {
            const text = query.q;
            q = q.where((eb) => eb.or([contains('subject', text), contains('recipient', text)]));
          }
          return q.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
        })();
  const messages = [
    ...received,
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

/** The copies a simulated mailbox holds in the simulated network, newest first. */
async function simReceived(ctx: AppContext, mailbox: MailboxRow, query: MessageQuery) {
  if (query.folder === 'missing') return [];
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
    .where('mailbox', '=', emailOf(mailbox).toLowerCase());
  if (query.folder) q = q.where('folder', '=', query.folder);
  if (query.q) {
    const text = query.q;
    q = q.where((eb) => eb.or([contains('subject', text), contains('sender', text)]));
  }
  const received = await q
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
  const kinds = await kindsOf(
    ctx.db,
    mailbox,
    received.map((r) => r.message_id),
  );
  return received.map((r) => ({
    ref: `r.${r.id}`,
    direction: 'received' as const,
    kind: kinds.get(r.message_id) ?? (r.tag ? 'warmup' : 'other'),
    from: r.sender,
    to: r.recipient,
    subject: r.subject,
    folder: r.folder as string | null,
    at: r.received_at,
    auth: auth(r.auth),
  }));
}

/** One message: its headers, text, HTML, source, authentication results and what produced it. */
export async function getMessage(ctx: AppContext, workspaceId: string, uid: string, ref: string) {
  const mailbox = await getMailbox(ctx.db, workspaceId, uid);
  const real = onRealMailServer(ctx, mailbox);
  if (ref.startsWith(IMAP_REF)) {
    if (!real) throw notFound('Message');
    return imapMessage(ctx, mailbox, ref);
  }
  if (!real) requireSandboxTools(ctx);
  const email = emailOf(mailbox).toLowerCase();
  const [side, id] = [ref.slice(0, 2), ref.slice(2)];
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
      .select(LEDGER_COLUMNS)
      .where('recipient_mailbox_id', '=', mailbox.id)
      .where('message_id', '=', copy.message_id ?? '')
      .executeTakeFirst();
  } else if (side === 's.') {
    direction = 'sent';
    ledger = await ctx.db
      .selectFrom('mail_messages')
      .select(LEDGER_COLUMNS)
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
  const { envelope: _, ...parts } = await partsOf(raw);
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
    ...parts,
    bounce: ledger?.bounce
      ? { type: ledger.bounce, diagnostic: ledger.bounce_diagnostic ?? '' }
      : null,
    raw,
    produced_by: await producedBy(ctx.db, mailbox.workspace_id, ledger),
  };
}
