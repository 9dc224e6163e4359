import { execFile, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { AccountStore } from './accounts.js';
import { type Listen, listenerOwners } from './listeners.js';
import stackPackages from './packages.json' with { type: 'json' };
import { renderStack } from './render.js';
import {
  dmarcPort,
  freeLoopbackPorts,
  readStackSpec,
  StackError,
  type StackSpec,
  spfPort,
  stackPaths,
  withPorts,
  writeStackSpec,
} from './spec.js';

const run = promisify(execFile);

/** The programs a stack runs, as Debian installs them. */
export const STACK_BINARIES = {
  pdns: '/usr/sbin/pdns_server',
  postfix: '/usr/sbin/postfix',
  dovecot: '/usr/sbin/dovecot',
  doveadm: '/usr/bin/doveadm',
  opendkim: '/usr/sbin/opendkim',
  opendmarc: '/usr/sbin/opendmarc',
  pyspfMilter: '/usr/bin/pyspf-milter',
  publicSuffixList: '/usr/share/publicsuffix/public_suffix_list.dat',
  sqliteMaps: '/usr/lib/postfix/postfix-sqlite.so',
  dovecotSqlite: '/usr/lib/dovecot/modules/auth/libdriver_sqlite.so',
  opendbxSqlite: '/usr/lib/opendbx/libsqlite3backend.so',
  pdnsSchema: '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql',
} as const;

/**
 * The Debian packages that provide {@link STACK_BINARIES}. The list is a JSON file so that
 * `.ci/run` reads it before anything is built (it installs them beside `npm ci`).
 */
export const STACK_PACKAGES = stackPackages.join(' ');

/** What is missing to run a stack here, or null when it can run (needs root and the packages). */
export function stackUnavailable(): string | null {
  const missing = Object.values(STACK_BINARIES).filter((path) => !existsSync(path));
  if (missing.length > 0)
    return `missing ${missing.join(', ')}; install them with: apt-get install -y ${STACK_PACKAGES}`;
  if (process.getuid?.() !== 0) return 'the mail servers need root to start';
  // A loopback stack's OpenDMARC and pyspf-milter run in their own mount namespaces, with a
  // resolv.conf naming the stack's PowerDNS (their resolvers take no port, and the system's must
  // not be changed).
  if (spawnSync('unshare', ['--mount', 'true']).status !== 0)
    return 'unshare --mount fails here: a loopback stack runs OpenDMARC in its own mount namespace (needs CAP_SYS_ADMIN)';
  return null;
}

/**
 * What is missing to run the stack's PowerDNS alone (`startStack(dir, { dnsOnly: true })`: real
 * DNS answers without the mail servers, for tests and benches of DNS checks), or null.
 */
export function stackDnsUnavailable(): string | null {
  const missing = [STACK_BINARIES.pdns, STACK_BINARIES.pdnsSchema].filter((p) => !existsSync(p));
  if (missing.length === 0) return null;
  return `missing ${missing.join(', ')}; install them with: apt-get install -y pdns-server pdns-backend-sqlite3`;
}

/**
 * Writes the stack's configuration into its folder (from `stack.json`, written first when
 * `spec` is given), creates its folders and databases, and sets their owners.
 */
export async function renderStackFiles(dir: string, spec?: StackSpec): Promise<StackSpec> {
  if (spec) writeStackSpec(dir, spec);
  const stack = readStackSpec(dir);
  const p = stackPaths(dir);
  // The mail servers' own users (postfix, the mail user) go through the folder; what is secret
  // in it (stack.json, accounts.db, pdns.conf and pdns.db) is readable by root only.
  chmodSync(p.root, 0o755);
  for (const folder of [
    p.pdns,
    p.postfix,
    p.dovecot,
    p.opendkim,
    p.opendmarc,
    p.spf,
    p.run,
    p.log,
    p.queue,
  ]) {
    mkdirSync(folder, { recursive: true });
  }
  for (const [path, text] of Object.entries(renderStack(stack, p))) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text, { mode: path.endsWith('pdns.conf') ? 0o600 : 0o644 });
  }
  new AccountStore(p.accounts).close();
  if (!existsSync(p.pdnsDb)) {
    const pdns = new Database(p.pdnsDb);
    pdns.exec(readFileSync(STACK_BINARIES.pdnsSchema, 'utf8'));
    pdns.close();
    chmodSync(p.pdnsDb, 0o600);
  }
  // Owners need root, and the users the packages create; without them the files are still written.
  if (process.getuid?.() === 0 && existsSync(STACK_BINARIES.postfix)) {
    const mailUser = await userIds(stack.mailUser);
    mkdirSync(p.mail, { recursive: true, mode: 0o750 });
    chownSync(p.mail, mailUser.uid, mailUser.gid);
    mkdirSync(p.postfixData, { recursive: true });
    chownSync(p.postfixData, (await userIds('postfix')).uid, 0);
    await run(STACK_BINARIES.postfix, ['-c', p.postfix, 'set-permissions'], {
      env: { ...process.env, PATH: `/usr/sbin:/usr/bin:/sbin:/bin` },
    });
  }
  return stack;
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const uid = Number((await run('id', ['-u', name])).stdout.trim());
  const gid = Number((await run('id', ['-g', name])).stdout.trim());
  return { uid, gid };
}

