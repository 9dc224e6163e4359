import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes } from './support/mailboxes.js';
import { signedInMember } from './support/sessions.js';

/** Export mailboxes as CSV: the table, and credentials in the sequencers' import columns. */
const h = useHarness();

const exportCsv = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/mailboxes/export', { body });
const parse = (text: string) =>
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

async function threeMailboxes() {
  const domain = await activeDomainNamed(h);
  const bought = await buyMailboxes(h, domain.name, [
    { first_name: 'Ada', last_name: 'Lovelace' },
    { first_name: '=HYPERLINK("http://x.example","y")', last_name: 'Babbage, Jr.' },
    { first_name: 'Grace', last_name: 'Hopper' },
  ]);
  await settle(h);
  return { domain, bought };
}

describe('Export mailboxes as CSV', () => {
  it('credentials in Instantly’s and Smartlead’s columns, each value as Show mailbox credentials gives it', async () => {
    const { bought } = await threeMailboxes();
    const instantly = await exportCsv({ format: 'instantly' });
    expect(instantly.status).toBe(200);
    expect(instantly.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(instantly.headers['content-disposition']).toMatch(
      /^attachment; filename="mailboxes-instantly-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(instantly.headers['x-mailwright-rows']).toBe('3');
    const rows = parse(instantly.body);
    expect(rows.meta.fields).toEqual([
      'email',
      'first_name',
      'last_name',
      'imap_username',
      'imap_password',
      'imap_host',
      'imap_port',
      'smtp_username',
      'smtp_password',
      'smtp_host',
      'smtp_port',
    ]);
    for (const mailbox of bought) {
      const shown = await h.call('GET', '/v1/api/mailboxes/show-credentials', {
        query: { uid: mailbox.uid },
      });
      const row = rows.data.find((r) => r.email === shown.body.email);
      expect(row).toEqual({
        email: shown.body.email,
        first_name: row?.first_name,
        last_name: row?.last_name,
        imap_username: shown.body.imap.username,
        imap_password: shown.body.imap.password,
        imap_host: shown.body.imap.host,
        imap_port: String(shown.body.imap.port),
        smtp_username: shown.body.smtp.username,
        smtp_password: shown.body.smtp.password,
        smtp_host: shown.body.smtp.host,
        smtp_port: String(shown.body.smtp.port),
      });
    }
    // A name a spreadsheet would run as a formula stays text; a comma is quoted.
    const injected = rows.data.find((r) => r.last_name === 'Babbage, Jr.');
    expect(injected?.first_name).toBe(`'=HYPERLINK("http://x.example","y")`);

    const smartlead = parse((await exportCsv({ format: 'smartlead' })).body);
    expect(smartlead.meta.fields).toEqual([
      'from_name',
      'from_email',
      'user_name',
      'password',
      'smtp_host',
      'smtp_port',
      'imap_host',
      'imap_port',
    ]);
    const ada = smartlead.data.find((r) => r.from_name === 'Ada Lovelace');
    const shown = await h.call('GET', '/v1/api/mailboxes/show-credentials', {
      query: { email: ada?.from_email ?? '' },
    });
    expect(ada).toMatchObject({ user_name: shown.body.email, password: shown.body.app_password });
  });

  it('the table (no credentials), with List mailboxes’ filters, uids and all-matching-except', async () => {
    const { bought, domain } = await threeMailboxes();
    const table = await exportCsv({ format: 'table', domain_uid: domain.uid });
    const rows = parse(table.body);
    expect(rows.meta.fields).toContain('status');
    expect(rows.data.map((r) => r.uid)).toEqual(bought.map((m) => m.uid).reverse());
    expect(table.body).not.toMatch(/password/i);
    const credentials = await h.call('GET', '/v1/api/mailboxes/show-credentials', {
      query: { uid: bought[0].uid },
    });
    expect(table.body).not.toContain(credentials.body.app_password);

    const except = parse((await exportCsv({ format: 'table', except_uids: [bought[1].uid] })).body);
    expect(except.data.map((r) => r.uid).sort()).toEqual([bought[0].uid, bought[2].uid].sort());
    const only = parse((await exportCsv({ format: 'table', uids: [bought[2].uid] })).body);
    expect(only.data.map((r) => r.uid)).toEqual([bought[2].uid]);
    const keyword = parse((await exportCsv({ format: 'table', keyword: 'HOPPER' })).body);
    expect(keyword.data.map((r) => r.last_name)).toEqual(['Hopper']);
    const both = await exportCsv({ format: 'table', uids: [], except_uids: [] });
    expect(both.status).toBe(400);
    expect(both.body.details[0].field).toBe('except_uids');
  });

  it('another team’s mailboxes never appear; a member signed in exports as the token does', async () => {
    await threeMailboxes();
    const other = await h.createTeam();
    const theirs = await h.call('POST', '/v1/api/mailboxes/export', {
      token: other.token,
      workspace: other.workspace.uid,
      body: { format: 'instantly' },
    });
    expect(parse(theirs.body).data).toEqual([]);
    const { browser } = await signedInMember(h, 'member');
    const res = await browser.call('POST', '/v1/api/mailboxes/export', {
      body: { format: 'instantly' },
    });
    expect(res.status).toBe(200);
  });
});
