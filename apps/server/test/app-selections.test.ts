import { describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';

/** Operations the web app needs: validate a purchase (CSV in), select all matching except. */
const h = useHarness();

describe('Validate a mailbox purchase', () => {
  it('shows every row valid or refused with its reasons and the price, and buys nothing', async () => {
    const domain = await activeDomainNamed(h);
    const mine = h.team;
    h.team = await h.createTeam();
    const theirs = await activeDomainNamed(h);
    h.team = mine;
    const [taken] = await buyMailboxes(h, domain.name, [{}]);
    await settle(h);
    const row = (over: Record<string, unknown>) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: uniqueUsername(),
      platform: 'GOOGLE',
      domain_name: domain.name,
      ...over,
    });
    const same = uniqueUsername();
    const rows = [
      row({}),
      row({ username: 'not valid!' }),
      row({ domain_name: 'nowhere-of-ours.example' }),
      row({ username: same }),
      row({ username: same }),
      row({ username: taken.username }),
      row({ domain_name: theirs.name }),
    ];
    const before = await h.call('POST', '/v1/api/mailboxes/list', { body: {} });
    const res = await h.call('POST', '/v1/api/mailboxes/buy/validate', {
      body: { mailboxes: rows },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byIndex = res.body.rows as Array<{
      valid: boolean;
      problems: Array<{ field: string; message: string }>;
      price: number;
    }>;
    expect(byIndex.map((r) => r.valid)).toEqual([true, false, false, true, false, false, false]);
    expect(byIndex[1]?.problems[0]?.field).toBe('mailboxes[1].username');
    expect(byIndex[2]?.problems[0]).toEqual({
      field: 'mailboxes[2].domain_name',
      message: 'no domain nowhere-of-ours.example in this workspace',
    });
    expect(byIndex[4]?.problems[0]?.message).toMatch(/^repeats /);
    // Another team's domain is refused exactly as one that does not exist.
    expect(byIndex[6]?.problems[0]).toEqual({
      field: 'mailboxes[6].domain_name',
      message: `no domain ${theirs.name} in this workspace`,
    });
    expect(byIndex[5]?.problems[0]?.message).toMatch(/already exists$/);
    expect(res.body.valid_count).toBe(2);
    expect(res.body.refused_count).toBe(5);
    expect(res.body.total_cost).toBe(byIndex[0]!.price + byIndex[3]!.price);
    const after = await h.call('POST', '/v1/api/mailboxes/list', { body: {} });
    expect(after.body.total).toBe(before.body.total);
    // Buy mailboxes refuses the same rows with the same reasons.
    const buy = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: { mailboxes: rows.slice(0, 2) },
    });
    expect(buy.status).toBe(400);
    expect(buy.body.details).toEqual(byIndex[1]?.problems);
  });
});

describe('A purchase the size of a CSV import', () => {
  it('refuses the rows beyond a domain’s free slots, and takes 5,000 rows to buy in one call', async () => {
    const domain = await activeDomainNamed(h);
    await buyMailboxes(h, domain.name, [{}]);
    const row = (domain_name: string) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: uniqueUsername(),
      platform: 'GOOGLE',
      domain_name,
    });
    const res = await h.call('POST', '/v1/api/mailboxes/buy/validate', {
      body: { mailboxes: Array.from({ length: 5 }, () => row(domain.name)) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.rows as Array<{ valid: boolean; problems: unknown[] }>;
    expect(rows.map((r) => r.valid)).toEqual([true, true, true, true, false]);
    expect(rows[4]?.problems).toEqual([
      {
        field: 'mailboxes[4].domain_name',
        message: `${domain.name} has room for 4 more mailboxes (maximum 5 per domain)`,
      },
    ]);
    // More than 100 rows get past the schema to the rows' own checks (a domain not ours: 404)...
    const many = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: { mailboxes: Array.from({ length: 5000 }, () => row('nowhere-of-ours.example')) },
    });
    expect(many.status, JSON.stringify(many.body).slice(0, 300)).toBe(404);
    // ...and one more than 5,000 is a 400 naming the field, nothing bought.
    const before = await h.call('POST', '/v1/api/mailboxes/list', { body: {} });
    const tooMany = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: { mailboxes: Array.from({ length: 5001 }, () => row(domain.name)) },
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.details)).toContain('mailboxes');
    const after = await h.call('POST', '/v1/api/mailboxes/list', { body: {} });
    expect(after.body.total).toBe(before.body.total);
  });
});

