import { randomBytes } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { activeSmtpMailboxes, credentialsOf, oneMailbox } from './support/mailboxes.js';
import { describeOnMailStack, type MailStack, useMailStack } from './support/mailstack.js';
import { addMember } from './support/members.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';

/**
 * The mail viewer of a mailbox on the real mail stack (Postfix + Dovecot on loopback): bob (an
 * SMTP mailbox on the stack) writes to ana, once with HTML that loads a remote image and once a
 * message ana's spam filter (here: ana herself, over IMAP) files in Junk. The viewer's list and
 * message operations read ana's IMAP with the credentials the server keeps, with sandbox tools
 * turned off (a real mailbox's IMAP is not the simulator's data), for any member of the team;
 * another team gets a 404.
 */
describeOnMailStack('the mail viewer on the real mail stack', () => {
  const env: Record<string, string> = { MAILWRIGHT_SANDBOX_CLOCKS: 'false' };
  const stack: MailStack = useMailStack(env);
  const h = useHarness({ env });

  const send = async (user: string, pass: string, mail: SendMailOptions) => {
    const transport = stack.submission(user, pass);
    try {
      await transport.sendMail({ from: user, ...mail });
    } finally {
      transport.close();
    }
  };
  /** Moves the message with this Message-ID from ana's INBOX into Junk, as a spam filter would. */
  const fileIntoJunk = async (user: string, pass: string, messageId: string) => {
    const client = await stack.imap(user, pass);
    try {
      if (!(await client.list()).some((b) => b.path === 'Junk')) await client.mailboxCreate('Junk');
      const lock = await client.getMailboxLock('INBOX');
      try {
        const uids = await client.search({ header: { 'message-id': messageId } }, { uid: true });
        expect(uids).toHaveLength(1);
        await client.messageMove(String((uids as number[])[0]), 'Junk', { uid: true });
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };

  it('lists INBOX and Junk, filters and searches them, and returns a message’s parts, source and verdicts; another team gets a 404', async () => {
    const [ana, bob] = await activeSmtpMailboxes(h, [
      { prefix: 'viewa', username: 'ana' },
      { prefix: 'viewb', username: 'bob' },
    ]);
    const anaPass = (await credentialsOf(h, ana.uid)).password as string;
    const bobPass = (await credentialsOf(h, bob.uid)).password as string;
    const bobDomain = (bob.email as string).split('@')[1];
    const newsletter = `<news.${randomBytes(6).toString('hex')}@${bobDomain}>`;
    const offer = `<offer.${randomBytes(6).toString('hex')}@${bobDomain}>`;
    const pixel = 'http://127.0.0.1:9/open.png?who=ana';
    await send(bob.email, bobPass, {
      to: ana.email,
      subject: 'Spring newsletter',
      text: 'Our spring news.',
      html: `<p>Our <b>spring</b> news.</p><img src="${pixel}" alt="">`,
      messageId: newsletter,
    });
    await send(bob.email, bobPass, {
      to: ana.email,
      subject: 'Limited time offer',
      text: 'Act now.',
      messageId: offer,
    });

    const path = `/v1/api/sandbox/mailboxes/${ana.uid}/messages`;
    const list = async (query: Record<string, string> = {}) => {
      const res = await h.call('GET', path, { query: { direction: 'received', ...query } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.messages as any[];
    };
    await waitFor(
      async () => (await list()).length === 2,
      PATIENCE_MS,
      'bob’s mail did not reach ana',
    );
    await fileIntoJunk(ana.email, anaPass, offer);

    // Both folders, newest first, each in its folder; `folder` and `q` filter on the server.
    const all = await list();
    expect(all.map((m) => [m.subject, m.folder, m.direction, m.from, m.to])).toEqual([
      ['Limited time offer', 'spam', 'received', bob.email, ana.email],
      ['Spring newsletter', 'inbox', 'received', bob.email, ana.email],
    ]);
    expect((await list({ folder: 'spam' })).map((m) => m.subject)).toEqual(['Limited time offer']);
    expect((await list({ folder: 'inbox' })).map((m) => m.subject)).toEqual(['Spring newsletter']);
    expect(await list({ folder: 'missing' })).toEqual([]);
    expect((await list({ q: 'newsletter' })).map((m) => m.subject)).toEqual(['Spring newsletter']);
    expect(await list({ q: 'no such words anywhere' })).toEqual([]);

    // The HTML message, for the sandboxed frame: its remote image is in the HTML as the sender
    // wrote it (the viewer's frame blocks it); the stack's milters' verdicts from its headers.
    const ref = all[1].ref as string;
    // Longer than find-my-way's default 100 characters a path segment (routerOptions allow 700).
    expect(ref.length).toBeGreaterThan(100);
    const one = await h.call('GET', `${path}/${ref}`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const m = one.body.message_detail;
    expect(m).toMatchObject({
      ref,
      direction: 'received',
      kind: 'other',
      from: bob.email,
      to: ana.email,
      subject: 'Spring newsletter',
      folder: 'inbox',
      bounce: null,
      produced_by: null,
      auth: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
    });
    expect(m.html).toContain(`<img src="${pixel}"`);
    expect(m.text.trim()).toBe('Our spring news.');
    expect(m.raw).toContain(`Message-ID: ${newsletter}`);
    expect(m.authentication_results).toContain('dkim=pass');
    expect(m.headers.map((x: any) => x.name)).toEqual(
      expect.arrayContaining(['subject', 'from', 'to', 'authentication-results', 'received']),
    );
    const junk = await h.call('GET', `${path}/${all[0].ref}`);
    expect(junk.body.message_detail).toMatchObject({
      folder: 'spam',
      subject: 'Limited time offer',
    });
    // The credentials stay on the server.
    for (const body of [one.body, junk.body]) expect(JSON.stringify(body)).not.toContain(anaPass);

    // Any member of the team may read it; a ref that is not one of ana's copies is a 404.
    const member = await addMember(h, 'member');
    expect((await h.call('GET', path, { token: member.token })).status).toBe(200);
    const forged = `i.${Buffer.from(JSON.stringify({ account: bob.email, path: 'INBOX', validity: '1', uid: 1 })).toString('base64url')}`;
    expect((await h.call('GET', `${path}/${forged}`)).status).toBe(404);

    // Another team: ana's mailbox and her messages are not found.
    const other = await h.createTeam('Elsewhere');
    const as = { token: other.token, workspace: other.workspace.uid };
    expect((await h.call('GET', path, as)).status).toBe(404);
    expect((await h.call('GET', `${path}/${ref}`, as)).status).toBe(404);
  });

  it('a simulated mailbox’s mail stays sandbox data: refused while sandbox tools are off', async () => {
    const { mailbox: sim } = await oneMailbox(h, { platform: 'GOOGLE' });
    const res = await h.call('GET', `/v1/api/sandbox/mailboxes/${sim.uid}/messages`);
    expect([res.status, res.body.message]).toEqual([
      403,
      expect.stringContaining('MAILWRIGHT_SANDBOX_CLOCKS'),
    ]);
    const one = await h.call('GET', `/v1/api/sandbox/mailboxes/${sim.uid}/messages/r.1`);
    expect(one.status).toBe(403);
  });
});
