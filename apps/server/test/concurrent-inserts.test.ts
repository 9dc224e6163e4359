import { describe, expect, it } from 'vitest';
import { CONTACT, uniqueName } from './support/domains.js';
import { type ApiResponse, useHarness } from './support/harness.js';
import { uniqueUsername } from './support/mailboxes.js';
import { addSequencer } from './support/sequencers.js';

/**
 * Issue 32, item 3: requests that create what must be unique, or act on a record another request
 * deletes, sent at the same moment. SQLite runs one write at a time, so the later ones find what
 * the first did (a 409, a 404); on PostgreSQL they used to meet the unique index, or a row gone
 * between the look and the lock, and answer 500. Both databases must answer alike: exactly one
 * succeeds, the others answer as they would one after the other, and nothing is written twice.
 */
const h = useHarness({ env: { MAILWRIGHT_SANDBOX_CLOCKS: 'true' } });

/** Sends `count` calls at once. */
function atOnce<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

/** Status counts, and every answer when one is a 5xx (to see why). */
function statuses(answers: ApiResponse[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const res of answers) {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    out[res.status] = (out[res.status] ?? 0) + 1;
  }
  return out;
}

describe('inserting what must be unique, at the same moment', () => {
  it('ten plan changes of a team with no subscription: one is made, nine are 409, one charge', async () => {
    for (let round = 0; round < 4; round++) {
      const team = await h.createTeam(`Plans ${round}`);
      const answers = await atOnce(10, () =>
        h.call('POST', '/v1/api/billing/subscription/change', {
          token: team.token,
          workspace: null,
          body: { plan_uid: 'professional', cycle: 'monthly' },
        }),
      );
      expect(statuses(answers)).toEqual({ 200: 1, 409: 9 });
      for (const res of answers.filter((r) => r.status === 409))
        expect(res.body.message).toMatch(/^The team is already on /);
      const rows = await h.ctx.db
        .selectFrom('subscriptions')
        .select('uid')
        .where('team_id', '=', team.team.id)
        .execute();
      expect(rows).toHaveLength(1);
      const charges = await h.ctx.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('record_uid', '=', rows[0]?.uid ?? '')
        .where('kind', '=', 'charge')
        .execute();
      expect(charges).toHaveLength(1);
    }
  });

  it('six orders of one new domain: one is placed, five are 409, one domain, one charge', async () => {
    const name = uniqueName();
    const answers = await atOnce(6, () =>
      h.call('POST', '/v1/api/orders', {
        body: {
          contact_details: CONTACT,
          domains: [
            {
              name,
              mailboxes: [
                {
                  first_name: 'Ada',
                  last_name: 'Lovelace',
                  username: uniqueUsername(),
                  platform: 'GOOGLE',
                },
              ],
            },
          ],
        },
      }),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 5 });
    const domains = await h.ctx.db
      .selectFrom('domains')
      .select('id')
      .where('name', '=', name)
      .execute();
    expect(domains).toHaveLength(1);
    const orders = await h.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('team_id', '=', h.team.team.id)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('six tags of one name: one is created, five are 409', async () => {
    const answers = await atOnce(6, () =>
      h.call('POST', '/v1/api/tags', { body: { name: 'Hot leads' } }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 5 });
    for (const res of answers.filter((r) => r.status === 409))
      expect(res.body.message).toBe('A tag named "Hot leads" already exists in this workspace');
    const list = await h.call('GET', '/v1/api/tags', { query: { limit: 100 } });
    expect(list.body.tags.map((t: { name: string }) => t.name)).toEqual(['Hot leads']);
  });

  it('a workspace attached to two clocks at once: one attach is made, the other is a 409', async () => {
    const [a, b] = await Promise.all([newClock(), newClock()]);
    const answers = await Promise.all(
      [a, b].map((uid) => h.call('POST', `/v1/api/sandbox/clocks/${uid}/attach`)),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((r) => r.status === 409)?.body.message).toBe(
      'The workspace is attached to another clock; detach it first',
    );
  });
});

async function newClock(): Promise<string> {
  const res = await h.call('POST', '/v1/api/sandbox/clocks', {
    body: { name: 'Race', frozen_time: '2030-01-01T00:00:00.000Z' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.clock.uid;
}

describe('acting on a clock another request deletes', () => {
  it('six deletes of one clock: one is made, five are 404', async () => {
    const uid = await newClock();
    const answers = await atOnce(6, () => h.call('DELETE', `/v1/api/sandbox/clocks/${uid}`));
    expect(statuses(answers)).toEqual({ 200: 1, 404: 5 });
  });

  it('delete beside advance and beside attach: each either happened before the delete or is a 404', async () => {
    for (const act of ['advance', 'attach'] as const) {
      for (let round = 0; round < 4; round++) {
        const uid = await newClock();
        const [deleted, acted] = await Promise.all([
          h.call('DELETE', `/v1/api/sandbox/clocks/${uid}`),
          h.call('POST', `/v1/api/sandbox/clocks/${uid}/${act}`, {
            ...(act === 'advance' ? { body: { by: '1h' } } : {}),
          }),
        ]);
        // Advanced or attached first, the clock is advancing (delete: 409) or the workspace goes
        // back to real time with it; otherwise the delete came first and the clock is gone.
        expect(
          [deleted.status, acted.status],
          `${act}: ${JSON.stringify([deleted.body, acted.body])}`,
        ).toSatisfy(
          ([d, a]: number[]) => (d === 200 && (a === 404 || a === 200)) || (d === 409 && a === 200),
        );
        if (deleted.status !== 200) await h.call('POST', '/v1/api/sandbox/clocks/detach');
      }
    }
  });

  it('two detaches, and a detach beside the delete: one detaches, the other is a 409', async () => {
    for (const alsoDelete of [false, true]) {
      const uid = await newClock();
      expect((await h.call('POST', `/v1/api/sandbox/clocks/${uid}/attach`)).status).toBe(200);
      const answers = await Promise.all([
        h.call('POST', '/v1/api/sandbox/clocks/detach'),
        alsoDelete
          ? h.call('DELETE', `/v1/api/sandbox/clocks/${uid}`)
          : h.call('POST', '/v1/api/sandbox/clocks/detach'),
      ]);
      const [detach, other] = answers;
      if (alsoDelete) {
        expect(other?.status, JSON.stringify(other?.body)).toBe(200);
        expect([200, 409]).toContain(detach?.status);
      } else {
        expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
      }
      const attached = await h.ctx.db
        .selectFrom('sandbox_clock_workspaces')
        .select('clock_id')
        .where('workspace_id', '=', h.team.workspace.id)
        .execute();
      expect(attached).toEqual([]);
    }
  });
});

describe('deleting one record six times at once', () => {
  it('a tag, a sequencer, a workspace, a verified destination: one deletion is made, five are 404', async () => {
    const tag = await h.call('POST', '/v1/api/tags', { body: { name: 'Doomed' } });
    const destination = await h.call('POST', '/v1/api/verified-domains', {
      body: { domain: `doomed-${process.pid}.example` },
    });
    expect(destination.status, JSON.stringify(destination.body)).toBe(200);
    const sequencer = await addSequencer(h, 'instantly');
    const workspace = await h.call('POST', '/v1/api/workspaces/create', {
      workspace: null,
      body: { name: 'Doomed' },
    });
    const deletions: Array<[string, () => Promise<ApiResponse>]> = [
      ['tag', () => h.call('DELETE', `/v1/api/tags/${tag.body.tag.uid}`)],
      [
        'sequencer',
        () => h.call('POST', '/v1/api/sequencers/delete', { body: { uids: [sequencer.uid] } }),
      ],
      [
        'verified destination',
        () =>
          h.call('POST', '/v1/api/verified-domains/remove', {
            body: { uid: destination.body.destination.uid },
          }),
      ],
      [
        'workspace',
        () =>
          h.call('DELETE', `/v1/api/workspaces/${workspace.body.workspace.uid}`, {
            workspace: null,
          }),
      ],
    ];
    for (const [what, remove] of deletions) {
      const answers = await atOnce(6, remove);
      expect(statuses(answers), what).toEqual({ 200: 1, 404: 5 });
    }
  });
});

describe('a body that is JSON null', () => {
  it('on Add sequencer is a 400, as on every other operation', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/add', {
      body: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ field: '(body)', message: 'must be an object' });
  });
});
