import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../server/test/support/processes.js';
import { waitFor } from '../../../server/test/support/wait.js';
import { activeDomain, activeMailboxes } from '../support/arrange.js';
import { setUpJourney } from '../support/journey.js';
import { expectNothingCutOff } from '../support/layout.js';
import { PHONE } from '../support/viewports.js';

// The longest values the API takes. A probe of every screen at 1280, 600 and 390 px with these
// values (stop 61) found three pages wider than a phone's window, each from a mailbox's address
// or name with no space in it to wrap at, in running text. Stop 62 found four tables that did not
// scroll inside their card (every other table does), shown only once a mailbox is in warmup,
// exported or just bought, which that probe's records were not. Stop 63 found a clock's name cut
// off by its card and a dialog's title past the window, once the layout check read running text.

/** A 67-character domain name (63 before `.com`, the most a label may have). */
const longestDomain = (start: string) => `${start.padEnd(63, 'x')}.com`;

/**
 * A member whose address has the longest local part (64 characters, no hyphen or space to wrap
 * at), and whose name is that local part.
 */
const LONGEST_MEMBER = {
  email: `konstantinos.papadopoulos.vanderbiltfeatherstonehaugh.operations@${longestDomain('members-of-the-outbound-operations-team-')}`,
};

const journey = setUpJourney({
  members: [{ email: 'longest@example.test' }, LONGEST_MEMBER],
  page: 'none',
});

