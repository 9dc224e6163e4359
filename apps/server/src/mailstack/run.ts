import { execFile, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { AccountStore } from './accounts.js';
import { renderStack } from './render.js';
import {
  dmarcPort,
  readStackSpec,
  StackError,
  type StackSpec,
  spfPort,
  stackPaths,
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

/** The Debian packages that provide {@link STACK_BINARIES}. */
export const STACK_PACKAGES =
  'pdns-server pdns-backend-sqlite3 postfix postfix-sqlite dovecot-imapd dovecot-lmtpd dovecot-sqlite opendkim opendkim-tools libopendbx1-sqlite3 opendmarc pyspf-milter publicsuffix';

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
  /** The port that answers once it is up. */
  port: (spec: StackSpec) => number;
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
      port: (s) => s.ports.dnsApi,
    },
    {
      name: 'dovecot',
      command: STACK_BINARIES.dovecot,
      args: ['-F', '-c', p.dovecotConf],
      port: (s) => s.ports.imap,
    },
    {
      name: 'opendkim',
      command: STACK_BINARIES.opendkim,
      args: ['-f', '-x', `${p.opendkim}/opendkim.conf`],
      port: (s) => s.ports.milter,
    },
    {
      name: 'pyspf-milter',
      ...withResolver(`${p.spf}/resolv.conf`, pyspf),
      port: (s) => spfPort(s),
    },
    {
      name: 'opendmarc',
      ...withResolver(`${p.opendmarc}/resolv.conf`, opendmarc),
      port: (s) => dmarcPort(s),
    },
    {
      name: 'postfix',
      command: STACK_BINARIES.postfix,
      args: ['-c', p.postfix, 'start-fg'],
      port: (s) => s.ports.submission,
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

/**
 * Starts the stack's six servers as private processes (their own folders and ports; no
 * system service is touched) and waits until each answers on its port. `dnsOnly` starts its
 * PowerDNS alone.
 */
export async function startStack(
  dir: string,
  { timeoutMs = 30_000, dnsOnly = false }: { timeoutMs?: number; dnsOnly?: boolean } = {},
): Promise<StackSpec> {
  const spec = readStackSpec(dir);
  const problem = dnsOnly ? stackDnsUnavailable() : stackUnavailable();
  if (problem) throw new StackError(`Cannot start the mail stack: ${problem}`);
  const p = stackPaths(dir);
  for (const d of daemons(dir).filter((d) => !dnsOnly || d.name === 'pdns')) {
    if (isRunning(readPid(dir, d.name))) continue;
    // pyspf-milter refuses to start while its own pid file is left from the last run.
    if (d.name === 'pyspf-milter') rmSync(join(p.spf, 'pyspf-milter.pid'), { force: true });
    const log = openSync(join(p.log, `${d.name}.log`), 'a');
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
      await waitForPort(d.port(spec), timeoutMs, () => isRunning(child.pid ?? null));
    } catch (error) {
      await stopStack(dir);
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

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until 127.0.0.1:`port` accepts a connection (and `alive` still holds). */
export async function waitForPort(
  port: number,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('the process exited');
    if (await accepts(port)) return;
    await delay(50);
  }
  throw new Error(`nothing answered on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
