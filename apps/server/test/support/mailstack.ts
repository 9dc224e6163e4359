import { Resolver } from 'node:dns/promises';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import nodemailer, { type Transporter } from 'nodemailer';
import { request } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { AccountStore } from '../../src/mailstack/accounts.js';
import {
  renderStackFiles,
  STACK_PACKAGES,
  stackDnsUnavailable,
  stackUnavailable,
  startStack,
  stopStack,
} from '../../src/mailstack/run.js';
import {
  freeLoopbackPorts,
  newStackSpec,
  type StackSpec,
  stackPaths,
} from '../../src/mailstack/spec.js';
import { stackEnv } from '../../src/start/mailstack-command.js';
import { describeIfAvailable, describeOnlyOn } from './describe.js';

/**
 * The real mail stack (PowerDNS, Postfix, Dovecot, OpenDKIM) for one test file: started on free
 * loopback ports in beforeAll, stopped in afterAll. Without the Debian packages (or root) the
 * file's tests are skipped with a message saying how to install them; under CI=true that is a
 * failure instead, since CI installs them.
 */
export interface MailStack {
  dir: string;
  spec: StackSpec;
  /** The settings that point Mailwright at this stack. */
  env: Record<string, string>;
  /** The mail server's account database, to set what an operator would (a suspension). */
  accounts(): AccountStore;
  /** A resolver asking this stack's PowerDNS. */
  resolver(): Resolver;
  /**
   * What Postfix logged about the messages with these Message-IDs (every line of each queue
   * entry that carried one, across its hops), for a test's failure message: why a message sent
   * did not arrive.
   */
  mailLog(messageIds: readonly string[]): string;
  /** An IMAP client signed in to Dovecot as `user` (loopback, no TLS), as a mail client is. */
  imap(user: string, pass: string): Promise<ImapFlow>;
  /** An SMTP transport submitting to Postfix as `user` (loopback, no TLS); close it after use. */
  submission(user: string, pass: string): Transporter;
  /** Calls PowerDNS's HTTP API as the operator would. */
  powerdns(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<number>;
}

export const mailStackProblem = stackUnavailable();

/**
 * `describe` for tests on the real stack: skipped (with the reason printed) when the stack
 * cannot run here, except under CI=true, where a test then fails naming what is missing.
 */
export function describeOnMailStack(name: string, body: () => void): void {
  describeIfAvailable(
    mailStackProblem,
    name,
    body,
    `Install with: sudo apt-get install -y ${STACK_PACKAGES} (and run the tests as root)`,
  );
}

/**
 * {@link describeOnMailStack} for a suite whose checks read the mail servers, not the database:
 * it runs once, in the SQLite project.
 */
export function describeOnceOnMailStack(name: string, body: () => void): void {
  describeOnlyOn(
    'sqlite',
    'it reads the mail servers, not the database',
    name,
    body,
    describeOnMailStack,
  );
}

const STACK_PREFIX = 'mw-mailstack-';
const OWNER_FILE = 'owner.pid';

/**
 * Stops and removes the stacks of test processes that were killed before their afterAll ran (a
 * killed `npm test` would otherwise leave PowerDNS, Postfix, Dovecot and the milters running).
 * A stack is an orphan when the process named in its `owner.pid` is gone; a stack being made
 * (no owner yet) or owned by a running process is left alone.
 */
export async function sweepOrphanedStacks(root = tmpdir()): Promise<string[]> {
  const swept: string[] = [];
  for (const name of readdirSync(root)) {
    if (!name.startsWith(STACK_PREFIX)) continue;
    const dir = join(root, name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
    } catch {
      continue;
    }
    if (isAlive(owner)) continue;
    await stopStack(dir, 5_000).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    swept.push(dir);
  }
  return swept;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Renders (without starting) a loopback stack in a fresh `$TMPDIR/mw-mailstack-*` folder owned by
 * this process. `dnsOnly`: for its PowerDNS alone, which needs no second loopback address (that
 * is where the milters' resolver asks, and none runs).
 */
export async function renderLoopbackStack(
  options: { dnsOnly?: boolean } = {},
): Promise<{ dir: string; spec: StackSpec }> {
  const dir = mkdtempSync(join(tmpdir(), STACK_PREFIX));
  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
  const { resolverAddress, ...rest } = newStackSpec({
    mode: 'loopback',
    hostname: 'mail.mailwright.test',
    ports: await freeLoopbackPorts(),
  });
  const spec = await renderStackFiles(
    dir,
    options.dnsOnly || !resolverAddress ? rest : { ...rest, resolverAddress },
  );
  return { dir, spec };
}

/**
 * Renders a loopback stack ({@link renderLoopbackStack}) and starts it (`dnsOnly`: its PowerDNS
 * alone), on fresh ports again if one was taken meanwhile (`startStack`). The caller stops it.
 */
export async function startLoopbackStack(
  options: { dnsOnly?: boolean } = {},
): Promise<{ dir: string; spec: StackSpec }> {
  const { dir } = await renderLoopbackStack(options);
  try {
    return { dir, spec: await startStack(dir, options) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Starts a stack for the file; `into` receives its settings before any later beforeAll runs. */
export function useMailStack(into: Record<string, string> = {}): MailStack {
  const stack = {} as MailStack;
  let store: AccountStore | null = null;
  beforeAll(async () => {
    await sweepOrphanedStacks();
    const { dir, spec } = await startLoopbackStack();
    Object.assign(into, stackEnv(dir, spec));
    Object.assign(stack, { dir, spec, env: into });
  }, 60_000);
  afterAll(async () => {
    store?.close();
    if (stack.dir) {
      await stopStack(stack.dir);
      rmSync(stack.dir, { recursive: true, force: true });
    }
  }, 60_000);
  stack.accounts = () => {
    store ??= new AccountStore(stackPaths(stack.dir).accounts);
    return store;
  };
  stack.mailLog = (messageIds) => {
    let lines: string[];
    try {
      lines = readFileSync(join(stack.dir, 'log', 'postfix.log'), 'utf8').split('\n');
    } catch (error) {
      return `(no Postfix log: ${(error as Error).message})`;
    }
    const queueIds = new Set<string>();
    for (const line of lines) {
      const found = /: ([0-9A-Za-z]+): message-id=<([^>]*)>/.exec(line);
      if (found && messageIds.some((id) => id.replace(/^<|>$/g, '') === found[2]))
        queueIds.add(found[1] as string);
    }
    // A hop's "queued as" names the next queue entry, which may carry no Message-ID line yet.
    for (const line of lines) {
      const next = / queued as ([0-9A-Za-z]+)\)/.exec(line);
      if (next && [...queueIds].some((q) => line.includes(`${q}:`)))
        queueIds.add(next[1] as string);
    }
    const about = lines.filter((line) => [...queueIds].some((q) => line.includes(`${q}:`)));
    return about.length > 0 ? about.join('\n') : '(Postfix logged nothing about them)';
  };
  stack.resolver = () => {
    const resolver = new Resolver({ timeout: 2000, tries: 2 });
    resolver.setServers([`127.0.0.1:${stack.spec.ports.dns}`]);
    return resolver;
  };
  stack.imap = async (user, pass) => {
    const client = new ImapFlow({
      ...stack.spec.client.imap,
      secure: false,
      doSTARTTLS: false,
      auth: { user, pass },
      logger: false,
    });
    await client.connect();
    return client;
  };
  stack.submission = (user, pass) =>
    nodemailer.createTransport({
      ...stack.spec.client.submission,
      secure: false,
      ignoreTLS: true,
      auth: { user, pass },
    });
  stack.powerdns = async (method, path, body) =>
    (await callPowerDns(stack.spec, method, path, body)).status;
  return stack;
}

/** Calls the stack's PowerDNS HTTP API (its zones) as the operator would. */
async function callPowerDns(
  spec: StackSpec,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const response = await request(
    `http://127.0.0.1:${spec.ports.dnsApi}/api/v1/servers/localhost/zones${path}`,
    {
      method,
      headers: { 'x-api-key': spec.powerdns.apiKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  );
  const text = await response.body.text();
  return { status: response.statusCode, json: text ? JSON.parse(text) : null };
}

/**
 * The stack's PowerDNS alone (no mail servers), serving test zones on a free loopback port with
 * every cache off, so a record set is served at the next query: for the InfraGuard blocklist and
 * SPF tests and the blocklist bench, whose resolver settings point at {@link StackDns.address}.
 */
export interface StackDns {
  /** `127.0.0.1:<port>`: the value of MAILWRIGHT_BLOCKLIST_RESOLVER or MAILWRIGHT_DNS_RESOLVER. */
  address: string;
  /** Serves exactly these answers at `name` (replacing what it had of `type`). */
  set(name: string, type: 'A' | 'TXT', values: readonly string[]): Promise<void>;
  /** Stops serving `name` (every type): NXDOMAIN. */
  remove(name: string): Promise<void>;
  /** Many A records at once (one request per zone), for the bench. */
  setMany(records: ReadonlyArray<{ name: string; value: string }>): Promise<void>;
  /** Stops PowerDNS and removes its folder. */
  stop(): Promise<void>;
}

/** Why the stack's PowerDNS cannot run here, or null when it can. */
export const stackDnsProblem = stackDnsUnavailable();

/** Starts the stack's PowerDNS serving `zones` (each with its SOA and an NS record). */
export async function startStackDns(zones: readonly string[]): Promise<StackDns> {
  await sweepOrphanedStacks();
  const { dir, spec } = await startLoopbackStack({ dnsOnly: true });
  try {
    for (const zone of zones) {
      const created = await callPowerDns(spec, 'POST', '', {
        name: `${zone}.`,
        kind: 'Native',
        nameservers: [`ns1.${zone}.`],
      });
      if (created.status !== 201)
        throw new Error(`PowerDNS refused zone ${zone}: ${JSON.stringify(created.json)}`);
    }
    // Served once PowerDNS answers the first zone's SOA (its API answered already).
    const resolver = new Resolver({ timeout: 500, tries: 1 });
    resolver.setServers([`127.0.0.1:${spec.ports.dns}`]);
    const deadline = Date.now() + 30_000;
    while (!(await resolver.resolveSoa(zones[0] as string).then(Boolean, () => false))) {
      if (Date.now() > deadline) throw new Error('PowerDNS does not answer for its zones');
      await new Promise((r) => setTimeout(r, 100));
    }
    return stackDns(dir, spec, zones);
  } catch (error) {
    await stopStack(dir);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function stackDns(dir: string, spec: StackSpec, zones: readonly string[]): StackDns {
  const zoneOf = (name: string) => {
    const zone = zones
      .filter((z) => name === z || name.endsWith(`.${z}`))
      .sort((a, b) => b.length - a.length)[0];
    if (!zone) throw new Error(`${name} is in none of the zones served`);
    return zone;
  };
  const patch = async (zone: string, rrsets: unknown[]) => {
    const res = await callPowerDns(spec, 'PATCH', `/${encodeURIComponent(`${zone}.`)}`, { rrsets });
    if (res.status !== 204)
      throw new Error(`PowerDNS refused ${zone}: ${JSON.stringify(res.json)}`);
  };
  const rrset = (name: string, type: string, values: readonly string[]) => ({
    name: `${name}.`,
    type,
    ttl: 0,
    changetype: 'REPLACE',
    records: values.map((v) => ({ content: type === 'TXT' ? `"${v}"` : v, disabled: false })),
  });
  return {
    address: `127.0.0.1:${spec.ports.dns}`,
    set: (name, type, values) => patch(zoneOf(name), [rrset(name, type, values)]),
    async remove(name) {
      const zone = zoneOf(name);
      const { json } = await callPowerDns(spec, 'GET', `/${encodeURIComponent(`${zone}.`)}`);
      const held = (json.rrsets as Array<{ name: string; type: string }>).filter(
        (r) => r.name === `${name}.` && r.type !== 'SOA' && r.type !== 'NS',
      );
      if (held.length > 0)
        await patch(
          zone,
          held.map((r) => ({ name: r.name, type: r.type, changetype: 'DELETE' })),
        );
    },
    async setMany(records) {
      const byZone = new Map<string, Map<string, string[]>>();
      for (const { name, value } of records) {
        const names = byZone.get(zoneOf(name)) ?? new Map<string, string[]>();
        byZone.set(zoneOf(name), names.set(name, [...(names.get(name) ?? []), value]));
      }
      for (const [zone, names] of byZone)
        await patch(
          zone,
          [...names].map(([name, values]) => rrset(name, 'A', values)),
        );
    },
    async stop() {
      await stopStack(dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
