import { expect } from 'vitest';
import {
  activeDomain,
  connectDomains,
  getDomain,
  pauseJobs,
  settle,
  uniqueName,
} from './domains.js';
import type { Harness, TestTeam } from './harness.js';
import { byHand } from './jobs.js';

let counter = 0;

/** A username no other test uses, with an optional magic token. */
export function uniqueUsername(token = ''): string {
  counter += 1;
  return `u${counter}${Date.now().toString(36)}${token ? `-${token}` : ''}`;
}

export interface BuyItem {
  username?: string;
  platform?: string;
  first_name?: string;
  last_name?: string;
  profile_picture?: string;
}

/** Buys mailboxes on one domain (by name) as the test team (or `team`); expects success. */
export async function buyMailboxes(
  h: Harness,
  domainName: string,
  items: BuyItem[],
  options: { team?: TestTeam; headers?: Record<string, string> } = {},
): Promise<any[]> {
  const res = await h.call('POST', '/v1/api/mailboxes/buy', {
    ...(options.team ? { token: options.team.token, workspace: options.team.workspace.uid } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    body: {
      mailboxes: items.map((item) => ({
        first_name: item.first_name ?? 'Ana',
        last_name: item.last_name ?? 'Lima',
        username: item.username ?? uniqueUsername(),
        platform: item.platform ?? 'GOOGLE',
        domain_name: domainName,
        ...(item.profile_picture !== undefined ? { profile_picture: item.profile_picture } : {}),
      })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.mailboxes;
}

/**
 * An active domain of the test team: its uid and name. The job runner is paused afterwards, so
 * mailboxes bought next stay `scheduled` until the test calls `settle`.
 */
export async function activeDomainNamed(h: Harness): Promise<{ uid: string; name: string }> {
  const name = uniqueName();
  const uid = await activeDomain(h, name);
  await pauseJobs(h);
  return { uid, name };
}

/** Buys one mailbox on a fresh active domain; returns it (as Buy answers) and its domain. */
export async function oneMailbox(h: Harness, item: BuyItem = {}) {
  const domain = await activeDomainNamed(h);
  const [mailbox] = await buyMailboxes(h, domain.name, [item]);
  return { mailbox, domain };
}

/** One mailbox as Get mailbox details shows it. */
export async function getMailbox(h: Harness, uid: string, team?: TestTeam) {
  const res = await h.call('GET', '/v1/api/mailboxes/details', {
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
    query: { uid },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.mailbox;
}

/** Asserts the mailbox is `active`; when it is not, the failure names its status and why. */
export async function expectMailboxActive(h: Harness, uid: string) {
  const mailbox = await getMailbox(h, uid);
  const { status, status_reason, failure_code } = mailbox;
  expect({ status, status_reason, failure_code }).toMatchObject({ status: 'active' });
  return mailbox;
}

/**
 * SMTP mailboxes on the real mail stack, one per new connected domain (named from `prefix`, with
 * its `username`), run until active; asserts each is. Returns them as Buy answers, in order.
 */
export async function activeSmtpMailboxes(
  h: Harness,
  wanted: ReadonlyArray<{ prefix: string; username: string }>,
): Promise<any[]> {
  const names = wanted.map((w) => uniqueName(w.prefix));
  await connectDomains(h, names);
  await settle(h);
  const bought = [];
  for (const [i, w] of wanted.entries())
    bought.push(
      ...(await buyMailboxes(h, names[i] as string, [{ platform: 'SMTP', username: w.username }])),
    );
  await settle(h);
  for (const m of bought) await expectMailboxActive(h, m.uid);
  return bought;
}

/** The mailbox's credentials, through Show mailbox credentials. */
export async function credentialsOf(h: Harness, uid: string) {
  const res = await h.call('GET', '/v1/api/mailboxes/show-credentials', { query: { uid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { password: string; app_password: string; secret: string };
}

/**
 * Moves the clock of one kind of job forward: the queued `name` jobs of the mailbox run now
 * (renewals a month away, retention periods), as if their time had come.
 */
export async function runDueNow(h: Harness, name: string, mailboxId: string): Promise<number> {
  const result = await h.ctx.db
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('name', '=', name)
    .where('status', '=', 'queued')
    .where('payload', 'like', `%${mailboxId}%`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The internal id of a mailbox (for job payloads). */
export async function mailboxId(h: Harness, uid: string): Promise<string> {
  const row = await h.ctx.db
    .selectFrom('mailboxes')
    .select('id')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Cancels an active mailbox as if its paid period were over, so the cancellation takes effect at
 * once, and lets the queue run until it is `cancelled`.
 */
export async function cancelAtOnce(h: Harness, uid: string): Promise<void> {
  await h.ctx.db
    .updateTable('mailboxes')
    .set({ renewal_date: new Date(Date.now() - 1000).toISOString() })
    .where('uid', '=', uid)
    .execute();
  const res = await h.call('POST', '/v1/api/mailboxes/cancel', { body: { uids: [uid] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await settle(h);
  expect((await getMailbox(h, uid)).status).toBe('cancelled');
}

export { getDomain };

/** Runs one mailbox job by hand (with no runner started, nothing else moves meanwhile). */
export async function runMailboxJob(
  h: Harness,
  job: { handle(payload: { mailboxId: string }, helpers: never): Promise<void> },
  mailboxId: string,
): Promise<void> {
  await job.handle({ mailboxId }, byHand(h) as never);
}
