import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { activeDomain, activeMailboxes, CONTACT, uniqueName } from '../support/arrange.js';
import { checkScreen, field } from '../support/browser.js';
import { fieldDescription } from '../support/fields.js';
import { setUpJourney } from '../support/journey.js';
import { findCutOff, waitForStillScreen } from '../support/layout.js';
import { DESKTOP, PHONE } from '../support/viewports.js';

// Buying from the screens and watching statuses move without a reload; bulk actions on "all
// matching, except these"; the credentials CSV.

const journey = setUpJourney({
  members: [{ email: 'buyer@example.test' }],
  context: { acceptDownloads: true },
});

/** The registrant contact's fields on Buy domains: label, and the key of `CONTACT` it holds. */
const CONTACT_FIELDS = [
  ['First name', 'first_name'],
  ['Last name', 'last_name'],
  ['Email', 'email'],
  ['Address', 'address_line1'],
  ['City', 'city'],
  ['State or region', 'state'],
  ['Postal code', 'postal_code'],
  ['Country', 'country'],
] as const;

/** Whether the keyboard's focus is in the screen's content (not the header or the navigation). */
const focusInContent = () =>
  journey.page.evaluate(
    () => document.getElementById('main')?.contains(document.activeElement) ?? false,
  );

describe('by keyboard', () => {
  it('starts the Tab order at the screen: a skip link first, and the content after choosing a screen', async () => {
    await journey.page.goto(journey.app('/domains'));
    await journey.page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
    await journey.page.keyboard.press('Tab');
    const skip = journey.page.getByRole('link', { name: 'Skip to the screen' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await journey.page.keyboard.press('Enter');
    await journey.page.keyboard.press('Tab');
    expect(await focusInContent()).toBe(true);
    // A screen chosen in the navigation by keyboard: the next Tab is in that screen.
    await journey.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Mailboxes' })
      .focus();
    await journey.page.keyboard.press('Enter');
    await journey.page.getByRole('heading', { name: 'Mailboxes', level: 1 }).waitFor();
    await journey.page.keyboard.press('Tab');
    expect(await focusInContent()).toBe(true);
  });
});

describe('forms', () => {
  it('sends a form with Enter, and puts the focus on the refused field or back on its button', async () => {
    await journey.page.goto(journey.app('/settings'));
    const newName = field(journey.page, 'Workspace name');
    await newName.waitFor();
    // An empty name: refused, said under the field, and the focus moved there to fix it.
    await journey.page.getByRole('button', { name: 'Create workspace' }).focus();
    await journey.page.keyboard.press('Enter');
    await expect
      .poll(() => fieldDescription(journey.page, 'Workspace name'))
      .toMatch(/must not be empty/);
    await expect.poll(() => newName.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(
      (await journey.server.api.listWorkspaces({ params: { query: { limit: 500 } } })).total,
    ).toBe(1);
    // Enter in a field saves, and the focus stays in that field.
    const name = field(journey.page, 'Name');
    await expect.poll(() => name.inputValue()).not.toBe('');
    // (Names the header's switcher shows whole at a phone's width too: the screens after are
    // checked at both.)
    const renamed = 'Renamed workspace';
    await name.fill(renamed);
    await journey.page.keyboard.press('Enter');
    await journey.page.getByText('Workspace saved').waitFor();
    expect(await name.evaluate((e) => e === document.activeElement)).toBe(true);
    // Saved by its button: the focus comes back to the button (disabled while the save ran).
    const savedName = async () =>
      (
        await journey.server.api.getWorkspace({
          params: { query: { uid: journey.server.workspace } },
        })
      ).workspace.name;
    expect(await savedName()).toBe(renamed);
    await name.fill('Renamed again');
    const save = journey.page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await journey.page.keyboard.press('Enter');
    // Saved (the focus left the button while it was disabled) and the focus back on it.
    await expect
      .poll(async () => [
        await savedName(),
        await save.evaluate((e) => e === document.activeElement),
      ])
      .toEqual(['Renamed again', true]);
  });
});

describe('buying', () => {
  it('buys a domain and three mailboxes and watches them become active without reloading', async () => {
    // One word, as names bought often are (a name with no hyphen breaks nowhere in a table).
    const keyword = uniqueName('watching').replace('-', '');
    // Filters live in the URL; with one set, an empty table says so and "Clear filters" empties
    // them (URL too).
    await journey.page.goto(journey.app('/domains?q=nothing-here'));
    await journey.page.getByText('No domain matches these filters').waitFor();
    const searchBox = journey.page.getByRole('searchbox', { name: 'Search', exact: true });
    expect(await searchBox.inputValue()).toBe('nothing-here');
    await journey.page.getByRole('button', { name: 'Clear filters' }).click();
    await journey.page.getByText('No domains yet').waitFor();
    expect(new URL(journey.page.url()).search).toBe('');
    await expect.poll(() => searchBox.inputValue()).toBe('');
    await checkScreen(journey.page, 'domains-empty');
    await journey.page.getByRole('link', { name: 'Buy domains' }).first().click();
    // A word the API refuses: its error is under the field, in the field's words.
    await field(journey.page, 'Word to build names around').fill('w'.repeat(64));
    await journey.page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => fieldDescription(journey.page, 'Word to build names around'))
      .toMatch(/63 characters/);
    expect(await journey.page.getByText('keyword').count()).toBe(0);
    await journey.page.getByLabel('Word to build names around').fill(keyword);
    await journey.page.getByRole('button', { name: 'Search' }).click();
    const choice = journey.page.getByRole('checkbox', { name: `Choose ${keyword}.com` });
    await choice.check();
    for (const [label, key] of CONTACT_FIELDS) {
      await field(journey.page, label).fill(CONTACT[key]);
    }
    expect(await fieldDescription(journey.page, 'Word to build names around')).not.toMatch(
      /63 characters/,
    );
    expect((await journey.server.api.getAccountRegistrantContact()).contact_details).toBeNull();
    await journey.page
      .getByRole('checkbox', { name: 'Save as the account’s registrant contact' })
      .check();
    await checkScreen(journey.page, 'domains-buy');
    // Pressed twice as people do: one order, and the screen says it was bought.
    await journey.page.getByRole('button', { name: /^Buy 1 domain for/ }).dblclick();
    // The contact is saved once the order is taken, and said in a notification that closes by
    // itself after a few seconds: looked for before the domain's activation is waited for (on a
    // busy machine that wait outlasted it).
    await journey.page.getByText('Saved as the account’s registrant contact').waitFor();
    const domains = journey.page.getByRole('table', { name: 'Your new domains' });
    await domains.getByRole('row', { name: new RegExp(`${keyword}\\.com.*active`) }).waitFor();
    expect(await journey.page.getByRole('alert').filter({ hasText: 'Not done' }).count()).toBe(0);
    // The new domains' table (long nameservers) scrolls in its own box at a phone's width.
    await checkScreen(journey.page, 'domains-bought');

    // Buy domains again: the contact saved is filled in.
    await journey.page.goto(journey.app('/domains/buy'));
    const again = uniqueName('again');
    await journey.page.getByLabel('Word to build names around').fill(again);
    await journey.page.getByRole('button', { name: 'Search' }).click();
    await journey.page.getByRole('checkbox', { name: `Choose ${again}.com` }).check();
    for (const [label, key] of CONTACT_FIELDS) {
      await expect
        .poll(() => field(journey.page, label).inputValue(), { message: label })
        .toBe(CONTACT[key]);
    }

    await journey.page.goto(journey.app(`/mailboxes/buy?domain=${keyword}.com`));
    for (const [i, name] of ['alice', 'bob', 'carol'].entries()) {
      if (i > 0) await journey.page.getByRole('button', { name: 'Add a mailbox' }).click();
      await journey.page
        .getByLabel(`First name ${i + 1}`)
        .fill(name[0]!.toUpperCase() + name.slice(1));
      await journey.page.getByLabel(`Last name ${i + 1}`).fill('Jones');
      await journey.page.getByLabel(`Username ${i + 1}`).fill(name);
    }
    await journey.page.getByRole('status').filter({ hasText: '3 mailboxes' }).waitFor();
    await checkScreen(journey.page, 'mailboxes-buy');
    await journey.page.getByRole('button', { name: /^Buy 3 mailboxes for \$/ }).click();
    const live = journey.page.getByRole('table', { name: 'Your new mailboxes' });
    for (const name of ['alice', 'bob', 'carol']) {
      await live
        .getByRole('row', { name: new RegExp(`${name}@${keyword}\\.com.*active`) })
        .waitFor();
    }
    const { mailboxes } = await journey.server.api.listMailboxes({
      body: { domain: `${keyword}.com` },
    });
    expect(mailboxes.map((m) => [m.username, m.status]).sort()).toEqual([
      ['alice', 'active'],
      ['bob', 'active'],
      ['carol', 'active'],
    ]);
  });
});

describe('connecting', () => {
  it('connects domains owned elsewhere: a refused name is named under the field, then the nameservers to set', async () => {
    // One word: a long name with no hyphen breaks nowhere in the tables.
    const owned = `${uniqueName('ownedoutreachbrandname').replace('-', '')}.com`;
    await journey.page.goto(journey.app('/domains/connect'));
    const names = field(journey.page, 'Domains you own');
    await names.fill(`${owned}\nnot a domain`);
    await journey.page.getByRole('button', { name: 'Connect 2 domains' }).click();
    await expect
      .poll(() => fieldDescription(journey.page, 'Domains you own'))
      .toMatch(/not a domain: /);
    expect((await journey.server.api.listDomains({ body: { keyword: owned } })).total).toBe(0);
    await names.fill(owned);
    await journey.page.getByRole('button', { name: 'Connect 1 domain' }).click();
    await journey.page
      .getByRole('table', { name: 'Nameservers to set' })
      .getByRole('row', { name: new RegExp(owned) })
      .first()
      .waitFor();
    await checkScreen(journey.page, 'domains-connected');
  });
});

describe('live status', () => {
  it('shows a change committed while its event stream was still opening, without reloading', async () => {
    const domain = await activeDomain(journey.server);
    const [mailbox] = await activeMailboxes(journey.server, domain.name, ['late']);
    // The page's event stream is held until the change is committed: the change happens after the
    // table was answered and before the stream starts, the window a page load always has.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const streamAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await journey.page.route('**/v1/api/events/stream**', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    try {
      await journey.page.goto(journey.app(`/mailboxes?domain=${domain.name}`));
      const table = journey.page.getByRole('table', { name: 'Mailboxes' });
      await table.getByRole('row', { name: new RegExp(`late@${domain.name}.*active`) }).waitFor();
      await streamAsked;
      await journey.server.api.cancelMailboxes({ body: { uids: [mailbox!.uid] } });
      release();
      await table
        .getByRole('row', { name: new RegExp(`late@${domain.name}.*scheduled for cancellation`) })
        .waitFor();
    } finally {
      release();
      await journey.page.unroute('**/v1/api/events/stream**');
    }
  });
});

describe('bulk actions', () => {
  it('cancels all mailboxes matching a filter except the two unticked, and only those', async () => {
    const domain = await activeDomain(journey.server);
    const names = ['m1', 'm2', 'm3', 'm4', 'm5'];
    await activeMailboxes(journey.server, domain.name, names);
    await journey.page.goto(journey.app(`/mailboxes?domain=${domain.name}`));
    const table = journey.page.getByRole('table', { name: 'Mailboxes' });
    await table.getByRole('link', { name: `m5@${domain.name}` }).waitFor();
    await checkScreen(journey.page, 'mailboxes');
    await journey.page.getByRole('checkbox', { name: 'Select all 5 matching' }).check();
    await journey.page.getByRole('checkbox', { name: `Select m2@${domain.name}` }).uncheck();
    await journey.page.getByRole('checkbox', { name: `Select m4@${domain.name}` }).uncheck();
    await journey.page.getByText('3 mailboxes selected').waitFor();
    await journey.page.getByRole('button', { name: 'Actions' }).click();
    await journey.page.getByRole('menuitem', { name: 'Cancel mailboxes' }).click();
    const dialog = journey.page.getByRole('dialog');
    await dialog.getByText('Cancel 3 mailboxes?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel mailboxes' }).click();
    await journey.page.getByRole('dialog').getByText('3 done').waitFor();
    await checkScreen(journey.page, 'mailboxes-bulk-result');
    const { mailboxes } = await journey.server.api.listMailboxes({ body: { domain: domain.name } });
    const statuses = Object.fromEntries(mailboxes.map((m) => [m.username, m.status]));
    expect(statuses.m2).toBe('active');
    expect(statuses.m4).toBe('active');
    for (const name of ['m1', 'm3', 'm5']) expect(statuses[name]).not.toBe('active');
  });

  it('says which records an action left undone when the answer lists them', async () => {
    const domain = await activeDomain(journey.server);
    const [warming] = await activeMailboxes(journey.server, domain.name, ['warming', 'idle']);
    await journey.server.api.addWarmup({ body: { mailbox_uids: [warming!.uid] } });
    await journey.page.goto(journey.app(`/mailboxes?domain=${domain.name}`));
    await journey.page.getByRole('checkbox', { name: 'Select all 2 matching' }).check();
    // Start warmup asks first, with the price (and starts nothing on Back).
    const price = (await journey.server.api.getWarmupPricing()).pricing.price_per_mailbox;
    const dollars = (credits: number) => `$${credits.toFixed(2)}`;
    await journey.page.getByRole('button', { name: 'Actions' }).click();
    await journey.page.getByRole('menuitem', { name: 'Start warmup' }).click();
    await journey.page
      .getByRole('dialog', { name: 'Start warmup' })
      .getByText(
        `Warmup is ${dollars(price)} a month per mailbox: up to ${dollars(price * 2)} now from the wallet`,
        { exact: false },
      )
      .waitFor();
    await journey.page.getByRole('button', { name: 'Back' }).click();
    await journey.page.getByRole('button', { name: 'Actions' }).click();
    await journey.page.getByRole('menuitem', { name: 'Pause warmup' }).click();
    const dialog = journey.page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('1 done, 1 not done.');
    await dialog.getByText('1 record: The mailbox has no warmup subscription').waitFor();
  });
});

