/**
 * `npm run docs:screenshots`: the pictures of docs/web.md, made by driving the app in headless
 * chromium against a real server with a few domains and mailboxes, and written to docs/images/.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { activeDomain, activeMailboxes } from '../test/support/arrange.js';
import { field } from '../test/support/fields.js';
import buildIfStale from '../test/support/global-setup.js';
import { createMember, startTestServer } from '../test/support/server.js';
import { PHONE } from '../test/support/viewports.js';
import { DELIVERABILITY_ENV, deliverabilityScreens } from './docs-screenshots-deliverability.js';

const OUT = fileURLToPath(new URL('../../../docs/images/', import.meta.url));
const EMAIL = 'ops@agency.example';
const PASSWORD = 'documentation password';

/** The page the first start's printed link opens, on a server of its own started as a new user's. */
async function firstStartShot(browser: Browser) {
  const first = await startTestServer({}, { firstStart: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(first.passwordLink!);
    await field(page, 'Your email').waitFor();
    await page.screenshot({ path: `${OUT}reset-password.png` });
    await page.close();
  } finally {
    await first.stop();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  buildIfStale();
  const server = await startTestServer(DELIVERABILITY_ENV);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
  try {
    await createMember(server, {
      email: EMAIL,
      password: PASSWORD,
      role: 'admin',
      name: 'Olivia Ops',
    });
    const tag = await server.api.createTag({ body: { name: 'Client A' } });
    const domain = await activeDomain(server, 'northwind-mail.com');
    await activeDomain(server, 'northwind-outreach.com');
    const mailboxes = await activeMailboxes(server, domain.name, ['olivia', 'oscar', 'omar']);
    await server.api.assignTags({
      body: { tag_uids: [tag.tag.uid], mailbox_uids: mailboxes.map((m) => m.uid) },
    });

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: `${OUT}${name}.png` });
    const app = (path: string) => `${server.baseUrl}/app/w/${server.workspace}${path}`;
    const open = async (
      path: string,
      heading: string | RegExp,
      name: string,
      then?: (page: Page) => Promise<void>,
    ) => {
      await page.goto(app(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // The frame as a person sees it once it has loaded: the workspace's name in the switcher
      // and every section in the menu (Sandbox is there once the server says it allows it; at a
      // phone's width the menu is folded away).
      await page.getByRole('button', { name: /^Workspace: .+/ }).waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Sandbox' })
        .waitFor({ state: 'attached' });
      await then?.(page);
      await shot(name);
    };

    await firstStartShot(browser);
    await page.goto(`${server.baseUrl}/app/sign-in`);
    await field(page, 'Email').fill(EMAIL);
    await shot('sign-in');
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await open('/domains', 'Domains', 'domains', (p) =>
      p.getByRole('link', { name: domain.name }).waitFor(),
    );
    await open(`/domains/${domain.uid}`, domain.name, 'domain', (p) =>
      p.getByRole('table', { name: 'DNS records' }).getByRole('row').nth(1).waitFor(),
    );
    await open('/domains/buy', 'Buy domains', 'domains-buy', async (p) => {
      await p.getByLabel('Word to build names around').fill('contoso');
      await p.getByRole('button', { name: 'Search' }).click();
      await p.getByRole('table', { name: 'Names found' }).waitFor();
    });
    await open('/domains/connect', 'Connect domains', 'domains-connect');
    await open('/mailboxes', 'Mailboxes', 'mailboxes', async (p) => {
      await p.getByRole('link', { name: `olivia@${domain.name}` }).waitFor();
      await p.getByRole('checkbox', { name: /^Select all/ }).check();
    });
    await open(`/mailboxes/${mailboxes[0]!.uid}`, mailboxes[0]!.email, 'mailbox', async (p) => {
      await p.getByRole('button', { name: 'Show credentials' }).click();
      await p.getByRole('table', { name: 'Credentials' }).waitFor();
    });
    await open(
      `/mailboxes/buy?domain=northwind-outreach.com`,
      'Buy mailboxes',
      'mailboxes-buy',
      async (p) => {
        await p.getByLabel('First name 1').fill('Nora');
        await p.getByLabel('Last name 1').fill('Quinn');
        await p.getByRole('button', { name: 'Generate usernames' }).click();
      },
    );
    await open('/mailboxes/import', 'Import mailboxes from CSV', 'mailboxes-import', async (p) => {
      const csv = [
        'domain,username,first name,last name,platform',
        'northwind-outreach.com,nick,Nick,Ng,GOOGLE',
        'northwind-outreach.com,nick,Nick,Ng,GOOGLE',
        'unknown.example,zoe,Zoe,Li,GOOGLE',
      ].join('\n');
      await p
        .getByLabel('CSV file')
        .setInputFiles({ name: 'mailboxes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await p.getByRole('table', { name: 'Rows to buy' }).waitFor();
    });
    await open('/sequencers', 'Sequencers', 'sequencers', async (p) => {
      await p.getByRole('combobox', { name: 'Platform' }).click();
      await p.getByRole('option', { name: 'Smartlead' }).click();
    });
    await open('/team', 'Team', 'team');
    await open('/billing', 'Billing', 'billing', (p) => p.getByLabel('Wallet balance').waitFor());
    await open('/settings', 'Workspace settings', 'settings');
    await open('/account', 'Account and security', 'account');

    // Issue 35 (i35a): the health page and the sandbox console.
    await server.api.checkHealth({ body: {} });
    await open(`/health`, 'Health', 'health', (p) =>
      p.getByRole('table', { name: 'Domain health' }).waitFor(),
    );
    await open(`/health/domains/${domain.uid}`, `Health of ${domain.name}`, 'health-domain', (p) =>
      p.getByRole('table', { name: 'DNS checks' }).waitFor(),
    );
    await open(
      `/health/mailboxes/${mailboxes[0]!.uid}`,
      `Health of ${mailboxes[0]!.email}`,
      'health-mailbox',
      (p) => p.getByRole('table', { name: 'DNS checks' }).waitFor(),
    );
    await open('/sandbox', 'Sandbox', 'sandbox', (p) =>
      p.getByRole('table', { name: 'Magic values' }).waitFor(),
    );
    await open(
      `/sandbox/mail/${mailboxes[0]!.uid}`,
      `Mail of ${mailboxes[0]!.email}`,
      'sandbox-mail',
    );

    await page.setViewportSize(PHONE);
    await open('/mailboxes', 'Mailboxes', 'mailboxes-phone', (p) =>
      p.getByRole('link', { name: `olivia@${domain.name}` }).waitFor(),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await deliverabilityScreens(server, page, open, shot, {
      uid: mailboxes[0]!.uid,
      email: mailboxes[0]!.email,
      domain,
    });
    await context.close();
    process.stdout.write(`screenshots written to ${OUT}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
