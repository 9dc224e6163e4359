import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { runCli } from '../../../server/test/support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../../../server/test/support/wait.js';
import { callsOutsideTheApi, field, launchBrowser, openContext, signIn } from './browser.js';
import { pointerLogs } from './pointer-log.js';
import { createMember, startTestServer, type TestServer } from './server.js';
import { DESKTOP } from './viewports.js';

/** The password every journey's members sign in with, unless one says otherwise. */
export const PASSWORD = 'a long enough password';

/** A member of the team who signs in with a password (see `createMember`). */
export interface JourneyMember {
  email: string;
  /** The name the app shows (the header's account button); the email's local part unless given. */
  name?: string;
  password?: string;
  role?: 'admin' | 'member';
  billing?: boolean;
}

export interface JourneyOptions {
  /** The members made before the first page opens; the first is the one pages sign in as. */
  members: [JourneyMember, ...JourneyMember[]];
  /** The server's environment beyond the defaults; a function when it depends on something the
   * file started first, in a `beforeAll` of its own written above `setUpJourney`. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** What the server holds before the first page opens (records bought, a clock attached). */
  arrange?: (server: TestServer) => Promise<void>;
  /** The page the file's tests share: signed in (the default), signed out, or none at all (the
   * file's tests open their own with `newPage` or `signedInPage`). */
  page?: 'signed-in' | 'signed-out' | 'none';
  /** That page's browser context options, beyond the desktop window. */
  context?: BrowserContextOptions;
}

/** What a file of browser tests works with; its parts exist once the file's `beforeAll` ran. */
export interface Journey {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The page the tests share (see `JourneyOptions.page`). */
  readonly page: Page;
  /** Every call the app's scripts made, checked against openapi.json once the file is done. */
  readonly calls: Set<string>;
  /** The address of a screen of the app in a workspace (the first one unless named). */
  app(path: string, workspace?: string): string;
  /** A page in a new browser context (the desktop window unless `options` say otherwise),
   * signed out; `baseUrl` names another server whose calls are recorded too. */
  newPage(options?: BrowserContextOptions, baseUrl?: string): Promise<Page>;
  /** The same, signed in as `member` (the file's first unless named). */
  signedInPage(options?: BrowserContextOptions, member?: JourneyMember): Promise<Page>;
  /** Signs `page` in through the sign-in screen as `member` (the file's first unless named). */
  signIn(page: Page, member?: JourneyMember): Promise<void>;
  /** A page in a new browser context (the desktop window), signed in to the operator console
   * as a new operator named `name`: made with the CLI, its token pasted on the console's
   * sign-in screen. The page is on the console's teams. */
  operatorPage(name: string): Promise<Page>;
}

/**
 * The set-up every file of browser tests shares: a real server on loopback (`startTestServer`)
 * and Debian's chromium, started side by side; the members made through the public API; the
 * shared page; and, once the file is done, both stopped and every call the app made checked
 * against openapi.json (the app does only what the public API does).
 */
export function setUpJourney(options: JourneyOptions): Journey {
  // A journey starts real processes (the server, chromium) and walks many screens, each checked
  // with axe, Tab and two layouts: its set-up and its tests get the time of a suite that starts
  // processes, not vitest's 120 s (a test that takes 37 s here alone timed out at 120 s in a full
  // run under load). Set before the file's tests are declared, for this file only (vitest resets
  // it after the file).
  vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const calls = new Set<string>();
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the journey has no ${what} (yet)`);
    return value;
  };
  const [first] = options.members;

  const journey: Journey = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get page() {
      return started(page, 'page: its options say none');
    },
    calls,
    app: (path, workspace) =>
      `${journey.server.baseUrl}/app/w/${workspace ?? journey.server.workspace}${path}`,
    async newPage(contextOptions = {}, baseUrl = journey.server.baseUrl) {
      const context = await openContext(journey.browser, baseUrl, calls, {
        viewport: DESKTOP,
        ...contextOptions,
      });
      return context.newPage();
    },
    async signedInPage(contextOptions, member) {
      const opened = await journey.newPage(contextOptions);
      await journey.signIn(opened, member);
      return opened;
    },
    signIn: (target, member = first) =>
      signIn(target, journey.server.baseUrl, member.email, member.password ?? PASSWORD),
    async operatorPage(name) {
      const made = await runCli(
        ['operators', 'create', '--name', name, '--json'],
        journey.server.env,
      );
      expect(made.code, made.stderr).toBe(0);
      const { token } = JSON.parse(made.stdout) as { token: string };
      const op = await journey.newPage();
      await op.goto(`${journey.server.baseUrl}/app/operator/teams`);
      await field(op, 'Operator token').fill(token);
      await op.getByRole('button', { name: 'Sign in' }).click();
      await op.getByRole('navigation', { name: 'Operator' }).waitFor();
      return op;
    },
  };

  const shared = options.page ?? 'signed-in';
  const openShared = async (): Promise<Page | undefined> => {
    if (shared === 'signed-out') return journey.newPage(options.context);
    if (shared === 'signed-in') return journey.signedInPage(options.context);
    return undefined;
  };

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    [server, browser] = await Promise.all([startTestServer(env), launchBrowser()]);
    for (const member of options.members)
      await createMember(server, {
        ...member,
        password: member.password ?? PASSWORD,
        role: member.role ?? 'admin',
      });
    await options.arrange?.(server);
    page = await openShared();
  }, PROCESS_TEST_TIMEOUT_MS);

  // A failed test's report ends with what the pointer did last on each open page: a click whose
  // press and release landed on different controls shows there (`pointer-log.ts`). The shared
  // page is then closed and opened afresh: a test stopped at its time limit is not stopped by
  // vitest and would go on acting on it under the next test (its next step now fails, the page
  // being closed); every test starts by opening its screen, so the next one needs nothing else.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    const log = await pointerLogs(browser);
    if (page) {
      await page.context().close();
      page = await openShared();
    }
    throw new Error(`the pointer's last events, after the failure above:\n${log}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    expect(callsOutsideTheApi(calls)).toEqual([]);
  });

  return journey;
}
