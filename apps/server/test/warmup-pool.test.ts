import { describe, expect, it } from 'vitest';
import { stockDomains } from '../src/modules/prewarm/stock.service.js';
import { planLine } from '../src/modules/warmup/engine.plan.js';
import { settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { oneMailbox } from './support/mailboxes.js';

// A file of its own: its database holds no other pool member than the ones this test makes.
const h = useHarness();

describe('operator pool mailboxes', () => {
  it('give a workspace with a single mailbox warmup partners', async () => {
    const { mailbox } = await oneMailbox(h);
    await settle(h);
    const [pool] = await stockDomains(h.ctx, {
      domains: [uniqueName('pool')],
      mailboxes: 2,
      platform: 'MICROSOFT',
      forSale: false,
    });
    const added = await h.call('POST', '/v1/api/warmup/add', {
      body: { mailbox_uids: [mailbox?.uid] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.subscriptions).toHaveLength(1);
    await settle(h);
    // Today is planned (by the engine, or here from the start of its working hours when the
    // test runs after them).
    const today = new Date().toISOString().slice(0, 10);
    await planLine(h.ctx, 'real', new Date(`${today}T08:00:00.000Z`));
    const sender = await h.ctx.db
      .selectFrom('mailboxes')
      .select('id')
      .where('uid', '=', mailbox?.uid as string)
      .executeTakeFirstOrThrow();
    // Planned sends, and any already sent (a send done leaves its row for the message ledger).
    const planned = await h.ctx.db
      .selectFrom('warmup_sends')
      .select('recipient_mailbox_id as id')
      .where('sender_mailbox_id', '=', sender.id)
      .execute();
    const sent = await h.ctx.db
      .selectFrom('mail_messages')
      .select('recipient_mailbox_id as id')
      .where('mailbox_id', '=', sender.id)
      .execute();
    const ids = [...planned, ...sent].flatMap((r) => (r.id ? [r.id] : []));
    const sends = ids.length
      ? await h.ctx.db.selectFrom('mailboxes').select('team_id').where('id', 'in', ids).execute()
      : [];
    expect(sends.length).toBeGreaterThan(0);
    // Every partner is an operator mailbox: the workspace has no other.
    const stockTeam = await h.ctx.db
      .selectFrom('domains')
      .select('team_id')
      .where('id', '=', pool?.domain_id as string)
      .executeTakeFirstOrThrow();
    for (const s of sends) expect(s.team_id).toBe(stockTeam.team_id);
  });
});