describe('bulk action dialogs', () => {
  it('keeps what a dialog asked for when the API refuses it, says why under the field, and returns focus to Actions', async () => {
    const domain = await activeDomain(journey.server);
    await journey.page.goto(journey.app(`/domains?q=${domain.name}`));
    await journey.page.getByRole('checkbox', { name: `Select ${domain.name}` }).check();
    const actions = journey.page.getByRole('button', { name: 'Actions' });
    const isFocused = () => actions.evaluate((e) => e === document.activeElement);
    await actions.click();
    await journey.page.getByRole('menuitem', { name: 'Set catch-all address' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Set catch-all address' });
    await dialog.waitFor();
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(isFocused).toBe(true);

    await actions.click();
    await journey.page.getByRole('menuitem', { name: 'Set catch-all address' }).click();
    const label = 'Deliver mail to unknown addresses to';
    await field(journey.page, label).fill('two words@example.com');
    await journey.page.keyboard.press('Enter');
    // The API refused the address: the dialog is open again with it, the reason under it.
    await expect.poll(() => fieldDescription(journey.page, label)).toMatch(/email/);
    expect(await field(journey.page, label).inputValue()).toBe('two words@example.com');
    const catchAll = async () =>
      (await journey.server.api.listDomains({ body: { keyword: domain.name } })).domains[0]!
        .catch_all_email;
    expect(await catchAll()).toBe('');
    await expect
      .poll(() => field(journey.page, label).evaluate((e) => e === document.activeElement))
      .toBe(true);
    await field(journey.page, label).fill(`catchall@${domain.name}`);
    await journey.page.keyboard.press('Enter');
    await expect
      .poll(() => journey.page.getByRole('dialog').getByRole('status').textContent())
      .toBe('1 done.');
  });
});

describe('a record’s own settings', () => {
  it('says on its page what Verify found missing, and Repair puts it back', async () => {
    const domain = await activeDomain(journey.server);
    const { dns_record } = await journey.server.api.getDnsRecords({
      params: { query: { uid: domain.uid } },
    });
    const spf = dns_record.records.find((r) => r.managed === 'SPF')!;
    await journey.server.api.deleteDnsRecords({
      body: { uid: domain.uid, record_ids: [spf._id] },
    });
    await journey.page.goto(journey.app(`/domains/${domain.uid}`));
    await journey.page.getByRole('button', { name: 'Verify', exact: true }).click();
    const check = journey.page.getByRole('status').filter({ hasText: 'DNS checked: needs repair' });
    await check.filter({ hasText: 'SPF missing' }).waitFor();
    await journey.page.getByRole('button', { name: 'Repair', exact: true }).click();
    await check.waitFor({ state: 'detached' });
    await journey.page
      .getByRole('table', { name: 'DNS records' })
      .getByRole('row', { name: /^SPF / })
      .waitFor();
  });

  it('sets and removes a domain’s catch-all and DMARC on its page, a refused address under its field', async () => {
    const domain = await activeDomain(journey.server);
    const saved = async () =>
      (await journey.server.api.listDomains({ body: { uids: [domain.uid] } })).domains[0]!;
    await journey.page.goto(journey.app(`/domains/${domain.uid}`));
    const catchAll = field(journey.page, 'Catch-all address');
    await catchAll.fill('two words@example.com');
    await journey.page.keyboard.press('Enter');
    await expect.poll(() => fieldDescription(journey.page, 'Catch-all address')).toMatch(/email/);
    expect((await saved()).catch_all_email).toBe('');
    await catchAll.fill(`all@${domain.name}`);
    await journey.page.keyboard.press('Enter');
    await expect.poll(async () => (await saved()).catch_all_email).toBe(`all@${domain.name}`);
    await journey.page.getByRole('button', { name: 'Remove catch-all' }).click();
    await expect.poll(async () => (await saved()).catch_all_email).toBe('');
    await expect.poll(() => catchAll.inputValue()).toBe('');

    await journey.page.getByRole('combobox', { name: 'DMARC policy' }).click();
    await journey.page.getByRole('option', { name: 'reject' }).click();
    await field(journey.page, 'Aggregate reports to (optional)').fill(`dmarc@${domain.name}`);
    await journey.page.getByRole('button', { name: 'Save DMARC' }).click();
    await expect
      .poll(async () => (await saved()).dmarc)
      .toMatchObject({ policy: 'reject', email: `dmarc@${domain.name}` });
    await journey.page.getByRole('button', { name: 'Remove DMARC' }).click();
    await expect.poll(async () => (await saved()).dmarc).toBeNull();
    await checkScreen(journey.page, 'domain-settings');
  });

  it('renames a mailbox on its page by Enter, and the field keeps the focus and the new name', async () => {
    const domain = await activeDomain(journey.server);
    const [mailbox] = await activeMailboxes(journey.server, domain.name, ['renameme']);
    await journey.page.goto(journey.app(`/mailboxes/${mailbox!.uid}`));
    const username = field(journey.page, 'Username');
    await expect.poll(() => username.inputValue()).toBe('renameme');
    await username.fill('renamed');
    await journey.page.keyboard.press('Enter');
    await journey.page.getByRole('heading', { name: `renamed@${domain.name}`, level: 1 }).waitFor();
    expect(await username.inputValue()).toBe('renamed');
    expect(await username.evaluate((e) => e === document.activeElement)).toBe(true);
  });
});

describe('CSV out', () => {
  it('exports the credentials for Instantly and Smartlead, every value as Show mailbox credentials shows it', async () => {
    const domain = await activeDomain(journey.server);
    const bought = await activeMailboxes(journey.server, domain.name, ['c1', 'c2', 'c3']);
    await journey.page.goto(journey.app(`/mailboxes?domain=${domain.name}`));
    await journey.page
      .getByRole('table', { name: 'Mailboxes' })
      .getByRole('link', { name: `c3@${domain.name}` })
      .waitFor();
    const exportButton = journey.page.getByRole('button', { name: 'Export CSV' });
    const exported = async (menuItem: string) => {
      await exportButton.click();
      const [download] = await Promise.all([
        journey.page.waitForEvent('download'),
        journey.page.getByRole('menuitem', { name: menuItem }).click(),
      ]);
      const text = await readFile((await download.path()) as string, 'utf8');
      const parsed = Papa.parse<Record<string, string>>(text, {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.errors).toEqual([]);
      return { fields: parsed.meta.fields, rows: parsed.data };
    };
    const instantly = await exported('Credentials for Instantly');
    // Its notification shows away from the header's buttons: Export CSV can be pressed again
    // while it is still there (at the top right, it covered the button, and stayed while hovered).
    const ready = journey.page.getByRole('alert').filter({ hasText: 'CSV ready' });
    const [note, button] = [await ready.boundingBox(), await exportButton.boundingBox()];
    expect(note && button && note.y < button.y + button.height).toBe(false);
    const smartlead = await exported('Credentials for Smartlead');
    expect(instantly.fields).toEqual([
      'email',
      'first_name',
      'last_name',
      'imap_username',
      'imap_password',
      'imap_host',
      'imap_port',
      'smtp_username',
      'smtp_password',
      'smtp_host',
      'smtp_port',
    ]);
    expect(smartlead.fields).toEqual([
      'from_name',
      'from_email',
      'user_name',
      'password',
      'smtp_host',
      'smtp_port',
      'imap_host',
      'imap_port',
    ]);
    expect(instantly.rows.map((r) => r.email).sort()).toEqual(bought.map((m) => m.email).sort());
    expect(smartlead.rows).toHaveLength(3);
    for (const mailbox of bought) {
      const shown = await journey.server.api.showMailboxCredentials({
        params: { query: { uid: mailbox.uid } },
      });
      expect(instantly.rows.find((r) => r.email === mailbox.email)).toEqual({
        email: shown.email,
        first_name: mailbox.first_name,
        last_name: mailbox.last_name,
        imap_username: shown.imap_username,
        imap_password: shown.app_password,
        imap_host: shown.imap_host,
        imap_port: shown.imap_port,
        smtp_username: shown.smtp_username,
        smtp_password: shown.app_password,
        smtp_host: shown.smtp_host,
        smtp_port: shown.smtp_port,
      });
      expect(smartlead.rows.find((r) => r.from_email === mailbox.email)).toEqual({
        from_name: `${mailbox.first_name} ${mailbox.last_name}`,
        from_email: shown.email,
        user_name: shown.smtp_username,
        password: shown.app_password,
        smtp_host: shown.smtp_host,
        smtp_port: shown.smtp_port,
        imap_host: shown.imap_host,
        imap_port: shown.imap_port,
      });
    }
    // The same values as the mailbox page shows when asked (Show credentials).
    const first = instantly.rows.find((r) => r.email === bought[0]!.email)!;
    // Its page, through its row's link in the table (followed by the router, no page load).
    await journey.page
      .getByRole('table', { name: 'Mailboxes' })
      .getByRole('link', { name: bought[0]!.email })
      .click();
    await journey.page.waitForURL(journey.app(`/mailboxes/${bought[0]!.uid}`));
    await journey.page.getByRole('button', { name: 'Show credentials' }).click();
    const card = journey.page.getByRole('table', { name: 'Credentials' });
    await card
      .getByRole('row', { name: /App password/ })
      .getByText(first.smtp_password!)
      .waitFor();
    // Each server setting on its row, copied on its own.
    const settings = {
      'SMTP host': first.smtp_host,
      'SMTP port': first.smtp_port,
      'SMTP username': first.smtp_username,
      'IMAP host': first.imap_host,
      'IMAP port': first.imap_port,
      'IMAP username': first.imap_username,
    };
    for (const [label, value] of Object.entries(settings)) {
      const row = card.getByRole('row', { name: new RegExp(`^${label} `) });
      expect(await row.getByRole('cell').locator('code').textContent(), label).toBe(String(value));
    }
    // A new password (double-clicked in its dialog: changed once) shows in the card at once.
    await field(journey.page, 'New password').fill('Another-mailbox-pass-9');
    await journey.page.getByRole('button', { name: 'Change password' }).click();
    await journey.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Change password' })
      .dblclick();
    await card
      .getByRole('row', { name: /^Password / })
      .getByText('Another-mailbox-pass-9', { exact: true })
      .waitFor();
    expect(await journey.page.getByRole('alert').filter({ hasText: 'Not done' }).count()).toBe(0);
  });
});

describe('a bulk action’s outcome', () => {
  it('is said once, by its dialog’s status, and not again by a notification', async () => {
    const domain = await activeDomain(journey.server);
    const [warming] = await activeMailboxes(journey.server, domain.name, ['said', 'once']);
    await journey.server.api.addWarmup({ body: { mailbox_uids: [warming!.uid] } });
    await journey.page.goto(journey.app(`/mailboxes?domain=${domain.name}`));
    await journey.page.getByRole('checkbox', { name: 'Select all 2 matching' }).check();
    await journey.page.getByRole('button', { name: 'Actions' }).click();
    await journey.page.getByRole('menuitem', { name: 'Pause warmup' }).click();
    const dialog = journey.page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('1 done, 1 not done.');
    await waitForStillScreen(journey.page);
    // What a screen reader is told of it: the live regions (statuses and alerts) saying it.
    const said = journey.page
      .getByRole('status')
      .or(journey.page.getByRole('alert'))
      .filter({ hasText: '1 done, 1 not done' });
    expect(await said.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await said.count()).toBe(0);
  });
});

describe('the workspace switcher', () => {
  it('shows a long workspace name whole at a phone’s width, by name and in its list', async () => {
    const long = 'Northwind Traders outbound, the spring campaign';
    const { workspace } = await journey.server.api.createWorkspace({ body: { name: long } });
    await journey.page.setViewportSize(PHONE);
    try {
      await journey.page.goto(`${journey.server.baseUrl}/app/w/${workspace.uid}/domains`);
      await journey.page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
      const switcher = journey.page
        .getByRole('banner')
        .getByRole('button', { name: `Workspace: ${long}` });
      // Read whole: on two lines, none of it cut (the layout check names a header's text cut).
      expect(await switcher.innerText()).toBe(long);
      expect(await findCutOff(journey.page)).toEqual([]);
      await checkScreen(journey.page, 'workspace-switcher-phone');
      // Its list shows every name whole, the current one selected; choosing one goes there.
      await switcher.click();
      const list = journey.page.getByRole('listbox');
      const current = list.getByRole('option', { name: long, selected: true });
      await current.waitFor();
      const box = (await current.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await checkScreen(journey.page, 'workspace-switcher-list-phone');
      // By keyboard as a select: Escape closes the list, Enter opens it again.
      await switcher.focus();
      await journey.page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await switcher.evaluate((e) => e === document.activeElement)).toBe(true);
      await journey.page.keyboard.press('Enter');
      await current.waitFor();
      const other = list.getByRole('option', { selected: false });
      expect(await other.count()).toBe(1);
      await other.click();
      await journey.page.waitForURL(journey.app('/domains'));
      await journey.page
        .getByRole('banner')
        .getByRole('button', { name: /^Workspace: / })
        .waitFor();
    } finally {
      await journey.page.setViewportSize(DESKTOP);
    }
  });
});
