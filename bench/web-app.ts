/**
 * bench:web: the web app in headless chromium against a server holding 10,000 mailboxes.
 *
 * - Time from navigation to the mailbox table's first rows, beside the time of the List mailboxes
 *   request alone (the same first page, over HTTP from this process). Target: within 1.5x of it
 *   plus 200 ms.
 * - JavaScript sent on first load (bytes on the wire, the server sending the build's gzip files).
 *   Target: under 300 KB.
 * - Scrolling the table through all 10,000 rows (pages read as it scrolls): the longest task the
 *   page ran (PerformanceObserver `longtask`). Target: none over 50 ms.
 * - Floors for the navigation, from the same server in the same chromium, each round a cold
 *   context: a static HTML table, and the app's vendor libraries rendering a static table
 *   (`lib/web-floor.ts`): what no change to the app's own code can go under.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { type BrowserContext, chromium } from 'playwright-core';
import { loadConfig } from '../apps/server/src/config.js';
import { newId, newUid } from '../apps/server/src/lib/ids.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { field } from '../apps/web/test/support/fields.js';
import buildIfStale from '../apps/web/test/support/global-setup.js';
import { DESKTOP } from '../apps/web/test/support/viewports.js';
import { initInstance } from './lib/instance.js';
import { freePort, start, stop } from './lib/processes.js';
import { writeResults } from './lib/results.js';
import { activeDomainRow } from './lib/rows.js';
import { buildFloors, removeFloors } from './lib/web-floor.js';

const MAILBOXES = Number(process.env.BENCH_MAILBOXES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** `BENCH_SCROLL=0` leaves out the scroll (about a minute), to look at navigation alone. */
const SCROLL = process.env.BENCH_SCROLL !== '0';
/** `BENCH_TRACE=<file>`: a Chrome performance trace of the first round's navigation. */
const TRACE = process.env.BENCH_TRACE;
/**
 * `BENCH_PROFILE=<file>.cpuprofile`: a CPU profile of the page over the first round, and one over
 * the scroll (`<file>-scroll.cpuprofile`).
 */
const PROFILE = process.env.BENCH_PROFILE;
const PASSWORD = 'bench password long enough';
/**
 * A row's address link. CSS selectors, not `getByRole`: Playwright polls a locator in the page,
 * and a role query walks the whole document's accessibility roles each time (seconds of the
 * page's main thread over a scroll), which would count as the app's long tasks.
 */
const FIRST_ROW_LINK = 'table[aria-label="Mailboxes"] tbody a[href*="/mailboxes/"]';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function seed(env: Record<string, string>, workspaceUid: string): Promise<number> {
  const started = performance.now();
  const ctx = await composeContext(loadConfig(env), { log: createLogger('warn') });
  const db = ctx.db;
  const workspace = await db
    .selectFrom('workspaces')
    .select(['id', 'team_id'])
    .where('uid', '=', workspaceUid)
    .executeTakeFirstOrThrow();
  const sealed = ctx.secrets.seal('bench-credential');
  await db.transaction().execute(async (trx) => {
    // Five mailboxes a domain, as the service allows.
    for (let d = 0; d < MAILBOXES / 5; d++) {
      const domain = activeDomainRow(
        { team_id: workspace.team_id, workspace_id: workspace.id },
        `bench-${d}.com`,
      );
      await trx.insertInto('domains').values(domain).execute();
      for (let m = 0; m < 5; m++) {
        const at = new Date(Date.UTC(2026, 0, 1) + d * 5 + m).toISOString();
        await sql`insert into mailboxes (id, uid, team_id, workspace_id, domain_id, domain_name, username,
          address_key, first_name, last_name, profile_picture, signature, forwarding_email, platform,
          setup_kind, status, previous_status, status_reason, failure_code, status_changed_at,
          step_deadline, is_admin, is_add_on, password_sealed, app_password_sealed, secret_sealed,
          host_account_id, renewal_date, renewal_status, cancel_at, resetup_status, resetup_count,
          last_resetup_at, activated_at, created_at, updated_at)
          values (${newId()}, ${newUid()}, ${workspace.team_id}, ${workspace.id}, ${domain.id}, ${domain.name},
          ${`user${m}`}, ${`${domain.id}:user${m}`}, 'Bench', ${`User ${d * 5 + m}`}, '', '', '', 'GOOGLE',
          'purchase', 'active', 'finalizing_setup', '', '', ${at}, null, 0, 0, ${sealed}, ${sealed}, ${sealed},
          ${`bench-${d}-${m}`}, null, 'pending', null, 'none', 0, null, ${at}, ${at}, ${at})`.execute(
          trx,
        );
      }
    }
  });
  const { COUNTED_LISTS } = await import('../apps/server/src/main/counted-lists.js');
  const { rebuildListCounts } = await import('../apps/server/src/db/list-counts.js');
  await rebuildListCounts(db, COUNTED_LISTS);
  await ctx.database.close();
  return Math.round(performance.now() - started);
}