interface Daemon {
  name: 'pdns' | 'dovecot' | 'opendkim' | 'pyspf-milter' | 'opendmarc' | 'postfix';
  command: string;
  args: string[];
  /** Where it listens (TCP): it is up once it holds every one of them. */
  listens: (spec: StackSpec) => Listen[];
}

/** In start order: the milters and SASL before Postfix, which uses them. */
function daemons(dir: string): Daemon[] {
  const p = stackPaths(dir);
  const spec = existsSync(p.spec) ? readStackSpec(dir) : null;
  const opendmarc = [STACK_BINARIES.opendmarc, '-f', '-c', `${p.opendmarc}/opendmarc.conf`];
  const pyspf = [STACK_BINARIES.pyspfMilter, `${p.spf}/pyspf-milter.conf`];
  // Loopback: its own /etc/resolv.conf, in a private mount namespace (unshare execs in place, so
  // the pid is the server's).
  const withResolver = (resolvConf: string, command: string[]) =>
    spec?.resolverAddress
      ? {
          command: 'unshare',
          args: [
            '--mount',
            '--propagation',
            'private',
            '/bin/sh',
            '-c',
            `mount --bind "$0" /etc/resolv.conf && exec "$@"`,
            resolvConf,
            ...command,
          ],
        }
      : { command: command[0] as string, args: command.slice(1) };
  const all: Daemon[] = [
    {
      name: 'pdns',
      command: STACK_BINARIES.pdns,
      args: [`--config-dir=${p.pdns}`],
      listens: (s) => [
        { address: s.listen, port: s.ports.dns },
        { address: '127.0.0.1', port: s.ports.dnsApi },
        ...(s.resolverAddress ? [{ address: s.resolverAddress, port: 53 }] : []),
      ],
    },
    {
      name: 'dovecot',
      command: STACK_BINARIES.dovecot,
      args: ['-F', '-c', p.dovecotConf],
      listens: (s) => [
        { address: s.listen, port: s.ports.imap },
        { address: '127.0.0.1', port: s.ports.lmtp },
        { address: '127.0.0.1', port: s.ports.auth },
      ],
    },
    {
      name: 'opendkim',
      command: STACK_BINARIES.opendkim,
      args: ['-f', '-x', `${p.opendkim}/opendkim.conf`],
      listens: (s) => [{ address: '127.0.0.1', port: s.ports.milter }],
    },
    {
      name: 'pyspf-milter',
      ...withResolver(`${p.spf}/resolv.conf`, pyspf),
      listens: (s) => [{ address: '127.0.0.1', port: spfPort(s) }],
    },
    {
      name: 'opendmarc',
      ...withResolver(`${p.opendmarc}/resolv.conf`, opendmarc),
      listens: (s) => [{ address: '127.0.0.1', port: dmarcPort(s) }],
    },
    {
      name: 'postfix',
      command: STACK_BINARIES.postfix,
      args: ['-c', p.postfix, 'start-fg'],
      listens: (s) => [
        { address: s.listen, port: s.ports.smtp },
        { address: s.listen, port: s.ports.submission },
      ],
    },
  ];
  // A folder rendered before the stack had OpenDMARC or pyspf-milter has no configuration for
  // them (and its Postfix does not call them): it runs as it was rendered until rendered again.
  const rendered = {
    opendmarc: `${p.opendmarc}/opendmarc.conf`,
    'pyspf-milter': `${p.spf}/pyspf-milter.conf`,
  } as Record<string, string>;
  return all.filter((d) => !rendered[d.name] || existsSync(rendered[d.name] as string));
}

