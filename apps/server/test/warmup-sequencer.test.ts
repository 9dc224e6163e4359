import { describe, expect, it } from 'vitest';
import { drainWallet, ledger } from './support/billing.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { oneMailbox } from './support/mailboxes.js';
import { validForm } from './support/sequencers.js';

const h = useHarness();

/** An active sequencer added with these warmup fields. */
async function sequencerWith(warmup: Record<string, unknown>) {
  const res = await h.call('POST', '/v1/api/sequencers/add', {
    body: {
      name: `Smartlead ${Date.now()}`,
      platform: 'smartlead',
      ...validForm('smartlead'),
      ...warmup,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const exportTo = (sequencerUid: string, mailboxUid: string) =>
  h.call('POST', '/v1/api/sequencers/export', {
    body: { sequencer_uid: sequencerUid, mailbox_uids: [mailboxUid] },
  });

const warmupOf = async (mailboxUid: string) => {
  const res = await h.call('GET', '/v1/api/warmup/details', { query: { mailbox_uid: mailboxUid } });
  return res;
};

const warmupCharges = async () =>
  (await ledger(h)).filter((e) => e.kind === 'charge' && e.record?.type === 'warmup_subscription');

describe('enable_warmup on Add sequencer', () => {
  it('enrols the mailboxes exported to it with its settings, charged as Add warmup, once', async () => {
    const added = await sequencerWith({
      enable_warmup: true,
      warmup_limit: 25,
      warmup_increment: '4 per day',
      warmup_replyrate: 45,
    });
    expect(added.warmup).toMatchObject({ requested: true, applied: true });
    const { mailbox } = await oneMailbox(h);
    await settle(h);
    const res = await exportTo(added.uid, mailbox?.uid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = await warmupOf(mailbox?.uid);
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.subscription).toMatchObject({
      status: 'active',
      warmup_limit: 25,
      warmup_increment: 4,
      warmup_replyrate: 45,
    });
    const charges = await warmupCharges();
    expect(charges.map((c) => c.amount)).toEqual([-3]);

    // Exported to a second warmup sequencer: already enrolled, not charged again.
    const second = await sequencerWith({ enable_warmup: true });
    await settle(h);
    expect((await exportTo(second.uid, mailbox?.uid)).status).toBe(200);
    expect(await warmupCharges()).toHaveLength(1);
  });

  it('without enable_warmup an export enrols nothing', async () => {
    const added = await sequencerWith({ warmup_limit: 25 });
    expect(added.warmup).toMatchObject({ requested: false, applied: false });
    const { mailbox } = await oneMailbox(h);
    await settle(h);
    expect((await exportTo(added.uid, mailbox?.uid)).status).toBe(200);
    expect((await warmupOf(mailbox?.uid)).status).toBe(404);
    expect(await warmupCharges()).toEqual([]);
  });

  it('short of funds: the export is a 402 and neither export nor warmup is created', async () => {
    const added = await sequencerWith({ enable_warmup: true });
    const { mailbox } = await oneMailbox(h);
    await settle(h);
    await drainWallet(h);
    const res = await exportTo(added.uid, mailbox?.uid);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    const exports = await h.call('POST', '/v1/api/sequencers/export/status', {
      body: { mailbox_uids: [mailbox?.uid] },
    });
    expect(exports.status).toBe(200);
    expect(exports.body.data).toEqual([]);
    expect((await warmupOf(mailbox?.uid)).status).toBe(404);
  });

  it('out-of-range warmup settings with enable_warmup are a 400 naming each field; nothing added', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/add', {
      body: {
        name: 'Bad warmup',
        platform: 'smartlead',
        ...validForm('smartlead'),
        enable_warmup: true,
        warmup_limit: 500,
        warmup_increment: 'fast',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
      'warmup_limit',
      'warmup_increment',
    ]);
    const list = await h.call('POST', '/v1/api/sequencers/list', { body: {} });
    expect(list.body.data).toEqual([]);
  });
});
