import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import {
  type SandboxSmtp,
  startSandboxSmtp,
} from '../src/modules/sandbox-smtp/submission.server.js';
import { useHarness } from './support/harness.js';
import { freePort } from './support/listen.js';
import { cliPath, killAll, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';
import { activeMailboxes } from './support/warmup.js';

// The sandbox's SMTP submission endpoint, used as a sequencer or a mail client would: nodemailer
// signs in with a mailbox's credentials from Show mailbox credentials, over STARTTLS.

const h = useHarness({ env: { MAILWRIGHT_SANDBOX_SMTP_PORT: '0' } });
let smtp: SandboxSmtp | null = null;

afterEach(async () => {
  await smtp?.close();
  smtp = null;
  await killAll();
});

const credentials = async (uid: string) => {
  const res = await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A client as a sequencer configures one from a mailbox's credentials, trusting the sandbox's certificate. */
const client = (creds: any, certPath: string, overrides: Record<string, unknown> = {}) =>
  nodemailer.createTransport({
    host: creds.smtp.host,
    port: creds.smtp.port,
    secure: false,
    requireTLS: true,
    auth: { user: creds.smtp_username, pass: creds.app_password },
    tls: { ca: readFileSync(certPath) },
    ...overrides,
  });

const ledgerOf = (mailboxUid: string) =>
  h.ctx.db
    .selectFrom('mail_messages')
    .innerJoin('mailboxes', 'mailboxes.id', 'mail_messages.mailbox_id')
    .select([
      'mail_messages.kind',
      'mail_messages.recipient',
      'mail_messages.subject',
      'mail_messages.message_id',
      'mail_messages.thread_id',
      'mail_messages.bounce',
    ])
    .where('mailboxes.uid', '=', mailboxUid)
    .orderBy('mail_messages.sent_at')
    .orderBy('mail_messages.id')
    .execute();

describe('the sandbox SMTP submission endpoint', () => {
  it("takes a simulated mailbox's mail from a real client with its credentials, into its ledger and insights", async () => {
    const [google, microsoft, smtpBox] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'MICROSOFT' },
      { platform: 'SMTP' },
    ]);
    // Before the endpoint runs, the credentials name no real provider's host either.
    const before = await credentials(google!.uid);
    expect(before.smtp.host).toBe('smtp.mail.mailwright-sim.example');
    expect(before.imap).toMatchObject({ host: 'imap.mail.mailwright-sim.example', port: 993 });

    smtp = await startSandboxSmtp(h.ctx);
    const endpoint = smtp!;
    for (const box of [google, microsoft, smtpBox]) {
      const creds = await credentials(box!.uid);
      expect(creds.smtp).toEqual({
        host: '127.0.0.1',
        port: endpoint.port,
        username: box!.email,
        password: creds.app_password,
      });
      expect([creds.smtp_host, creds.smtp_port]).toEqual(['127.0.0.1', String(endpoint.port)]);
      expect(creds.imap_host).toBe('imap.mail.mailwright-sim.example');
    }

    const creds = await credentials(google!.uid);
    const transport = client(creds, endpoint.certPath);
    const first = await transport.sendMail({
      from: `Ana <${google!.email}>`,
      to: ['lead-one@gmail.com', 'lead-two@outlook.com'],
      subject: 'Quick question about your hiring',
      text: 'Hi, would a short call next week make sense?',
    });
    expect(first.accepted).toEqual(['lead-one@gmail.com', 'lead-two@outlook.com']);
    expect(first.response).toMatch(/^250 /);
    // A follow-up in the same thread, as a sequencer sends it.
    const second = await transport.sendMail({
      from: google!.email,
      to: 'lead-one@gmail.com',
      subject: 'Re: Quick question about your hiring',
      text: 'Just floating this up.',
      inReplyTo: first.messageId,
      references: [first.messageId],
    });
    expect(second.accepted).toEqual(['lead-one@gmail.com']);
    transport.close();

    const ledger = await ledgerOf(google!.uid);
    expect(ledger.map((m) => [m.kind, m.recipient, m.subject])).toEqual([
      ['campaign', 'lead-one@gmail.com', 'Quick question about your hiring'],
      ['campaign', 'lead-two@outlook.com', 'Quick question about your hiring'],
      ['campaign', 'lead-one@gmail.com', 'Re: Quick question about your hiring'],
    ]);
    expect(ledger[0]!.message_id).toBe(first.messageId);
    expect(ledger[2]!.thread_id).toBe(ledger[0]!.thread_id);
    // The other mailboxes sent nothing.
    expect(await ledgerOf(microsoft!.uid)).toEqual([]);

    // Email Insight shows it as the mailbox's campaign mail.
    const stats = await h.call('GET', `/v1/api/email-insights/mailbox/${google!.uid}/stats`);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(stats.body.data).toMatchObject({ sent: 3, campaign_sent: 3 });
    const top = await h.call('GET', `/v1/api/email-insights/mailbox/${google!.uid}/top-recipients`);
    expect(JSON.stringify(top.body.data)).toContain('lead-one@gmail.com');

    // The SMTP platform's and Microsoft's mailboxes sign in the same way.
    for (const box of [microsoft, smtpBox]) {
      const other = await credentials(box!.uid);
      const sent = await client(other, endpoint.certPath).sendMail({
        from: box!.email,
        to: 'someone@yahoo.com',
        subject: `From ${box!.email}`,
        text: 'Hello',
      });
      expect(sent.accepted).toEqual(['someone@yahoo.com']);
    }
    expect((await ledgerOf(smtpBox!.uid)).map((m) => m.recipient)).toEqual(['someone@yahoo.com']);
  });

  it('refuses a wrong password with 535, a sign-in before STARTTLS, and another sender address', async () => {
    const [box, other] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'GOOGLE' }]);
    smtp = await startSandboxSmtp(h.ctx);
    const creds = await credentials(box!.uid);
    const wrong = client({ ...creds, app_password: `${creds.app_password}x` }, smtp!.certPath);
    const refused = await wrong
      .verify()
      .catch((error: unknown) => error as Record<string, unknown>);
    expect(refused).toMatchObject({ responseCode: 535 });
    expect(String((refused as { response?: string }).response)).toContain(
      'Username and Password not accepted',
    );
    // The main password is not an app password: refused as a real provider refuses it.
    const main = client({ ...creds, app_password: creds.password }, smtp!.certPath);
    expect(await main.verify().catch((error: unknown) => error)).toMatchObject({
      responseCode: 535,
    });
    // Another mailbox's address with this one's app password: refused too.
    const crossed = client({ ...creds, smtp_username: other!.email }, smtp!.certPath);
    expect(await crossed.verify().catch((error: unknown) => error)).toMatchObject({
      responseCode: 535,
    });

    // No sign-in on a connection that did not start TLS.
    const plain = client(creds, smtp!.certPath, { requireTLS: false, ignoreTLS: true });
    const noTls = await plain.verify().catch((error: unknown) => error as Error);
    expect(noTls).toBeInstanceOf(Error);

    const right = client(creds, smtp!.certPath);
    expect(await right.verify()).toBe(true);
    const spoofed = await right
      .sendMail({ from: other!.email, to: 'x@gmail.com', subject: 's', text: 't' })
      .catch((error: unknown) => error);
    expect(spoofed).toMatchObject({ responseCode: 553 });
    right.close();
    expect(await ledgerOf(box!.uid)).toEqual([]);
  });

  it('gives way to a free port when the default one is taken, without logging an error for it', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const lines: string[] = [];
    const ctx = {
      ...h.ctx,
      config: {
        ...h.ctx.config,
        sandbox: { ...h.ctx.config.sandbox, smtp: { port, chosen: false } },
      },
      log: createLogger('info', { write: (line: string) => lines.push(line) }),
    };
    try {
      smtp = await startSandboxSmtp(ctx);
      expect(smtp?.port).toBeGreaterThan(0);
      expect(smtp?.port).not.toBe(port);
      expect(lines.filter((line) => /"level":(40|50|60)/.test(line))).toEqual([]);
    } finally {
      taken.close();
    }
  });

  it('runs beside the API of `serve` (not in a worker), and names its port in the banner', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const port = await freePort();
    const smtpPort = await freePort();
    const env = h.env({
      PORT: String(port),
      MAILWRIGHT_SANDBOX_SMTP_PORT: String(smtpPort),
    });
    const api = spawnNode(cliPath, ['serve', '--role', 'api'], env);
    await api.waitForOutput('Sandbox SMTP:', PROCESS_TEST_TIMEOUT_MS);
    expect(api.stdout()).toContain(`Sandbox SMTP: 127.0.0.1:${smtpPort} (STARTTLS`);
    const worker = spawnNode(cliPath, ['serve', '--role', 'worker'], env);
    await worker.waitForOutput('worker running', PROCESS_TEST_TIMEOUT_MS);
    expect(worker.stdout()).not.toContain('Sandbox SMTP');
    // A real SMTP client's sign-in with a made-up mailbox is refused by the process.
    const probe = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      requireTLS: true,
      auth: { user: 'nobody@nowhere.example', pass: 'wrong' },
      tls: { rejectUnauthorized: false },
    });
    expect(await probe.verify().catch((error: unknown) => error)).toMatchObject({
      responseCode: 535,
    });
  });
});
