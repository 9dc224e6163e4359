import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkRollups } from '../src/modules/insights/insights.rebuild.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';
import { addSequencer, exportMailboxes } from './support/sequencers.js';
import { waitFor } from './support/wait.js';

const h = useHarness({ env: { MAILWRIGHT_SANDBOX_CLOCKS: 'true' } });

describe('campaign traffic in the sandbox', () => {
  it('exported mailboxes send a campaign day after day on the sandbox clock; magic values shape it', {
    timeout: 300_000,
  }, async () => {
    const sequencer = await addSequencer(h, 'smartlead');
    const domain = await activeDomainNamed(h);
    const [plain, bouncy, chatty] = (await buyMailboxes(h, domain.name, [
      { username: uniqueUsername() },
      { username: uniqueUsername('highbounce') },
      { username: uniqueUsername('replyheavy') },
    ])) as Array<{ uid: string }>;
    await settle(h);
    const exported = await exportMailboxes(h, sequencer.uid, [
      plain!.uid,
      bouncy!.uid,
      chatty!.uid,
    ]);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    await settle(h);

    // A clock a little ahead of now, attached: the campaign days wait on it.
    const start = new Date(Date.now() + 60_000).toISOString();
    const clock = await h.call('POST', '/v1/api/sandbox/clocks', {
      body: { name: 'Campaign', frozen_time: start },
    });
    expect(clock.status, JSON.stringify(clock.body)).toBe(200);
    const uid = clock.body.clock.uid as string;
    expect((await h.call('POST', `/v1/api/sandbox/clocks/${uid}/attach`)).status).toBe(200);
    await h.startRunner();
    const advanced = await h.call('POST', `/v1/api/sandbox/clocks/${uid}/advance`, {
      body: { by: '4d' },
    });
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    let clockNow = '';
    await waitFor(
      async () => {
        const c = (await h.call('GET', `/v1/api/sandbox/clocks/${uid}`)).body.clock;
        clockNow = c.frozen_time;
        return c.status === 'ready';
      },
      120_000,
      'the clock did not finish advancing',
    );

    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['sent_at', 'mailbox_id', 'thread_id', 'message_id', 'sending_ip', 'body_template'])
      .where('workspace_id', '=', h.team.workspace.id)
      .where('kind', '=', 'campaign')
      .execute();
    const days = new Set(rows.map((r) => r.sent_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.thread_id !== r.message_id)).toBe(true); // follow-ups
    // Every message knows its sandbox sending IP (at most three per mailbox) and body template:
    // personalised bodies fall into the campaign's four templates, follow-ups into one.
    for (const r of rows) expect(isIP(r.sending_ip ?? ''), JSON.stringify(r)).toBe(4);
    for (const box of new Set(rows.map((r) => r.mailbox_id)))
      expect(
        new Set(rows.filter((r) => r.mailbox_id === box).map((r) => r.sending_ip)).size,
      ).toBeLessThanOrEqual(3);
    const templates = new Set(rows.map((r) => r.body_template));
    expect(templates.has(null)).toBe(false);
    expect(templates.size).toBe(4);
    const followUps = rows.filter((r) => r.thread_id !== r.message_id);
    expect(new Set(followUps.map((r) => r.body_template)).size).toBe(1);
    const last = rows
      .map((r) => r.sent_at)
      .sort()
      .at(-1) as string;
    // Nothing happens past the clock's now (a day's sends spread over its first 8 hours).
    expect(last <= clockNow, `${start} .. ${last}, clock at ${clockNow}`).toBe(true);

    const high = await h.call('GET', '/v1/api/email-insights/workspace/high-bounce-mailboxes');
    expect(high.body.data.mailboxes.map((m: any) => m.mailbox_uid)).toEqual([bouncy!.uid]);
    const rates = await h.call('GET', '/v1/api/email-insights/workspace/campaign-reply-rate');
    expect(rates.body.data.mailboxes[0].mailbox_uid).toBe(chatty!.uid);
    expect(rates.body.data.mailboxes[0].reply_rate).toBeGreaterThan(15);
    expect(await checkRollups(h.ctx.db, h.team.workspace.id)).toEqual([]);
  });
});
