import { describe, expect, it } from 'vitest';
import { ledger, wallet } from './support/billing.js';
import { CONTACT, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, uniqueUsername } from './support/mailboxes.js';

// An operator who does not bill: MAILWRIGHT_BILLING=false, and teams without a credit.
const h = useHarness({ env: { MAILWRIGHT_BILLING: 'false' }, credits: 0 });

describe('billing turned off', () => {
  it('buys domains and mailboxes with an empty wallet, writes nothing on the ledger', async () => {
    const res = await h.call('POST', '/v1/api/domains/register', {
      body: {
        domains: [{ name: uniqueName() }],
        contact_details: CONTACT,
        use_wallet_balance: false,
      },
    });
    expect(res.status).toBe(200);
    // Nothing to pay, so no checkout either.
    expect(res.body.payment_type).toBe('wallet');
    const domain = await activeDomainNamed(h);
    const buy = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: {
        mailboxes: [
          {
            first_name: 'A',
            last_name: 'B',
            username: uniqueUsername(),
            platform: 'GOOGLE',
            domain_name: domain.name,
          },
        ],
      },
    });
    expect(buy.status).toBe(200);
    await settle(h);
    expect(await ledger(h)).toEqual([]);
    expect(await wallet(h)).toMatchObject({ credits_remaining: 0, credits_used: 0 });
    const add = await h.call('POST', '/v1/api/billing/wallet/add-credits', {
      workspace: null,
      body: { amount: 10 },
    });
    expect(add.status).toBe(409);
    expect(add.body.message).toContain('MAILWRIGHT_BILLING');
  });
});
