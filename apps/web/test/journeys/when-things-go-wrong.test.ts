import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTACT, uniqueName } from '../support/arrange.js';
import { checkScreen, expectAccessible, field, screenshot } from '../support/browser.js';
import { PASSWORD, setUpJourney } from '../support/journey.js';
import { expectUsableLayout } from '../support/layout.js';

// What a person sees when things go wrong: an address naming no record here, a list the server
// could not answer, the session ended from elsewhere, a wallet holding too little.

const EMAIL = 'unlucky@example.test';
const journey = setUpJourney({ members: [{ email: EMAIL }], page: 'none' });

describe('an address that names no record here', () => {
  it('says there is no such record, with the way back to its list', async () => {
    const page = await journey.signedInPage();
    // A domain of another workspace of the team is not in this one.
    const { workspace } = await journey.server.api.createWorkspace({
      body: { name: uniqueName('other') },
    });
    const { domain_uids } = await journey.server.apiIn(workspace.uid).registerDomains({
      idempotencyKey: true,
      body: {
        domains: [{ name: `${uniqueName('elsewhere')}.com`, registration_years: 1 }],
        contact_details: CONTACT,
      },
    });
    await page.goto(journey.app(`/domains/${domain_uids[0]}`));
    await page.getByRole('heading', { name: 'No such domain' }).waitFor();
    await expect.poll(() => page.title()).toBe('No such domain · Domains · Mailwright');
    await checkScreen(page, 'record-missing');
    await page.getByRole('link', { name: 'Back to Domains' }).click();
    await page.getByRole('heading', { name: 'Domains', exact: true }).waitFor();

    // A mistyped address (not even a uid) and a removed record read the same way.
    for (const [path, what, back] of [
      ['/domains/not-a-uid', 'domain', 'Back to Domains'],
      [`/mailboxes/${randomUUID()}`, 'mailbox', 'Back to Mailboxes'],
      [`/webhooks/events/${randomUUID()}`, 'event', 'Back to Webhooks'],
      [`/placement/${randomUUID()}`, 'placement test', 'Back to Inbox placement'],
      [`/infraguard/${randomUUID()}`, 'protected domain', 'Back to InfraGuard'],
      [`/health/domains/${randomUUID()}`, 'domain', 'Back to Health'],
      ['/health/mailboxes/not-a-uid', 'mailbox', 'Back to Health'],
    ] as const) {
      await page.goto(journey.app(path));
      await page.getByRole('heading', { name: `No such ${what}` }).waitFor();
      await page.getByRole('link', { name: back }).waitFor();
      expect(await page.getByRole('alert').count(), path).toBe(0);
    }

    // A workspace that is not the member's: said once, not by every call of the screen.
    await page.goto(`${journey.server.baseUrl}/app/w/${randomUUID()}/domains`);
    await page.getByRole('heading', { name: 'No such workspace' }).waitFor();
    await page.getByRole('link', { name: 'Go to your workspace' }).click();
    await page.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
    await page.context().close();
  });
});

describe('a list the server could not answer', () => {
  it('shows the error and Try again instead of an empty list', async () => {
    const page = await journey.signedInPage();
    const list = '**/v1/api/domains/list';
    await page.route(list, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: true,
          message: 'Internal server error',
          code: 'INTERNAL',
          request_id: 'req_test',
        }),
      }),
    );
    await page.goto(journey.app('/domains'));
    const alert = page.getByRole('alert').filter({ hasText: 'The domains could not be loaded' });
    await alert.waitFor();
    // A list that was not read is not an empty one: no "No domains yet", no "0 of 0".
    expect(await page.getByText('No domains yet').count()).toBe(0);
    expect(await page.getByText('Showing 0 of 0').count()).toBe(0);
    await page.unroute(list);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No domains yet').waitFor();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });
});

describe('a read the server could not answer, on a screen of its own', () => {
  it('offers Try again, which reads it again', async () => {
    const page = await journey.signedInPage();
    const list = '**/v1/api/sequencers/list';
    await page.route(list, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: true, message: 'Service unavailable', code: 'UNAVAILABLE' }),
      }),
    );
    await page.goto(journey.app('/sequencers'));
    const alert = page.getByRole('alert').filter({ hasText: 'Service unavailable' });
    await alert.waitFor();
    await page.unroute(list);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No sequencer connected' }).waitFor();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });
});

describe('the session ended while the app is open', () => {
  it('goes to sign-in saying so, and back to the screen after signing in', async () => {
    const page = await journey.signedInPage();
    await page.goto(journey.app('/domains'));
    await page.getByRole('heading', { name: 'Domains', exact: true }).waitFor();
    // Signed out everywhere from another browser.
    const elsewhere = await journey.signedInPage();
    await elsewhere.getByRole('button', { name: /Account menu/ }).click();
    await elsewhere.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await elsewhere.waitForURL(/\/app\/sign-in/);
    await elsewhere.context().close();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await page.waitForURL(/\/app\/sign-in/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'session has ended' }).count())
      .toBe(1);
    await field(page, 'Email').fill(EMAIL);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/webhooks$/);
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await page.context().close();
  });
});

