import type { AppContext } from '../../context.js';
import { chunks } from '../../db/chunks.js';
import { inTransaction } from '../../db/transaction.js';
import { draw } from '../../lib/draw.js';
import type { Logger } from '../../lib/logger.js';
import { type FoundMail, WARMUP_TAG_HEADER } from '../../providers/mail-network.js';
import { timeLinesOf } from '../clocks/surface.js';
import { findDomainsByIds } from '../domains/surface.js';
import { senderSignals, signalsFor } from '../infraguard/surface.js';
import {
  findMessagesByIds,
  type LedgerChange,
  newMessageId,
  providerOfPlatform,
  recordMail,
  sendMail,
} from '../mail/surface.js';
import { findMailboxesByInternalIds, mailAccountOf } from '../mailboxes/surface.js';
import {
  type Batch,
  drop,
  later,
  MINUTE,
  receiveDelay,
  senderOf,
  warmupTag,
} from './engine.batch.js';
import { answer } from './engine.reply.js';
import { warmupMessage } from './templates.js';
import { dailyTarget } from './warmup.settings.js';
import type { WarmupSendRow, WarmupSubscriptionRow } from './warmup.table.js';

/** Rows one tick works at most; more due means the next tick runs at once. */
export const BATCH = 500;
/** Messages sent or looked for at once. */
const PARALLEL = 8;
/** Looks for a message that found nothing, before it counts as `missing`. */
const MAX_TRIES = 3;

/**
 * Works the rows of the line due by `now`, oldest first: sends what is planned (a paused or
 * cancelled subscription's planned mail is dropped, not sent, and so is mail planned on this line
 * between mailboxes one of which has moved to another line) and has recipients look for what
 * was sent. Returns whether a full batch was worked (more may be due).
 */
export async function workLine(ctx: AppContext, line: string, now: Date, log: Logger) {
  const rows = await ctx.db
    .selectFrom('warmup_sends')
    .selectAll()
    .where('line', '=', line)
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return false;
  const subIds = [...new Set(rows.map((r) => r.subscription_id))];
  const subs = new Map<string, WarmupSubscriptionRow>();
  for (const slice of chunks(subIds)) {
    const found = await ctx.db
      .selectFrom('warmup_subscriptions')
      .selectAll()
      .where('id', 'in', slice)
      .execute();
    for (const sub of found) subs.set(sub.id, sub);
  }
  const mailboxes = await findMailboxesByInternalIds(
    ctx.db,
    rows.flatMap((r) => [r.sender_mailbox_id, r.recipient_mailbox_id]),
  );
  const batch: Batch = {
    ctx,
    log,
    now,
    line,
    lines: await timeLinesOf(
      ctx.db,
      [...mailboxes.values()].map((m) => m.workspace_id),
    ),
    subs,
    mailboxes,
    messages: await findMessagesByIds(
      ctx.db,
      rows.flatMap((r) => (r.ledger_id ? [r.ledger_id] : [])),
    ),
    signals: new Map(),
    sentToday: await sentOn(ctx, rows, now.toISOString().slice(0, 10)),
  };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++] as WarmupSendRow;
      try {
        if (row.status === 'planned') await send(batch, row);
        else await receive(batch, row);
      } catch (error) {
        log.error({ err: error, warmup_send: row.id }, 'warmup step failed; retrying later');
        await later(batch, row, 15 * MINUTE, row.tries);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return rows.length === BATCH;
}

/** What each sender of the batch has sent today, from the daily rollup. */
async function sentOn(ctx: AppContext, rows: WarmupSendRow[], day: string) {
  const senders = [
    ...new Set(rows.filter((r) => r.status === 'planned').map((r) => r.sender_mailbox_id)),
  ];
  const out = new Map<string, number>();
  for (const slice of chunks(senders)) {
    const found = await ctx.db
      .selectFrom('warmup_daily')
      .select(['mailbox_id', 'sent'])
      .where('day', '=', day)
      .where('mailbox_id', 'in', slice)
      .execute();
    for (const row of found) out.set(row.mailbox_id, row.sent);
  }
  return out;
}

