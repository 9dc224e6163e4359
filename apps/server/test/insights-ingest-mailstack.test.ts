import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { expect, it } from 'vitest';
import { ingestNow } from '../src/modules/insights/ingest/ingest.job.js';
import { ingestMailbox } from '../src/modules/insights/ingest/ingest.js';
import { createMxProviders } from '../src/modules/insights/ingest/mx-provider.js';
import { mailAccountOf } from '../src/modules/mailboxes/access.service.js';
import { createDnsLookup } from '../src/providers/resolver.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeSmtpMailboxes, credentialsOf } from './support/mailboxes.js';
import { describeOnMailStack, type MailStack, useMailStack } from './support/mailstack.js';
import { routeDomainTo, useRefusingMx } from './support/remote-mx.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';

/**
 * Email Insight's ingester on the real mail stack: ana (an SMTP mailbox on Postfix + Dovecot)
 * sends as a mail client does (SMTP submission, then a copy into her Sent folder over IMAP) one
 * message to an address nothing serves, which Postfix bounces with a delivery-status report, and
 * one to bob, who answers in the thread. The ingester reads her Sent folder and INBOX and the
 * insights API shows one hard bounce with Postfix's diagnostic and one reply.
 */
describeOnMailStack('the IMAP ingester on the real mail stack', () => {
  const env: Record<string, string> = {};
  const stack: MailStack = useMailStack(env);
  const h = useHarness({ env });
  const elsewhere = useRefusingMx();

  /** Submits `raw` over SMTP as `user`, as a mail client does. */
  const submit = async (user: string, pass: string, to: string, raw: Buffer) => {
    const transport = stack.submission(user, pass);
    try {
      await transport.sendMail({ envelope: { from: user, to: [to] }, raw });
    } finally {
      transport.close();
    }
  };
  const compose = (options: ConstructorParameters<typeof MailComposer>[0]) =>
    new MailComposer(options).compile().build();
  /** The raw messages of a folder, oldest first. */
  const folder = async (user: string, pass: string, path: string) => {
    const client = await stack.imap(user, pass);
    try {
      if (!(await client.list()).some((b) => b.path === path)) return [];
      const lock = await client.getMailboxLock(path);
      try {
        const out: string[] = [];
        if ((client.mailbox ? client.mailbox.exists : 0) > 0)
          for await (const m of client.fetch('1:*', { source: true }))
            out.push(m.source?.toString() ?? '');
        return out;
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };
  /** Puts copies into the user's Sent folder (made afresh when `recreate`), as a client does. */
  const fileSent = async (user: string, pass: string, copies: Buffer[], recreate = false) => {
    const client = await stack.imap(user, pass);
    try {
      const exists = (await client.list()).some((b) => b.path === 'Sent');
      if (exists && recreate) await client.mailboxDelete('Sent');
      if (!exists || recreate) await client.mailboxCreate('Sent');
      for (const raw of copies) await client.append('Sent', raw, ['\\Seen']);
    } finally {
      await client.logout();
    }
  };

  it('turns a bounced message and a reply into one hard bounce and one reply, reads nothing twice, and starts over on a renumbered folder', async () => {
    const [ana, bob] = await activeSmtpMailboxes(h, [
      { prefix: 'inga', username: 'ana' },
      { prefix: 'ingb', username: 'bob' },
    ]);
    const anaDomain = (ana.email as string).split('@')[1];
    const anaPass = (await credentialsOf(h, ana.uid)).password;
    const bobPass = (await credentialsOf(h, bob.uid)).password;

    // ana writes to an address another organisation's server does not know (Postfix takes the
    // message, is refused at delivery and reports it to ana) and to bob.
    const nowhere = `nowhere-${randomBytes(3).toString('hex')}.example`;
    await routeDomainTo(stack, nowhere, await elsewhere.port());
    const ghost = `ghost-${randomBytes(3).toString('hex')}@${nowhere}`;
    const lost = `<lost.${randomBytes(6).toString('hex')}@${anaDomain}>`;
    const hello = `<hello.${randomBytes(6).toString('hex')}@${anaDomain}>`;
    const toGhost = await compose({
      from: ana.email,
      to: ghost,
      subject: 'Quick question',
      text: 'Hi, would a short call next week make sense?',
      messageId: lost,
    });
    const toBob = await compose({
      from: ana.email,
      to: bob.email,
      subject: 'Quick question',
      text: 'Hi Bob, would a short call next week make sense?',
      messageId: hello,
    });
    // Until the reloaded Postfix serves the route, the loopback stack refuses outside domains.
    await waitFor(
      () =>
        submit(ana.email, anaPass, ghost, toGhost).then(
          () => true,
          () => false,
        ),
      PATIENCE_MS,
      'Postfix did not take mail for the routed domain',
    );
    await submit(ana.email, anaPass, bob.email, toBob);
    await fileSent(ana.email, anaPass, [toGhost, toBob]);

    // bob answers in the thread once it has arrived.
    await waitFor(
      async () => (await folder(bob.email, bobPass, 'INBOX')).some((m) => m.includes(hello)),
      PATIENCE_MS,
      'ana’s message did not reach bob',
    );
    await submit(
      bob.email,
      bobPass,
      ana.email,
      await compose({
        from: bob.email,
        to: ana.email,
        subject: 'Re: Quick question',
        text: 'Sure, Tuesday works.',
        inReplyTo: hello,
        references: [hello],
      }),
    );
    await waitFor(
      async () => {
        const inbox = await folder(ana.email, anaPass, 'INBOX');
        return inbox.length === 2 && inbox.some((m) => /delivery-status/i.test(m));
      },
      PATIENCE_MS,
      'the bounce report and the reply did not reach ana',
    );

    // A read is queued now (as `mailwright insights ingest` does) and the worker runs it.
    const anaRow = await h.ctx.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('uid', '=', ana.uid)
      .executeTakeFirstOrThrow();
    expect(await ingestNow(h.ctx, ana.uid)).toBe(1);
    await settle(h);

    const get = (name: string) =>
      h.call('GET', `/v1/api/email-insights/mailbox/${ana.uid}/${name}`);
    const bounces = await get('bounce-events');
    expect(bounces.status).toBe(200);
    expect(bounces.body.data.events).toHaveLength(1);
    expect(bounces.body.data.events[0]).toMatchObject({
      message_id: lost,
      recipient: ghost,
      type: 'hard',
      diagnostic: expect.stringMatching(/^550 5\.1\.1 <ghost-.*User unknown/),
      auth_failure: false,
    });
    const stats = await get('stats');
    expect(stats.body.data).toMatchObject({
      sent: 2,
      first_touch: 2,
      hard_bounced: 1,
      soft_bounced: 0,
      replies: 1,
      replied_threads: 1,
      auto_replies: 0,
      bounce_rate: 50,
      reply_rate: 50,
    });
    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('mailbox_id', '=', anaRow.id)
      .orderBy('message_id')
      .execute();
    expect(rows.map((r) => [r.message_id, r.recipient, r.bounce, r.replied_at !== null])).toEqual(
      [
        [hello, bob.email, null, true],
        [lost, ghost, 'hard', false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // Each row keeps its body's template (the copies carry no Received header: no sending IP).
    expect(rows.map((r) => [r.body_template !== null, r.sending_ip])).toEqual([
      [true, null],
      [true, null],
    ]);
    // The chain activation started goes on: one read is queued, at the next slot.
    const next = await h.ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('name', '=', 'insights.ingest-mailbox')
      .where('status', '=', 'queued')
      .where('payload', 'like', `%${anaRow.id}%`)
      .execute();
    expect(next).toHaveLength(1);

    // A second run reads nothing new.
    const providerOf = createMxProviders(
      createDnsLookup([`127.0.0.1:${stack.spec.ports.dns}`]),
      60_000,
    );
    const owner = {
      id: anaRow.id,
      teamId: anaRow.team_id,
      workspaceId: anaRow.workspace_id,
      domainId: anaRow.domain_id,
      email: ana.email,
    };
    const again = await ingestMailbox(h.ctx, owner, mailAccountOf(h.ctx, anaRow), providerOf);
    expect(again).toEqual({ ok: true, read: { sent: 0, inbox: 0 }, written: 0, restarted: [] });

    // The Sent folder made afresh (a new UIDVALIDITY) with the same copies and one more: read
    // again from its start, only the new message is written.
    const later = `<later.${randomBytes(6).toString('hex')}@${anaDomain}>`;
    const third = await compose({
      from: ana.email,
      to: bob.email,
      subject: 'Following up',
      text: 'Any news?',
      messageId: later,
      inReplyTo: hello,
      references: [hello],
    });
    await fileSent(ana.email, anaPass, [toGhost, toBob, third], true);
    const renumbered = await ingestMailbox(h.ctx, owner, mailAccountOf(h.ctx, anaRow), providerOf);
    expect(renumbered).toEqual({
      ok: true,
      read: { sent: 3, inbox: 0 },
      written: 1,
      restarted: ['sent'],
    });
    const followUp = await get('stats');
    expect(followUp.body.data).toMatchObject({ sent: 3, first_touch: 2, follow_up: 1 });
  });
});
