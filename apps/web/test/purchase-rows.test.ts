import { describe, expect, it } from 'vitest';
import {
  checkRows,
  type DomainFacts,
  mapHeaders,
  toPurchaseRow,
} from '../src/routes/mailboxes/purchase-rows.js';

// The checks a mailbox purchase's rows (typed or from a CSV) go through before anything is bought.

const domains = new Map<string, DomainFacts>([
  [
    'north.com',
    { uid: 'd1', name: 'north.com', status: 'active', available: 2, platform: 'GOOGLE' },
  ],
  [
    'south.com',
    {
      uid: 'd2',
      name: 'south.com',
      status: 'waiting_for_dns_propagation',
      available: 5,
      platform: null,
    },
  ],
]);
const prices = { GOOGLE: 4, MICROSOFT: 3.5 };
const row = (line: number, domain: string, username: string, platform = 'GOOGLE') => ({
  line,
  domain,
  username,
  first_name: 'A',
  last_name: 'B',
  platform,
});

describe('checking purchase rows', () => {
  it('prices valid rows and refuses each bad one with its reason', () => {
    const checked = checkRows(
      [
        row(2, 'North.com', 'Ann'),
        row(3, 'north.com', 'ann'),
        row(4, 'west.com', 'bob'),
        row(5, 'south.com', 'cat'),
        row(6, 'north.com', 'taken'),
        row(7, 'north.com', 'dan', 'MICROSOFT'),
        row(8, 'north.com', 'eve', 'FAX'),
        row(9, 'north.com', 'bad name'),
        row(10, 'north.com', 'fay'),
        row(11, 'north.com', 'gus'),
      ],
      domains,
      new Set(['taken@north.com']),
      prices,
    );
    expect(checked.map((r) => [r.line, r.email, r.refused, r.price])).toEqual([
      [2, 'ann@north.com', null, 4],
      [3, 'ann@north.com', 'duplicate of line 2', 0],
      [4, 'bob@west.com', 'domain west.com is not in this workspace', 0],
      [5, 'cat@south.com', 'domain south.com is not active (waiting for dns propagation)', 0],
      [6, 'taken@north.com', 'taken@north.com already exists', 0],
      [7, 'dan@north.com', 'domain north.com holds GOOGLE mailboxes, not MICROSOFT', 0],
      [8, 'eve@north.com', 'platform "FAX" is not one of GOOGLE, MICROSOFT, AZURE, SMTP', 0],
      [
        9,
        'bad name@north.com',
        'username "bad name" may hold only letters, digits, dots, hyphens and underscores',
        0,
      ],
      [10, 'fay@north.com', null, 4],
      [11, 'gus@north.com', 'domain north.com has room for 2 more mailboxes', 0],
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
    expect(mapHeaders(['domain', 'username', 'first name', 'last name'])).toEqual({
      error: expect.stringContaining('The file has no platform column'),
    });
  });
});
