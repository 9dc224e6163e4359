import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../../context.js';
import { findMailboxByInternalId, signInToSandbox } from '../mailboxes/surface.js';
import { sandboxCertificate } from './certificate.js';
import { submitMessage } from './submission.service.js';

/** Largest message taken (SIZE), as Gmail's submission limit. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Most recipients of one message. */
const MAX_RECIPIENTS = 100;

/** An SMTP reply: the code the client sees, and the text after it. */
const reply = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code });

/** The running endpoint: where clients reach it, its certificate, and how to stop it. */
export interface SandboxSmtp {
  host: string;
  port: number;
  certPath: string;
  close(): Promise<void>;
}

/**
 * Starts the sandbox's SMTP submission endpoint (`MAILWRIGHT_SANDBOX_SMTP_PORT`, docs/sandbox.md):
 * a client signs in, after STARTTLS, as a simulated mailbox with its address and app password
 * (anything else is a 535, as a real submission server answers), and what it sends goes into the
 * simulated mail network as that mailbox's mail (`submitMessage`). It listens on HOST; from then
 * on the credentials of simulated mailboxes name it (the host of MAILWRIGHT_PUBLIC_URL and the
 * port it has). The local profile's default port gives way to a free one when it is taken; a
 * port set explicitly that cannot be had stops the start, naming the variable.
 */
export async function startSandboxSmtp(ctx: AppContext): Promise<SandboxSmtp | null> {
  const settings = ctx.config.sandbox.smtp;
  if (!settings) return null;
  const host = new URL(ctx.config.publicUrl).hostname.replace(/^\[|\]$/g, '');
  const certificate = sandboxCertificate(ctx.config.dataDir, host);
  const log = ctx.log.child({ component: 'sandbox-smtp' });
  const server = new SMTPServer({
    name: host,
    banner: 'Mailwright sandbox submission: sign in with a simulated mailbox’s app password',
    key: certificate.key,
    cert: certificate.cert,
    size: MAX_MESSAGE_BYTES,
    authMethods: ['PLAIN', 'LOGIN'],
    // As real submission servers: no sign-in before STARTTLS, nothing sent without a sign-in.
    allowInsecureAuth: false,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      signInToSandbox(ctx, auth.username ?? '', auth.password ?? '').then(
        (mailbox) =>
          mailbox
            ? callback(null, { user: mailbox.id })
            : callback(reply(535, '5.7.8 Username and Password not accepted')),
        (error: unknown) => {
          log.error({ err: error }, 'sandbox SMTP sign-in failed');
          callback(reply(454, '4.7.0 Temporary authentication failure, try again later'));
        },
      );
    },
    onMailFrom(address, session, callback) {
      sender(ctx, session).then((email) => {
        if (email && address.address.toLowerCase() === email) return callback();
        callback(
          reply(
            553,
            `5.7.1 <${address.address}>: sender address not owned by the signed-in mailbox`,
          ),
        );
      }, callback);
    },
    onRcptTo(_address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
        return callback(reply(452, '4.5.3 Too many recipients'));
      callback();
    },
    onData(stream, session, callback) {
      receive(ctx, stream, session).then(
        (text) => callback(null, text),
        (error: unknown) => {
          if (!(error as { responseCode?: number }).responseCode)
            log.error({ err: error }, 'sandbox SMTP submission failed');
          callback(error as Error);
        },
      );
    },
  });
  // The server repeats its listener's errors here: one while it starts (the default port taken,
  // when a free one is taken instead) is `listen`'s to handle, not a connection error to log.
  let listening = false;
  server.on('error', (error) => {
    if (listening) log.warn({ err: error }, 'sandbox SMTP connection error');
  });
  const port = await listen(server, ctx.config.host, settings);
  listening = true;
  ctx.providers.sandboxSubmission.endpoint = { host, port };
  return {
    host,
    port,
    certPath: certificate.certPath,
    close: async () => {
      ctx.providers.sandboxSubmission.endpoint = null;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The signed-in mailbox's address, or null when it no longer may send. */
async function sender(ctx: AppContext, session: SMTPServerSession): Promise<string | null> {
  const mailbox = await findMailboxByInternalId(ctx.db, String(session.user));
  return mailbox?.status === 'active' ? `${mailbox.username}@${mailbox.domain_name}` : null;
}

/** Reads the message and hands it to the mail network; the reply text for a 250. */
async function receive(
  ctx: AppContext,
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw reply(552, '5.3.4 Message too big');
  const mailbox = await findMailboxByInternalId(ctx.db, String(session.user));
  if (mailbox?.status !== 'active') throw reply(550, '5.7.1 The mailbox may no longer send');
  const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
  const outcomes = await submitMessage(ctx, mailbox, recipients, Buffer.concat(chunks));
  const accepted = outcomes.find((o) => o.ok);
  if (!accepted?.ok) {
    const failure = outcomes.find((o) => !o.ok);
    if (failure && !failure.ok && !failure.temporary) throw reply(554, `5.7.0 ${failure.reason}`);
    throw reply(451, '4.3.0 The simulated network did not take the message; try again later');
  }
  const lost = outcomes.filter((o) => !o.ok).map((o) => o.address);
  if (lost.length > 0)
    ctx.log.warn(
      { mailbox_uid: mailbox.uid, recipients: lost.length },
      'sandbox SMTP copies not sent',
    );
  return `2.0.0 OK ${accepted.messageId}`;
}

/**
 * Listens on `host` at the configured port; the local profile's default (not chosen) gives way
 * to any free port when it is taken. Answers the port it has.
 */
async function listen(
  server: SMTPServer,
  host: string,
  settings: { port: number; chosen: boolean },
): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.server.once('error', onError);
      server.listen(port, host, () => {
        server.server.off('error', onError);
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  try {
    return await attempt(settings.port);
  } catch (error) {
    if (settings.chosen || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
    return attempt(0);
  }
}
