import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import type { RecipientProvider } from '../../../providers/mail-network.js';
import {
  findMailboxMessages,
  type LedgerChange,
  type LedgerInput,
  type NewLedgerMessage,
  NOTHING_HAPPENED_YET,
} from '../../mail/surface.js';
import type { Incoming } from './classify.js';
import type { SentCopy } from './sent.js';

/** The mailbox being read: whose ledger rows its messages become. */
export interface IngestOwner {
  id: string;
  teamId: string;
  workspaceId: string;
  domainId: string;
  email: string;
}

/**
 * The ledger changes of copies found in the sent folder: one `sent` row per recipient not yet in
 * the ledger for this mailbox and Message-ID (so a message the service sent itself, or a folder
 * read again after a renumbering, is not counted twice). A message answering one of the
 * mailbox's own continues its thread as campaign mail (a follow-up); one answering somebody
 * else's is a reply; anything else starts a thread. Each row carries the copy's sending IP
 * (where a `Received` header names one) and its body, whose template the ledger keeps.
 */
export async function sentChanges(
  trx: Transaction<DB>,
  owner: IngestOwner,
  copies: ReadonlyArray<{ copy: SentCopy; providers: Map<string, RecipientProvider> }>,
): Promise<LedgerInput[]> {
  const ids = copies.flatMap(({ copy }) => [
    copy.messageId,
    ...(copy.inReplyTo ? [copy.inReplyTo] : []),
  ]);
  const known: NewLedgerMessage[] = await findMailboxMessages(trx, owner.id, ids);
  const changes: LedgerInput[] = [];
  for (const { copy, providers } of copies) {
    const parent = copy.inReplyTo ? known.find((r) => r.message_id === copy.inReplyTo) : undefined;
    for (const recipient of copy.recipients) {
      if (known.some((r) => r.message_id === copy.messageId && r.recipient === recipient)) continue;
      const message: NewLedgerMessage = {
        id: newId(),
        kind: parent || !copy.inReplyTo ? 'campaign' : 'reply',
        team_id: owner.teamId,
        workspace_id: owner.workspaceId,
        mailbox_id: owner.id,
        domain_id: owner.domainId,
        sender: owner.email,
        recipient,
        recipient_domain: recipient.split('@')[1] ?? '',
        recipient_provider: providers.get(recipient) ?? 'other',
        recipient_mailbox_id: null,
        message_id: copy.messageId,
        in_reply_to: copy.inReplyTo,
        thread_id: parent?.thread_id ?? copy.references[0] ?? copy.inReplyTo ?? copy.messageId,
        sent_at: copy.sentAt,
        ...NOTHING_HAPPENED_YET,
        subject: copy.subject,
      };
      known.push(message);
      changes.push({
        type: 'sent',
        message,
        sendingIp: copy.sendingIp,
        bodyText: copy.bodyText,
      });
    }
  }
  return changes;
}

/**
 * The ledger changes of messages found in the inbox: a delivery-status report bounces the
 * message it reports on (by its original Message-ID and recipient, else the newest unbounced
 * message to that recipient); a reply or an auto-reply marks the message it answers (by
 * `In-Reply-To`, else the newest of its `References`). Only the mailbox's own messages are
 * matched, and each only once: a message already bounced or answered is left as it is.
 */
export async function inboxChanges(
  trx: Transaction<DB>,
  owner: IngestOwner,
  incoming: ReadonlyArray<{ found: Incoming; at: string }>,
): Promise<LedgerInput[]> {
  const changes: LedgerChange[] = [];
  const done = new Set<string>();
  for (const { found, at } of incoming) {
    if (found.type === 'other') continue;
    if (found.type === 'bounce') {
      const rows = found.originalMessageId
        ? await findMailboxMessages(trx, owner.id, [found.originalMessageId])
        : found.recipient
          ? await trx
              .selectFrom('mail_messages')
              .selectAll()
              .where('mailbox_id', '=', owner.id)
              .where('recipient', '=', found.recipient)
              .where('sent_at', '<=', at)
              .orderBy('sent_at', 'desc')
              .limit(20)
              .execute()
          : [];
      const message = rows.find(
        (r) =>
          r.bounce === null &&
          !done.has(`bounce:${r.id}`) &&
          (found.recipient === null || r.recipient === found.recipient),
      );
      if (!message) continue;
      done.add(`bounce:${message.id}`);
      const diagnostic = found.diagnostic.includes(found.status)
        ? found.diagnostic
        : `${found.status} ${found.diagnostic}`;
      changes.push({ type: 'bounced', message, at, bounce: found.bounce, diagnostic });
      continue;
    }
    const ids = [...(found.inReplyTo ? [found.inReplyTo] : []), ...[...found.references].reverse()];
    const rows = await findMailboxMessages(trx, owner.id, ids);
    const message = ids.flatMap((id) => rows.filter((r) => r.message_id === id))[0];
    if (!message) continue;
    const type = found.type === 'reply' ? 'replied' : 'auto_replied';
    const column = type === 'replied' ? message.replied_at : message.auto_replied_at;
    if (column !== null || done.has(`${type}:${message.id}`)) continue;
    done.add(`${type}:${message.id}`);
    changes.push({ type, message, at });
  }
  return changes;
}
