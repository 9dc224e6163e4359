import type { ImapFlow } from 'imapflow';
import type { FoundMail, MailAccount, MailNetwork, MoveTarget } from '../mail-network.js';
import { WARMUP_TAG_HEADER } from '../mail-network.js';
import { fail, type ProviderResult, succeed } from '../result.js';
import { serverWords, signInFailure } from '../sign-in-failure.js';
import { browseFolders, readSource } from './browse.js';
import { commandError, imapCommandFailure, replyText } from './command-failure.js';
import { decodeRef, encodeRef, FOUND_FIELDS, foldersOf, foundMail } from './folders.js';
import { readFolder } from './read-folder.js';

/**
 * Where a platform's mail clients connect; `tls: false` only for a server on loopback. TLS on
 * SMTP is implicit on port 465 and STARTTLS elsewhere, unless `implicitTls` says. `signIn`: the
 * one credential every message of the platform is submitted with (a relay's), instead of the
 * sending account's own; `null` submits without signing in. `imap: null`: send only.
 */
export interface MailEndpoints {
  smtp: {
    host: string;
    port: number;
    implicitTls?: boolean;
    signIn?: { user: string; password: string } | null;
  };
  imap: { host: string; port: number } | null;
  tls: boolean;
}

const CREATE_NAMES: Record<MoveTarget, string> = {
  inbox: 'INBOX',
  spam: 'Junk',
  archive: 'Archive',
};
const TIMEOUT_MS = 20_000;

let clients: Promise<{
  ImapFlow: typeof import('imapflow').ImapFlow;
  nodemailer: typeof import('nodemailer').default;
}> | null = null;

/**
 * imapflow and nodemailer, imported on the first message sent or mailbox read: with what they
 * load (socks, ip-address, nodemailer's transports) about 1 MB of code that every process would
 * otherwise compile at start, each CLI command among them, without opening a mailbox.
 */
function loadClients() {
  clients ??= Promise.all([import('imapflow'), import('nodemailer')]).then(([imap, mailer]) => ({
    ImapFlow: imap.ImapFlow,
    nodemailer: mailer.default,
  }));
  return clients;
}

/**
 * The real mail network: SMTP submission (nodemailer) and IMAP (imapflow) with each platform's
 * client endpoints and the mailbox's own credentials. A recipient refused at submission is a
 * bounce (5xx hard, 4xx soft); a refused sign-in is `auth_failed`, unless the server says the
 * failure is its own and temporary (`signInFailure`); that, and a server that cannot be reached
 * or does not take the message, is a retryable `unavailable`. Placement is the receiving
 * server's: the signals are ignored.
 * A ref names the account, folder, UIDVALIDITY and UID of one copy.
 */
