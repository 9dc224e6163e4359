import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * A mail stack: PowerDNS, Postfix, Dovecot, OpenDKIM, pyspf-milter and OpenDMARC configured together in one folder by
 * `mailwright mailstack render`. `stack.json` in that folder describes it; the `mailserver`
 * adapter and `mailwright mailstack start|stop` read it. docs/self-hosting-mail.md explains it.
 */
export interface StackSpec {
  version: 1;
  /** `loopback`: private instances on high 127.0.0.1 ports (development, tests). */
  mode: 'loopback' | 'production';
  /** The mail host's name: MX target, HELO name, what clients are told to connect to. */
  hostname: string;
  /** SPF mechanisms that cover the addresses this host sends from (`mx`, `ip4:203.0.113.7` …). */
  spf: string;
  /** The address the daemons listen on. */
  listen: string;
  ports: StackPorts;
  /** Where mail clients connect (submission and IMAP). */
  client: { submission: Endpoint; imap: Endpoint };
  /** Certificate and key for STARTTLS / IMAPS; null on a loopback stack (no TLS). */
  tls: { cert: string; key: string } | null;
  /** The system user owning the mail folders. */
  mailUser: string;
  /** The names the stack's PowerDNS serves zones as (MAILWRIGHT_NAMESERVERS). */
  nameservers: string[];
  powerdns: { apiKey: string };
  /**
   * Loopback only: the stack's second 127/8 address. Its PowerDNS also answers there on port 53
   * (the nameserver of OpenDMARC's and pyspf-milter's private resolv.conf: their resolvers cannot
   * be given a port), and submitted mail reaches its port 25 from there (the SPF checker skips
   * 127.0.0.1, the stack's own address).
   * Absent on a production stack, whose milters ask the system's resolver.
   */
  resolverAddress?: string;
}

export interface Endpoint {
  host: string;
  port: number;
}

export interface StackPorts {
  dns: number;
  dnsApi: number;
  smtp: number;
  submission: number;
  imap: number;
  lmtp: number;
  auth: number;
  milter: number;
  /** OpenDMARC (DMARC verdicts); absent in a stack.json written before it had one. */
  dmarc?: number;
  /** pyspf-milter (SPF verdicts); absent in a stack.json written before it had one. */
  spf?: number;
}

/** Where everything of a stack lives, under its folder. */
export function stackPaths(dir: string) {
  const root = resolve(dir);
  return {
    root,
    spec: join(root, 'stack.json'),
    accounts: join(root, 'accounts.db'),
    mail: join(root, 'mail'),
    pdns: join(root, 'pdns'),
    pdnsDb: join(root, 'pdns', 'pdns.db'),
    postfix: join(root, 'postfix'),
    queue: join(root, 'spool', 'postfix'),
    postfixData: join(root, 'spool', 'postfix-data'),
    dovecot: join(root, 'dovecot'),
    dovecotConf: join(root, 'dovecot', 'dovecot.conf'),
    opendkim: join(root, 'opendkim'),
    opendmarc: join(root, 'opendmarc'),
    spf: join(root, 'spf'),
    run: join(root, 'run'),
    log: join(root, 'log'),
    systemd: join(root, 'systemd'),
  };
}

export type StackPaths = ReturnType<typeof stackPaths>;

export class StackError extends Error {
  override name = 'StackError';
}

/** Reads `stack.json`; a folder without one is a {@link StackError} that says how to make one. */
export function readStackSpec(dir: string): StackSpec {
  const { spec } = stackPaths(dir);
  if (!existsSync(spec))
    throw new StackError(
      `${dir} holds no mail stack (no stack.json); create one with: mailwright mailstack render --dir ${dir}`,
    );
  const parsed = JSON.parse(readFileSync(spec, 'utf8')) as StackSpec;
  if (parsed.version !== 1) throw new StackError(`${spec} is not a stack description I know`);
  return parsed;
}

