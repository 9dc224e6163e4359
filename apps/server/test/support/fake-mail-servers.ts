import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * Minimal IMAP and SMTP servers on loopback (port 0) that answer the sign-in with a reply the
 * test chooses, to see what the real mail-network adapter makes of a server's answer (a real
 * Dovecot or Postfix cannot be made to answer `NO [UNAVAILABLE]` or `454` on demand). They speak
 * just enough of each protocol for imapflow and nodemailer to reach the sign-in, and the IMAP
 * server, once it took the sign-in (`imapReply` `OK …`), just enough of a one-message INBOX to
 * reach each command the adapter sends. `{command}` in a reply is replaced by the line the
 * client sent, as a careless server echoes it.
 */
export interface FakeMailServers {
  imapPort: number;
  smtpPort: number;
  /** What the IMAP server answers LOGIN / AUTHENTICATE with, after the tag (`NO [UNAVAILABLE] …`). */
  imapReply: string;
  /** What the SMTP server answers AUTH with (`454 4.7.0 …`). */
  smtpReply: string;
  /**
   * After a sign-in it took: the answer (after the tag) to a command, by its verb with `UID`
   * (`SELECT`, `EXAMINE`, `UID SEARCH`, `UID FETCH`, `UID MOVE`, `UID STORE`), or `drop` to close
   * the connection without one. A command not named gets the fake's own answer.
   */
  imapCommands: Record<string, string>;
  /**
   * The SMTP server's answer to a command by its verb (`MAIL`, `RCPT`, `DATA`, or `.`: the end of
   * the message after DATA), or `drop` to close the connection without one.
   */
  smtpCommands: Record<string, string>;
  /** Every message the SMTP server took (its DATA, lines joined with CRLF), oldest first. */
  smtpMessages: string[];
}

/** Starts both servers for the file (beforeAll); they close in afterAll. */
export function useFakeMailServers(): FakeMailServers {
  const fake: FakeMailServers = {
    imapPort: 0,
    smtpPort: 0,
    imapReply: '',
    smtpReply: '',
    imapCommands: {},
    smtpCommands: {},
    smtpMessages: [],
  };
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  const listen = async (handle: (socket: Socket) => void): Promise<number> => {
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
      handle(socket);
    });
    servers.push(server);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  beforeAll(async () => {
    fake.imapPort = await listen((socket) => imapSession(socket, fake));
    fake.smtpPort = await listen((socket) => smtpSession(socket, fake));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
  });
  return fake;
}

/** Calls `onLine` with each CRLF-terminated line the client sends. */
function lines(socket: Socket, onLine: (line: string) => void): void {
  let buffer = '';
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onLine(line);
    }
  });
}

function imapSession(socket: Socket, fake: FakeMailServers): void {
  const capabilities = 'IMAP4rev1 SASL-IR AUTH=PLAIN UIDPLUS MOVE';
  socket.write(`* OK [CAPABILITY ${capabilities}] fake IMAP ready\r\n`);
  let pending: { tag: string; command: string } | null = null;
  let signedIn = false;
  const refuse = (tag: string, command: string) => {
    signedIn = /^OK\b/i.test(fake.imapReply);
    socket.write(`${tag} ${fake.imapReply.replace('{command}', command)}\r\n`);
  };
  lines(socket, (line) => {
    if (pending) {
      // The AUTHENTICATE payload sent after the continuation.
      const { tag, command } = pending;
      pending = null;
      return refuse(tag, `${command} ${line}`);
    }
    const [tag = '*', verb = ''] = line.split(' ');
    if (signedIn && verb.toUpperCase() !== 'LOGOUT') return signedInCommand(socket, fake, line);
    switch (verb.toUpperCase()) {
      case 'CAPABILITY':
        return socket.write(`* CAPABILITY ${capabilities}\r\n${tag} OK done\r\n`);
      case 'LOGIN':
        return refuse(tag, line);
      case 'AUTHENTICATE':
        if (line.split(' ').length > 3) return refuse(tag, line);
        pending = { tag, command: line };
        return socket.write('+ \r\n');
      case 'LOGOUT':
        socket.write(`* BYE bye\r\n${tag} OK done\r\n`);
        return socket.end();
      default:
        return socket.write(`${tag} BAD unknown command\r\n`);
    }
  });
}

/** A one-message INBOX (UIDVALIDITY 7, UID 1), or the answer the test chose for the command. */
function signedInCommand(socket: Socket, fake: FakeMailServers, line: string): void {
  const [tag = '*', first = '', second = ''] = line.split(' ');
  const verb = (first.toUpperCase() === 'UID' ? `UID ${second}` : first).toUpperCase();
  const chosen = fake.imapCommands[verb];
  if (chosen === 'drop') return void socket.destroy();
  if (chosen !== undefined)
    return void socket.write(`${tag} ${chosen.replace('{command}', line)}\r\n`);
  const untagged: Record<string, string> = {
    CAPABILITY: `* CAPABILITY IMAP4rev1 UIDPLUS MOVE\r\n`,
    LIST: '* LIST (\\HasNoChildren) "/" INBOX\r\n',
    LSUB: '* LSUB (\\HasNoChildren) "/" INBOX\r\n',
    SELECT: '* 1 EXISTS\r\n* OK [UIDVALIDITY 7] ok\r\n* OK [UIDNEXT 2] ok\r\n',
    EXAMINE: '* 1 EXISTS\r\n* OK [UIDVALIDITY 7] ok\r\n* OK [UIDNEXT 2] ok\r\n',
    'UID SEARCH': '* SEARCH 1\r\n',
    STATUS: '* STATUS INBOX (UIDVALIDITY 7)\r\n',
  };
  socket.write(`${untagged[verb] ?? ''}${tag} OK done\r\n`);
}

function smtpSession(socket: Socket, fake: FakeMailServers): void {
  const reply = () => fake.smtpReply;
  socket.write('220 fake.test ESMTP\r\n');
  let login: string[] | null = null;
  let data: string[] | null = null;
  lines(socket, (line) => {
    if (data) {
      if (line !== '.') return void data.push(line.startsWith('..') ? line.slice(1) : line);
      const end = fake.smtpCommands['.'];
      if (end === undefined || end.startsWith('250')) fake.smtpMessages.push(data.join('\r\n'));
      data = null;
      if (end === 'drop') return void socket.destroy();
      return socket.write(`${end ?? '250 2.0.0 queued'}\r\n`);
    }
    if (login) {
      login.push(line);
      if (login.length === 1) return socket.write('334 UGFzc3dvcmQ6\r\n');
      const command = login.join(' ');
      login = null;
      return socket.write(`${reply().replace('{command}', command)}\r\n`);
    }
    const verb = (line.split(' ')[0] ?? '').toUpperCase();
    const chosen = fake.smtpCommands[verb];
    if (chosen === 'drop') return void socket.destroy();
    if (chosen !== undefined) return void socket.write(`${chosen}\r\n`);
    switch (verb) {
      case 'EHLO':
        return socket.write('250-fake.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
      case 'AUTH':
        if (/^AUTH LOGIN$/i.test(line)) {
          login = [];
          return socket.write('334 VXNlcm5hbWU6\r\n');
        }
        return socket.write(`${reply().replace('{command}', line)}\r\n`);
      case 'DATA':
        data = [];
        return socket.write('354 go ahead\r\n');
      case 'QUIT':
        socket.write('221 bye\r\n');
        return socket.end();
      default:
        return socket.write('250 ok\r\n');
    }
  });
}
