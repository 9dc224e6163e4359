import { describe, expect, it } from 'vitest';
import { newId, newUid } from '../src/lib/ids.js';
import { requireSpender } from '../src/modules/billing/spending.js';
import { ledger, wallet } from './support/billing.js';
import { CONTACT, settle, uniqueName } from './support/domains.js';
import { type ApiResponse, useHarness } from './support/harness.js';
import { activeDomainNamed, uniqueUsername } from './support/mailboxes.js';
import { addMember } from './support/members.js';
import { signedInMember } from './support/sessions.js';
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

/** Every operation that charges the wallet or opens a checkout, and what it is sent. */
async function paidOperations(): Promise<Array<[string, string, unknown]>> {
  const domain = await activeDomainNamed(h);
  const mailboxUid = (
    await h.call('POST', '/v1/api/mailboxes/buy', {
      body: { mailboxes: [{ ...mailbox(), domain_name: domain.name }] },
    })
  ).body.mailboxes[0].uid as string;
  await settle(h);
  return [
    [
      '/v1/api/mailboxes/buy',
      'mailboxes',
      { mailboxes: [{ ...mailbox(), domain_name: domain.name }] },
    ],
    [
      '/v1/api/mailboxes/buy',
      'mailboxes by checkout',
      { mailboxes: [{ ...mailbox(), domain_name: domain.name }], use_wallet_balance: false },
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
    ['/v1/api/warmup/add', 'warmup', { mailbox_uids: [mailboxUid] }],
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
    ['/v1/api/billing/wallet/add-credits', 'credits by checkout', { amount: 10 }],
  ];
}

/**
 * Sends every paid operation as a member without billing (`post`: with their token, or their
 * session): each is a 403 BILLING_PERMISSION_REQUIRED, nothing is written and the wallet holds
 * what it held.
 */
async function refusesEveryPurchase(
  post: (path: string, body: unknown) => Promise<ApiResponse>,
): Promise<void> {
  const operations = await paidOperations();
  const before = await databaseSnapshot(h);
  const held = (await wallet(h)).credits_remaining;
  for (const [path, what, body] of operations) {
    const res = await post(path, body);
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
    expect(res.body.code, what).toBe('BILLING_PERMISSION_REQUIRED');
    expect(res.body.message).not.toMatch(/holds|credits_remaining|\d+\.\d\d/);
  }
  expect(await databaseSnapshot(h)).toEqual(before);
  expect((await wallet(h)).credits_remaining).toBe(held);
}

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

  it('buys nothing with a token: mailboxes, domains, orders, warmup, placement tests, scheduled tests and credits are a 403 and write nothing', async () => {
    const member = await addMember(h, 'member');
    await refusesEveryPurchase((path, body) => h.call('POST', path, { token: member.token, body }));
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

/**
 * A member without billing, signed in to the web app (session cookie and CSRF token), bought
 * mailboxes charged to the team's wallet, while the same purchase with their API token was a
 * 403: the spending check knew only tokens, and took the session's actor (`member:<uid>`) for a
 * system one. A session now acts with its member's role exactly as a token does.
 */
describe('a member signed in to the web app', () => {
  it('without billing buys nothing with a session: every purchase is a 403 and writes nothing', async () => {
    const { browser: b } = await signedInMember(h, 'member');
    await refusesEveryPurchase((path, body) => b.call('POST', path, { body }));
  });

  it('with billing still buys with a session, charged as that member', async () => {
    const domain = await activeDomainNamed(h);
    const { browser: b, member } = await signedInMember(h, 'billing');
    const held = (await wallet(h)).credits_remaining;
    const bought = await b.call('POST', '/v1/api/mailboxes/buy', {
      body: { mailboxes: [{ ...mailbox(), domain_name: domain.name }] },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await wallet(h)).credits_remaining).toBe(held - 4);
    expect((await ledger(h)).at(-1)).toMatchObject({
      kind: 'charge',
      amount: -4,
      actor: `member:${member.uid}`,
    });
  });
});

describe('the spending check', () => {
  it('an actor that names no member is never taken for a system one: refused, while system spends', async () => {
    const refusal = { code: 'BILLING_PERMISSION_REQUIRED' };
    for (const actor of ['', 'unknown', 'System', newId(), `member:${newUid()}`, 'member:x']) {
      await expect(requireSpender(h.ctx.db, h.ctx, actor), actor).rejects.toMatchObject(refusal);
    }
    const without = await addMember(h, 'member');
    for (const actor of [without.tokenId, `member:${without.uid}`]) {
      await expect(requireSpender(h.ctx.db, h.ctx, actor), actor).rejects.toMatchObject(refusal);
    }
    const billing = await addMember(h, 'billing');
    for (const actor of ['system', 'operator', `operator:${newUid()}`, billing.tokenId])
      await expect(requireSpender(h.ctx.db, h.ctx, actor), actor).resolves.toBeUndefined();
    await expect(requireSpender(h.ctx.db, h.ctx, `member:${billing.uid}`)).resolves.toBeUndefined();
  });
});
