import { describe, expect, it } from 'vitest';
import { pauseJobs, registerDomains, settle, uniqueName } from './support/domains.js';
import { type Harness, useHarness } from './support/harness.js';
import {
  activeDomainNamed,
  buyMailboxes,
  cancelAtOnce,
  getMailbox,
  uniqueUsername,
} from './support/mailboxes.js';

const h = useHarness();

/**
 * Holds the next request that looks up an `Idempotency-Key` right after the look-up (which finds
 * nothing), until `release()`: the window in which a first request with that key can commit
 * before the retry's own checks run. `lookedUp` resolves once the request is held there.
 */
function holdAfterKeyLookup(harness: Harness) {
  const db = harness.ctx.db;
  let looked!: () => void;
  const lookedUp = new Promise<void>((resolve) => {
    looked = resolve;
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let armed = true;
  // Each builder method returns a new builder: keep wrapping until the query runs.
  const held = (builder: object): any =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        if (prop === 'executeTakeFirst')
          return async (...args: unknown[]) => {
            const row = await value.apply(target, args);
            looked();
            await gate;
            return row;
          };
        return (...args: unknown[]) => held(value.apply(target, args));
      },
    });
  harness.ctx.db = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === 'selectFrom')
        return (table: any) => {
          const builder = value.call(target, table);
          if (!armed || table !== 'idempotency_keys') return builder;
          armed = false;
          return held(builder);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    lookedUp,
    release,
    restore: () => {
      harness.ctx.db = db;
    },
  };
}

/**
 * Retry B looks its key up (nothing yet) and is held; the first request A then runs to the end;
 * B goes on, and its checks meet what A made. Answers `[A, B]`.
 */
async function retryAfterFirstCommitted(send: () => Promise<any>) {
  const hold = holdAfterKeyLookup(h);
  try {
    const retry = send();
    await hold.lookedUp;
    const first = await send();
    hold.release();
    return [first, await retry];
  } finally {
    hold.release();
    hold.restore();
  }
}

const item = (domain_name: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Lima',
  username: uniqueUsername(),
  platform: 'GOOGLE',
  domain_name,
  ...extra,
});

const buy = (body: unknown, headers?: Record<string, string>) =>
  h.call('POST', '/v1/api/mailboxes/buy', { body, ...(headers ? { headers } : {}) });

