import { describe, expect, it } from 'vitest';
import { activeDomain, activeMailboxes } from '../support/arrange.js';
import { setUpJourney } from '../support/journey.js';
import { findCutOff, waitForStillScreen } from '../support/layout.js';
import { PHONE } from '../support/viewports.js';

// The longest values the API takes, on the pages that show them in running text rather than in a
// table (a table scrolls inside its card). A probe of every screen at 1280, 600 and 390 px with
// these values (stop 61) found three pages wider than a phone's window, each from a mailbox's
// address or name with no space in it to wrap at; the other screens passed.
const journey = setUpJourney({ members: [{ email: 'longest@example.test' }], page: 'none' });

describe('the longest values', () => {
  it('a 64-character username on a 67-character domain wraps on the domain’s, the mailbox’s and the domain health’s pages', async () => {
    const name = `${'northwind-traders-outbound-agency-'.padEnd(63, 'x')}.com`;
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
      await waitForStillScreen(page);
      await expect.poll(() => findCutOff(page), { message: `cut off on ${path}` }).toEqual([]);
    }
    await page.context().close();
  });
});