export function createImapMailNetwork(
  endpointsOf: (platform: string) => MailEndpoints | null,
): MailNetwork {
  const endpoints = (account: MailAccount) => endpointsOf(account.platform);

  return {
    async send(from, mail) {
      const ep = endpoints(from);
      if (!ep) return fail('unsupported_platform', `No mail endpoints for ${from.platform}`);
      const signIn =
        ep.smtp.signIn === undefined
          ? { user: from.email, password: from.password }
          : ep.smtp.signIn;
      if (signIn?.password === '') return fail('auth_failed', 'The host refused the sign-in');
      const implicit = ep.tls && (ep.smtp.implicitTls ?? ep.smtp.port === 465);
      const { nodemailer } = await loadClients();
      const transport = nodemailer.createTransport({
        host: ep.smtp.host,
        port: ep.smtp.port,
        secure: implicit,
        requireTLS: ep.tls && !implicit,
        ignoreTLS: !ep.tls,
        ...(signIn ? { auth: { user: signIn.user, pass: signIn.password } } : {}),
        connectionTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      });
      try {
        await transport.sendMail({
          from: from.email,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: mail.messageId,
          ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
          ...(mail.references ? { references: mail.references } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        return succeed({
          messageId: mail.messageId,
          sentAt: new Date().toISOString(),
          bounce: null,
          sendingIp: null,
        });
      } catch (error) {
        const e = error as {
          code?: string;
          responseCode?: number;
          response?: string;
          command?: string;
        };
        const credentials = { user: signIn?.user ?? '', password: signIn?.password ?? '' };
        if (e.code === 'EAUTH')
          return signInFailure(
            { protocol: 'smtp', code: e.responseCode, text: e.response ?? '' },
            credentials,
          );
        if (e.command === 'RCPT TO' || e.code === 'EENVELOPE') {
          const code = e.responseCode ?? 550;
          return succeed({
            messageId: mail.messageId,
            sentAt: new Date().toISOString(),
            sendingIp: null,
            bounce: {
              type: code >= 500 ? ('hard' as const) : ('soft' as const),
              diagnostic: e.response ?? String(code),
            },
          });
        }
        const words = serverWords(e.response, credentials);
        return fail(
          'unavailable',
          `The mail server did not take the message (${e.code ?? 'error'}${words ? `: ${words}` : ''})`,
          true,
        );
      } finally {
        transport.close();
      }
    },

    find: (account, query) =>
      withImap(endpoints(account), account, async (client) => {
        const messages: FoundMail[] = [];
        for (const { path, folder } of await foldersOf(client)) {
          const lock = await client.getMailboxLock(path);
          try {
            const header = query.messageId
              ? { 'message-id': query.messageId }
              : { [WARMUP_TAG_HEADER.toLowerCase()]: query.tag ?? '' };
            const uids = await client.search({ header }, { uid: true });
            if (!uids) throw commandError(client, 'UID SEARCH');
            if (uids.length === 0) continue;
            const validity = String(client.mailbox ? client.mailbox.uidValidity : 0);
            for await (const msg of client.fetch(uids, FOUND_FIELDS, { uid: true })) {
              const found = foundMail(msg, { account, path, validity, folder });
              if (query.messageId && found.messageId !== query.messageId) continue;
              if (query.tag && found.tag !== query.tag) continue;
              messages.push(found);
            }
          } finally {
            lock.release();
          }
        }
        return succeed({ messages });
      }),

    move: (account, ref, to) =>
      withImap(endpoints(account), account, async (client) => {
        const at = decodeRef(ref, account);
        if (!at) return fail('not_found', 'No such message');
        const target = await folderPath(client, to);
        const lock = await client.getMailboxLock(at.path);
        try {
          if (String(client.mailbox ? client.mailbox.uidValidity : 0) !== at.validity)
            return fail('not_found', 'No such message');
          const moved = await client.messageMove(String(at.uid), target, { uid: true });
          if (!moved) throw commandError(client, 'UID MOVE');
          const uid = moved.uidMap?.get(at.uid);
          const status = await client.status(target, { uidValidity: true });
          if (!status) throw commandError(client, 'STATUS');
          const validity = status.uidValidity;
          if (uid === undefined || validity === undefined)
            return fail('not_found', 'No such message');
          return succeed({
            ref: encodeRef({
              account: at.account,
              path: target,
              validity: String(validity),
              uid,
            }),
          });
        } finally {
          lock.release();
        }
      }),

    mark: (account, ref, flags) =>
      withImap(endpoints(account), account, async (client) => {
        const at = decodeRef(ref, account);
        if (!at) return fail('not_found', 'No such message');
        const lock = await client.getMailboxLock(at.path);
        try {
          if (String(client.mailbox ? client.mailbox.uidValidity : 0) !== at.validity)
            return fail('not_found', 'No such message');
          for (const [flag, on] of [
            ['\\Seen', flags.seen],
            ['\\Flagged', flags.flagged],
          ] as const) {
            if (on === undefined) continue;
            const done = on
              ? await client.messageFlagsAdd(String(at.uid), [flag], { uid: true })
              : await client.messageFlagsRemove(String(at.uid), [flag], { uid: true });
            if (!done) throw commandError(client, 'UID STORE');
          }
          return succeed({});
        } finally {
          lock.release();
        }
      }),

    readFolder: (account, folder, since, limit) =>
      withImap(endpoints(account), account, (client) => readFolder(client, folder, since, limit)),

    browse: (account, query) =>
      withImap(endpoints(account), account, (client) => browseFolders(client, account, query)),

    source: (account, ref) =>
      withImap(endpoints(account), account, (client) => readSource(client, account, ref)),
  };
}

/**
 * Signs in over IMAP, runs `work`, logs out. Every failure is a result: the sign-in's by
 * `signInFailure`, an unreachable server `unavailable`, and any command of `work` the server
 * refused or the connection lost on the way by `imapCommandFailure`.
 */
async function withImap<T extends object>(
  ep: MailEndpoints | null,
  account: MailAccount,
  work: (client: ImapFlow) => Promise<ProviderResult<T>>,
): Promise<ProviderResult<T>> {
  if (!ep?.imap)
    return fail('unsupported_platform', `No mailboxes to read for ${account.platform}`);
  if (account.password === '') return fail('auth_failed', 'The host refused the sign-in');
  const { ImapFlow } = await loadClients();
  const client = new ImapFlow({
    host: ep.imap.host,
    port: ep.imap.port,
    secure: ep.tls,
    ...(ep.tls ? {} : { doSTARTTLS: false }),
    auth: { user: account.email, pass: account.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
  });
  try {
    await client.connect();
  } catch (error) {
    const e = error as {
      authenticationFailed?: boolean;
      serverResponseCode?: string;
      response?: unknown;
      responseText?: string;
      code?: string;
    };
    if (e.authenticationFailed)
      return signInFailure(
        { protocol: 'imap', code: e.serverResponseCode, text: replyText(e) },
        { user: account.email, password: account.password },
      );
    return fail('unavailable', `The IMAP server could not be reached (${e.code ?? 'error'})`, true);
  }
  try {
    return await work(client);
  } catch (error) {
    return imapCommandFailure(error, { user: account.email, password: account.password });
  } finally {
    await client.logout().catch(() => undefined);
  }
}

/** The account's folder for `to`, created under its usual name when it has none. */
async function folderPath(client: ImapFlow, to: MoveTarget): Promise<string> {
  if (to === 'inbox') return 'INBOX';
  const found = (await foldersOf(client)).find((f) => f.folder === to);
  if (found) return found.path;
  await client.mailboxCreate(CREATE_NAMES[to]);
  return CREATE_NAMES[to];
}