async function send(batch: Batch, row: WarmupSendRow): Promise<void> {
  const { ctx, now } = batch;
  const sub = batch.subs.get(row.subscription_id);
  const from = batch.mailboxes.get(row.sender_mailbox_id);
  const to = batch.mailboxes.get(row.recipient_mailbox_id);
  if (sub?.status !== 'active' || from?.status !== 'active' || to?.status !== 'active')
    return void (await drop(batch, row));
  // Planned on a line one of them has left (its workspace attached to a clock or detached).
  if (
    batch.lines.get(from.workspace_id) !== batch.line ||
    batch.lines.get(to.workspace_id) !== batch.line
  )
    return void (await drop(batch, row));
  if (row.kind === 'reply') {
    const answered = row.ledger_id ? batch.messages.get(row.ledger_id) : undefined;
    if (!answered) return void (await drop(batch, row));
    return answer(batch, row, sub, answered, from, to);
  }
  let signals = batch.signals.get(from.id);
  if (!signals) {
    signals = findDomainsByIds(ctx.db, [from.domain_id]).then((domains) =>
      senderSignals(ctx.db, {
        domain: domains.get(from.domain_id) ?? {
          id: from.domain_id,
          created_at: now.toISOString(),
        },
        now,
        warmupDays: Math.max(0, sub.day_count - 1),
        dailyRamp: dailyTarget(
          sub,
          Math.max(0, sub.day_count - 1),
          from.id,
          ctx.config.sandbox.mailSeed,
        ),
      }),
    );
    batch.signals.set(from.id, signals);
  }
  const sentToday = batch.sentToday.get(from.id) ?? 0;
  batch.sentToday.set(from.id, sentToday + 1);
  const sender = senderOf(batch, from);
  const messageId = newMessageId(sender.account.email);
  const content = warmupMessage(
    ctx.config.sandbox.mailSeed,
    messageId,
    from.first_name || from.username,
  );
  const result = await sendMail(
    ctx,
    {
      kind: 'warmup',
      from: sender,
      to: {
        address: `${to.username}@${to.domain_name}`,
        provider: providerOfPlatform(to.platform),
        mailboxId: to.id,
      },
      mail: {
        messageId,
        to: `${to.username}@${to.domain_name}`,
        ...content,
        headers: { [WARMUP_TAG_HEADER]: warmupTag(sub) },
        signals: signalsFor(await signals, sentToday, providerOfPlatform(to.platform)),
      },
      at: now.toISOString(),
    },
    async (trx, message) => {
      if (message.bounce !== null) {
        await trx.deleteFrom('warmup_sends').where('id', '=', row.id).execute();
        return;
      }
      await trx
        .updateTable('warmup_sends')
        .set({
          status: 'sent',
          ledger_id: message.id,
          tries: 0,
          due_at: new Date(
            now.getTime() + receiveDelay(ctx.config.sandbox.mailSeed, messageId),
          ).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
    },
  );
  if (!result.ok) {
    batch.log.warn({ code: result.error.code, mailbox: from.uid }, 'warmup send failed');
    if (result.error.retryable) await later(batch, row, 15 * MINUTE, row.tries + 1);
    else await drop(batch, row);
  }
}

/** The recipient looks for the message: records where it landed, rescues it, reads it, replies. */
async function receive(batch: Batch, row: WarmupSendRow): Promise<void> {
  const { ctx, now } = batch;
  const message = row.ledger_id ? batch.messages.get(row.ledger_id) : undefined;
  const recipient = batch.mailboxes.get(row.recipient_mailbox_id);
  if (!message || !recipient || recipient.status !== 'active') return void (await drop(batch, row));
  const account = mailAccountOf(ctx, recipient);
  const network = ctx.providers.mailNetwork;
  const at = now.toISOString();
  const found = await network.find(account, { messageId: message.message_id });
  if (!found.ok) {
    if (found.error.retryable) await later(batch, row, 15 * MINUTE, row.tries);
    else await drop(batch, row);
    return;
  }
  const copy = found.messages[0];
  if (!copy) {
    if (row.tries + 1 < MAX_TRIES)
      return void (await later(batch, row, 30 * MINUTE, row.tries + 1));
    await inTransaction(ctx.db, async (trx) => {
      await recordMail(trx, [{ type: 'arrived', message, at, folder: 'missing', auth: null }]);
      await trx.deleteFrom('warmup_sends').where('id', '=', row.id).execute();
    });
    return;
  }
  const changes: LedgerChange[] = [
    { type: 'arrived', message, at, folder: copy.folder, auth: authText(copy) },
  ];
  let ref = copy.ref;
  if (copy.folder === 'spam') {
    const moved = await network.move(account, ref, 'inbox');
    // The server could not move it now: nothing is recorded yet, the next look finds it in spam.
    if (!moved.ok && moved.error.retryable)
      return void (await later(batch, row, 15 * MINUTE, row.tries));
    if (moved.ok) {
      ref = moved.ref;
      changes.push({ type: 'rescued', message, at });
    }
  }
  const marked = await network.mark(account, ref, { seen: true, flagged: row.kind === 'warmup' });
  if (!marked.ok)
    batch.log.warn(
      { code: marked.error.code, mailbox: recipient.uid },
      'warmup mail not marked read',
    );
  await inTransaction(ctx.db, async (trx) => {
    await recordMail(trx, changes);
    await trx.deleteFrom('warmup_sends').where('id', '=', row.id).execute();
  });
  const sub = batch.subs.get(row.subscription_id);
  const original = batch.mailboxes.get(row.sender_mailbox_id);
  if (row.kind !== 'warmup' || !sub || !original || original.status !== 'active') return;
  if (draw(ctx.config.sandbox.mailSeed, message.message_id, 'reply') >= sub.reply_rate / 100)
    return;
  await answer(batch, row, sub, message, recipient, original);
}

/** `spf=pass dkim=pass dmarc=pass`, as the ledger keeps a receiver's verdicts. */
function authText(copy: FoundMail): string {
  return `spf=${copy.auth.spf} dkim=${copy.auth.dkim} dmarc=${copy.auth.dmarc}`;
}