/** Scrolls the table through every row; the tasks over 50 ms the page ran meanwhile. */
async function scrollAll(
  context: BrowserContext,
  tableUrl: string,
): Promise<{ ms: number; tasks: number[] }> {
  const page = await context.newPage();
  // Runs in the page (a string: this file is compiled without the DOM's types).
  await page.addInitScript(`
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  `);
  await page.goto(tableUrl);
  await page.locator(FIRST_ROW_LINK).first().waitFor();
  await page.evaluate('window.__longTasks = []');
  const region = page.locator('[role="region"][aria-label="Mailboxes table, scrollable"]');
  const cdp = PROFILE ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const scrollStarted = performance.now();
  for (;;) {
    const shown = await page
      .locator('[role="status"]')
      .filter({ hasText: /^Showing/ })
      .textContent();
    const done = shown?.startsWith(`Showing ${MAILBOXES} of ${MAILBOXES}`);
    await region.evaluate((el) => {
      el.scrollTop += 1500;
    });
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
    const atEnd = await region.evaluate(
      (el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
    );
    if (done && atEnd) break;
  }
  const scrollMs = Math.round(performance.now() - scrollStarted);
  if (cdp && PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(
      PROFILE.replace(/(\.cpuprofile)?$/, '-scroll.cpuprofile'),
      JSON.stringify(profile),
    );
  }
  const tasks = (await page.evaluate('window.__longTasks')) as number[];
  await page.close();
  return { ms: scrollMs, tasks };
}

/** Median time from navigation to the first row link shown, each round in a fresh context. */
async function floorMs(browser: import('playwright-core').Browser, url: string): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(url);
    await page.locator(FIRST_ROW_LINK).first().waitFor();
    times.push(performance.now() - t0);
    await context.close();
  }
  return Math.round(median(times));
}