const pidFile = (dir: string, name: string) => join(stackPaths(dir).run, `${name}.pid`);

/** A loopback stack is started on fresh ports at most this many times when one is taken. */
const PORT_ATTEMPTS = 5;

/**
 * Starts the stack's six servers as private processes (their own folders and ports; no
 * system service is touched) and waits until each holds every address it listens on.
 *
 * Ports: a loopback stack's ports are chosen free when it is rendered (`freeLoopbackPorts`) and
 * released before its servers bind them, so another process (another stack rendered at the same
 * moment: vitest runs files in parallel, several people run suites) can take one meanwhile. A
 * server is therefore up only when the listening socket is its own (`listenerOwners`: the
 * server's pid or a child, read from /proc), never merely when something answers on the port,
 * which may be the other stack's server (whose Dovecot refuses every sign-in of this one). A
 * port taken by another process is a {@link PortTakenError}; a loopback stack is then stopped,
 * rendered again on fresh ports and started again (its stack.json says the new ports: read the
 * returned spec). `dnsOnly` starts its PowerDNS alone.
 */
export async function startStack(
  dir: string,
  { timeoutMs = 30_000, dnsOnly = false }: { timeoutMs?: number; dnsOnly?: boolean } = {},
): Promise<StackSpec> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(dir, timeoutMs, dnsOnly);
    } catch (error) {
      const spec = readStackSpec(dir);
      if (
        !(error instanceof PortTakenError) ||
        spec.mode !== 'loopback' ||
        attempt >= PORT_ATTEMPTS
      )
        throw error;
      await renderStackFiles(dir, withPorts(spec, await freeLoopbackPorts()));
    }
  }
}

/** A port of the stack is held by another process. */
export class PortTakenError extends StackError {
  override name = 'PortTakenError';
}

async function startOnce(dir: string, timeoutMs: number, dnsOnly: boolean): Promise<StackSpec> {
  const spec = readStackSpec(dir);
  const problem = dnsOnly ? stackDnsUnavailable() : stackUnavailable();
  if (problem) throw new StackError(`Cannot start the mail stack: ${problem}`);
  const p = stackPaths(dir);
  for (const d of daemons(dir).filter((d) => !dnsOnly || d.name === 'pdns')) {
    if (isRunning(readPid(dir, d.name))) continue;
    // pyspf-milter refuses to start while its own pid file is left from the last run.
    if (d.name === 'pyspf-milter') rmSync(join(p.spf, 'pyspf-milter.pid'), { force: true });
    const logPath = join(p.log, `${d.name}.log`);
    const log = openSync(logPath, 'a');
    const logStart = fstatSync(log).size;
    const child = spawn(d.command, d.args, {
      cwd: p.root,
      detached: true,
      stdio: ['ignore', log, log],
      env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' },
    });
    closeSync(log);
    child.unref();
    writeFileSync(pidFile(dir, d.name), `${child.pid}\n`);
    try {
      await waitForListeners(d.name, d.listens(spec), child.pid ?? 0, timeoutMs, () =>
        refusedBind(logPath, logStart),
      );
    } catch (error) {
      await stopStack(dir);
      if (error instanceof PortTakenError) throw error;
      const tail = readFileSync(join(p.log, `${d.name}.log`), 'utf8')
        .split('\n')
        .slice(-8);
      throw new StackError(
        `${d.name} did not start: ${(error as Error).message}\n${tail.join('\n')}`,
      );
    }
  }
  return spec;
}

