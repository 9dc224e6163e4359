import { newId } from '../../lib/ids.js';
import { replyTo, WARMUP_TAG_HEADER } from '../../providers/mail-network.js';
import {
  type MailMessageRow,
  newMessageId,
  providerOfPlatform,
  recordMail,
  sendMail,
} from '../mail/surface.js';
import type { MailboxRow } from '../mailboxes/surface.js';
import {
  type Batch,
  drop,
  later,
  MINUTE,
  receiveDelay,
  senderOf,
  warmupTag,
} from './engine.batch.js';
import { warmupReply } from './templates.js';
import type { WarmupSendRow, WarmupSubscriptionRow } from './warmup.table.js';

/**
 * The recipient answers `message` in its thread; the original sender will look for the answer
 * (a `sent` reply row). `row` is the row being worked: the received message's (a first
 * attempt), or a `planned` reply row (`ledger_id`: the message it answers) when an earlier
 * attempt could not be sent. A reply the network cannot take now (retryable) is planned again in
 * 15 minutes, as a warmup send is; one it refuses (the sign-in refused, no endpoints) is dropped,
 * with a warning naming the failure, as a refused warmup send is.
 */
export async function answer(
  batch: Batch,
  row: WarmupSendRow,
  sub: WarmupSubscriptionRow,
  message: MailMessageRow,
  from: MailboxRow,
  to: MailboxRow,
) {
  const { ctx, now } = batch;
  const retry = row.kind === 'reply' && row.status === 'planned';
  const sender = senderOf(batch, from);
  const messageId = newMessageId(sender.account.email);
  const original = {
    from: message.sender,
    subject: message.subject ?? '',
    messageId: message.message_id,
  };
  const result = await sendMail(
    ctx,
    {
      kind: 'reply',
      from: sender,
      to: { address: message.sender, provider: providerOfPlatform(to.platform), mailboxId: to.id },
      mail: replyTo(original, {
        messageId,
        text: warmupReply(ctx.config.sandbox.mailSeed, messageId, from.first_name || from.username),
        headers: { [WARMUP_TAG_HEADER]: warmupTag(sub) },
      }),
      threadId: message.thread_id,
      at: now.toISOString(),
    },
    async (trx, reply) => {
      await recordMail(trx, [{ type: 'replied', message, at: now.toISOString() }]);
      const sent = {
        status: 'sent' as const,
        due_at: new Date(
          now.getTime() + receiveDelay(ctx.config.sandbox.mailSeed, messageId),
        ).toISOString(),
        ledger_id: reply.id,
        tries: 0,
      };
      if (retry && reply.bounce !== null)
        await trx.deleteFrom('warmup_sends').where('id', '=', row.id).execute();
      else if (retry)
        await trx.updateTable('warmup_sends').set(sent).where('id', '=', row.id).execute();
      else if (reply.bounce === null)
        await trx
          .insertInto('warmup_sends')
          .values({ ...replyRow(row, from, to), ...sent })
          .execute();
    },
  );
  if (result.ok) return;
  const { code, message: reason, retryable } = result.error;
  batch.log.warn({ code, reason, retryable, mailbox: from.uid }, 'warmup reply failed');
  if (retry && retryable) await later(batch, row, 15 * MINUTE, row.tries + 1);
  else if (retry) await drop(batch, row);
  else if (retryable)
    await ctx.db
      .insertInto('warmup_sends')
      .values({
        ...replyRow(row, from, to),
        status: 'planned',
        due_at: new Date(now.getTime() + 15 * MINUTE).toISOString(),
        ledger_id: message.id,
        tries: 1,
      })
      .execute();
}

/** A reply row of `row`'s subscription and line, from the replier to the original sender. */
const replyRow = (row: WarmupSendRow, from: MailboxRow, to: MailboxRow) => ({
  id: newId(),
  line: row.line,
  subscription_id: row.subscription_id,
  kind: 'reply' as const,
  sender_mailbox_id: from.id,
  recipient_mailbox_id: to.id,
});