describe('Select mailboxes and Select domains', () => {
  it('answer all matching except the ones left out', async () => {
    const domain = await activeDomainNamed(h);
    const bought = await buyMailboxes(h, domain.name, [{}, {}, {}, {}]);
    const [keep1, keep2] = [bought[1].uid, bought[3].uid];
    const res = await h.call('POST', '/v1/api/mailboxes/select', {
      body: { domain_uid: domain.uid, except_uids: [keep1, keep2] },
    });
    expect(res.body.uids.sort()).toEqual([bought[0].uid, bought[2].uid].sort());
    expect(res.body.total).toBe(2);
    const domains = await h.call('POST', '/v1/api/domains/select', {
      body: { keyword: domain.name.slice(0, 8).toUpperCase() },
    });
    expect(domains.body.uids).toContain(domain.uid);
    const none = await h.call('POST', '/v1/api/domains/select', {
      body: { except_uids: [domain.uid], keyword: domain.name },
    });
    expect(none.body.uids).toEqual([]);
  });
});

describe('List mailboxes and List domains by tag, and List mailboxes by uids', () => {
  it('answer only the records carrying any of the tags, with their true total', async () => {
    const domain = await activeDomainNamed(h);
    const second = await activeDomainNamed(h);
    const bought = await buyMailboxes(h, domain.name, [{}, {}, {}, {}]);
    const tag = async (name: string) =>
      (await h.call('POST', '/v1/api/tags', { body: { name } })).body.tag.uid as string;
    const [red, blue, unused] = [await tag('red'), await tag('blue'), await tag('unused')];
    const assign = await h.call('POST', '/v1/api/tags/assign', {
      body: {
        tag_uids: [red],
        mailbox_uids: [bought[0].uid, bought[2].uid],
        domain_uids: [second.uid],
      },
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [blue], mailbox_uids: [bought[2].uid, bought[3].uid] },
    });
    const mailboxes = async (body: Record<string, unknown>) => {
      const res = await h.call('POST', '/v1/api/mailboxes/list', { body: { limit: 2, ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return {
        total: res.body.total as number,
        uids: (res.body.mailboxes as Array<{ uid: string }>).map((m) => m.uid),
      };
    };
    const redOrBlue = await mailboxes({ tag_uids: [red, blue] });
    expect(redOrBlue.total).toBe(3);
    expect(redOrBlue.uids).toHaveLength(2);
    expect((await mailboxes({ tag_uids: [red], limit: 10 })).uids.sort()).toEqual(
      [bought[0].uid, bought[2].uid].sort(),
    );
    expect(await mailboxes({ tag_uids: [unused] })).toEqual({ total: 0, uids: [] });
    expect((await mailboxes({ tag_uids: [] })).total).toBe(0);
    // Another team's tag names nothing here.
    const mine = h.team;
    h.team = await h.createTeam();
    const theirs = (await h.call('POST', '/v1/api/tags', { body: { name: 'red' } })).body.tag.uid;
    h.team = mine;
    expect((await mailboxes({ tag_uids: [theirs] })).total).toBe(0);
    const byUids = await mailboxes({ uids: [bought[1].uid, bought[3].uid], limit: 10 });
    expect(byUids.uids.sort()).toEqual([bought[1].uid, bought[3].uid].sort());
    expect(byUids.total).toBe(2);
    // The selections for bulk actions take the same tag filter.
    const selected = await h.call('POST', '/v1/api/mailboxes/select', {
      body: { tag_uids: [red], except_uids: [bought[0].uid] },
    });
    expect(selected.body.uids).toEqual([bought[2].uid]);
    const selectedDomains = await h.call('POST', '/v1/api/domains/select', {
      body: { tag_uids: [red] },
    });
    expect(selectedDomains.body.uids).toEqual([second.uid]);
    const domains = await h.call('POST', '/v1/api/domains/list', { body: { tag_uids: [red] } });
    expect(domains.body.total).toBe(1);
    expect(domains.body.domains.map((d: { uid: string }) => d.uid)).toEqual([second.uid]);
  });
});
