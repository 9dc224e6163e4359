import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { chunks, readInSlices } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import type { MailAccount, OutgoingMail, RecipientProvider } from '../../providers/mail-network.js';
import type { ProviderFailure } from '../../providers/result.js';
import { type NewLedgerMessage, NOTHING_HAPPENED_YET, recordMail } from './ledger.js';
import type { MailKind, MailMessageRow } from './mail.table.js';

/** Who sends: the mailbox (ours) and how the network signs in as it. */
export interface Sender {
  teamId: string;
  workspaceId: string;
  mailboxId: string | null;
  domainId: string | null;
  account: MailAccount;
}

/** Who receives: the address, its provider, and the mailbox when it is ours. */
export interface Recipient {
  address: string;
  provider: RecipientProvider;
  mailboxId: string | null;
}

/**
 * Sends one message through the mail network and writes it to the ledger (with its bounce, when
 * the recipient was refused at submission), together with `also`'s writes, in one transaction.
 * `at` is the time on the sender's time line. A failure of the network (unreachable, sign-in
 * refused) writes nothing: no message left.
 */
export async function sendMail(
  ctx: AppContext,
  input: {
    kind: MailKind;
    from: Sender;
    to: Recipient;
    mail: OutgoingMail;
    /** The thread's first Message-ID (default: this message starts a thread). */
    threadId?: string;
    at: string;
  },
  also?: (trx: Transaction<DB>, message: MailMessageRow) => Promise<void>,
): Promise<{ ok: true; message: MailMessageRow } | ProviderFailure> {
  const sent = await ctx.providers.mailNetwork.send(input.from.account, input.mail);
  if (!sent.ok) return sent;
  const message: NewLedgerMessage = {
    id: newId(),
    kind: input.kind,
    team_id: input.from.teamId,
    workspace_id: input.from.workspaceId,
    mailbox_id: input.from.mailboxId,
    domain_id: input.from.domainId,
    sender: input.from.account.email.toLowerCase(),
    recipient: input.to.address.toLowerCase(),
    recipient_domain: input.to.address.toLowerCase().split('@')[1] ?? '',
    recipient_provider: input.to.provider,
    recipient_mailbox_id: input.to.mailboxId,
    message_id: input.mail.messageId,
    in_reply_to: input.mail.inReplyTo ?? null,
    thread_id: input.threadId ?? input.mail.messageId,
    sent_at: input.at,
    ...NOTHING_HAPPENED_YET,
    subject: input.mail.subject,
  };
  const bounce = sent.bounce;
  const written = await inTransaction(ctx.db, async (trx) => {
    const [row] = (await recordMail(trx, [
      { type: 'sent', message, sendingIp: sent.sendingIp, bodyText: input.mail.text },
    ])) as [MailMessageRow];
    if (bounce) {
      const change = { type: 'bounced', message: row, at: input.at } as const;
      await recordMail(trx, [{ ...change, bounce: bounce.type, diagnostic: bounce.diagnostic }]);
    }
    await also?.(trx, row);
    return row;
  });
  return {
    ok: true,
    message: bounce
      ? {
          ...written,
          bounce: bounce.type,
          bounce_diagnostic: bounce.diagnostic,
          bounced_at: input.at,
        }
      : written,
  };
}

/** A fresh Message-ID on the sender's domain. */
export function newMessageId(senderEmail: string): string {
  return `<${newId()}.${randomBytes(4).toString('hex')}@${senderEmail.split('@')[1]}>`;
}

/** A mailbox's ledger rows with these Message-IDs. */
export async function findMailboxMessages(
  db: Executor,
  mailboxId: string,
  messageIds: readonly string[],
): Promise<MailMessageRow[]> {
  // An inbound message's References header, which its sender writes, may name any number.
  return readInSlices([...new Set(messageIds)], (slice) =>
    db
      .selectFrom('mail_messages')
      .selectAll()
      .where('message_id', 'in', slice)
      .where('mailbox_id', '=', mailboxId)
      .execute(),
  );
}

/** Ledger rows by id, keyed by id. */
export async function findMessagesByIds(db: Executor, ids: readonly string[]) {
  const out = new Map<string, MailMessageRow>();
  const unique = [...new Set(ids)];
  for (const slice of chunks(unique)) {
    const rows = await db
      .selectFrom('mail_messages')
      .selectAll()
      .where('id', 'in', slice)
      .execute();
    for (const row of rows) out.set(row.id, row);
  }
  return out;
}
