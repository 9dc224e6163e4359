import type { AppContext } from '../../context.js';
import { draw } from '../../lib/draw.js';
import type { Logger } from '../../lib/logger.js';
import type { SenderSignals } from '../infraguard/surface.js';
import type { MailMessageRow, Sender } from '../mail/surface.js';
import { type MailboxRow, mailAccountOf } from '../mailboxes/surface.js';
import type { WarmupSendRow, WarmupSubscriptionRow } from './warmup.table.js';

// What the warmup engine's steps (engine.work.ts, engine.reply.ts) share while they work one
// batch of `warmup_sends` rows.

export const MINUTE = 60_000;

/** Everything the rows of one batch refer to, read once. */
export interface Batch {
  ctx: AppContext;
  log: Logger;
  now: Date;
  /** The time line the batch is of, and the line of each workspace of its mailboxes. */
  line: string;
  lines: Map<string, string>;
  subs: Map<string, WarmupSubscriptionRow>;
  mailboxes: Map<string, MailboxRow>;
  messages: Map<string, MailMessageRow>;
  signals: Map<string, Promise<SenderSignals>>;
  sentToday: Map<string, number>;
}

export const drop = (batch: Batch, row: WarmupSendRow) =>
  batch.ctx.db.deleteFrom('warmup_sends').where('id', '=', row.id).execute();

export const later = (batch: Batch, row: WarmupSendRow, afterMs: number, tries: number) =>
  batch.ctx.db
    .updateTable('warmup_sends')
    .set({ due_at: new Date(batch.now.getTime() + afterMs).toISOString(), tries })
    .where('id', '=', row.id)
    .execute();

/** When a recipient looks for a message: 5 to 45 minutes after it was sent. */
export const receiveDelay = (seed: string, messageId: string) =>
  (5 + Math.floor(draw(seed, messageId, 'receive') * 40)) * MINUTE;

export function senderOf(batch: Batch, mailbox: MailboxRow): Sender {
  return {
    teamId: mailbox.team_id,
    workspaceId: mailbox.workspace_id,
    mailboxId: mailbox.id,
    domainId: mailbox.domain_id,
    account: mailAccountOf(batch.ctx, mailbox),
  };
}

/** The warmup tag a subscription's mail carries (`X-Mailwright-Warmup`). */
export function warmupTag(sub: Pick<WarmupSubscriptionRow, 'uid'>): string {
  return `mw-${sub.uid.slice(0, 8)}`;
}
