import { describe, expect, it } from 'vitest';
import { wallet } from './support/billing.js';
import { CONTACT, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, uniqueUsername } from './support/mailboxes.js';
import { addMember } from './support/members.js';
import { databaseSnapshot } from './support/snapshot.js';

/**
 * Issue 32, item 5: a member without billing permission read the wallet through Get account and
 * spent it buying mailboxes and domains, while every wallet operation answered 403. Such a member
 * now spends nothing (docs/api/members.md, "What a member without billing may spend"): every
 * operation that would charge the wallet or open a checkout is a 403 and writes nothing, and Get
 * account leaves the wallet and plan out.
 */
const h = useHarness();

const WALLET_FIELDS = [
  'total_credits',
  'credits_used',
  'credits_remaining',
  'current_plan',
  'auto_topup_enabled',
  'auto_topup_config',
];

const mailbox = () => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: uniqueUsername(),
  platform: 'GOOGLE',
});

describe('a member without billing permission', () => {
  it('reads the team and its prices from Get account, not the wallet nor the plan', async () => {
    const without = await addMember(h, 'member');
    const withBilling = await addMember(h, 'billing');
    const theirs = await h.call('GET', '/v1/api/account', {
      token: without.token,
      workspace: null,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ uid: h.team.team.uid, cost_per_google_mailbox: 4 });
    for (const field of WALLET_FIELDS) expect(theirs.body, field).not.toHaveProperty(field);
    for (const token of [withBilling.token, h.team.token]) {
      const allowed = await h.call('GET', '/v1/api/account', { token, workspace: null });
      for (const field of WALLET_FIELDS) expect(allowed.body, field).toHaveProperty(field);
    }
  });

  it('buys nothing: mailboxes, domains, orders, placement tests and scheduled tests are a 403 and write nothing', async () => {
    const domain = await activeDomainNamed(h);
    const member = await addMember(h, 'member');
    const mailboxUid = (
      await h.call('POST', '/v1/api/mailboxes/buy', {
        body: { mailboxes: [{ ...mailbox(), domain_name: domain.name }] },
      })
    ).body.mailboxes[0].uid as string;
    await settle(h);
    const purchases: Array<[string, string, unknown]> = [
      [
        '/v1/api/mailboxes/buy',
        'mailboxes',
        { mailboxes: [{ ...mailbox(), domain_name: domain.name }] },
      ],
      [
        '/v1/api/domains/register',
        'domains',
        { domains: [{ name: uniqueName() }], contact_details: CONTACT },
      ],
      [
        '/v1/api/domains/register',
        'domains by checkout',
        { domains: [{ name: uniqueName() }], contact_details: CONTACT, use_wallet_balance: false },
      ],
      [
        '/v1/api/orders',
        'an order',
        { contact_details: CONTACT, domains: [{ name: uniqueName(), mailboxes: [mailbox()] }] },
      ],
      [
        '/v1/api/inbox-placement/tests',
        'a placement test',
        { subject: 'Hello', text: 'Body', mailbox_uids: [mailboxUid] },
      ],
      [
        '/v1/api/inbox-placement/scheduled',
        'a scheduled test',
        {
          subject: 'Hello',
          text: 'Body',
          mailbox_uids: [mailboxUid],
          days: ['monday'],
          time: '09:00',
          timezone: 'UTC',
        },
      ],
    ];
    const before = await databaseSnapshot(h);
    const held = (await wallet(h)).credits_remaining;
    for (const [path, what, body] of purchases) {
      const res = await h.call('POST', path, { token: member.token, body });
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.code).toBe('BILLING_PERMISSION_REQUIRED');
      expect(res.body.message).not.toMatch(/holds|credits_remaining|\d+\.\d\d/);
    }
    expect(await databaseSnapshot(h)).toEqual(before);
    expect((await wallet(h)).credits_remaining).toBe(held);
  });

  it('still does what costs nothing, and a member with billing buys', async () => {
    const domain = await activeDomainNamed(h);
    const member = await addMember(h, 'member');
    const tag = await h.call('POST', '/v1/api/tags', {
      token: member.token,
      body: { name: 'Free' },
    });
    expect(tag.status).toBe(200);
    const billing = await addMember(h, 'billing');
    const bought = await h.call('POST', '/v1/api/mailboxes/buy', {
      token: billing.token,
      body: { mailboxes: [{ ...mailbox(), domain_name: domain.name }] },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  });
});
