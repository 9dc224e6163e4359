import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totp } from '../../../server/src/lib/totp.js';
import { runCli } from '../../../server/test/support/processes.js';
import { checkScreen, field, signIn } from '../support/browser.js';
import { PASSWORD, setUpJourney } from '../support/journey.js';
import { createMember, startTestServer } from '../support/server.js';

// Sign-in and sessions in a real browser against a real server, on SQLite and on PostgreSQL.

const OPS = { email: 'ops@example.test' };
const VIEWER = { email: 'viewer@example.test', role: 'member', billing: false } as const;
const journey = setUpJourney({ members: [OPS, VIEWER], page: 'none' });

/** Types the new password twice on a password link's page and submits it. */
async function setPassword(page: Page, password: string, repeated = password) {
  await field(page, 'New password').fill(password);
  await field(page, 'Repeat the new password').fill(repeated);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
}

/** A one-time link that sets the password of the member with this address, as the CLI prints it. */
async function operatorLink(email: string): Promise<string> {
  const made = await runCli(
    ['members', 'reset-link', '--email', email, '--json'],
    journey.server.env,
  );
  expect(made.code, made.stderr).toBe(0);
  return (JSON.parse(made.stdout) as { url: string }[])[0]!.url;
}

describe('password links', () => {
  it("the first start's printed link sets the admin's address and password, and signs in", async () => {
    const first = await startTestServer({}, { firstStart: true });
    try {
      expect(first.passwordLink).toMatch(/^http:\/\/.+\/app\/reset-password#token=mwp_/);
      const page = await journey.newPage({}, first.baseUrl);
      await page.goto(first.passwordLink!);
      await page.getByText(/in My team\./).waitFor();
      await checkScreen(page, 'reset-password');
      // The first admin has no address yet: the page asks for it, and says so when it is missing.
      await setPassword(page, PASSWORD);
      await expect.poll(() => field(page, 'Your email').getAttribute('aria-invalid')).toBe('true');
      await field(page, 'Your email').fill('owner@example.test');
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
      // The link works once.
      await page.goto(first.passwordLink!);
      await page.getByText('This link cannot be used').waitFor();
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/already used/);
      // The address and password it set sign in.
      await page.context().clearCookies();
      await signIn(page, first.baseUrl, 'owner@example.test', PASSWORD);
      await page.context().close();
    } finally {
      await first.stop();
    }
  });

  it('a link the operator printed sets a member’s password, and the member arrives signed in', async () => {
    await createMember(journey.server, {
      email: 'reset@example.test',
      password: 'the first password',
    });
    const page = await journey.newPage();
    await page.goto(await operatorLink('reset@example.test'));
    await page.getByText('For reset@example.test in Browser team.').waitFor();
    expect(await field(page, 'Your email').count()).toBe(0);
    await setPassword(page, PASSWORD, 'another password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The two passwords differ.');
    await setPassword(page, PASSWORD);
    await page.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
    await page.context().close();
  });

  it('says a link without its token, or an unknown one, cannot be used', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.baseUrl}/app/reset-password`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/has no token/);
    await page.goto(`${journey.server.baseUrl}/app/reset-password#token=mwp_unknown`);
    await page.getByText('This link cannot be used').waitFor();
    await page.context().close();
  });
});