async function main() {
  buildIfStale();
  await buildFloors();
  const loadStart = Number(loadavg()[0]?.toFixed(2));
  const instance = initInstance('web');
  const seedMs = await seed(instance.env, instance.workspaceUid);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await start(
    process.execPath,
    ['apps/server/bin/mailwright.js', 'serve'],
    { ...instance.env, PORT: String(port) },
    'running at',
  );
  const auth = { authorization: `Bearer ${instance.token}`, 'content-type': 'application/json' };
  try {
    // A member who signs in with a password, made through the API as people are.
    const invite = (await (
      await globalThis.fetch(`${base}/v1/api/members/invite`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Bench', email: 'bench@example.test', role: 'admin' }),
      })
    ).json()) as { invitation_url: string };
    const token = String(invite.invitation_url).split('/').pop();
    await globalThis.fetch(`${base}/v1/api/members/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: PASSWORD }),
    });

    // The first page the table asks for, alone.
    const listBody = JSON.stringify({ page: 1, limit: 200 });
    const listHeaders = { ...auth, 'x-workspace-id': instance.workspaceUid };
    const request: number[] = [];
    for (let i = 0; i < ROUNDS * 2; i++) {
      const t0 = performance.now();
      const answer = await globalThis.fetch(`${base}/v1/api/mailboxes/list`, {
        method: 'POST',
        headers: listHeaders,
        body: listBody,
      });
      await answer.arrayBuffer();
      if (i >= 2) request.push(performance.now() - t0);
    }

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    });
    const signedIn = await browser.newContext({ viewport: DESKTOP });
    const signInPage = await signedIn.newPage();
    await signInPage.goto(`${base}/app/sign-in`);
    await field(signInPage, 'Email').fill('bench@example.test');
    await field(signInPage, 'Password').fill(PASSWORD);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.getByRole('navigation', { name: 'Main' }).waitFor();
    const cookies = await signedIn.cookies();
    // The floors first, then the app: each a cold context (the rounds of one after another).
    const floors = {
      static_html_table_ms_median: await floorMs(browser, `${base}/app/bench-floor/static.html`),
      vendor_chunks_static_table_ms_median: await floorMs(
        browser,
        `${base}/app/bench-floor/index.html`,
      ),
    };
    const tableUrl = `${base}/app/w/${instance.workspaceUid}/mailboxes`;

    // Navigation to the first rows, each round in a fresh context (cold cache, as a first visit).
    const navigation: number[] = [];
    /** The first round's requests, from navigation: what the first rows wait for. */
    const waterfall: { url: string; start_ms: number; end_ms: number }[] = [];
    let jsBytes = 0;
    let jsFiles = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      const started = new Map<unknown, number>();
      page.on('request', (req) => started.set(req, performance.now()));
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'script')
          scripts.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
        if (round === 0)
          waterfall.push({
            url: new URL(req.url()).pathname.replace(/^\/app\/assets\//, ''),
            start_ms: Math.round((started.get(req) ?? t0) - t0),
            end_ms: Math.round(performance.now() - t0),
          });
      });
      if (round === 0 && TRACE) await browser.startTracing(page, { path: TRACE });
      const cdp = round === 0 && PROFILE ? await context.newCDPSession(page) : undefined;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const t0 = performance.now();
      await page.goto(tableUrl);
      await page.locator(FIRST_ROW_LINK).first().waitFor();
      navigation.push(performance.now() - t0);
      if (round === 0 && TRACE) await browser.stopTracing();
      if (cdp && PROFILE) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(PROFILE, JSON.stringify(profile));
      }
      if (round === 0) {
        const sizes = await Promise.all(scripts);
        jsBytes = sizes.reduce((a, b) => a + b, 0);
        jsFiles = sizes.length;
      }
      await context.close();
    }

    // Scrolling through every row: the longest task while the table reads and renders them.
    const longTasks = SCROLL ? await scrollAll(signedIn, tableUrl) : { ms: 0, tasks: [] };
    await browser.close();

    const requestMs = median(request);
    const navigationMs = median(navigation);
    const figures = {
      load_average_1m: { start: loadStart, end: Number(loadavg()[0]?.toFixed(2)) },
      mailboxes: MAILBOXES,
      seed_ms: seedMs,
      list_request_ms_median: Math.round(requestMs),
      navigation_to_first_rows_ms_median: Math.round(navigationMs),
      navigation_target_ms: Math.round(requestMs * 1.5 + 200),
      navigation_within_target: navigationMs <= requestMs * 1.5 + 200,
      navigation_floors: floors,
      first_load_js_bytes: jsBytes,
      first_load_js_files: jsFiles,
      first_load_js_within_300kb: jsBytes < 300 * 1024,
      ...(SCROLL
        ? {
            scroll_all_rows_ms: longTasks.ms,
            long_tasks_over_50ms: longTasks.tasks.filter((d) => d > 50).length,
            longest_task_ms: Math.round(Math.max(0, ...longTasks.tasks)),
          }
        : {}),
      rounds: ROUNDS,
      first_round_requests: waterfall.sort((a, b) => a.start_ms - b.start_ms),
    };
    const path = writeResults('web-app', figures);
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
  } finally {
    await stop(server);
    removeFloors();
  }
}

await main();
