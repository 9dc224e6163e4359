import { expect } from 'vitest';
import { activeDomain, settle, uniqueName } from './domains.js';
import type { Harness } from './harness.js';
import { buyMailboxes, getMailbox, uniqueUsername } from './mailboxes.js';
import { waitFor } from './wait.js';

/** Environment for files that use sandbox clocks. */
export const CLOCK_ENV = { MAILWRIGHT_SANDBOX_CLOCKS: 'true' };

/** One active mailbox per entry, each on its own fresh domain (`domainToken` in its name). */
export async function activeMailboxes(
  h: Harness,
  items: Array<{ platform: string; domainToken?: string; username?: string }>,
): Promise<Array<{ uid: string; email: string; domain: string }>> {
  const out = [];
  for (const item of items) {
    const domain = uniqueName(item.domainToken ?? '');
    await activeDomain(h, domain);
    const [mailbox] = await buyMailboxes(h, domain, [
      { platform: item.platform, username: item.username ?? uniqueUsername() },
    ]);
    out.push({ uid: mailbox.uid as string, email: mailbox.email as string, domain });
  }
  await settle(h);
  for (const { uid } of out) expect((await getMailbox(h, uid)).status).toBe('active');
  return out;
}

/** The next midnight (UTC) after now: a clock started there begins a fresh day. */
export function nextMidnight(): string {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  ).toISOString();
}

/** A clock attached to the test team's workspace, starting at `frozen_time`. */
export async function clockForWorkspace(h: Harness, frozen_time = nextMidnight()) {
  const created = await h.call('POST', '/v1/api/sandbox/clocks', { body: { frozen_time } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const uid = created.body.clock.uid as string;
  const attached = await h.call('POST', `/v1/api/sandbox/clocks/${uid}/attach`);
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return uid;
}

/** Advances a clock and waits until it is ready (what the advance made due has run). */
export async function advanceClock(h: Harness, uid: string, by: string, timeoutMs = 120_000) {
  const res = await h.call('POST', `/v1/api/sandbox/clocks/${uid}/advance`, { body: { by } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  try {
    await waitFor(
      async () =>
        (await h.call('GET', `/v1/api/sandbox/clocks/${uid}`)).body.clock.status === 'ready',
      timeoutMs,
      `the clock did not finish advancing by ${by}`,
    );
  } catch (error) {
    const clock = (await h.call('GET', `/v1/api/sandbox/clocks/${uid}`)).body.clock;
    const jobs = await h.ctx.db
      .selectFrom('jobs')
      .select(['name', 'status', 'attempts', 'run_at', 'clock_at', 'last_error', 'locked_until'])
      .where('run_at', '<', '9999')
      .execute();
    throw new Error(
      `${(error as Error).message}: clock ${JSON.stringify(clock)}; jobs not waiting on a clock: ${JSON.stringify(jobs)}`,
    );
  }
}

export async function addWarmup(
  h: Harness,
  mailboxUids: string[],
  settings: Record<string, unknown> = {},
) {
  const res = await h.call('POST', '/v1/api/warmup/add', {
    body: { mailbox_uids: mailboxUids, ...settings },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function warmupDetails(h: Harness, mailboxUid: string, days = 30) {
  const res = await h.call('GET', '/v1/api/warmup/details', {
    query: { mailbox_uid: mailboxUid, days },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { subscription: any; daily: any[] };
}
