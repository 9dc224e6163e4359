import { describe, expect, it } from 'vitest';
import { getDomain, pauseJobs, registerDomains, settle, uniqueName } from './support/domains.js';
import { type ApiResponse, useHarness } from './support/harness.js';
import { uniqueUsername } from './support/mailboxes.js';

/**
 * Two requests (or a request and a job) deciding about related records at the same moment, sent
 * together many times in both orders of arrival: every round must end as if one had run after
 * the other (docs/decisions.md, "Locks: one order for every transaction"). On SQLite writers run
 * one at a time anyway; on PostgreSQL these failed before the records were locked in one order.
 */
const h = useHarness();

const ROUNDS = 8;

/** Starts both calls in the order given, each without waiting for the other. */
function together<A, B>(first: () => Promise<A>, second: () => Promise<B>, flip: boolean) {
  if (!flip) return Promise.all([first(), second()]);
  return Promise.all([second(), first()]).then(([b, a]) => [a, b] as const);
}

/** `rounds` active domains of the test team (one register call, one settle). */
async function activeDomains(rounds: number) {
  const names = Array.from({ length: rounds }, () => uniqueName());
  const uids = await registerDomains(h, names);
  await settle(h);
  await pauseJobs(h);
  for (const uid of uids) expect((await getDomain(h, uid)).status).toBe('active');
  return names.map((name, i) => ({ name, uid: uids[i] as string }));
}

function buyOn(domainName: string) {
  return h.call('POST', '/v1/api/mailboxes/buy', {
    body: {
      mailboxes: [
        {
          first_name: 'Ana',
          last_name: 'Lima',
          username: uniqueUsername(),
          platform: 'GOOGLE',
          domain_name: domainName,
        },
      ],
    },
  });
}

async function mailboxesOnDomain(domainUid: string) {
  const domain = await h.ctx.db
    .selectFrom('domains')
    .select('id')
    .where('uid', '=', domainUid)
    .executeTakeFirstOrThrow();
  return h.ctx.db
    .selectFrom('mailboxes')
    .select(['uid', 'status'])
    .where('domain_id', '=', domain.id)
    .execute();
}

const statusOf = (res: ApiResponse) => `${res.status} ${JSON.stringify(res.body)}`;

describe('removing a domain while a mailbox is bought on it', () => {
  it('either the removal is a 409 and the mailbox lives, or the buy is refused and nothing is created', async () => {
    const domains = await activeDomains(2 * ROUNDS);
    for (const [i, domain] of domains.entries()) {
      const [removal, buy] = await together(
        () => h.call('POST', '/v1/api/domains/remove', { body: { uids: [domain.uid] } }),
        () => buyOn(domain.name),
        i % 2 === 1,
      );
      const after = await getDomain(h, domain.uid);
      const mailboxes = await mailboxesOnDomain(domain.uid);
      const round = `round ${i}: removal ${statusOf(removal)}; buy ${statusOf(buy)}`;
      if (buy.status === 200) {
        expect(removal.status, round).toBe(409);
        expect(after.status, round).toBe('active');
        expect(after.assigned_mailboxes, round).toBe(1);
        expect(
          mailboxes.map((m) => m.uid),
          round,
        ).toEqual([buy.body.mailboxes[0].uid]);
      } else {
        expect(removal.status, round).toBe(200);
        expect([404, 409], round).toContain(buy.status);
        expect(after.status, round).toBe('scheduled_for_deletion');
        expect(after.assigned_mailboxes, round).toBe(0);
        expect(mailboxes, round).toEqual([]);
      }
    }
  });
});
