import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeDomain, activeMailboxes, uniqueName } from '../support/arrange.js';
import { checkScreen, field } from '../support/browser.js';
import { fieldDescription } from '../support/fields.js';
import { setUpJourney } from '../support/journey.js';
import { DESKTOP, PHONE } from '../support/viewports.js';

// CSV in, a sequencer connected and exported to, a member invited and accepted, credits added
// through checkout, and every other screen through axe once.

const EMAIL = 'lead@example.test';
const journey = setUpJourney({ members: [{ email: EMAIL }] });

async function upload(name: string, text: string) {
  await journey.page
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe('CSV import', () => {
  it('answers each bad file clearly and buys nothing, then buys every row but the one refused', async () => {
    const domain = await activeDomain(journey.server);
    const other = await journey.server.api.createWorkspace({ body: { name: 'Other client' } });
    const elsewhere = await activeDomain({
      ...journey.server,
      api: journey.server.apiIn(other.workspace.uid),
    });
    await journey.page.goto(journey.app('/mailboxes/import'));
    const refusal = journey.page.getByRole('alert');

    await upload(
      'broken.csv',
      'domain,username,first name,last name,platform\n"unclosed,quote,A,B,GOOGLE\n',
    );
    await refusal.filter({ hasText: 'not a well-formed CSV' }).waitFor();
    await upload(
      'columns.csv',
      `domain,user,first name,last name,platform\n${domain.name},a,A,B,GOOGLE\n`,
    );
    await refusal.filter({ hasText: 'The column "user" is not one this import reads' }).waitFor();
    const many = Array.from({ length: 10_000 }, (_, i) => `${domain.name},u${i},A,B,GOOGLE`).join(
      '\n',
    );
    await upload('many.csv', `domain,username,first name,last name,platform\n${many}\n`);
    await refusal.filter({ hasText: 'has 10,000 rows' }).waitFor();
    await checkScreen(journey.page, 'import-refused');

    await upload(
      'team.csv',
      [
        'Domain,Username,First Name,Last Name,Platform',
        `${domain.name},anna,Anna,Berg,GOOGLE`,
        `${domain.name},ben,Ben,Cole,GOOGLE`,
        `${domain.name},anna,Anna,Again,GOOGLE`,
        `${elsewhere.name},dora,Dora,Eve,GOOGLE`,
        `${domain.name},cleo,Cleo,Dunn,GOOGLE`,
        `${domain.name},fay,Fay,${'X'.repeat(200)},GOOGLE`,
      ].join('\n'),
    );
    const rows = journey.page.getByRole('table', { name: 'Rows to buy' });
    // Each refusal is the server's reason (Validate a mailbox purchase).
    await rows
      .getByRole('row', { name: new RegExp(`anna.*Again.*repeats anna@${domain.name}`) })
      .waitFor();
    await rows
      .getByRole('row', {
        name: new RegExp(`dora@${elsewhere.name}.*no domain ${elsewhere.name} in this workspace`),
      })
      .waitFor();
    await journey.page
      .getByRole('status')
      .filter({ hasText: '6 rows: 3 valid, 3 refused' })
      .waitFor();
    // A name of one long word breaks in its cell: its row's check is seen without scrolling
    // sideways, where it was pushed past the card's edge.
    await rows.getByRole('row', { name: /fay@.*Refused: / }).waitFor();
    const scrollsSideways = await rows.evaluate((table) => {
      for (let box = table.parentElement; box; box = box.parentElement)
        if (box.scrollWidth > box.clientWidth + 1) return true;
      return false;
    });
    expect(scrollsSideways).toBe(false);
    await checkScreen(journey.page, 'import-review');
    expect((await journey.server.api.listMailboxes({ body: { domain: domain.name } })).total).toBe(
      0,
    );

    await journey.page.getByRole('button', { name: /^Buy 3 mailboxes for/ }).click();
    await journey.page.getByRole('status').filter({ hasText: 'Import finished' }).waitFor();
    await journey.page.getByText('3 bought, 0 not bought, 3 refused before buying').waitFor();
    const { mailboxes } = await journey.server.api.listMailboxes({ body: { domain: domain.name } });
    expect(mailboxes.map((m) => m.username).sort()).toEqual(['anna', 'ben', 'cleo']);
    const { total } = await journey.server.apiIn(other.workspace.uid).listMailboxes({ body: {} });
    expect(total).toBe(0);

    // The next file is a new import: reviewed afresh, nothing of it said bought, and each row
    // named by the line it is on, blank lines counted.
    await upload(
      'next.csv',
      [
        'domain,username,first name,last name,platform',
        '',
        `${domain.name},dan,Dan,Ford,GOOGLE`,
        '',
        `${domain.name},anna,Anna,Berg,GOOGLE`,
      ].join('\r\n'),
    );
    await journey.page
      .getByRole('status')
      .filter({ hasText: '2 rows: 1 valid, 1 refused' })
      .waitFor();
    await rows.getByRole('row', { name: new RegExp(`^3 dan@${domain.name}`) }).waitFor();
    await rows
      .getByRole('row', { name: new RegExp(`^5 anna@${domain.name}.*already exists`) })
      .waitFor();
    expect(await rows.getByText('bought', { exact: true }).count()).toBe(0);
    await journey.page.getByRole('button', { name: /^Buy 1 mailbox for/ }).click();
    await journey.page.getByText('1 bought, 0 not bought, 1 refused before buying').waitFor();
  });
});

describe('sequencers', () => {
  it('connects a sequencer through its form and code step, then exports a mailbox to it', async () => {
    const domain = await activeDomain(journey.server);
    const [mailbox, later] = await activeMailboxes(journey.server, domain.name, [
      'seq',
      'seq-later',
    ]);
    await journey.page.goto(journey.app('/sequencers'));
    await journey.page.getByText('No sequencer connected').waitFor();
    await journey.page.getByRole('combobox', { name: 'Platform' }).click();
    await journey.page.getByRole('option', { name: 'Instantly' }).click();
    await field(journey.page, 'Name').fill('Outbound');
    const { data: platforms } = await journey.server.api.listSequencerPlatforms();
    const instantly = platforms.find((p) => p.platform === 'instantly')!;
    // Sent empty: the first field refused takes the focus.
    await journey.page
      .getByRole('button', { name: instantly.platform_metadata.ui_config.submit_button_text })
      .click();
    await expect
      .poll(() =>
        journey.page.evaluate(() => document.activeElement?.getAttribute('aria-invalid') ?? null),
      )
      .toBe('true');
    for (const field of instantly.platform_metadata.fields.filter((f) => f.required)) {
      const value =
        field.type === 'email'
          ? 'needcode@example.com'
          : field.type === 'password'
            ? 'Sequencer-pass-1'
            : 'Browser workspace';
      await journey.page.getByLabel(field.label, { exact: false }).first().fill(value);
    }
    await checkScreen(journey.page, 'sequencers-connect');
    await journey.page
      .getByRole('button', { name: instantly.platform_metadata.ui_config.submit_button_text })
      .click();
    await journey.page.getByRole('textbox', { name: 'One-time code' }).fill('424242');
    await journey.page.getByRole('button', { name: 'Verify code' }).click();
    await journey.page
      .getByRole('table', { name: 'Sequencers' })
      .getByRole('row', { name: /Outbound Instantly .*active/ })
      .waitFor();

    await journey.page.goto(journey.app(`/mailboxes?domain=${domain.name}`));
    await journey.page.getByRole('checkbox', { name: `Select ${mailbox!.email}` }).check();
    await journey.page.getByRole('button', { name: 'Actions' }).click();
    await journey.page.getByRole('menuitem', { name: 'Export to a sequencer' }).click();
    await journey.page.getByRole('dialog').getByRole('combobox', { name: 'Sequencer' }).click();
    await journey.page.getByRole('option', { name: /Outbound/ }).click();
    await journey.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Export to a sequencer' })
      .click();
    await journey.page.getByRole('dialog').getByText('1 done').waitFor();
    await journey.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close', exact: true })
      .click();

    await journey.page.goto(journey.app('/sequencers'));
    await journey.page.getByRole('button', { name: 'Show exports of Outbound' }).click();
    await journey.page
      .getByRole('table', { name: 'Exports' })
      .getByRole('row', { name: new RegExp(`${mailbox!.email}.*completed`) })
      .waitFor();
    await checkScreen(journey.page, 'sequencers');
    // An export made elsewhere (here through the API) shows up while the screen is open.
    const { data: sequencers } = await journey.server.api.listSequencers({ body: {} });
    await journey.server.api.exportMailboxes({
      body: {
        sequencer_uid: sequencers.find((s) => s.name === 'Outbound')!.uid,
        mailbox_uids: [later!.uid],
      },
    });
    await journey.page
      .getByRole('table', { name: 'Exports' })
      .getByRole('row', { name: new RegExp(`${later!.email}.*completed`) })
      .waitFor();
  });
});

describe('team', () => {
  it('invites a member who accepts in another browser and sees no billing', async () => {
    await journey.page.goto(journey.app('/team'));
    await field(journey.page, 'Name').fill('Nina Client');
    await field(journey.page, 'Email').fill('nina@example.test');
    await journey.page.getByRole('button', { name: 'Invite' }).click();
    const link = (await journey.page
      .getByRole('alert')
      .filter({ hasText: 'Send this link' })
      .locator('code')
      .textContent())!;
    // The form is ready for the next invitation.
    expect(await field(journey.page, 'Email').inputValue()).toBe('');
    await checkScreen(journey.page, 'team');

    const invitee = await journey.newPage({ viewport: PHONE });
    await invitee.goto(link.replace(/^https?:\/\/[^/]+/, journey.server.baseUrl));
    await invitee.waitForURL(/\/app\/invitations\//);
    await field(invitee, 'Password').fill('nina has a long password');
    await checkScreen(invitee, 'invitation');
    await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
    await invitee.getByRole('heading', { name: 'Mailboxes', exact: true }).waitFor();
    await invitee.getByRole('button', { name: 'Toggle navigation' }).click();
    const nav = invitee.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Domains' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    await checkScreen(invitee, 'mailboxes-phone');
    await invitee.context().close();
    const { members } = await journey.server.api.listMembers();
    expect(members.find((m) => m.email === 'nina@example.test')?.can_manage_billing).toBe(false);

    // She shows up on the admin's screen without a reload, and her invitation no longer waits.
    await journey.page.getByRole('button', { name: 'Remove Nina Client' }).waitFor();
    await journey.page.getByText('No invitation waiting.').waitFor();
    // Made an admin and then a member again, she has no billing permission (an admin's reads
    // as granted): it is given back by its own switch, not by the demotion.
    const billingOf = async () =>
      (await journey.server.api.listMembers()).members.find((m) => m.email === 'nina@example.test')
        ?.can_manage_billing;
    const role = journey.page.getByRole('combobox', { name: 'Role of Nina Client' });
    for (const next of ['admin', 'member']) {
      await role.click();
      await journey.page.getByRole('option', { name: next, exact: true }).click();
      await expect.poll(() => role.inputValue()).toBe(next);
    }
    await expect.poll(billingOf).toBe(false);
    // Removing her asks first, and removes nobody on "Keep as it is".
    await journey.page.getByRole('button', { name: 'Remove Nina Client' }).click();
    const ask = journey.page.getByRole('dialog', { name: 'Remove Nina Client from the team?' });
    await ask.getByRole('button', { name: 'Keep as it is' }).click();
    await ask.waitFor({ state: 'detached' });
    const emails = async () => (await journey.server.api.listMembers()).members.map((m) => m.email);
    expect(await emails()).toContain('nina@example.test');
    await journey.page.getByRole('button', { name: 'Remove Nina Client' }).click();
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(emails).not.toContain('nina@example.test');
  });

  it('makes a table a Tab stop only while it scrolls sideways', async () => {
    await journey.page.goto(journey.app('/team'));
    await journey.page.getByRole('cell', { name: EMAIL }).waitFor();
    const box = journey.page.locator('.mantine-TableScrollContainer-scrollContainer', {
      has: journey.page.getByRole('table', { name: 'Members' }),
    });
    // At 1280 px the members fit their card: Tab passes the box by.
    expect(await box.getAttribute('tabindex')).toBeNull();
    // At a phone's width they do not: the box takes the focus, and the arrow keys scroll it.
    await journey.page.setViewportSize(PHONE);
    try {
      await expect.poll(() => box.getAttribute('tabindex')).toBe('0');
      await box.focus();
      await journey.page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await journey.page.setViewportSize(DESKTOP);
    }
    await expect.poll(() => box.getAttribute('tabindex')).toBeNull();
  });

  it('offers an invitation link, and a new token, only until it is revoked', async () => {
    await journey.page.goto(journey.app('/team'));
    await field(journey.page, 'Name').fill('Otto Later');
    await field(journey.page, 'Email').fill('otto@example.test');
    await journey.page.getByRole('button', { name: 'Invite' }).click();
    const link = journey.page
      .getByRole('alert')
      .filter({ hasText: 'Send this link to otto@example.test' });
    await link.waitFor();
    await journey.page
      .getByRole('button', { name: 'Revoke the invitation of otto@example.test' })
      .click();
    await journey.page.getByText('No invitation waiting.').waitFor();
    expect(await link.count()).toBe(0);

    await field(journey.page, 'Token name').fill('short-lived');
    await journey.page.getByRole('button', { name: 'Create token' }).click();
    const shown = journey.page.getByRole('alert').filter({ hasText: 'Copy the token now' });
    await shown.waitFor();
    // The form is ready for the next token.
    expect(await field(journey.page, 'Token name').inputValue()).toBe('');
    const tokens = journey.page.getByRole('table', { name: 'API tokens' });
    await tokens.getByRole('button', { name: /^Revoke token short-lived/ }).click();
    await tokens.getByRole('row', { name: /short-lived/ }).waitFor({ state: 'detached' });
    expect(await shown.count()).toBe(0);
    const { api_tokens } = await journey.server.api.listApiTokens();
    expect(api_tokens.find((t) => t.name === 'short-lived')?.revoked_at).toBeTruthy();
  });
});

describe('workspace settings', () => {
  it('keeps a name typed when the webhook is saved, and shows the URL saved in the settings on the Webhooks screen without a reload', async () => {
    await journey.page.goto(journey.app('/webhooks'));
    await field(journey.page, 'Webhook URL').fill('https://hooks.example.test/first');
    await journey.page.getByRole('button', { name: 'Save URL' }).click();
    await journey.page
      .getByRole('button', { name: 'Send a test event' })
      .and(journey.page.locator(':enabled'))
      .waitFor();
    const nav = journey.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Workspace settings' }).click();
    const receiver = field(journey.page, 'Receiver URL');
    await expect.poll(() => receiver.inputValue()).toBe('https://hooks.example.test/first');
    await receiver.fill('https://hooks.example.test/second');
    // A name typed and not saved yet stays when the webhook is saved (and the workspace read again).
    await field(journey.page, 'Name').fill('Renamed, not saved yet');
    const save = journey.page.getByRole('button', { name: 'Save webhook' });
    await save.click();
    await journey.page.getByText('Webhook saved').waitFor();
    await save.and(journey.page.locator(':not([data-loading])')).waitFor();
    expect(await field(journey.page, 'Name').inputValue()).toBe('Renamed, not saved yet');
    expect(await receiver.inputValue()).toBe('https://hooks.example.test/second');
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await expect
      .poll(() => field(journey.page, 'Webhook URL').inputValue())
      .toBe('https://hooks.example.test/second');
    expect(
      (
        await journey.server.api.getWorkspace({
          params: { query: { uid: journey.server.workspace } },
        })
      ).workspace.webhook_url,
    ).toBe('https://hooks.example.test/second');
  });

  it('keeps nothing typed in one workspace when another is chosen, where saving would write it', async () => {
    const { workspace } = await journey.server.api.createWorkspace({
      body: { name: uniqueName('quiet') },
    });
    await journey.page.goto(journey.app('/settings'));
    const receiver = field(journey.page, 'Receiver URL');
    await expect.poll(() => receiver.inputValue()).toBe('https://hooks.example.test/second');
    await receiver.fill('https://typed.example.test/not-saved');
    await journey.page
      .getByRole('banner')
      .getByRole('button', { name: /^Workspace: / })
      .click();
    await journey.page.getByRole('listbox').getByRole('option', { name: workspace.name }).click();
    await journey.page.waitForURL(new RegExp(`/app/w/${workspace.uid}/settings$`));
    await expect.poll(() => field(journey.page, 'Name').inputValue()).toBe(workspace.name);
    expect(await receiver.inputValue()).toBe('');
  });
});

describe('moving domains', () => {
  it('moves the domains chosen to another workspace, and they leave the table', async () => {
    const word = uniqueName('moving').replace('-', '');
    const moving = [
      await activeDomain(journey.server, `${word}a.com`),
      await activeDomain(journey.server, `${word}b.com`),
    ];
    const { workspace: target } = await journey.server.api.createWorkspace({
      body: { name: uniqueName('moved-to') },
    });
    await journey.page.goto(journey.app(`/domains?q=${word}`));
    const table = journey.page.getByRole('table', { name: 'Domains' });
    for (const domain of moving)
      await table.getByRole('checkbox', { name: `Select ${domain.name}` }).check();
    await journey.page.getByRole('button', { name: 'Actions' }).click();
    await journey.page.getByRole('menuitem', { name: 'Move to another workspace' }).click();
    const dialog = journey.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Workspace' }).click();
    await journey.page.getByRole('option', { name: target.name }).click();
    await dialog.getByRole('button', { name: 'Move to another workspace' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('2 done.');
    // Moved by the time the run is said done: the table read after it lists them no more.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await journey.page.getByText('No domain matches').waitFor();
    const there = await journey.server.apiIn(target.uid).listDomains({ body: {} });
    expect(there.domains.map((d) => d.name).sort()).toEqual(moving.map((d) => d.name).sort());
  });
});

/** Add credits' limits on `amount`, as openapi.json gives them. */
const creditLimits = (
  JSON.parse(readFileSync(new URL('../../../../openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<
      string,
      {
        post: {
          requestBody: {
            content: Record<
              string,
              { schema: { properties: Record<string, { minimum: number; maximum: number }> } }
            >;
          };
        };
      }
    >;
  }
).paths['/v1/api/billing/wallet/add-credits']!.post.requestBody.content['application/json']!.schema
  .properties.amount!;

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * What the browser does when a person goes to another tab and comes back: the page is hidden,
 * then visible again (`visibilitychange`). Headless Chromium keeps every page visible and focused
 * whichever is in front (bringToFront fires neither event), so the test plays the two changes.
 */
async function hideAndShowAgain(_page: Page) {
  await journey.page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
    delete (document as { visibilityState?: string }).visibilityState;
  });
}

describe('billing', () => {
  it('refuses an amount out of range under its field, and shows credits paid in the checkout tab on coming back', async () => {
    const context = journey.page.context();
    let opened = 0;
    const countPage = () => opened++;
    context.on('page', countPage);
    await journey.page.goto(journey.app('/billing'));
    const balance = journey.page.getByLabel('Wallet balance');
    await balance.filter({ hasText: '$' }).waitFor();
    const before = (await journey.server.api.getWallet()).credits_remaining;
    const range = `Enter an amount from ${usd(creditLimits.minimum)} to ${usd(creditLimits.maximum)}`;
    for (const typed of ['-5', '99999999999', '0.49', '100000.01', '']) {
      await field(journey.page, 'Credits to add').fill(typed);
      await journey.page.getByRole('button', { name: 'Add credits' }).click();
      await expect.poll(() => fieldDescription(journey.page, 'Credits to add')).toContain(range);
      // The amount typed stays as typed.
      expect(await field(journey.page, 'Credits to add').inputValue()).toBe(typed);
    }
    context.off('page', countPage);
    expect(opened).toBe(0);
    expect((await journey.server.api.getWallet()).credits_remaining).toBe(before);

    await field(journey.page, 'Credits to add').fill('12.34');
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      journey.page.getByRole('button', { name: 'Add credits' }).click(),
    ]);
    expect(await fieldDescription(journey.page, 'Credits to add')).not.toContain(range);
    await checkout.getByText('Pay 12.34 USD').waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.getByText('Thank you: 12.34 USD paid').waitFor();
    const after = (await journey.server.api.getWallet()).credits_remaining;
    expect(after).toBeCloseTo(before + 12.34, 2);
    await checkout.close();

    // Typed in auto top-up and not saved yet: coming back reads the wallet again, and keeps it.
    await field(journey.page, 'Drops below').fill('33');
    await journey.page.bringToFront();
    await hideAndShowAgain(journey.page);
    await balance.filter({ hasText: usd(after) }).waitFor();
    expect(await field(journey.page, 'Drops below').inputValue()).toBe('33');
    await journey.page
      .getByRole('table', { name: 'Wallet history' })
      .getByRole('row', { name: /purchase \$12\.34 / })
      .waitFor();
  });
});

describe('every other screen', () => {
  it('passes axe with no serious or critical violation', async () => {
    const domain = await activeDomain(journey.server);
    const [mailbox] = await activeMailboxes(journey.server, domain.name, ['shown']);
    const screens: [string, string, string][] = [
      ['domains', '/domains', 'Domains'],
      ['domain', `/domains/${domain.uid}`, domain.name],
      ['domains-connect', '/domains/connect', 'Connect domains'],
      ['mailbox', `/mailboxes/${mailbox!.uid}`, mailbox!.email],
      ['billing', '/billing', 'Billing'],
      ['settings', '/settings', 'Workspace settings'],
    ];
    for (const [name, path, heading] of screens) {
      await journey.page.goto(journey.app(path));
      await journey.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await checkScreen(journey.page, name);
    }
    await journey.page.goto(journey.app(`/mailboxes/${mailbox!.uid}`));
    await journey.page.getByRole('button', { name: 'Show credentials' }).click();
    await journey.page.getByRole('table', { name: 'Credentials' }).waitFor();
    await checkScreen(journey.page, 'mailbox-credentials');
  });
});
