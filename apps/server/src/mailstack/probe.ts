import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { STACK_BINARIES } from './run.js';
import { stackPaths } from './spec.js';

const run = promisify(execFile);

/**
 * Asks the running Postfix whether it takes mail for `address`: connect, EHLO, MAIL FROM:<>,
 * RCPT TO. Answers the RCPT reply code (250 accepted, 550 unknown user ...).
 */
export function smtpRecipientCode(host: string, port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const commands = ['EHLO mailwright.probe', 'MAIL FROM:<>', `RCPT TO:<${address}>`];
    let buffer = '';
    let rcpt = 0;
    socket.setTimeout(10_000, () => socket.destroy(new Error('the SMTP server did not answer')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      // A reply is complete on a line "NNN text" (a space after the code, not a dash).
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line[3] === '-') continue;
        const code = Number(line.slice(0, 3));
        const next = commands.shift();
        if (next === undefined) {
          rcpt = code;
          socket.end('QUIT\r\n');
          return resolve(rcpt);
        }
        if (code >= 400) {
          socket.end('QUIT\r\n');
          return resolve(code);
        }
        socket.write(`${next}\r\n`);
      }
    });
  });
}

/** Whether the running Dovecot resolves `address` to a mailbox (a userdb lookup). */
export async function dovecotKnows(stackDir: string, address: string): Promise<boolean> {
  try {
    await run(STACK_BINARIES.doveadm, ['-c', stackPaths(stackDir).dovecotConf, 'user', address]);
    return true;
  } catch (error) {
    // doveadm exits 67 for an unknown user; anything else is the server not answering.
    if ((error as { code?: number }).code === 67) return false;
    throw error;
  }
}
