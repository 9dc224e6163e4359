import { describe, expect, it } from 'vitest';
import { registerDomains, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';

/**
 * The tables' search box: List mailboxes' and List domains' keyword through the text index
 * (FTS5 trigrams on SQLite, pg_trgm on PostgreSQL), answering exactly what a scan would.
 */
const h = useHarness();

const emails = async (keyword: string) => {
  const res = await h.call('POST', '/v1/api/mailboxes/list', { body: { keyword, limit: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = res.body.mailboxes as Array<{ email: string }>;
  expect(res.body.total).toBe(rows.length);
  return rows.map((m) => m.email).sort();
};

describe('Search in List mailboxes', () => {
  it('finds a keyword anywhere in the address or the name, as a substring, in any case', async () => {
    const domain = await activeDomainNamed(h);
    const tag = uniqueUsername().slice(1, 9);
    const [ada, grace, under] = await buyMailboxes(h, domain.name, [
      { username: `ada.${tag}`, first_name: 'Ada', last_name: 'Lovelace' },
      { username: `grace.${tag}`, first_name: 'Grace', last_name: 'Hopper' },
      { username: `x_100${tag}`, first_name: 'Per%cent', last_name: 'Sign' },
    ]);
    const all = [ada.email, grace.email, under.email].sort();
    expect(await emails(tag.toUpperCase())).toEqual(all);
    expect(await emails(`race.${tag}@${domain.name.slice(0, 4)}`)).toEqual([grace.email]);
    expect(await emails('ada lovel')).toContain(ada.email);
    expect(await emails(`${tag}@${domain.name}`)).toEqual(all);
    // LIKE's wildcards are plain characters of the keyword.
    expect(await emails(`x_100${tag}`)).toEqual([under.email]);
    expect(await emails(`x%100${tag}`)).toEqual([]);
    expect(await emails('per%cent s')).toEqual([under.email]);
    // The address and the name are separate fields: a keyword across them matches neither.
    expect(await emails(`${domain.name} grace`)).toEqual([]);
    // Every trigram of a keyword in a row, but not in a row: not a match (the index is asked
    // for the trigrams; the exact match decides).
    const [scattered] = await buyMailboxes(h, domain.name, [
      { username: `qzab.zabq${tag}`, first_name: 'Ann', last_name: 'Scattered' },
    ]);
    expect(await emails(`qzabq${tag}`)).toEqual([]);
    expect(await emails(`zabq${tag}`)).toEqual([scattered.email]);
    // A keyword too short for trigrams is answered too.
    expect(await emails(`.${tag}`.slice(0, 2))).toEqual(expect.arrayContaining([ada.email]));
  });

  it('follows a renamed mailbox', async () => {
    const domain = await activeDomainNamed(h);
    const old = `Zelda${uniqueUsername().slice(1, 7)}`;
    const [mailbox] = await buyMailboxes(h, domain.name, [{ first_name: old }]);
    await settle(h);
    expect(await emails(old)).toEqual([mailbox.email]);
    const renamed = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, first_name: `Link${old.slice(5)}` },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await emails(old)).toEqual([]);
    expect(await emails(`link${old.slice(5)}`)).toEqual([mailbox.email]);
  });
});

describe('Search in List domains', () => {
  it('finds a part of the name and totals every match', async () => {
    const tag = uniqueName().split('.')[0] as string;
    const names = [`shop-${tag}.com`, `mail-${tag}.net`, `other-${tag}x.org`];
    await registerDomains(h, names);
    await settle(h);
    const list = async (keyword: string) => {
      const res = await h.call('POST', '/v1/api/domains/list', { body: { keyword, limit: 2 } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { total: number; domains: Array<{ name: string }> };
    };
    const page = await list(tag.toUpperCase());
    expect(page.total).toBe(3);
    expect(page.domains).toHaveLength(2);
    expect((await list(`-${tag}.net`)).domains.map((d) => d.name)).toEqual([names[1]]);
    expect((await list(`${tag}_`)).total).toBe(0);
  });
});