/** Stops the stack's servers (those this folder started, all at once) and waits until they are gone. */
export async function stopStack(dir: string, timeoutMs = 20_000): Promise<void> {
  await Promise.all(
    daemons(dir).map(async (d) => {
      const pid = readPid(dir, d.name);
      if (isRunning(pid)) {
        // Postfix's `start-fg` runs the master under a script: `postfix stop` reaches the master.
        if (d.name === 'postfix')
          await run(STACK_BINARIES.postfix, ['-c', stackPaths(dir).postfix, 'stop']).catch(
            () => {},
          );
        else process.kill(pid as number, 'SIGTERM');
        const deadline = Date.now() + timeoutMs;
        while (isRunning(pid) && Date.now() < deadline) await delay(50);
        if (isRunning(pid)) process.kill(pid as number, 'SIGKILL');
      }
      rmSync(pidFile(dir, d.name), { force: true });
    }),
  );
}

/** Each server of the stack and whether it runs. */
export function stackStatus(
  dir: string,
): Array<{ name: string; pid: number | null; running: boolean }> {
  return daemons(dir).map((d) => {
    const pid = readPid(dir, d.name);
    return { name: d.name, pid, running: isRunning(pid) };
  });
}

function readPid(dir: string, name: string): number | null {
  const path = pidFile(dir, name);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The line of a server's log since `from` saying a port it tried to bind was taken, if any. */
function refusedBind(logPath: string, from: number): string | null {
  const fd = openSync(logPath, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size <= from) return null;
    const bytes = Buffer.alloc(Math.min(size - from, 1 << 20));
    const read = readSync(fd, bytes, 0, bytes.length, from);
    const line = bytes
      .subarray(0, read)
      .toString('utf8')
      .split('\n')
      .find((l) => /address already in use/i.test(l));
    return line?.trim() ?? null;
  } finally {
    closeSync(fd);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until process `pid` (or a child of it) listens on every address of `listens`. A server
 * that exits, or is not up within `timeoutMs`, fails: a {@link PortTakenError} when another
 * process holds one of its ports, or held it when the server tried (`refusedBind`: its log says
 * so). A port can be held for a moment only (another stack choosing free ports, a client
 * socket), and a server may run on without what it could not bind (PowerDNS without its web
 * server): neither leaves a trace in /proc by the time the wait ends, its log does.
 */
async function waitForListeners(
  name: string,
  listens: Listen[],
  pid: number,
  timeoutMs: number,
  refusedBind: () => string | null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const owners = listenerOwners(listens, pid).map((owner, i) => ({
      at: listens[i] as Listen,
      owner,
    }));
    if (owners.every((o) => o.owner === 'ours')) return;
    const refused = refusedBind();
    if (refused) throw new PortTakenError(`${name} could not listen on a port: ${refused}`);
    const alive = isRunning(pid);
    if (alive && Date.now() < deadline) {
      await delay(50);
      continue;
    }
    const taken = owners.find((o) => typeof o.owner === 'object');
    if (taken && typeof taken.owner === 'object')
      throw new PortTakenError(
        `${name} could not listen on ${taken.at.address}:${taken.at.port}: another process holds it (pid ${taken.owner.otherPids.join(', ') || 'unknown'})`,
      );
    const missing = owners
      .filter((o) => o.owner !== 'ours')
      .map((o) => `${o.at.address}:${o.at.port}`);
    throw new Error(
      alive
        ? `not listening on ${missing.join(', ')} within ${timeoutMs} ms`
        : `the process exited (not listening on ${missing.join(', ')})`,
    );
  }
}