describe('signing in', () => {
  it('refuses a wrong password with a clear message and signs in with the right one', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.baseUrl}/`);
    await page.waitForURL(/\/app\/sign-in/);
    await checkScreen(page, 'sign-in');
    await field(page, 'Email').fill('ops@example.test');
    // This server has no relay: asking for a reset link says so, not that one is on its way.
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'This server sends no mail: ask its operator for a link' })
      .waitFor();
    expect(await page.getByText('is on its way').count()).toBe(0);
    await field(page, 'Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/password|credentials/i);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
    await page.context().close();
  });

  it('a member without billing permission sees no billing, and the API refuses it billing too', async () => {
    const page = await journey.newPage();
    await journey.signIn(page, VIEWER);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Domains' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);
    await page.goto(`${journey.server.baseUrl}/app/w/${journey.server.workspace}/billing`);
    await page.getByText('No billing access').waitFor();
    expect(await page.getByLabel('Wallet balance').count()).toBe(0);
    const wallet = await page.request.get(`${journey.server.baseUrl}/v1/api/billing/wallet`);
    expect(wallet.status()).toBe(403);
    await page.context().close();
  });

  it('refuses a write made with the session cookie but without the CSRF token', async () => {
    const page = await journey.newPage();
    await journey.signIn(page);
    const refused = await page.request.post(`${journey.server.baseUrl}/v1/api/tags`, {
      headers: { 'x-workspace-id': journey.server.workspace, 'content-type': 'application/json' },
      data: { name: 'no-csrf' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('CSRF_TOKEN_INVALID');
    const tags = await journey.server.api.listTags({ params: { query: { limit: 100 } } });
    expect(tags.tags.map((t) => t.name)).not.toContain('no-csrf');
    await page.context().close();
  });

  it('signs out, and a session revoked elsewhere is sent back to sign-in', async () => {
    const first = await journey.newPage();
    const second = await journey.newPage();
    await journey.signIn(first);
    await journey.signIn(second);
    // Sign out everywhere from the second browser: the first one's session is revoked.
    await second.getByRole('button', { name: /Account menu/ }).click();
    await second.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await second.waitForURL(/\/app\/sign-in/);
    await first.goto(`${journey.server.baseUrl}/app/w/${journey.server.workspace}/domains`);
    await first.waitForURL(/\/app\/sign-in/);
    // Sign out of one session: the page goes to sign-in and the app is closed to it; the
    // screens left behind fail nothing on the way out.
    await journey.signIn(first);
    const failures: string[] = [];
    first.on('console', (m) => m.type() === 'error' && failures.push(m.text()));
    first.on('pageerror', (e) => failures.push(e.message));
    await first.getByRole('button', { name: /Account menu/ }).click();
    await first.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await first.waitForURL(/\/app\/sign-in/);
    await field(first, 'Email').waitFor();
    expect(failures).toEqual([]);
    await first.goto(`${journey.server.baseUrl}/app/w/${journey.server.workspace}/mailboxes`);
    await first.waitForURL(/\/app\/sign-in/);
    await first.context().close();
    await second.context().close();
  });

  it('asks for the TOTP code of a member who turned it on, and refuses a wrong one', async () => {
    const page = await journey.newPage();
    await journey.signIn(page);
    await page.goto(`${journey.server.baseUrl}/app/w/${journey.server.workspace}/account`);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.locator('pre').first().textContent())!.trim();
    // The QR code an authenticator app scans says the same key.
    const qr = page.getByRole('img', { name: /QR code of the key/ });
    await expect
      .poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const pixels = await qr.evaluate((img) => {
      const image = img as HTMLImageElement;
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: [...data.data] };
    });
    const scanned = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(new URL(scanned!.data).searchParams.get('secret')).toBe(secret);
    await checkScreen(page, 'account');
    // A password refused is marked on its field (for screen readers too), which takes the focus.
    const currentPassword = page.getByLabel('Current password');
    await currentPassword.fill('not the password');
    await page.getByLabel('New password').fill('Another-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => currentPassword.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => currentPassword.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.getByLabel('Code from the app').fill(totp(secret).code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByLabel('Code to turn it off').waitFor();
    // Empty: the code that turned it on is used, and is not offered to turn it off.
    expect(await page.getByLabel('Code to turn it off').inputValue()).toBe('');
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
    await page.context().close();
  });

  it('a password link of a member with two-factor sign-in sets the password, then asks to sign in with the code', async () => {
    const page = await journey.newPage();
    await page.goto(await operatorLink('ops@example.test'));
    await setPassword(page, PASSWORD);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(/Password set.*with your new password and your authenticator's code/);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await field(page, 'Email').waitFor();
    await page.context().close();
  });

  it('says when to try again once sign-in attempts are rate-limited', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.baseUrl}/app/sign-in`);
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
    await page.context().close();
  });
});
