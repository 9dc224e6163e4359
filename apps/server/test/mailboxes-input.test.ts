import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { oneMailbox } from './support/mailboxes.js';

const h = useHarness();

/**
 * Bad input for every mailbox operation: a 400 that names the field, and nothing written (the
 * mailbox is exactly as it was, and no event or job was added).
 */
type Case = [
  label: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  input: (uid: string) => { body?: unknown; query?: Record<string, string> },
  field: string,
];

const CASES: Case[] = [
  ['details without uid', 'GET', '/v1/api/mailboxes/details', () => ({ query: {} }), 'uid'],
  [
    'details with a malformed uid',
    'GET',
    '/v1/api/mailboxes/details',
    () => ({ query: { uid: 'nope' } }),
    'uid',
  ],
  [
    'credentials with a malformed uid',
    'GET',
    '/v1/api/mailboxes/show-credentials',
    () => ({ query: { uid: '1' } }),
    'uid',
  ],
  [
    'credentials with neither uid nor email',
    'GET',
    '/v1/api/mailboxes/show-credentials',
    () => ({ query: {} }),
    'uid',
  ],
  [
    'credentials with both uid and email',
    'GET',
    '/v1/api/mailboxes/show-credentials',
    (uid) => ({ query: { uid, email: 'ana@example.com' } }),
    'email',
  ],
  ['totp without uid', 'GET', '/v1/api/mailboxes/totp', () => ({ query: {} }), 'uid'],
  [
    'failure reason with an extra parameter',
    'GET',
    '/v1/api/mailboxes/failure-reason',
    (uid) => ({ query: { uid, x: '1' } }),
    'x',
  ],
  [
    'resetup status without uid',
    'GET',
    '/v1/api/mailboxes/resetup/status',
    () => ({ query: {} }),
    'uid',
  ],
  [
    'availability without email',
    'GET',
    '/v1/api/mailboxes/availability',
    () => ({ query: {} }),
    'email',
  ],
  [
    'status with a malformed uid',
    'POST',
    '/v1/api/mailboxes/status',
    () => ({ body: { uids: ['x'] } }),
    'uids[0]',
  ],
  [
    'cancel with a malformed domain uid',
    'POST',
    '/v1/api/mailboxes/cancel',
    () => ({ body: { domain_uids: [1] } }),
    'domain_uids[0]',
  ],
  ['uncancel without uids', 'POST', '/v1/api/mailboxes/uncancel', () => ({ body: {} }), 'uids'],
  [
    'uncancel with an empty list',
    'POST',
    '/v1/api/mailboxes/uncancel',
    () => ({ body: { uids: [] } }),
    'uids',
  ],
  [
    'update with a name too long',
    'POST',
    '/v1/api/mailboxes/update',
    (uid) => ({ body: { uid, first_name: 'x'.repeat(101) } }),
    'first_name',
  ],
  [
    'update without uid',
    'POST',
    '/v1/api/mailboxes/update',
    () => ({ body: { first_name: 'A' } }),
    'uid',
  ],
  [
    'username missing',
    'POST',
    '/v1/api/mailboxes/username',
    (uid) => ({ body: { uid } }),
    'new_username',
  ],
  [
    'username with a space',
    'POST',
    '/v1/api/mailboxes/username',
    (uid) => ({ body: { uid, new_username: 'a b' } }),
    'new_username',
  ],
  [
    'password with two classes',
    'POST',
    '/v1/api/mailboxes/password',
    (uid) => ({ body: { uid, new_password: 'alllowercase123' } }),
    'new_password',
  ],
  [
    'password as a number',
    'POST',
    '/v1/api/mailboxes/password',
    (uid) => ({ body: { uid, new_password: 123456789012 } }),
    'new_password',
  ],
  [
    'picture with credentials in it',
    'POST',
    '/v1/api/mailboxes/profile-picture',
    (uid) => ({ body: { uid, profile_picture: 'https://u:p@x.example/a.png' } }),
    'profile_picture',
  ],
  [
    'picture missing',
    'POST',
    '/v1/api/mailboxes/profile-picture',
    (uid) => ({ body: { uid } }),
    'profile_picture',
  ],
  [
    'signature too long',
    'POST',
    '/v1/api/mailboxes/signature',
    (uid) => ({ body: { uids: [uid], signature: 'x'.repeat(10_001) } }),
    'signature',
  ],
  [
    'delete signature without uids',
    'DELETE',
    '/v1/api/mailboxes/signature',
    () => ({ body: {} }),
    'uids',
  ],
  [
    'resetup with 101 uids',
    'POST',
    '/v1/api/mailboxes/resetup',
    (uid) => ({ body: { uids: Array(101).fill(uid) } }),
    'uids',
  ],
  [
    'reactivate with an unknown field',
    'POST',
    '/v1/api/mailboxes/reactivate',
    (uid) => ({ body: { uids: [uid], force: true } }),
    'force',
  ],
  ['repurchase without uids', 'POST', '/v1/api/mailboxes/repurchase', () => ({ body: {} }), 'uids'],
  ['buy without mailboxes', 'POST', '/v1/api/mailboxes/buy', () => ({ body: {} }), 'mailboxes'],
  [
    'buy with a missing username',
    'POST',
    '/v1/api/mailboxes/buy',
    () => ({
      body: {
        mailboxes: [{ first_name: 'A', last_name: 'B', platform: 'SMTP', domain_name: 'x.com' }],
      },
    }),
    'mailboxes[0].username',
  ],
  [
    'tag assignment with a malformed mailbox uid',
    'POST',
    '/v1/api/tags/assign',
    () => ({ body: { tag_uids: [crypto.randomUUID()], mailbox_uids: ['x'] } }),
    'mailbox_uids[0]',
  ],
];

describe('bad input to mailbox operations', () => {
  it.each(CASES)(
    '%s: 400 naming the field, nothing written',
    async (_label, method, url, input, field) => {
      const { mailbox } = await oneMailbox(h);
      const before = await h.ctx.db
        .selectFrom('mailboxes')
        .selectAll()
        .where('uid', '=', mailbox.uid)
        .executeTakeFirstOrThrow();
      const counts = async () =>
        Promise.all(
          (['events', 'jobs'] as const).map(async (table) =>
            Number(
              (
                await h.ctx.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const countsBefore = await counts();
      const res = await h.call(method, url, {
        ...input(mailbox.uid),
        headers: { 'x-mailwright-strict': 'true' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      const after = await h.ctx.db
        .selectFrom('mailboxes')
        .selectAll()
        .where('uid', '=', mailbox.uid)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      expect(await counts()).toEqual(countsBefore);
    },
  );
});
