import { describe, expect, it } from 'vitest';
import { fail } from '../src/providers/result.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
} from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

describe('warmup when the mail network fails for now', () => {
  it('a reply it cannot take is sent later in the thread, not lost', async () => {
    // The replier's submissions fail every other time, retryably (the `sendflaky` magic value).
    const [ana, bob] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'MICROSOFT', username: `bob-sendflaky-${Date.now().toString(36)}` },
    ]);
    await settle(h);
    const clock = await clockForWorkspace(h);
    await addWarmup(h, [ana!.uid, bob!.uid], {
      warmup_start: 6,
      warmup_increment: 2,
      warmup_limit: 10,
      warmup_replyrate: 100,
    });
    await advanceClock(h, clock, '2d');

    const ledger = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['kind', 'sender', 'recipient', 'message_id', 'in_reply_to', 'arrived_at'])
      .select(['folder', 'replied_at', 'thread_id'])
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    const toBob = ledger.filter(
      (m) =>
        m.kind === 'warmup' &&
        m.sender === ana!.email.toLowerCase() &&
        m.arrived_at !== null &&
        m.folder !== 'missing',
    );
    expect(toBob.length).toBeGreaterThan(10);
    const replies = new Map(
      ledger.filter((m) => m.kind === 'reply').map((m) => [m.in_reply_to, m] as const),
    );
    // Replies still waiting for their next attempt when the clock stopped.
    const waiting = await h.ctx.db
      .selectFrom('warmup_sends')
      .innerJoin('mail_messages', 'mail_messages.id', 'warmup_sends.ledger_id')
      .select('mail_messages.message_id')
      .where('warmup_sends.kind', '=', 'reply')
      .where('warmup_sends.status', '=', 'planned')
      .execute();
    const pending = new Set(waiting.map((w) => w.message_id));
    // Every message bob received is answered (replyrate 100), or its answer is planned.
    const unanswered = toBob.filter(
      (m) => !replies.has(m.message_id) && !pending.has(m.message_id),
    );
    expect(unanswered).toEqual([]);
    // Some answers went out at a later attempt, in the thread of the message they answer.
    const retried = toBob.filter(
      (m) =>
        m.replied_at !== null &&
        Date.parse(m.replied_at) - Date.parse(m.arrived_at as string) >= 15 * 60_000,
    );
    expect(retried.length).toBeGreaterThan(0);
    for (const m of retried)
      expect(replies.get(m.message_id)).toMatchObject({
        sender: bob!.email.toLowerCase(),
        recipient: ana!.email.toLowerCase(),
        thread_id: m.thread_id,
      });
  });

  it('a rescue from spam the server cannot do now is done at the next look, not skipped', async () => {
    // Every message from the spamfolder sender lands in spam; each first move of a copy fails, as
    // a server answering NO [UNAVAILABLE] or dropping the connection does (a retryable failure).
    const network = h.ctx.providers.mailNetwork;
    const move = network.move;
    const refused = new Set<string>();
    network.move = async (account, ref, to) => {
      if (refused.has(ref)) return move(account, ref, to);
      refused.add(ref);
      return fail('unavailable', 'The IMAP server did not finish the command', true);
    };
    try {
      const [spammy, carl] = await activeMailboxes(h, [
        { platform: 'GOOGLE', username: `eve-spamfolder-${Date.now().toString(36)}` },
        { platform: 'MICROSOFT' },
      ]);
      await settle(h);
      const clock = await clockForWorkspace(h);
      await addWarmup(h, [spammy!.uid, carl!.uid], { warmup_start: 6, warmup_replyrate: 0 });
      await advanceClock(h, clock, '1d');
      const landed = await h.ctx.db
        .selectFrom('mail_messages')
        .select(['message_id', 'folder', 'rescued_at'])
        .where('sender', '=', spammy!.email.toLowerCase())
        .where('kind', '=', 'warmup')
        .where('arrived_at', 'is not', null)
        .execute();
      expect(landed.length).toBeGreaterThan(3);
      expect(refused.size).toBeGreaterThanOrEqual(landed.length);
      expect(landed.filter((m) => m.folder !== 'spam' || m.rescued_at === null)).toEqual([]);
    } finally {
      network.move = move;
    }
  });
});
