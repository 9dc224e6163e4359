import type { AppContext } from '../../context.js';
import { ApiError, notFound } from '../../http/errors.js';
import { mergeAuthenticationResults } from '../../providers/auth-results.js';
import type { ProviderFailure } from '../../providers/result.js';
import { type MailboxRow, mailAccountOf } from '../mailboxes/surface.js';
import { kindsOf, LEDGER_COLUMNS, partsOf, producedBy } from './message-facts.js';

/**
 * The mail viewer of a mailbox on a real mail server (the SMTP platform on the mail stack): what
 * its IMAP holds in INBOX and its spam folder, read with the mailbox's own credentials on the
 * server (they never leave it). Its refs are `i.` and the network's handle on the copy.
 */
export const IMAP_REF = 'i.';

/** Whether the mailbox's mail lives on a real mail server rather than in the simulated network. */
export const onRealMailServer = (ctx: AppContext, mailbox: Pick<MailboxRow, 'platform'>) =>
  ctx.providers.mailNetworkOf(mailbox.platform) !== 'simulator';

/** A mail server that could not be read: a 404 for a message gone, else a 503 in its words. */
function serverFailure(error: ProviderFailure['error']): ApiError {
  if (error.code === 'not_found') return notFound('Message');
  return new ApiError(
    'SERVICE_UNAVAILABLE',
    `The mailbox’s mail server could not be read (${error.message})${error.retryable ? '; try again shortly' : ''}`,
  );
}

/** The received side of the list: INBOX and spam, newest first (`missing` has nothing here). */
export async function imapReceived(
  ctx: AppContext,
  mailbox: MailboxRow,
  query: { folder?: string | undefined; q?: string | undefined; limit: number },
) {
  const folder = query.folder === 'inbox' || query.folder === 'spam' ? query.folder : undefined;
  if (query.folder && !folder) return [];
  const result = await ctx.providers.mailNetwork.browse(mailAccountOf(ctx, mailbox), {
    ...(folder ? { folder } : {}),
    ...(query.q ? { text: query.q } : {}),
    limit: query.limit,
  });
  if (!result.ok) throw serverFailure(result.error);
  const kinds = await kindsOf(
    ctx.db,
    mailbox,
    result.messages.map((m) => m.messageId).filter(Boolean),
  );
  return result.messages.map((m) => ({
    ref: `${IMAP_REF}${m.ref}`,
    direction: 'received' as const,
    kind: kinds.get(m.messageId) ?? (m.tag ? 'warmup' : 'other'),
    from: m.from,
    to: m.to,
    subject: m.subject,
    folder: m.folder as string | null,
    at: m.receivedAt,
    auth: m.auth as { spf: string; dkim: string; dmarc: string } | null,
  }));
}

/** One message of the mailbox's IMAP: its source, parts, verdicts and what produced it. */
export async function imapMessage(ctx: AppContext, mailbox: MailboxRow, ref: string) {
  const found = await ctx.providers.mailNetwork.source(
    mailAccountOf(ctx, mailbox),
    ref.slice(IMAP_REF.length),
  );
  if (!found.ok) throw serverFailure(found.error);
  const { envelope, ...parts } = await partsOf(found.raw);
  const header = (name: string) => parts.headers.filter((h) => h.name === name).map((h) => h.line);
  const messageId = envelope.messageId;
  const ledger = messageId
    ? await ctx.db
        .selectFrom('mail_messages')
        .select(LEDGER_COLUMNS)
        .where('recipient_mailbox_id', '=', mailbox.id)
        .where('message_id', '=', messageId)
        .executeTakeFirst()
    : undefined;
  return {
    ref,
    direction: 'received' as const,
    kind: ledger?.kind ?? (header('x-mailwright-warmup').length > 0 ? 'warmup' : 'other'),
    from: envelope.from,
    to: envelope.to,
    subject: envelope.subject,
    folder: found.folder as string | null,
    at: found.receivedAt,
    auth: mergeAuthenticationResults(header('authentication-results')) as {
      spf: string;
      dkim: string;
      dmarc: string;
    } | null,
    ...parts,
    bounce: null,
    raw: found.raw.toString('utf8'),
    produced_by: await producedBy(ctx.db, mailbox.workspace_id, ledger),
  };
}
