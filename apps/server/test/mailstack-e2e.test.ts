import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { authenticate } from 'mailauth';
import nodemailer from 'nodemailer';
import { expect, it } from 'vitest';
import { smtpRecipientCode } from '../src/mailstack/probe.js';
import { stackPaths } from '../src/mailstack/spec.js';
import { mergeAuthenticationResults } from '../src/providers/auth-results.js';
import { connectDomains, getDomain, settle, uniqueName } from './support/domains.js';
import { EVENT_TEST_ENV, statusTrail, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';
import {
  buyMailboxes,
  cancelAtOnce,
  expectMailboxActive,
  getMailbox,
  mailboxId,
  runDueNow,
} from './support/mailboxes.js';
import { describeOnMailStack, useMailStack } from './support/mailstack.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';

/**
 * The whole way on real servers, on both database dialects: a connected domain served by
 * PowerDNS, two SMTP mailboxes on Postfix + Dovecot, mail submitted, signed by OpenDKIM, read
 * over IMAP and verified (DKIM, SPF, DMARC) against what PowerDNS serves; then forwarding, a
 * password change, cancellation and deletion, each checked on the servers themselves.
 */
interface Credentials {
  password: string;
  smtp: { host: string; port: number; username: string };
  imap: { host: string; port: number; username: string };
}

describeOnMailStack('SMTP mailboxes on the real mail stack', () => {
  // Filled with the stack's settings when it has started, before the harness composes the app.
  const env: Record<string, string> = { ...EVENT_TEST_ENV };
  const stack = useMailStack(env);
  const h = useHarness({ env });
  useEventReceiver(h);

  const credentials = async (uid: string): Promise<Credentials> => {
    const res = await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const send = async (from: Credentials, to: string, subject: string) => {
    const transport = nodemailer.createTransport({
      host: from.smtp.host,
      port: from.smtp.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: from.smtp.username, pass: from.password },
    });
    await transport.sendMail({ from: from.smtp.username, to, subject, text: `${subject}\n` });
    transport.close();
  };
  const imap = (c: Credentials, password = c.password) =>
    new ImapFlow({
      host: c.imap.host,
      port: c.imap.port,
      secure: false,
      auth: { user: c.imap.username, pass: password },
      logger: false,
    });
  const canSignIn = async (c: Credentials, password?: string) => {
    const client = imap(c, password);
    try {
      await client.connect();
      await client.logout();
      return true;
    } catch {
      return false;
    }
  };
  /** Waits for a message with `subject` in the INBOX; answers its raw source. */
  const receive = async (c: Credentials, subject: string): Promise<Buffer> => {
    let source: Buffer | null = null;
    await waitFor(
      async () => {
        const client = imap(c);
        await client.connect();
        try {
          const lock = await client.getMailboxLock('INBOX');
          try {
            for await (const message of client.fetch('1:*', { envelope: true, source: true })) {
              if (message.envelope?.subject === subject) source = message.source ?? null;
            }
          } finally {
            lock.release();
          }
        } finally {
          await client.logout();
        }
        return source !== null;
      },
      PATIENCE_MS,
      `"${subject}" did not arrive in ${c.imap.username}'s INBOX`,
    );
    return source as unknown as Buffer;
  };

  it('connects a domain, runs two SMTP mailboxes, and signed mail flows until they are deleted', async () => {
    // The zone appears in PowerDNS and answers real queries with the nameservers we were given.
    // A `.test` name: the stack's own resolvers must not answer the special-use names themselves.
    const name = uniqueName('mailstack', 'test');
    const [connected] = await connectDomains(h, [name]);
    const ns = (await stack.resolver().resolveNs(name)).sort();
    expect(ns).toEqual([...(connected?.nameservers ?? [])].sort());
    await settle(h);
    expect((await getDomain(h, connected?.uid as string)).status).toBe('active');

    // Two SMTP mailboxes go active, with their events.
    const [ana, bob] = await buyMailboxes(h, name, [
      { platform: 'SMTP', username: 'ana' },
      { platform: 'SMTP', username: 'bob' },
    ]);
    await settle(h);
    for (const m of [ana, bob]) {
      await expectMailboxActive(h, m.uid);
      const trail = await statusTrail(h, m.uid);
      expect(trail).toContain('finalizing_setup');
      expect(trail.at(-1)).toBe('active');
    }
    const a = await credentials(ana.uid);
    const b = await credentials(bob.uid);
    expect(a.smtp).toMatchObject({ host: '127.0.0.1', port: stack.spec.ports.submission });

    // Submitted with nodemailer, read with imapflow, verified with mailauth against PowerDNS.
    await send(a, b.smtp.username, 'hello bob');
    const message = await receive(b, 'hello bob');
    // The receiving stack's own verdict (OpenDKIM's header, resolving through Unbound).
    const ours = ownAuthenticationResults(message, stack.spec.hostname);
    expect(ours.length, message.toString()).toBeGreaterThan(0);
    expect(mergeAuthenticationResults(ours).dkim, ours.join('\n')).toBe('pass');
    const resolver = stack.resolver();
    const verdict = await authenticate(message, {
      ip: '127.0.0.1',
      helo: 'localhost',
      sender: a.smtp.username,
      mta: stack.spec.hostname,
      resolver: (host: string, type: string) => resolver.resolve(host, type as 'TXT'),
    });
    expect(verdict.dkim.results[0]).toMatchObject({
      signingDomain: name,
      selector: 'mw1',
      status: { result: 'pass' },
    });
    expect(verdict.spf).toMatchObject({ status: { result: 'pass' } });
    expect(verdict.dmarc).toMatchObject({ status: { result: 'pass' } });

    // Forwarding: mail to ana arrives at bob as well.
    const fwd = await h.call('POST', '/v1/api/mailboxes/forwarding/setup', {
      body: { uids: [ana.uid], forwarding_email: b.smtp.username },
    });
    expect(fwd.status, JSON.stringify(fwd.body)).toBe(200);
    await settle(h);
    await send(b, a.smtp.username, 'for ana, forwarded');
    await receive(b, 'for ana, forwarded');
    await receive(a, 'for ana, forwarded');

    // A new password: the old one is refused, the new one signs in (the app password too).
    const changed = await h.call('POST', '/v1/api/mailboxes/password', {
      body: { uid: ana.uid, new_password: 'New-Passw0rd-for-ana!' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await canSignIn(a)).toBe(false);
    const a2 = await credentials(ana.uid);
    expect(a2.password).toBe('New-Passw0rd-for-ana!');
    expect(await canSignIn(a2)).toBe(true);
    expect(
      await canSignIn(
        a2,
        (await h.call('GET', `/v1/api/mailboxes/show-credentials?uid=${ana.uid}`)).body
          .app_password,
      ),
    ).toBe(true);

    // Cancelled: sign-in refused, mail kept on the server.
    await cancelAtOnce(h, ana.uid);
    expect(await canSignIn(a2)).toBe(false);
    const account = stack.accounts().find(a.smtp.username);
    expect(account?.state).toBe('cancelled');
    const maildir = join(stackPaths(stack.dir).mail, account?.account_id as string);
    expect(existsSync(maildir)).toBe(true);

    // Deleted: the account and its mail are gone, and Postfix refuses mail for it.
    const id = await mailboxId(h, ana.uid);
    expect(await runDueNow(h, 'mailboxes.archive', id)).toBe(1);
    await settle(h);
    expect(await runDueNow(h, 'mailboxes.delete', id)).toBe(1);
    await settle(h);
    expect((await getMailbox(h, ana.uid)).status).toBe('deleted');
    expect(stack.accounts().find(a.smtp.username)).toBeUndefined();
    expect(existsSync(maildir)).toBe(false);
    expect(await smtpRecipientCode('127.0.0.1', stack.spec.ports.smtp, a.smtp.username)).toBe(550);

    // A new username: the new address signs in with the same password and keeps the mail; the
    // old one is gone.
    const renamed = await h.call('POST', '/v1/api/mailboxes/username', {
      body: { uid: bob.uid, new_username: 'robert' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const r = await credentials(bob.uid);
    expect(r.imap.username).toBe(`robert@${name}`);
    expect(await canSignIn(b)).toBe(false);
    await receive(r, 'hello bob');
    expect(await smtpRecipientCode('127.0.0.1', stack.spec.ports.smtp, b.smtp.username)).toBe(550);
  }, 180_000);
});

/** The Authentication-Results headers `hostname` added to a message (unfolded), topmost first. */
function ownAuthenticationResults(message: Buffer, hostname: string): string[] {
  const head = message.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '';
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter((line) => /^authentication-results:/i.test(line))
    .map((line) => line.replace(/^authentication-results:\s*/i, ''))
    .filter((value) => value.toLowerCase().startsWith(`${hostname.toLowerCase()};`));
}
