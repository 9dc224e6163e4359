import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { stackGreeting } from '../src/mailstack/render.js';
import { startStack, stopStack } from '../src/mailstack/run.js';
import { readStackSpec, type StackSpec, stackPaths } from '../src/mailstack/spec.js';
import {
  describeOnceOnMailStack,
  renderLoopbackStack,
  startLoopbackStack,
} from './support/mailstack.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

/** The first line a server greets a client with on 127.0.0.1:`port`. */
function greeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no greeting on port ${port}`)));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n');
      if (end < 0) return;
      socket.destroy();
      resolve(text.slice(0, end));
    });
  });
}

const portsOf = (spec: StackSpec) => Object.values(spec.ports) as number[];

/**
 * Loopback stacks choose free ports when they are rendered and release them before their servers
 * bind them, so two stacks started at once (vitest runs files in parallel) could meet on a port.
 * A stack is up only when its own servers hold its ports (docs/development.md, "Ports of a
 * loopback stack"); a port taken meanwhile moves the stack to fresh ones.
 */
describeOnceOnMailStack('loopback mail stacks and their ports', () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      dirs.splice(0).map(async (dir) => {
        await stopStack(dir);
        rmSync(dir, { recursive: true, force: true });
      }),
    );
    for (const server of servers.splice(0)) server.close();
  }, PROCESS_TEST_TIMEOUT_MS);

  const expectOwnGreetings = async (dir: string, spec: StackSpec) => {
    const own = stackGreeting(dir);
    expect(await greeting(spec.ports.imap)).toContain(own);
    expect(await greeting(spec.ports.smtp)).toContain(own);
    expect(await greeting(spec.ports.submission)).toContain(own);
  };

  it(
    'two stacks started together come up on distinct ports, each answering with its own greeting',
    async () => {
      const [a, b] = await Promise.all([startLoopbackStack(), startLoopbackStack()]);
      dirs.push(a.dir, b.dir);
      expect(stackGreeting(a.dir)).not.toBe(stackGreeting(b.dir));
      const all = [...portsOf(a.spec), ...portsOf(b.spec)];
      expect(new Set(all).size).toBe(all.length);
      await expectOwnGreetings(a.dir, a.spec);
      await expectOwnGreetings(b.dir, b.spec);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'a port taken before the stack binds it moves the stack to fresh ports, never to the other server',
    async () => {
      const { dir, spec } = await renderLoopbackStack();
      dirs.push(dir);
      // Another process answers on the port the stack's IMAP server was given, as an IMAP
      // server would (another stack's Dovecot, which knows none of this stack's accounts).
      const impostor = createServer((socket) => {
        socket.on('error', () => socket.destroy());
        socket.end('* OK another stack ready\r\n');
      });
      servers.push(impostor);
      await new Promise<void>((ok, ko) => {
        impostor.once('error', ko);
        impostor.listen(spec.ports.imap, '127.0.0.1', ok);
      });
      const started = await startStack(dir);
      expect(started.ports.imap).not.toBe(spec.ports.imap);
      expect(readStackSpec(dir).ports).toEqual(started.ports);
      expect(started.client.imap.port).toBe(started.ports.imap);
      await expectOwnGreetings(dir, started);
      expect(await greeting(spec.ports.imap)).toBe('* OK another stack ready');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'a port held only while a server binds it moves the stack to fresh ports, though the server runs on without it',
    async () => {
      const { dir, spec } = await renderLoopbackStack({ dnsOnly: true });
      dirs.push(dir);
      // Something holds PowerDNS's web server port for a moment (another stack choosing its free
      // ports): PowerDNS logs that it could not bind it and answers DNS without its web API.
      const holder = createServer();
      servers.push(holder);
      await new Promise<void>((ok, ko) => {
        holder.once('error', ko);
        holder.listen(spec.ports.dnsApi, '127.0.0.1', ok);
      });
      const starting = startStack(dir, { dnsOnly: true });
      const log = join(stackPaths(dir).log, 'pdns.log');
      await waitFor(
        () => existsSync(log) && /address already in use/i.test(readFileSync(log, 'utf8')),
      );
      await new Promise((ok) => holder.close(ok));
      const started = await starting;
      expect(started.ports.dnsApi).not.toBe(spec.ports.dnsApi);
      const api = await fetch(`http://127.0.0.1:${started.ports.dnsApi}/api/v1/servers`, {
        headers: { 'X-API-Key': started.powerdns.apiKey },
      });
      expect(api.status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
