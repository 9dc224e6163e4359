import type { AppContext } from '../../context.js';
import { parseMail } from '../../lib/parse-mail.js';
import { nowFor } from '../clocks/surface.js';
import { findDomainById } from '../domains/surface.js';
import { senderSignals, signalsFor } from '../infraguard/surface.js';
import { findMailboxMessages, newMessageId, providerOfAddress, sendMail } from '../mail/surface.js';
import { emailOf, type MailboxRow, mailAccountOf } from '../mailboxes/surface.js';
import { liveSubscriptionOf } from '../warmup/surface.js';

/** What became of one recipient of a submitted message. */
export type RecipientOutcome =
  | { address: string; ok: true; messageId: string }
  | { address: string; ok: false; temporary: boolean; reason: string };

/**
 * Puts a message a client submitted as `mailbox` into the simulated mail network, one copy per
 * envelope recipient, as that mailbox's mail: each goes through `sendMail` (the placement model
 * on the sender's signals, the magic values, the ledger and the Email Insight rollups) as
 * `campaign` mail, at the workspace's time, threaded with the mailbox's earlier message it
 * answers (`In-Reply-To` / `References`), so a client's follow-ups count as follow-ups. A
 * recipient the network refuses at once is a bounce in the ledger, as for any message; only a
 * network that is unavailable fails a recipient. When the first copy fails, nothing was written
 * and the outcomes end there (the client is told to try again later).
 */
export async function submitMessage(
  ctx: AppContext,
  mailbox: MailboxRow,
  recipients: readonly string[],
  raw: Buffer,
): Promise<RecipientOutcome[]> {
  const parsed = await parseMail(raw, { skipImageLinks: true, skipTextToHtml: true });
  const email = emailOf(mailbox);
  const messageId = parsed.messageId ?? newMessageId(email);
  const references = [parsed.references ?? []].flat();
  const answered = [parsed.inReplyTo, ...references].filter((id): id is string => !!id);
  const [earlier] =
    answered.length > 0 ? await findMailboxMessages(ctx.db, mailbox.id, answered) : [];
  const now = await nowFor(ctx.db, mailbox.workspace_id);
  const warmup = await liveSubscriptionOf(ctx.db, mailbox.id);
  const domain = await findDomainById(ctx.db, mailbox.domain_id);
  const signals = await senderSignals(ctx.db, {
    domain: domain ?? { id: mailbox.domain_id, created_at: now.toISOString() },
    now,
    warmupDays: warmup ? Math.max(0, warmup.day_count - 1) : 0,
    dailyRamp: 50,
  });
  let sentToday = await sentSince(ctx, mailbox.id, `${now.toISOString().slice(0, 10)}T00:00:00`);
  const outcomes: RecipientOutcome[] = [];
  const send = (address: string) =>
    sendMail(ctx, {
      kind: 'campaign',
      from: {
        teamId: mailbox.team_id,
        workspaceId: mailbox.workspace_id,
        mailboxId: mailbox.id,
        domainId: mailbox.domain_id,
        account: mailAccountOf(ctx, mailbox),
      },
      to: { address, provider: providerOfAddress(address), mailboxId: null },
      mail: {
        messageId,
        to: address,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
        ...(parsed.inReplyTo ? { inReplyTo: parsed.inReplyTo } : {}),
        ...(references.length > 0 ? { references } : {}),
        signals: signalsFor(signals, sentToday, providerOfAddress(address)),
      },
      ...(earlier ? { threadId: earlier.thread_id } : {}),
      at: now.toISOString(),
    });
  for (const address of recipients) {
    let sent = await send(address);
    // Once a copy has gone, the message was taken: a recipient the network fails for now is
    // tried again at once (a client told "try later" would send the other copies twice).
    const taken = outcomes.some((o) => o.ok);
    for (let tries = 1; !sent.ok && sent.error.retryable && taken && tries < 3; tries++)
      sent = await send(address);
    if (!sent.ok) {
      outcomes.push({
        address,
        ok: false,
        temporary: sent.error.retryable,
        reason: sent.error.message,
      });
      // Nothing went yet: the whole message is refused, and the client sends it again.
      if (!taken) return outcomes;
      continue;
    }
    sentToday += 1;
    outcomes.push({ address, ok: true, messageId });
  }
  return outcomes;
}

/** Messages the mailbox sent since `from` (its time line), for the placement model's volume. */
async function sentSince(ctx: AppContext, mailboxId: string, from: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('mail_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mailbox_id', '=', mailboxId)
    .where('sent_at', '>=', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
