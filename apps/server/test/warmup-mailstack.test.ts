import { ImapFlow } from 'imapflow';
import { expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { activeSmtpMailboxes } from './support/mailboxes.js';
import { describeOnMailStack, useMailStack } from './support/mailstack.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';
import {
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
  warmupDetails,
} from './support/warmup.js';

/**
 * Warmup on real servers: two SMTP mailboxes on Postfix + Dovecot (on domains served by
 * PowerDNS) warm each other on a sandbox clock; their mail is submitted over SMTP, found, rescued
 * and flagged over IMAP, and answered in its thread. The test files one warmup message into the
 * recipient's Junk folder before the recipient looks, as a receiving spam filter would.
 */
interface Credentials {
  password: string;
  imap: { host: string; port: number; username: string };
}

describeOnMailStack('warmup between SMTP mailboxes on the real mail stack', () => {
  const env: Record<string, string> = { ...CLOCK_ENV };
  const stack = useMailStack(env);
  const h = useHarness({ env });

  const imap = async (c: Credentials) => {
    const client = new ImapFlow({
      host: c.imap.host,
      port: c.imap.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: c.imap.username, pass: c.password },
      logger: false,
    });
    await client.connect();
    return client;
  };
  /** The message's copies in `folder` of the mailbox, with their flags and threading. */
  const copies = async (c: Credentials, folder: string, header: Record<string, string>) => {
    const client = await imap(c);
    try {
      if (!(await client.list()).some((b) => b.path === folder)) return [];
      const lock = await client.getMailboxLock(folder);
      try {
        const uids = (await client.search({ header }, { uid: true })) || [];
        const out = [];
        if (uids.length > 0)
          for await (const m of client.fetch(uids, { envelope: true, flags: true }, { uid: true }))
            out.push({ uid: m.uid, envelope: m.envelope, flags: m.flags ?? new Set<string>() });
        return out;
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };
  /** Files the message into Junk, as the receiving server's spam filter would. */
  const fileIntoJunk = async (c: Credentials, messageId: string) => {
    const client = await imap(c);
    try {
      if (!(await client.list()).some((b) => b.path === 'Junk')) await client.mailboxCreate('Junk');
      const lock = await client.getMailboxLock('INBOX');
      try {
        const uids =
          (await client.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
        expect(uids).toHaveLength(1);
        await client.messageMove(String(uids[0]), 'Junk', { uid: true });
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };

  it('sends, finds, rescues from the spam folder and replies over IMAP', async () => {
    const [ana, bob] = await activeSmtpMailboxes(h, [
      { prefix: 'wua', username: 'ana' },
      { prefix: 'wub', username: 'bob' },
    ]);
    const bobCreds: Credentials = (
      await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid: bob.uid } })
    ).body;
    const anaCreds: Credentials = (
      await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid: ana.uid } })
    ).body;

    // The sandbox clock runs hours in seconds; Postfix delivers in real time. Before each step,
    // every message sent and not yet looked for is in its recipient's mailbox on the server, so
    // the recipient's look at the next step finds it however busy the machine is.
    const credsOf = new Map([
      [ana.email, anaCreds],
      [bob.email, bobCreds],
    ]);
    /** The message looked for last and not found, for the failure message. */
    let missing: { message_id: string; recipient: string } | null = null;
    const delivered = async () => {
      const waiting = await h.ctx.db
        .selectFrom('mail_messages')
        .select(['message_id', 'recipient'])
        .where('arrived_at', 'is', null)
        .where('recipient', 'in', [...credsOf.keys()])
        .execute();
      for (const m of waiting) {
        const creds = credsOf.get(m.recipient) as Credentials;
        const header = { 'message-id': m.message_id };
        if (
          (await copies(creds, 'INBOX', header)).length +
            (await copies(creds, 'Junk', header)).length ===
          0
        ) {
          missing = m;
          return false;
        }
      }
      return true;
    };
    const notDelivered = (what: string, messageId: string | undefined) =>
      `${what}; what Postfix logged about it:\n${stack.mailLog(messageId ? [messageId] : [])}`;
    const step = async () => {
      await waitFor(delivered, PATIENCE_MS, () =>
        notDelivered(
          `a sent message did not reach its recipient over SMTP: ${JSON.stringify(missing)}`,
          missing?.message_id,
        ),
      );
      await advanceClock(h, clock, '1h');
    };

    const clock = await clockForWorkspace(h);
    await addWarmup(h, [ana.uid, bob.uid], { warmup_start: 3, warmup_replyrate: 100 });
    await advanceClock(h, clock, '8h');
    // Hour by hour: the first message ana sends bob is filed into Junk before bob looks (5 to
    // 45 minutes after it was sent, so at the next hour's step).
    let filed: string | null = null;
    for (let hour = 8; hour < 20; hour += 1) {
      await step();
      if (filed) continue;
      const sent = await h.ctx.db
        .selectFrom('mail_messages')
        .select(['message_id', 'arrived_at'])
        .where('sender', '=', ana.email)
        .where('kind', '=', 'warmup')
        .orderBy('sent_at')
        .executeTakeFirst();
      if (!sent) continue;
      expect(sent.arrived_at).toBeNull();
      await waitFor(
        async () =>
          (await copies(bobCreds, 'INBOX', { 'message-id': sent.message_id })).length === 1,
        PATIENCE_MS,
        () => notDelivered('the warmup message did not reach bob over SMTP', sent.message_id),
      );
      await fileIntoJunk(bobCreds, sent.message_id);
      filed = sent.message_id;
    }
    expect(filed).not.toBeNull();
    const row = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('message_id', '=', filed as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      folder: 'spam',
      recipient: bob.email,
      recipient_mailbox_id: expect.any(String),
    });
    expect(row.rescued_at).not.toBeNull();
    expect(row.replied_at).not.toBeNull();

    // On the server: back in bob's inbox, read and flagged; the answer is in ana's inbox.
    const [rescued] = await copies(bobCreds, 'INBOX', { 'message-id': filed as string });
    expect(rescued?.flags.has('\\Seen')).toBe(true);
    expect(rescued?.flags.has('\\Flagged')).toBe(true);
    expect(await copies(bobCreds, 'Junk', { 'message-id': filed as string })).toEqual([]);
    const reply = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['message_id', 'thread_id'])
      .where('in_reply_to', '=', filed as string)
      .executeTakeFirstOrThrow();
    expect(reply.thread_id).toBe(filed);
    let answers: Awaited<ReturnType<typeof copies>> = [];
    await waitFor(
      async () => {
        answers = await copies(anaCreds, 'INBOX', { 'message-id': reply.message_id });
        return answers.length === 1;
      },
      PATIENCE_MS,
      'the reply did not reach ana',
    );
    expect(answers[0]?.envelope?.inReplyTo).toBe(filed);
    expect(answers[0]?.envelope?.subject).toMatch(/^Re: /);

    const { daily } = await warmupDetails(h, ana.uid, 2);
    const today = daily.at(-1);
    expect(today?.sent).toBeGreaterThan(0);
    expect(today).toMatchObject({ spam: 1, rescued: 1, bounced: 0 });
    expect((today?.inbox ?? 0) + (today?.spam ?? 0)).toBe(today?.sent);
    expect(today?.replied).toBe(today?.sent);
  }, 600_000);
});
