import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { PATIENCE_MS } from '../../../server/test/support/wait.js';
import { field } from './fields.js';
import { expectReachableByKeyboard } from './keyboard.js';
import { expectUsableLayout, waitForStillScreen } from './layout.js';
import { recordPointerEvents } from './pointer-log.js';

export { field };

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Where screenshots of every screen go (gitignored; CI keeps it as an artifact). */
export const ARTIFACTS = fileURLToPath(new URL('../../test-results/', import.meta.url));

/** Debian's chromium, headless: the browser is never downloaded. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}

/** The requests a page's scripts send (a test's own navigations are documents). */
const SCRIPT_REQUESTS = new Set(['fetch', 'xhr', 'eventsource', 'websocket', 'ping', 'other']);

/**
 * A browser context for a test: its waits are sized for a busy machine (`PATIENCE_MS`, as the
 * server's tests; Playwright's own default is 30 s), and every call the app's scripts make to
 * `baseUrl` is added to `calls`, as `METHOD /path`; its pages keep their last pointer events
 * (`pointer-log.ts`: a failed journey's message lists them). It asks for reduced motion, as a person may
 * (the app honours it: `respectReducedMotion`), unless `options` say otherwise: what appears is
 * where it stays. Playwright clicks a button once it has not moved between two frames, and checks
 * that the press lands on it, not the release: a dialog sliding 30 px into place after that check
 * (Mantine starts its transition a frame later) can take the release elsewhere, and the click is
 * lost. Two clicks on a button just shown were lost in full runs (a dialog's and a search's), each
 * once, in a way this explains; neither came back in 40 tries each beside busy loops.
 */
export async function openContext(
  browser: Browser,
  baseUrl: string,
  calls: Set<string>,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  context.setDefaultTimeout(PATIENCE_MS);
  recordApiCalls(context, baseUrl, calls);
  await recordPointerEvents(context);
  return context;
}

function recordApiCalls(context: BrowserContext, baseUrl: string, calls: Set<string>): void {
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== baseUrl || !SCRIPT_REQUESTS.has(request.resourceType())) return;
    calls.add(`${request.method()} ${url.pathname}`);
  });
}

const openapi = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../openapi.json', import.meta.url)), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> };

const operations = Object.entries(openapi.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  })),
);

/** The recorded calls that no operation of openapi.json answers (the app must use none). */
export function callsOutsideTheApi(calls: Iterable<string>): string[] {
  return [...calls].filter((call) => {
    const [method, path] = call.split(' ') as [string, string];
    return !operations.some((op) => op.method === method && op.pattern.test(path));
  });
}

/**
 * Checks the page with axe (injected from the axe-core package) and fails on any serious or
 * critical violation, naming each rule and the elements it found. It judges the screen once it
 * has settled, as a person reads it: a dialog or a notification still fading in (Mantine's
 * 200 ms transition, for a context that asks for motion) has its colours blended with the page
 * behind, and axe measured such a frame twice (a red button; a notification's title that appeared
 * while axe ran, after the screen had been still: text appearing late is still possible with
 * reduced motion). So axe runs again on a still screen until it finds nothing or `AXE_PATIENCE_MS`
 * have passed: a violation that stays is reported, one seen only in passing is not. Animations
 * that never end (a loader) are not waited for.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const until = Date.now() + AXE_PATIENCE_MS;
  let violations = await axeViolations(page);
  while (violations.length > 0 && Date.now() < until) {
    await new Promise((next) => setTimeout(next, 100));
    violations = await axeViolations(page);
  }
  expect(violations, `axe on ${screen}`).toEqual([]);
}

/** How long a violation may last before it counts: longer than any transition of the app. */
const AXE_PATIENCE_MS = 3_000;

/** Axe's serious and critical violations on the screen once it is still. */
async function axeViolations(page: Page): Promise<string[]> {
  await waitForStillScreen(page);
  // Once per page load: the app moves between screens without loading a page again.
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[]; html: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}

/** Saves a full-page screenshot of the screen under test-results/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

/**
 * What every screen of the suite goes through once: axe, the walk with Tab (`keyboard.ts`), the
 * layout check at the test's width, a screenshot, and the layout check again at a phone's width
 * (a screen must be usable at both; `layout.ts`).
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await expectReachableByKeyboard(page, name);
  await expectUsableLayout(page, name, () => screenshot(page, name));
}

/** Signs in through the sign-in screen, as a person does, and waits for the app's frame. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/app/sign-in`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