describe('the longest values', () => {
  it('a 64-character username on a 67-character domain wraps on the domain’s, the mailbox’s and the domain health’s pages', async () => {
    const name = longestDomain('northwind-traders-outbound-agency-');
    const domain = await activeDomain(journey.server, name);
    // The username is also the mailbox's first name (`activeMailboxes`): one word of 64.
    const username = 'maximilian.alexander.wolfeschlegelsteinhausenbergerdorff.feather';
    expect(username).toHaveLength(64);
    const [mailbox] = await activeMailboxes(journey.server, name, [username]);
    const page = await journey.signedInPage({ viewport: PHONE });
    for (const path of [
      `/domains/${domain.uid}`,
      `/mailboxes/${mailbox!.uid}`,
      `/health/domains/${domain.uid}`,
    ]) {
      await page.goto(journey.app(path));
      // Each page shows the address whole, once its records are read.
      await page
        .getByRole('link', { name: `${username}@${name}` })
        .or(page.getByRole('heading', { name: `${username}@${name}`, level: 1 }))
        .first()
        .waitFor();
      await expectNothingCutOff(page, path);
    }
    await page.context().close();
  });

  it('a mailbox of the longest address in warmup, exported and just bought: each table scrolls inside its card', async () => {
    const name = longestDomain('contoso-outbound-sales-team-');
    const domain = await activeDomain(journey.server, name);
    const username = 'alexandra.konstantinopoulou.vanderwesthuizen.montgomery-smythe.x';
    expect(username).toHaveLength(64);
    const address = `${username}@${name}`;
    const [mailbox] = await activeMailboxes(journey.server, name, [username]);
    const api = journey.server.api;
    await api.addWarmup({ body: { mailbox_uids: [mailbox!.uid] }, idempotencyKey: true });
    const { data: sequencer } = await api.addSequencer({
      body: {
        name: 'Outbound',
        platform: 'smartlead',
        sequencer_login: 'ana@acme-outbound.com',
        sequencer_password: 'Correct-Horse-9',
      },
    });
    await waitFor(async () => {
      const { data } = await api.listSequencers({ body: {} });
      return data.find((s) => s.uid === sequencer.uid)?.status === 'active';
    });
    await api.exportMailboxes({
      body: { sequencer_uid: sequencer.uid, mailbox_uids: [mailbox!.uid] },
    });

    const page = await journey.signedInPage({ viewport: PHONE });
    for (const path of [`/health/domains/${domain.uid}`, `/health/mailboxes/${mailbox!.uid}`]) {
      await page.goto(journey.app(path));
      await page.getByRole('table', { name: 'Warmup health' }).getByText(address).waitFor();
      await expectNothingCutOff(page, path);
    }

    await page.goto(journey.app('/sequencers'));
    await page.getByRole('button', { name: 'Show exports of Outbound' }).click();
    await page
      .getByRole('table', { name: 'Exports' })
      .getByRole('row', { name: new RegExp(`${address.replaceAll('.', '\\.')}.*completed`) })
      .waitFor();
    await expectNothingCutOff(page, 'the sequencers’ exports');

    // A second mailbox of the longest address, bought on the screen: the table of new mailboxes.
    const second = `${username.slice(0, -1)}y`;
    await page.goto(journey.app(`/mailboxes/buy?domain=${name}`));
    await page.getByLabel('First name 1').fill('Alexandra');
    await page.getByLabel('Last name 1').fill('Smythe');
    await page.getByLabel('Username 1').fill(second);
    await page.getByRole('button', { name: /^Buy 1 mailbox for \$/ }).click();
    await page
      .getByRole('table', { name: 'Your new mailboxes' })
      .getByRole('row', { name: new RegExp(`${second.replaceAll('.', '\\.')}@.*active`) })
      .waitFor();
    await expectNothingCutOff(page, 'the new mailboxes');
    await page.context().close();
  });

  it('the longest address in a mailbox’s consent step, on a member’s account page and on their password link wraps at 390 px', async () => {
    const name = longestDomain('fabrikam-consent-and-grants-');
    await activeDomain(journey.server, name);
    const username = 'wilhelmina.bartholomewashworth.cunninghamfitzgerald.operationsxx';
    expect(username).toHaveLength(64);
    const [mailbox] = await activeMailboxes(journey.server, name, [username]);
    await journey.server.api.initiateConsentRequest({
      body: { mailbox_uid: mailbox!.uid, redirect_url: 'https://app.example/consent/done' },
    });
    const page = await journey.signedInPage({ viewport: PHONE }, LONGEST_MEMBER);
    await page.goto(journey.app(`/mailboxes/${mailbox!.uid}`));
    const step = page
      .getByRole('alert')
      .filter({ hasText: `Send this link to the person who owns ${username}@${name}` });
    await step.waitFor();
    // An alert hides what runs past its edge (the page stays narrow): the check reads its text.
    await expectNothingCutOff(page, 'the consent step');

    await page.goto(journey.app('/account'));
    await page.getByText(`${LONGEST_MEMBER.email} · admin of`).waitFor();
    await expectNothingCutOff(page, 'the account page');
    await page.context().close();

    const made = await runCli(
      ['members', 'reset-link', '--email', LONGEST_MEMBER.email, '--json'],
      journey.server.env,
    );
    expect(made.code, made.stderr).toBe(0);
    const [link] = JSON.parse(made.stdout) as { url: string }[];
    const signedOut = await journey.newPage({ viewport: PHONE });
    await signedOut.goto(link!.url);
    await signedOut.getByText(`For ${LONGEST_MEMBER.email} in`).waitFor();
    await expectNothingCutOff(signedOut, 'the password link’s page');
    await signedOut.context().close();
  });

  it('a clock of the longest name, and the longest member, wrap on their pages and in the dialogs that name them at 390 px', async () => {
    // A clock's name has at most 100 characters; this one has no space or hyphen to wrap at.
    const clockName = 'northwind_traders_outbound_agency_warmup_rehearsal_clock_'.padEnd(100, 'x');
    expect(clockName).toHaveLength(100);
    await journey.server.api.createSandboxClock({ body: { name: clockName } });
    const page = await journey.signedInPage({ viewport: PHONE });
    await page.goto(journey.app('/sandbox'));
    await page.getByText(clockName, { exact: true }).waitFor();
    await expectNothingCutOff(page, 'the sandbox page');
    await page.getByRole('button', { name: 'Delete clock' }).click();
    await expectDialogWhole(page, `Delete the clock ${clockName}?`);
    await page.getByRole('button', { name: 'Keep as it is' }).click();

    // The member's name is their address's local part: 64 characters of no space.
    const name = LONGEST_MEMBER.email.split('@')[0]!;
    await page.goto(journey.app('/team'));
    await page.getByRole('table', { name: 'Members' }).getByText(LONGEST_MEMBER.email).waitFor();
    await expectNothingCutOff(page, 'the team page');
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expectDialogWhole(page, `Remove ${name} from the team?`);
    await page.context().close();
  });
});

/**
 * The dialog titled `title` shows, its title and message read whole inside it: nothing cut off,
 * and nothing to scroll sideways for (a dialog scrolls what overflows it, which the layout check
 * lets pass as reachable).
 */
async function expectDialogWhole(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectNothingCutOff(page, `the dialog "${title.slice(0, 40)}"`);
  const past = await dialog.evaluate((box) =>
    [box, ...box.querySelectorAll('*')]
      .filter(
        (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible',
      )
      .map((e) => `<${e.tagName.toLowerCase()}> ${e.scrollWidth - e.clientWidth} px`),
  );
  expect(past, title).toEqual([]);
}
