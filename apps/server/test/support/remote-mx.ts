import { execFile } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { stackPaths } from '../../src/mailstack/spec.js';
import type { MailStack } from './mailstack.js';

const exec = promisify(execFile);

/**
 * Another organisation's mail server, on loopback, that has no users: it speaks SMTP and refuses
 * every recipient with `550 5.1.1 ... User unknown`, as a real MX does for an address that does
 * not exist. A stack's Postfix routed to it (`routeDomainTo`) takes a client's message, tries to
 * deliver it, and returns a delivery-status report to the sender. Closed after the file.
 */
export function useRefusingMx(): { port: () => Promise<number> } {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    socket.write('220 mx.elsewhere.example ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\r\n');
      while (end !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        socket.write(`${answer(line)}\r\n`);
        if (/^quit/i.test(line)) socket.end();
        end = buffered.indexOf('\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  const listening = new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    port: async () => {
      await listening;
      const address = server.address();
      if (address === null || typeof address === 'string')
        throw new Error('the refusing MX is not listening yet');
      return address.port;
    },
  };
}

function answer(line: string): string {
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') return '250 mx.elsewhere.example';
  if (verb === 'RCPT') {
    const to = /<([^>]*)>/.exec(line)?.[1] ?? '';
    return `550 5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`;
  }
  if (verb === 'QUIT') return '221 2.0.0 Bye';
  if (verb === 'DATA') return '554 5.5.1 Error: no valid recipients';
  return '250 2.0.0 Ok';
}

/**
 * Makes the stack's Postfix deliver `domain`'s mail to the SMTP server at 127.0.0.1:`port`
 * (a transport map entry and a relay domain, then a reload), as MX records would point it
 * elsewhere.
 */
export async function routeDomainTo(stack: MailStack, domain: string, port: number): Promise<void> {
  const dir = stackPaths(stack.dir).postfix;
  await exec('/usr/sbin/postconf', [
    '-c',
    dir,
    '-e',
    `transport_maps = inline:{ ${domain}=smtp:[127.0.0.1]:${port} }`,
    // Submitted mail reaches the stack's own port 25 before it leaves (the receiving side's
    // checks run there), which relays only to the domains it is told about.
    `relay_domains = ${domain}`,
  ]);
  await exec('/usr/sbin/postfix', ['-c', dir, 'reload']);
}