describe('a wallet holding too little', () => {
  it('says so where the purchase was refused, and links to Billing', async () => {
    const page = await journey.signedInPage();
    // A workspace paying from a wallet of its own, which holds nothing.
    const { workspace } = await journey.server.api.createWorkspace({
      body: { name: uniqueName('own-wallet'), use_shared_billing: false },
    });
    await journey.server.api.setAccountRegistrantContact({ body: { contact_details: CONTACT } });
    await page.goto(`${journey.server.baseUrl}/app/w/${workspace.uid}/domains/buy`);
    const word = uniqueName('poor');
    await page.getByLabel('Word to build names around').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('checkbox', { name: `Choose ${word}.com` }).check();
    await expect.poll(() => field(page, 'City').inputValue()).toBe(CONTACT.city);
    await page.getByRole('button', { name: /^Buy 1 domain for/ }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was bought' });
    await refused.filter({ hasText: 'Insufficient wallet balance' }).waitFor();
    await refused.getByRole('link', { name: 'Add credits on Billing' }).click();
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await page.context().close();
  });

  it('says a domain ordered through checkout waits for its payment, not that it was bought', async () => {
    const page = await journey.signedInPage();
    await journey.server.api.setAccountRegistrantContact({ body: { contact_details: CONTACT } });
    await page.goto(journey.app('/domains/buy'));
    const word = uniqueName('bycard');
    await page.getByLabel('Word to build names around').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('checkbox', { name: `Choose ${word}.com` }).check();
    await expect.poll(() => field(page, 'City').inputValue()).toBe(CONTACT.city);
    await page.getByRole('radio', { name: 'Pay by card through checkout' }).check();
    await page.getByRole('button', { name: /^Buy 1 domain for/ }).click();
    const ordered = page.getByRole('status').filter({ hasText: 'Ordered: waiting for payment' });
    await ordered.getByRole('link', { name: 'checkout page' }).waitFor();
    expect(await page.getByText('Bought', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('a screen whose script the server could not send', () => {
  it('says the screen could not be shown, and shows it after a reload', async () => {
    const page = await journey.signedInPage();
    await page.goto(journey.app('/domains'));
    await page.getByRole('heading', { name: 'Domains', exact: true }).waitFor();
    // The connection drops for the Sequencers screen's script only: the rest of the app is loaded.
    const script = /\/assets\/SequencersPage-[^/]*\.js$/;
    await page.route(script, (route) => route.abort('connectionfailed'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sequencers' })
      .click();
    await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();
    await page.getByText('could not be loaded from the server').waitFor();
    await expect
      .poll(() => page.title())
      .toBe('This screen could not be shown · Sequencers · Mailwright');
    // Still inside the app: its navigation is there to go elsewhere.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Domains' })
      .waitFor();
    await page.unroute(script);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { name: 'Sequencers', exact: true }).waitFor();
    await page.context().close();
  });
});

describe('a server that cannot be reached', () => {
  it('says so in place of a screen not loaded yet, and does not say a sign-out it could not make', async () => {
    const page = await journey.signedInPage();
    await page.goto(journey.app('/domains'));
    await page.getByRole('heading', { name: 'Domains', exact: true }).waitFor();
    // Nothing reaches the server: neither the Webhooks screen's script nor the API.
    const script = /\/assets\/WebhooksPage-[^/]*\.js$/;
    const api = '**/v1/api/**';
    await page.route(script, (route) => route.abort('connectionfailed'));
    await page.route(api, (route) => route.abort('connectionfailed'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    // Inside the app (no reload to the browser's own error page), with the way on.
    await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();
    await page.getByText('could not be loaded from the server').waitFor();
    expect(page.url()).toMatch(/\/app\/w\/[^/]+\/webhooks$/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Not signed out' })
      .filter({ hasText: 'You are still signed in' })
      .waitFor();
    expect(page.url()).toMatch(/\/webhooks$/);
    // Once the server answers, the same session signs out.
    await page.unroute(api);
    await page.unroute(script);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/app\/sign-in/);
    await page.context().close();
  });
});

describe('a list the server is too busy to answer at once', () => {
  const list = '**/v1/api/domains/list';
  const busyAnswer = (seconds: number) => ({
    status: 429,
    contentType: 'application/json',
    headers: { 'Retry-After': String(seconds) },
    body: JSON.stringify({ error: true, message: 'Too many requests', code: 'RATE_LIMITED' }),
  });

  it('says it will try again, counting down, and shows the list once it has', async () => {
    const page = await journey.signedInPage();
    // A workspace of its own, with a domain: the list has a row to show once it is read.
    const { workspace } = await journey.server.api.createWorkspace({
      body: { name: uniqueName('busy') },
    });
    const name = `${uniqueName('busy')}.com`;
    await journey.server.apiIn(workspace.uid).registerDomains({
      idempotencyKey: true,
      body: { domains: [{ name, registration_years: 1 }], contact_details: CONTACT },
    });
    let asked = 0;
    await page.route(list, (route) =>
      asked++ === 0 ? route.fulfill(busyAnswer(3)) : route.continue(),
    );
    await page.goto(journey.app('/domains', workspace.uid));
    const busy = page.getByRole('status').filter({ hasText: 'The server is busy.' });
    await busy.filter({ hasText: 'Trying again in 3 s…' }).waitFor();
    // Counting down (either next second: a busy machine may paint one of them late).
    await busy.filter({ hasText: /Trying again in [12] s…/ }).waitFor();
    await page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) }).waitFor();
    await expect.poll(() => busy.count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(asked).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('is read whole at a phone width too, and passes axe', async () => {
    const page = await journey.signedInPage();
    // Busy for longer than the checks take: they judge the screen with the status on it.
    await page.route(list, (route) => route.fulfill(busyAnswer(30)));
    await page.goto(journey.app('/domains'));
    const busy = page
      .getByRole('status')
      .filter({ hasText: 'The server is busy. Trying again in' });
    await busy.waitFor();
    await expectAccessible(page, 'busy server');
    await expectUsableLayout(page, 'busy server', () => screenshot(page, 'busy-server'));
    expect(await busy.count()).toBe(1);
    await page.context().close();
  });
});
