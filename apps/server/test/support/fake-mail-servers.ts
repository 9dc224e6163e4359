import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * Minimal IMAP and SMTP servers on loopback (port 0) that refuse every sign-in with a reply the
 * test chooses, to see what the real mail-network adapter makes of a server's answer (a real
 * Dovecot or Postfix cannot be made to answer `NO [UNAVAILABLE]` or `454` on demand). They speak
 * just enough of each protocol for imapflow and nodemailer to reach the sign-in. `{command}` in
 * a reply is replaced by the line the client sent, as a careless server echoes it.
 */
export interface FakeMailServers {
  imapPort: number;
  smtpPort: number;
  /** What the IMAP server answers LOGIN / AUTHENTICATE with, after the tag (`NO [UNAVAILABLE] …`). */
  imapReply: string;
  /** What the SMTP server answers AUTH with (`454 4.7.0 …`). */
  smtpReply: string;
}

/** Starts both servers for the file (beforeAll); they close in afterAll. */
export function useFakeMailServers(): FakeMailServers {
  const fake: FakeMailServers = { imapPort: 0, smtpPort: 0, imapReply: '', smtpReply: '' };
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
    fake.imapPort = await listen((socket) => imapSession(socket, () => fake.imapReply));
    fake.smtpPort = await listen((socket) => smtpSession(socket, () => fake.smtpReply));
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

function imapSession(socket: Socket, reply: () => string): void {
  const capabilities = 'IMAP4rev1 SASL-IR AUTH=PLAIN';
  socket.write(`* OK [CAPABILITY ${capabilities}] fake IMAP ready\r\n`);
  let pending: { tag: string; command: string } | null = null;
  const refuse = (tag: string, command: string) =>
    socket.write(`${tag} ${reply().replace('{command}', command)}\r\n`);
  lines(socket, (line) => {
    if (pending) {
      // The AUTHENTICATE payload sent after the continuation.
      const { tag, command } = pending;
      pending = null;
      return refuse(tag, `${command} ${line}`);
    }
    const [tag = '*', verb = ''] = line.split(' ');
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

function smtpSession(socket: Socket, reply: () => string): void {
  socket.write('220 fake.test ESMTP\r\n');
  let login: string[] | null = null;
  lines(socket, (line) => {
    if (login) {
      login.push(line);
      if (login.length === 1) return socket.write('334 UGFzc3dvcmQ6\r\n');
      const command = login.join(' ');
      login = null;
      return socket.write(`${reply().replace('{command}', command)}\r\n`);
    }
    const verb = (line.split(' ')[0] ?? '').toUpperCase();
    switch (verb) {
      case 'EHLO':
        return socket.write('250-fake.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
      case 'AUTH':
        if (/^AUTH LOGIN$/i.test(line)) {
          login = [];
          return socket.write('334 VXNlcm5hbWU6\r\n');
        }
        return socket.write(`${reply().replace('{command}', line)}\r\n`);
      case 'QUIT':
        socket.write('221 bye\r\n');
        return socket.end();
      default:
        return socket.write('250 ok\r\n');
    }
  });
}