/** Writes `stack.json` readable by root only (it holds the PowerDNS API key). */
export function writeStackSpec(dir: string, spec: StackSpec): void {
  const { root, spec: path } = stackPaths(dir);
  mkdirSync(root, { recursive: true, mode: 0o755 });
  writeFileSync(path, `${JSON.stringify(spec, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** The ports of a production stack: the standard ones, PowerDNS's API on 8081. */
export const STANDARD_PORTS: StackPorts = {
  dns: 53,
  dnsApi: 8081,
  smtp: 25,
  submission: 587,
  imap: 993,
  lmtp: 24,
  auth: 12345,
  milter: 8891,
  dmarc: 8893,
  spf: 8894,
};

/** OpenDMARC's port (the standard one for a stack described before it had OpenDMARC). */
export const dmarcPort = (spec: StackSpec) => spec.ports.dmarc ?? (STANDARD_PORTS.dmarc as number);

/** pyspf-milter's port (the standard one for a stack described before it had it). */
export const spfPort = (spec: StackSpec) => spec.ports.spf ?? (STANDARD_PORTS.spf as number);

/**
 * Free TCP ports on 127.0.0.1, one per name, chosen now (each probed by listening on it) and
 * released at once: another process may take one before the stack's servers bind it, which
 * `startStack` detects (it then renders a loopback stack again on fresh ports).
 */
export async function freeLoopbackPorts(): Promise<StackPorts> {
  const names = Object.keys(STANDARD_PORTS) as Array<keyof StackPorts>;
  const held = await Promise.all(names.map(() => holdFreePort()));
  const ports = Object.fromEntries(
    names.map((n, i) => [n, held[i]?.port ?? 0]),
  ) as unknown as StackPorts;
  await Promise.all(held.map((h) => h.release()));
  return ports;
}

async function holdFreePort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((ok, ko) => {
    server.once('error', ko);
    server.listen(0, '127.0.0.1', ok);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, release: () => new Promise((ok) => server.close(() => ok())) };
}

/** The stack on other ports (a loopback stack whose port was taken); the rest stays as it was. */
export function withPorts(spec: StackSpec, ports: StackPorts): StackSpec {
  return {
    ...spec,
    ports,
    client: {
      submission: { ...spec.client.submission, port: ports.submission },
      imap: { ...spec.client.imap, port: ports.imap },
    },
  };
}

/** A fresh stack description. */
export function newStackSpec(input: {
  mode: StackSpec['mode'];
  hostname: string;
  spf?: string;
  ports: StackPorts;
  tls?: StackSpec['tls'];
  mailUser?: string;
  nameservers?: string[];
}): StackSpec {
  const loopback = input.mode === 'loopback';
  const clientHost = loopback ? '127.0.0.1' : input.hostname;
  const resolverAddress = loopback ? randomLoopbackAddress() : null;
  return {
    version: 1,
    mode: input.mode,
    hostname: input.hostname,
    // A loopback stack's mail reaches its own port 25 from `resolverAddress` (its second address).
    spf: input.spf ?? (resolverAddress ? `ip4:127.0.0.1 ip4:${resolverAddress}` : 'mx'),
    listen: loopback ? '127.0.0.1' : '0.0.0.0',
    ports: input.ports,
    client: {
      submission: { host: clientHost, port: input.ports.submission },
      imap: { host: clientHost, port: input.ports.imap },
    },
    tls: input.tls ?? null,
    mailUser: input.mailUser ?? 'mail',
    nameservers:
      input.nameservers ??
      ['ns1', 'ns2', 'ns3', 'ns4'].map((n) => `${n}.${parentOf(input.hostname)}`),
    powerdns: { apiKey: randomBytes(24).toString('base64url') },
    ...(resolverAddress ? { resolverAddress } : {}),
  };
}

/** A random address in 127.64.0.0/10 (away from 127.0.0.1 and systemd's 127.0.0.53). */
function randomLoopbackAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${64 + ((a as number) % 190)}.${b}.${Math.max(1, Math.min(254, c as number))}`;
}

/** `mail.example.net` -> `example.net` (a name of two labels stays as it is). */
function parentOf(hostname: string): string {
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}
