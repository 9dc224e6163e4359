import { Resolver } from 'node:dns/promises';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { AccountStore } from '../../src/mailstack/accounts.js';
import {
  renderStackFiles,
  STACK_PACKAGES,
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

/** Renders (without starting) a loopback stack in a fresh `$TMPDIR/mw-mailstack-*` folder owned by this process. */
export async function renderLoopbackStack(): Promise<{ dir: string; spec: StackSpec }> {
  const dir = mkdtempSync(join(tmpdir(), STACK_PREFIX));
  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
  const spec = await renderStackFiles(
    dir,
    newStackSpec({
      mode: 'loopback',
      hostname: 'mail.mailwright.test',
      ports: await freeLoopbackPorts(),
    }),
  );
  return { dir, spec };
}

/**
 * Renders a loopback stack ({@link renderLoopbackStack}) and starts it, on fresh ports again if
 * one was taken meanwhile (`startStack`). The caller stops it.
 */
export async function startLoopbackStack(): Promise<{ dir: string; spec: StackSpec }> {
  const { dir } = await renderLoopbackStack();
  try {
    return { dir, spec: await startStack(dir) };
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
  stack.resolver = () => {
    const resolver = new Resolver({ timeout: 2000, tries: 2 });
    resolver.setServers([`127.0.0.1:${stack.spec.ports.dns}`]);
    return resolver;
  };
  stack.powerdns = async (method, path, body) => {
    const response = await request(
      `http://127.0.0.1:${stack.spec.ports.dnsApi}/api/v1/servers/localhost/zones${path}`,
      {
        method,
        headers: { 'x-api-key': stack.spec.powerdns.apiKey, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    );
    await response.body.dump();
    return response.statusCode;
  };
  return stack;
}
