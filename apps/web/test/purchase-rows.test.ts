import { describe, expect, it } from 'vitest';
import { rowLines } from '../src/routes/mailboxes/csv-lines.js';
import {
  mapHeaders,
  toItems,
  toPurchaseRow,
  withVerdicts,
} from '../src/routes/mailboxes/purchase-rows.js';

// The rows of a mailbox purchase (typed or from a CSV): what the API's schema would refuse is
// answered before asking; every other row is sent to Validate a mailbox purchase, whose verdicts
// (reasons and prices) are shown as the server gave them.

const row = (line: number, domain: string, username: string, platform = 'GOOGLE') => ({
  line,
  domain,
  username,
  first_name: 'A',
  last_name: 'B',
  platform,
});

describe('purchase rows and the server’s verdicts', () => {
  it('sends only the rows the schema takes, and shows each row’s verdict', () => {
    const rows = [
      row(2, ' North.com', 'Ann '),
      row(3, 'north.com', '', 'GOOGLE'),
      row(4, 'north.com', 'eve', 'fax'),
      row(5, 'north.com', 'bob', 'google'),
      row(6, '', 'cat'),
    ];
    const { items, slots } = toItems(rows);
    expect(items).toEqual([
      {
        domain_name: 'north.com',
        username: 'ann',
        first_name: 'A',
        last_name: 'B',
        platform: 'GOOGLE',
      },
      {
        domain_name: 'north.com',
        username: 'bob',
        first_name: 'A',
        last_name: 'B',
        platform: 'GOOGLE',
      },
    ]);
    const checked = withVerdicts(rows, slots, [
      { valid: true, problems: [], price: 4 },
      {
        valid: false,
        problems: [
          { field: 'mailboxes[1].username', message: 'Mailbox bob@north.com already exists' },
          { field: 'mailboxes[1].platform', message: 'differs' },
        ],
        price: 0,
      },
    ]);
    expect(checked.map((r) => [r.line, r.email, r.refused, r.price])).toEqual([
      [2, 'ann@north.com', null, 4],
      [3, '@north.com', 'no username', 0],
      [4, 'eve@north.com', 'platform "fax" is not one of GOOGLE, MICROSOFT, AZURE, SMTP', 0],
      [5, 'bob@north.com', 'Mailbox bob@north.com already exists; differs', 0],
      [6, 'cat@', 'no domain', 0],
    ]);
  });
});

describe('reading a CSV header', () => {
  it('maps the peers\u2019 column names, any case and spacing', () => {
    const mapped = mapHeaders(['Domain', 'User Name', 'First Name', 'lastName', 'PLATFORM']);
    expect('map' in mapped && Object.fromEntries(mapped.map)).toEqual({
      Domain: 'domain',
      'User Name': 'username',
      'First Name': 'first_name',
      lastName: 'last_name',
      PLATFORM: 'platform',
    });
  });

  it('takes an email column instead of domain and username', () => {
    const mapped = mapHeaders(['email', 'first_name', 'last_name', 'platform']);
    if (!('map' in mapped)) throw new Error(mapped.error);
    expect(
      toPurchaseRow(
        { email: 'Zoe@North.com', first_name: 'Zoe', last_name: 'Li', platform: 'google' },
        mapped.map,
        2,
      ),
    ).toEqual({
      line: 2,
      domain: 'North.com',
      username: 'Zoe',
      first_name: 'Zoe',
      last_name: 'Li',
      platform: 'google',
    });
  });

  it('names an unknown column and a missing one', () => {
    expect(mapHeaders(['domain', 'user', 'first name', 'last name', 'platform'])).toEqual({
      error: expect.stringContaining('The column "user" is not one this import reads'),
    });
    expect(mapHeaders(['domain', 'username', 'first name'])).toEqual({
      error: expect.stringContaining('The file has no last name column'),
    });
  });

  it('takes a file without a platform column, each row refused until a platform is chosen', () => {
    const mapped = mapHeaders(['domain', 'username', 'first name', 'last name']);
    expect('map' in mapped).toBe(true);
    if (!('map' in mapped)) return;
    const read = toPurchaseRow(
      { domain: 'north.com', username: 'ann', 'first name': 'Ann', 'last name': 'Lee' },
      mapped.map,
      2,
    );
    expect(read.platform).toBe('');
    const { items, slots } = toItems([read, { ...read, line: 3, platform: 'GOOGLE' }]);
    expect(slots[0]).toEqual({
      refused: 'no platform: give one in the file, or choose Platform for rows without one',
    });
    expect(items).toEqual([
      {
        domain_name: 'north.com',
        username: 'ann',
        first_name: 'Ann',
        last_name: 'Lee',
        platform: 'GOOGLE',
      },
    ]);
  });
});

describe('the line each CSV row is on', () => {
  it('counts blank lines skipped and line breaks inside quoted fields', () => {
    const text = [
      'domain,username,first name,last name,platform',
      '',
      'a.com,ann,"Ann',
      'Marie",Lee,GOOGLE',
      '   ',
      'a.com,bob,Bob,Ray,GOOGLE',
      '',
      'a.com,cat,Cat,Sun,GOOGLE',
    ];
    expect(rowLines(text.join('\r\n'))).toEqual([3, 6, 8]);
    expect(rowLines(`${text.join('\n')}\n\n`)).toEqual([3, 6, 8]);
    expect(rowLines('domain,username\na.com,x')).toEqual([2]);
  });
});
