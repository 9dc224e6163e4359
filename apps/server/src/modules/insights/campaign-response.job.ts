import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { scheduleFor } from '../clocks/surface.js';
import { type MailMessageRow, recordMail } from '../mail/surface.js';

export type CampaignResponse = 'replied' | 'auto_replied';

/**
 * A simulated recipient answers a campaign message, at `at` on the sender's time line: a person
 * (`replied`) or an auto-responder (`auto_replied`). Scheduled when the message is sent, so the
 * answer is written when it happens (a sandbox clock's advance reaches it) and the ledger never
 * holds a time after the workspace's now. A message that bounced or was answered meanwhile is
 * left as it is.
 */
export const campaignResponseJob = defineJob({
  name: 'insights.campaign-response',
  payload: Type.Object({
    messageId: Type.String(),
    response: Type.Union([Type.Literal('replied'), Type.Literal('auto_replied')]),
    at: Type.String(),
  }),
  async handle({ messageId, response, at }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const message = await trx
        .selectFrom('mail_messages')
        .selectAll()
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!message || message.bounce !== null) return;
      if (message.replied_at !== null || message.auto_replied_at !== null) return;
      await recordMail(trx, [{ type: response, message, at }]);
    });
  },
});

/** Schedules the answer to `message` at `at` (once per message, by key). */
export function scheduleCampaignResponse(
  trx: Transaction<DB>,
  ctx: AppContext,
  message: MailMessageRow,
  response: CampaignResponse,
  at: string,
) {
  return scheduleFor(
    trx,
    ctx,
    message.workspace_id,
    campaignResponseJob,
    { messageId: message.id, response, at },
    { at: new Date(at), key: `campaign-response:${message.id}` },
  );
}
