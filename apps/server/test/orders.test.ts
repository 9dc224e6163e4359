import { describe, expect, it } from 'vitest';
import {
  answerCheckout,
  expireCheckout,
  ledger,
  paymentStatus,
  wallet,
} from './support/billing.js';
import { CONTACT, domainState, settle, uniqueName } from './support/domains.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';
import { uniqueUsername } from './support/mailboxes.js';
import { addSequencer } from './support/sequencers.js';

const h = useHarness();

const place = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.call('POST', '/v1/api/orders', { body, ...(headers ? { headers } : {}) });

const get = async (orderId: string) => {
  const res = await h.call('GET', `/v1/api/orders/${orderId}`);
  expect(res.status).toBe(200);
  return res.body;
};

const mailbox = (platform = 'GOOGLE', token = '') => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: uniqueUsername(token),
  platform,
});

const charges = async () => (await ledger(h)).filter((e) => e.kind === 'charge');

describe('place order', () => {
  it('registers domains with their mailboxes, charged once for the whole, and runs to done', async () => {
    const [a, b] = [uniqueName(), uniqueName()];
    const res = await place({
      contact_details: CONTACT,
      domains: [
        { name: a, mailboxes: [mailbox(), mailbox()], redirect_url: 'https://example.com' },
        { name: b, registration_years: 2, mailboxes: [mailbox('MICROSOFT')] },
      ],
    });
    expect(res.status).toBe(201);
    // 12.99 + 2 x 12.99 for the domains, 2 x 4 (GOOGLE) + 3.5 (MICROSOFT) for the first month.
    expect(res.body).toMatchObject({
      status: 'queued',
      payment_type: 'wallet',
      payment_status: 'paid',
      total_cost: 50.47,
      domains_count: 2,
      refused_count: 0,
    });
    expect(res.body.order_id).toBe(res.body.id);
    const entries = await charges();
    expect(entries.map((e) => [e.amount, e.record])).toEqual([
      [-50.47, { type: 'order', uid: res.body.order_id }],
    ]);
    await settle(h);
    const order = await get(res.body.order_id);
    expect(order.status).toBe('done');
    expect(order.domains.map((d: any) => [d.name, d.status, d.domain_status])).toEqual([
      [a, 'completed', 'active'],
      [b, 'completed', 'active'],
    ]);
    expect(order.domains.flatMap((d: any) => d.mailboxes.map((m: any) => m.status))).toEqual([
      'active',
      'active',
      'active',
    ]);
    expect(order.domains[0].mailboxes[0].email).toMatch(new RegExp(`@${a.replace('.', '\\.')}$`));
    // Mailboxes bought by the order are not charged again.
    expect(await charges()).toHaveLength(1);
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS - 50.47);
    const list = await h.call('GET', '/v1/api/orders', { query: { status: 'done' } });
    expect(list.body).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(list.body.orders[0].order_id).toBe(res.body.order_id);
  });

  it('refuses a taken domain up front and charges only for the rest', async () => {
    const ok = uniqueName();
    const res = await place({
      contact_details: CONTACT,
      domains: [
        { name: uniqueName('taken'), mailboxes: [mailbox()] },
        { name: ok, mailboxes: [mailbox()] },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total_cost: 16.99, domains_count: 1, refused_count: 1 });
    expect(res.body.domains[0]).toMatchObject({
      status: 'refused',
      price: 0,
      domain_uid: null,
      status_reason: 'is not available; not charged',
    });
    expect((await charges()).map((e) => e.amount)).toEqual([-16.99]);
    await settle(h);
    expect((await get(res.body.order_id)).status).toBe('done');
  });

  it('an order whose every domain is refused is a 409 listing each, and nothing is written', async () => {
    const res = await place({
      contact_details: CONTACT,
      domains: [{ name: uniqueName('taken') }, { name: uniqueName('banned') }],
    });
    expect(res.status).toBe(409);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
      'domains[0].name',
      'domains[1].name',
    ]);
    expect((await domainState(h)).domains).toEqual([]);
    expect(await charges()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a malformed name',
      { domains: [{ name: 'not a domain' }], contact_details: CONTACT },
      'domains[0].name',
    ],
    [
      'no contact details to register',
      { domains: [{ name: 'x1.com' }] },
      'domains[0].contact_details',
    ],
    [
      'an address at another domain',
      {
        contact_details: CONTACT,
        domains: [
          { name: 'x1.com', mailboxes: [{ ...mailbox(), username: undefined, email: 'a@x2.com' }] },
        ],
      },
      'domains[0].mailboxes[0].email',
    ],
    [
      'two platforms on one domain',
      {
        contact_details: CONTACT,
        domains: [{ name: 'x1.com', mailboxes: [mailbox(), mailbox('MICROSOFT')] }],
      },
      'domains[0].mailboxes[1].platform',
    ],
    [
      'a bad redirect URL',
      { contact_details: CONTACT, domains: [{ name: 'x1.com', redirect_url: 'ftp://x' }] },
      'domains[0].redirect_url',
    ],
  ])('answers 400 for %s, naming the field, and writes nothing', async (_case, body, field) => {
    const res = await place(JSON.parse(JSON.stringify(body)));
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
    expect((await domainState(h)).domains).toEqual([]);
  });

  it('takes each registrant field from the domain, then the order, then the account’s registrant contact', async () => {
    const set = await h.call('POST', '/v1/api/account/registrant-contact', {
      workspace: null,
      body: { contact_details: CONTACT },
    });
    expect(set.status).toBe(200);
    const [a, b] = [uniqueName(), uniqueName()];
    const res = await place({
      contact_details: { first_name: 'Order', email: 'order@example.com' },
      domains: [
        { name: a, contact_details: { first_name: 'Domain', city: 'Paris', country: 'fr' } },
        { name: b },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const contacts = Object.fromEntries(
      (
        await h.ctx.db
          .selectFrom('domains')
          .select(['name', 'contact_details'])
          .where('name', 'in', [a, b])
          .execute()
      ).map((r) => [r.name, JSON.parse(r.contact_details as string)]),
    );
    expect(contacts[a]).toEqual({
      ...CONTACT,
      first_name: 'Domain',
      email: 'order@example.com',
      city: 'Paris',
      country: 'FR',
    });
    expect(contacts[b]).toEqual({ ...CONTACT, first_name: 'Order', email: 'order@example.com' });
    // A field given is checked wherever it comes from, and named where it was sent.
    const bad = await place({
      domains: [{ name: uniqueName(), contact_details: { country: 'XX' } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'domains[0].contact_details.country', message: expect.stringContaining('ISO') },
    ]);
  });

  it('short of funds: 402 and nothing written', async () => {
    const poor = await h.createTeam('Poor', { credits: 10 });
    const res = await h.call('POST', '/v1/api/orders', {
      token: poor.token,
      workspace: poor.workspace.uid,
      body: { contact_details: CONTACT, domains: [{ name: uniqueName() }] },
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^Insufficient wallet balance to place the order/);
    expect((await domainState(h, poor)).domains).toEqual([]);
  });

  it('a failed registration ends its domain in error with everything it was charged given back; the order is error', async () => {
    const res = await place({
      contact_details: CONTACT,
      domains: [
        { name: uniqueName('regfail'), mailboxes: [mailbox(), mailbox()] },
        { name: uniqueName(), mailboxes: [mailbox('GOOGLE', 'failaccount')] },
      ],
    });
    expect(res.body.total_cost).toBe(37.98);
    await settle(h);
    const order = await get(res.body.order_id);
    expect(order.status).toBe('error');
    expect(order.domains[0]).toMatchObject({
      status: 'error',
      domain_status: 'registration_failed',
    });
    expect(order.domains[0].status_reason).toContain('the charge was refunded');
    expect(order.domains[0].mailboxes.map((m: any) => m.status)).toEqual(['refused', 'refused']);
    expect(order.domains[1]).toMatchObject({
      status: 'warning',
      status_reason: '1 mailbox(es) not active',
    });
    expect(order.domains[1].mailboxes[0].status).toBe('failed');
    // The regfail domain (12.99), its two mailboxes (8) and the failed mailbox (4) come back.
    const refunds = (await ledger(h)).filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.amount).sort()).toEqual([12.99, 4, 8].sort());
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS - 12.99);
  });

  it('connects a domain, buys its mailboxes once it is active and exports them to the sequencer', async () => {
    const sequencer = await addSequencer(h, 'instantly');
    await settle(h);
    const res = await place({
      sequencer_uid: sequencer.uid,
      domains: [{ name: uniqueName(), type: 'connect', mailboxes: [mailbox()] }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total_cost: 4, sequencer_uid: sequencer.uid });
    await settle(h);
    const order = await get(res.body.order_id);
    expect(order.status).toBe('done');
    expect(order.domains[0]).toMatchObject({
      type: 'connect',
      status: 'completed',
      domain_status: 'active',
    });
    expect(order.domains[0].mailboxes[0]).toMatchObject({
      status: 'active',
      export_uid: expect.any(String),
    });
  });

  it('an unknown sequencer is a 404 naming sequencer_uid', async () => {
    const res = await place({
      contact_details: CONTACT,
      sequencer_uid: '00000000-0000-4000-8000-000000000000',
      domains: [{ name: uniqueName() }],
    });
    expect(res.status).toBe(404);
    expect(res.body.details[0].field).toBe('sequencer_uid');
  });

  it('honours Idempotency-Key: a retried order is placed and charged once, answered 201 again', async () => {
    const body = { contact_details: CONTACT, domains: [{ name: uniqueName() }] };
    const key = { 'idempotency-key': `order-${uniqueName()}` };
    const first = await place(body, key);
    const again = await place(body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.order_id).toBe(first.body.order_id);
    expect(await charges()).toHaveLength(1);
  });

  it('paid by checkout: waits for the payment, then runs; an unpaid one expires into error with nothing charged', async () => {
    const paid = await place({
      use_wallet_balance: false,
      contact_details: CONTACT,
      domains: [{ name: uniqueName(), mailboxes: [mailbox()] }],
    });
    expect(paid.body).toMatchObject({
      payment_type: 'checkout',
      payment_status: 'awaiting_payment',
    });
    await settle(h);
    expect((await get(paid.body.order_id)).domains[0].domain_status).toBe('cart');
    await answerCheckout(h, paid.body.session_id, 'pay');
    await settle(h);
    expect(await get(paid.body.order_id)).toMatchObject({ status: 'done', payment_status: 'paid' });

    const unpaid = await place({
      use_wallet_balance: false,
      contact_details: CONTACT,
      domains: [{ name: uniqueName() }],
    });
    await expireCheckout(h, unpaid.body.session_id);
    await paymentStatus(h, unpaid.body.session_id);
    const ended = await get(unpaid.body.order_id);
    expect(ended).toMatchObject({ status: 'error', payment_status: 'unpaid' });
    expect(ended.domains[0]).toMatchObject({ status: 'error', domain_status: 'cancelled' });
    const kinds = (await ledger(h)).map((e) => [e.kind, e.amount]);
    expect(kinds.slice(1)).toEqual([
      ['purchase', 16.99],
      ['charge', -16.99],
    ]);

    // List orders: totals per status from the list's counters, pages newest first.
    const list = (query: Record<string, string | number>) =>
      h.call('GET', '/v1/api/orders', { query });
    expect((await list({ status: 'done' })).body).toMatchObject({ total: 1 });
    expect((await list({ status: 'error' })).body).toMatchObject({ total: 1 });
    expect((await list({ status: 'queued' })).body).toMatchObject({ total: 0, orders: [] });
    const second = (await list({ limit: 1, page: 2 })).body;
    expect(second).toMatchObject({ total: 2, page: 2, pages: 2 });
    expect(second.orders.map((o: { order_id: string }) => o.order_id)).toEqual([
      paid.body.order_id,
    ]);
  });
});