const mailboxCount = async () =>
  Number(
    (
      await h.ctx.db
        .selectFrom('mailboxes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', h.team.workspace.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('buy mailboxes', () => {
  it('answers the scheduled records; the domain counts them and takes the platform', async () => {
    const domain = await activeDomainNamed(h);
    const res = await buy({
      mailboxes: [item(domain.name, { username: 'Ana.Lima' }), item(domain.name)],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Mailbox scheduled to be assigned to domains successfully');
    expect(res.body.mailboxes).toHaveLength(2);
    expect(res.body.mailboxes[0]).toMatchObject({
      username: 'ana.lima',
      email: `ana.lima@${domain.name}`,
      domain_name: domain.name,
      domain_uid: domain.uid,
      status: 'scheduled',
      previous_status: null,
      platform: 'GOOGLE',
      renewal_date: null,
      renewal_cycle: 'monthly',
      renewal_status: 'na',
      is_admin: true,
      is_add_on: false,
      tags: [],
    });
    expect(res.body.mailboxes[1]).toMatchObject({ is_admin: false, is_add_on: true });
    for (const m of res.body.mailboxes) {
      expect(m).not.toHaveProperty('password');
      expect(m).not.toHaveProperty('app_password');
      expect(m).not.toHaveProperty('secret');
    }
    const list = await h.call('POST', '/v1/api/domains/list', { body: { uids: [domain.uid] } });
    expect(list.body.domains[0]).toMatchObject({
      assigned_mailboxes: 2,
      available_mailboxes: 3,
      mail_platform: 'GOOGLE',
    });
  });

  it.each([
    [{ username: 'bad name' }, 'mailboxes[0].username'],
    [{ username: '-dash' }, 'mailboxes[0].username'],
    [{ username: 'a..b' }, 'mailboxes[0].username'],
    [{ platform: 'YAHOO' }, 'mailboxes[0].platform'],
    [{ profile_picture: 'ftp://x.example/p.png' }, 'mailboxes[0].profile_picture'],
    [{ profile_picture: 'not a url' }, 'mailboxes[0].profile_picture'],
    [{ email: 'a@b.com' }, 'mailboxes[0].email'],
  ])('bad input %j is a 400 naming %s, and buys nothing', async (extra, field) => {
    const domain = await activeDomainNamed(h);
    // Strict: the real service refuses an unknown `email` too (outside strict mode it is ignored).
    const res = await buy(
      { mailboxes: [item(domain.name, extra)] },
      { 'x-mailwright-strict': 'true' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await mailboxCount()).toBe(0);
  });

  it('an empty list is a 400', async () => {
    expect((await buy({ mailboxes: [] })).status).toBe(400);
    expect(await mailboxCount()).toBe(0);
  });

  it('two entries for one address, or two platforms on one domain, are 400s listing each', async () => {
    const domain = await activeDomainNamed(h);
    const twice = await buy({
      mailboxes: [item(domain.name, { username: 'ana' }), item(domain.name, { username: 'ANA' })],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.details).toEqual([
      { field: 'mailboxes[1].username', message: `repeats ana@${domain.name}` },
    ]);
    const mixed = await buy({
      mailboxes: [item(domain.name), item(domain.name, { platform: 'MICROSOFT' })],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.details[0].field).toBe('mailboxes[1].platform');
    expect(await mailboxCount()).toBe(0);
  });

  it('a domain not in the workspace (or another team’s) is a 404 naming the field', async () => {
    const other = await h.createTeam();
    const theirs = uniqueName();
    await registerDomains(h, [theirs], { team: other });
    for (const name of [theirs, uniqueName()]) {
      const res = await buy({ mailboxes: [item(name)] });
      expect(res.status).toBe(404);
      expect(res.body.details).toEqual([
        { field: 'mailboxes[0].domain_name', message: `no domain ${name} in this workspace` },
      ]);
    }
  });

  it('a domain that is not active is a 409 naming the field', async () => {
    const name = uniqueName('noprop');
    await registerDomains(h, [name]);
    const res = await buy({ mailboxes: [item(name)] });
    expect(res.status).toBe(409);
    expect(res.body.details[0]).toMatchObject({
      field: 'mailboxes[0].domain_name',
      message: expect.stringContaining('mailboxes need an active domain'),
    });
  });

  it('an address that exists is a 409 naming the address; nothing of the order is bought', async () => {
    const domain = await activeDomainNamed(h);
    await buyMailboxes(h, domain.name, [{ username: 'ana' }]);
    const res = await buy({
      mailboxes: [item(domain.name, { username: 'bob' }), item(domain.name, { username: 'ana' })],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`Mailbox ana@${domain.name} already exists`);
    expect(res.body.details[0].field).toBe('mailboxes[1].username');
    expect(await mailboxCount()).toBe(1);
  });

  it('one platform per domain: a second platform later is a 409', async () => {
    const domain = await activeDomainNamed(h);
    await buyMailboxes(h, domain.name, [{ platform: 'MICROSOFT' }]);
    const res = await buy({ mailboxes: [item(domain.name, { platform: 'GOOGLE' })] });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('already has MICROSOFT mailboxes');
  });

  it('the per-domain cap (5): the sixth mailbox is a 409 and nothing of that order is bought', async () => {
    const domain = await activeDomainNamed(h);
    await buyMailboxes(h, domain.name, [{}, {}, {}, {}]);
    const res = await buy({ mailboxes: [item(domain.name), item(domain.name)] });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('room for 1 more mailboxes (maximum 5 per domain)');
    expect(await mailboxCount()).toBe(4);
    await buyMailboxes(h, domain.name, [{}]);
    expect(await mailboxCount()).toBe(5);
  });
});

describe('Idempotency-Key on buy', () => {
  it('concurrent retries with one key buy once and all get the same answer', async () => {
    const domain = await activeDomainNamed(h);
    const body = { mailboxes: [item(domain.name), item(domain.name)] };
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => buy(body, { 'idempotency-key': key })),
    );
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = answers[0]?.body;
    for (const res of answers) expect(res.body).toEqual(first);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await mailboxCount()).toBe(2);
    const list = await h.call('POST', '/v1/api/domains/list', { body: { uids: [domain.uid] } });
    expect(list.body.domains[0].assigned_mailboxes).toBe(2);
    // Later retries replay too, even once the mailboxes have moved on.
    await settle(h);
    const later = await buy(body, { 'idempotency-key': key });
    expect(later.body).toEqual(first);
    expect((await getMailbox(h, first.mailboxes[0].uid)).status).toBe('active');
  });

  it('a retry that looked its key up before the first request committed gets the first answer', async () => {
    const domain = await activeDomainNamed(h);
    const body = { mailboxes: [item(domain.name)] };
    const key = crypto.randomUUID();
    const [first, retry] = await retryAfterFirstCommitted(() =>
      buy(body, { 'idempotency-key': key }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Its checks found the address taken (by the first request): it answers as that one did.
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await mailboxCount()).toBe(1);
  });

  it('held the same way, the same key with another body keeps its own error', async () => {
    const domain = await activeDomainNamed(h);
    const key = crypto.randomUUID();
    const username = uniqueUsername();
    let n = 0;
    const [first, other] = await retryAfterFirstCommitted(() => {
      n += 1;
      // The held request (sent first) asks for the address and a second one.
      const body =
        n === 1
          ? { mailboxes: [item(domain.name, { username }), item(domain.name)] }
          : { mailboxes: [item(domain.name, { username })] };
      return buy(body, { 'idempotency-key': key });
    });
    expect(first.status).toBe(200);
    expect(other.status).toBe(409);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.message).toContain(`${username}@${domain.name} already exists`);
    expect(await mailboxCount()).toBe(1);
  });

  it('Re-purchase: a held retry replays the first answer instead of a 409 for the mailbox it moved on', async () => {
    const domain = await activeDomainNamed(h);
    const [mailbox] = await buyMailboxes(h, domain.name, [{ platform: 'MICROSOFT' }]);
    await settle(h);
    await cancelAtOnce(h, mailbox.uid);
    await pauseJobs(h);
    const key = crypto.randomUUID();
    const [first, retry] = await retryAfterFirstCommitted(() =>
      h.call('POST', '/v1/api/mailboxes/repurchase', {
        body: { uids: [mailbox.uid] },
        headers: { 'idempotency-key': key },
      }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.mailboxes[0].status).toBe('scheduled');
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('the same key with another body is a 409, and buys nothing', async () => {
    const domain = await activeDomainNamed(h);
    const key = crypto.randomUUID();
    expect((await buy({ mailboxes: [item(domain.name)] }, { 'idempotency-key': key })).status).toBe(
      200,
    );
    const res = await buy({ mailboxes: [item(domain.name)] }, { 'idempotency-key': key });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([
      { field: 'Idempotency-Key', message: 'was already used with a different request' },
    ]);
    expect(await mailboxCount()).toBe(1);
  });

  it('concurrent requests with one key and different bodies: one buys, the others are 409s', async () => {
    const domain = await activeDomainNamed(h);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        buy({ mailboxes: [item(domain.name)] }, { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await mailboxCount()).toBe(1);
  });

  it('a request that failed stored nothing: the same key with a fixed body then buys', async () => {
    const domain = await activeDomainNamed(h);
    const key = crypto.randomUUID();
    const bad = await buy(
      { mailboxes: [item(domain.name, { username: 'bad name' })] },
      { 'idempotency-key': key },
    );
    expect(bad.status).toBe(400);
    const good = await buy({ mailboxes: [item(domain.name)] }, { 'idempotency-key': key });
    expect(good.status).toBe(200);
  });

  it('keys are per team, and a malformed key is a 400', async () => {
    const domain = await activeDomainNamed(h);
    const key = crypto.randomUUID();
    expect((await buy({ mailboxes: [item(domain.name)] }, { 'idempotency-key': key })).status).toBe(
      200,
    );
    const other = await h.createTeam();
    const res = await h.call('POST', '/v1/api/mailboxes/buy', {
      token: other.token,
      workspace: other.workspace.uid,
      headers: { 'idempotency-key': key },
      body: { mailboxes: [item(domain.name)] },
    });
    expect(res.status).toBe(404);
    expect(
      (await buy({ mailboxes: [item(domain.name)] }, { 'idempotency-key': 'x'.repeat(256) }))
        .status,
    ).toBe(400);
  });

  it('Register domains honours it too: a retried order registers once', async () => {
    const key = crypto.randomUUID();
    const body = {
      domains: [{ name: uniqueName(), registration_years: 1 }],
      contact_details: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        address_line1: '1 Way',
        city: 'London',
        state: 'London',
        country: 'GB',
        postal_code: 'N1',
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        h.call('POST', '/v1/api/domains/register', { body, headers: { 'idempotency-key': key } }),
      ),
    );
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const res of answers) expect(res.body).toEqual(answers[0]?.body);
    const list = await h.call('POST', '/v1/api/domains/list', { body: {} });
    expect(list.body.pagination.total).toBe(1);

    // A retry held after its key look-up until the first order committed replays it as well.
    const late = { ...body, domains: [{ name: uniqueName(), registration_years: 1 }] };
    const lateKey = crypto.randomUUID();
    const [first, retry] = await retryAfterFirstCommitted(() =>
      h.call('POST', '/v1/api/domains/register', {
        body: late,
        headers: { 'idempotency-key': lateKey },
      }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await h.call('POST', '/v1/api/domains/list', { body: {} })).body.pagination.total).toBe(
      2,
    );
  });
});
