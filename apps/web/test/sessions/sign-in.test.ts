import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../../server/src/lib/totp.js';
import {
  callsOutsideTheApi,
  checkScreen,
  field,
  launchBrowser,
  openContext,
  signIn,
} from '../support/browser.js';
import { createMember, startTestServer, type TestServer } from '../support/server.js';

// Sign-in and sessions in a real browser against a real server, on SQLite and on PostgreSQL.

const PASSWORD = 'correct horse battery';
let server: TestServer;
let browser: Browser;
const calls = new Set<string>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await createMember(server, { email: 'ops@example.test', password: PASSWORD, role: 'admin' });
  await createMember(server, {
    email: 'viewer@example.test',
    password: PASSWORD,
    role: 'member',
    billing: false,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  expect(callsOutsideTheApi(calls)).toEqual([]);
});

async function newPage() {
  const context = await openContext(browser, server.baseUrl, calls, {
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

describe('signing in', () => {
  it('refuses a wrong password with a clear message and signs in with the right one', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(/\/app\/sign-in/);
    await checkScreen(page, 'sign-in');
    await field(page, 'Email').fill('ops@example.test');
    await field(page, 'Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/password|credentials/i);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
    await context.close();
  });

  it('a member without billing permission sees no billing, and the API refuses it billing too', async () => {
    const { context, page } = await newPage();
    await signIn(page, server.baseUrl, 'viewer@example.test', PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Domains' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/app/w/${server.workspace}/billing`);
    await page.getByText('No billing access').waitFor();
    expect(await page.getByLabel('Wallet balance').count()).toBe(0);
    const wallet = await page.request.get(`${server.baseUrl}/v1/api/billing/wallet`);
    expect(wallet.status()).toBe(403);
    await context.close();
  });

  it('refuses a write made with the session cookie but without the CSRF token', async () => {
    const { context, page } = await newPage();
    await signIn(page, server.baseUrl, 'ops@example.test', PASSWORD);
    const refused = await page.request.post(`${server.baseUrl}/v1/api/tags`, {
      headers: { 'x-workspace-id': server.workspace, 'content-type': 'application/json' },
      data: { name: 'no-csrf' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('CSRF_TOKEN_INVALID');
    const tags = await server.api.listTags({ params: { query: { limit: 100 } } });
    expect(tags.tags.map((t) => t.name)).not.toContain('no-csrf');
    await context.close();
  });

  it('signs out, and a session revoked elsewhere is sent back to sign-in', async () => {
    const first = await newPage();
    const second = await newPage();
    await signIn(first.page, server.baseUrl, 'ops@example.test', PASSWORD);
    await signIn(second.page, server.baseUrl, 'ops@example.test', PASSWORD);
    // Sign out everywhere from the second browser: the first one's session is revoked.
    await second.page.getByRole('button', { name: /Account menu/ }).click();
    await second.page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await second.page.waitForURL(/\/app\/sign-in/);
    await first.page.goto(`${server.baseUrl}/app/w/${server.workspace}/domains`);
    await first.page.waitForURL(/\/app\/sign-in/);
    // Sign out of one session: the page goes to sign-in and the app is closed to it.
    await signIn(first.page, server.baseUrl, 'ops@example.test', PASSWORD);
    await first.page.getByRole('button', { name: /Account menu/ }).click();
    await first.page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await first.page.waitForURL(/\/app\/sign-in/);
    await first.page.goto(`${server.baseUrl}/app/w/${server.workspace}/mailboxes`);
    await first.page.waitForURL(/\/app\/sign-in/);
    await first.context.close();
    await second.context.close();
  });

  it('asks for the TOTP code of a member who turned it on, and refuses a wrong one', async () => {
    const { context, page } = await newPage();
    await signIn(page, server.baseUrl, 'ops@example.test', PASSWORD);
    await page.goto(`${server.baseUrl}/app/w/${server.workspace}/account`);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.locator('pre').first().textContent())!.trim();
    await checkScreen(page, 'account');
    await page.getByLabel('Code from the app').fill(totp(secret).code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByLabel('Code to turn it off').waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();

    await field(page, 'Email').fill('ops@example.test');
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await code.fill(totp(secret).code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    // The code that turned TOTP on may not be used twice: the next step's code (the server
    // accepts one step of clock drift).
    await code.fill(totp(secret, Date.now() + 30_000).code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
    await context.close();
  });

  it('says when to try again once sign-in attempts are rate-limited', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.baseUrl}/app/sign-in`);
    await field(page, 'Email').fill('viewer@example.test');
    const alert = page.getByRole('alert');
    for (let attempt = 0; attempt < 50; attempt++) {
      await field(page, 'Password').fill(`wrong ${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('button', { name: 'Sign in' })
        .and(page.locator(':not([data-loading])'))
        .waitFor();
      if (/too many/i.test((await alert.textContent()) ?? '')) break;
    }
    await expect.poll(() => alert.textContent()).toMatch(/too many attempts/i);
    await expect.poll(() => alert.textContent()).toMatch(/try again/i);
    await context.close();
  });
});
