import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEQUENCER_STATUSES } from '../src/modules/sequencers/sequencer.lifecycle.js';
import { listSequencerRows } from '../src/modules/sequencers/sequencers.repository.js';
import { describeOnlyOn } from './support/describe.js';
import { pauseJobs, settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { expectFirstPagesReadIndex, generatedRows } from './support/plans.js';
import {
  addSequencer,
  listSequencers,
  PLATFORMS,
  SEQUENCER_FIELDS,
  validForm,
} from './support/sequencers.js';

const h = useHarness();

const list = (body: unknown) => h.call('POST', '/v1/api/sequencers/list', { body });
const names = (res: { data: any[] }) => res.data.map((s) => s.name);

/**
 * A workspace of seven sequencers, added oldest first: three active (Reply.io, Smartlead,
 * Instantly), two failed (badcreds), two still verifying (added after the queue settled).
 */
async function seven() {
  await addSequencer(h, 'replyio', { name: 'Alpha outbound' });
  await addSequencer(h, 'smartlead', {
    name: 'Beta 100% reply',
    values: { ...validForm('smartlead'), sequencer_login: 'Bea.Lopez@Northwind.example' },
  });
  await addSequencer(h, 'instantly', {
    name: 'Gamma',
    values: { ...validForm('instantly'), workspace_name: 'Northwind EU_team' },
  });
  await addSequencer(h, 'replyio', { name: 'Delta 1000 reply', token: 'badcreds' });
  await addSequencer(h, 'smartlead', { name: 'Epsilon_x', token: 'badcreds' });
  await settle(h);
  await pauseJobs(h);
  await addSequencer(h, 'lemlist', { name: 'Zeta Équipe' });
  await addSequencer(h, 'replyio', { name: 'Eta' });
}

const NEWEST_FIRST = [
  'Eta',
  'Zeta Équipe',
  'Epsilon_x',
  'Delta 1000 reply',
  'Gamma',
  'Beta 100% reply',
  'Alpha outbound',
];

describe('List sequencers: the contract’s answer', () => {
  it('answers error, message, data of Sequencer records with the contract’s fields, and offset pagination', async () => {
    await seven();
    const res = await list({});
    expect(res.status).toBe(200);
    // Written as bytes (sequencer.serialize.ts), still typed as every JSON answer is.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(res.body).sort()).toEqual(['data', 'error', 'message', 'pagination']);
    expect(res.body).toMatchObject({ error: false, message: 'Sequencers retrieved successfully' });
    expect(res.body.pagination).toEqual({ total: 7, limit: 10, offset: 0, hasMore: false });
    for (const seq of res.body.data) {
      expect(Object.keys(seq).sort()).toEqual(SEQUENCER_FIELDS);
      expect(seq._id).toMatch(/^[0-9a-f]{24}$/);
      expect(seq.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(seq.platform_metadata.fields.length).toBeGreaterThan(0);
    }
    expect(names(res.body)).toEqual(NEWEST_FIRST);
  });

  it('is empty, not an error, for a workspace without sequencers', async () => {
    const res = await list({});
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination).toEqual({ total: 0, limit: 10, offset: 0, hasMore: false });
  });
});

describe('List sequencers: filters', () => {
  it('each filter alone', async () => {
    await seven();
    expect(names(await listSequencers(h, { sequencer_platforms: ['smartlead'] }))).toEqual([
      'Epsilon_x',
      'Beta 100% reply',
    ]);
    expect(
      names(await listSequencers(h, { sequencer_platforms: ['lemlist', 'instantly'] })),
    ).toEqual(['Zeta Équipe', 'Gamma']);
    expect(names(await listSequencers(h, { status: 'failed' }))).toEqual([
      'Epsilon_x',
      'Delta 1000 reply',
    ]);
    expect(names(await listSequencers(h, { status: 'verifying' }))).toEqual(['Eta', 'Zeta Équipe']);
    expect(names(await listSequencers(h, { status: 'awaiting_code' }))).toEqual([]);
    const all = await listSequencers(h, {});
    const uids = all.data.filter((s) => s.name.startsWith('E')).map((s) => s.uid);
    expect(names(await listSequencers(h, { uids }))).toEqual(['Eta', 'Epsilon_x']);
    // Alpha matches by its username: the Reply.io account the simulated key belongs to.
    expect(names(await listSequencers(h, { keyword: 'reply' }))).toEqual([
      'Delta 1000 reply',
      'Beta 100% reply',
      'Alpha outbound',
    ]);
  });

  it('empty arrays and a blank keyword filter nothing; an unknown uid matches nothing', async () => {
    await seven();
    expect(
      names(await listSequencers(h, { uids: [], sequencer_platforms: [], keyword: '  ' })),
    ).toEqual(NEWEST_FIRST);
    const none = await listSequencers(h, { uids: ['00000000-0000-4000-8000-000000000000'] });
    expect(none.pagination.total).toBe(0);
  });

  it('keyword: name, username and workspace name, any case, % and _ taken literally', async () => {
    await seven();
    expect(names(await listSequencers(h, { keyword: 'ALPHA' }))).toEqual(['Alpha outbound']);
    expect(names(await listSequencers(h, { keyword: 'bea.lopez@northwind' }))).toEqual([
      'Beta 100% reply',
    ]);
    expect(names(await listSequencers(h, { keyword: 'northwind' }))).toEqual([
      'Gamma',
      'Beta 100% reply',
    ]);
    expect(names(await listSequencers(h, { keyword: 'eu_team' }))).toEqual(['Gamma']);
    // `%` and `_` are plain characters: "0%" is not "0 followed by anything".
    expect(names(await listSequencers(h, { keyword: '0% r' }))).toEqual(['Beta 100% reply']);
    expect(names(await listSequencers(h, { keyword: '%' }))).toEqual(['Beta 100% reply']);
    expect(names(await listSequencers(h, { keyword: '_' }))).toEqual(['Epsilon_x', 'Gamma']);
    expect(names(await listSequencers(h, { keyword: 'n_x' }))).toEqual(['Epsilon_x']);
    expect(names(await listSequencers(h, { keyword: 'a_p' }))).toEqual([]);
    expect(names(await listSequencers(h, { keyword: '\\' }))).toEqual([]);
    expect(names(await listSequencers(h, { keyword: 'équipe' }))).toEqual(['Zeta Équipe']);
    expect(names(await listSequencers(h, { keyword: 'ÉQUIPE' }))).toEqual(['Zeta Équipe']);
  });

  it('keyword: spaces around it are ignored, spaces inside it are matched', async () => {
    await seven();
    expect(names(await listSequencers(h, { keyword: '  gamma  ' }))).toEqual(['Gamma']);
    expect(names(await listSequencers(h, { keyword: ' alpha outbound ' }))).toEqual([
      'Alpha outbound',
    ]);
    // Inside, a space is a character like any other: "alphaoutbound" is not "alpha outbound".
    expect(names(await listSequencers(h, { keyword: 'a o' }))).toEqual(['Alpha outbound']);
    expect(names(await listSequencers(h, { keyword: 'alphaoutbound' }))).toEqual([]);
  });

  it('filters combined', async () => {
    await seven();
    expect(
      names(await listSequencers(h, { sequencer_platforms: ['smartlead'], status: 'active' })),
    ).toEqual(['Beta 100% reply']);
    expect(
      names(await listSequencers(h, { sequencer_platforms: ['replyio'], keyword: 'a' })),
    ).toEqual(['Eta', 'Delta 1000 reply', 'Alpha outbound']);
    const all = await listSequencers(h, {});
    const uids = all.data.map((s) => s.uid);
    expect(names(await listSequencers(h, { uids: uids.slice(0, 3), status: 'failed' }))).toEqual([
      'Epsilon_x',
    ]);
    expect(
      names(
        await listSequencers(h, {
          uids,
          sequencer_platforms: ['replyio', 'smartlead'],
          status: 'failed',
          keyword: 'REPLY',
        }),
      ),
    ).toEqual(['Delta 1000 reply']);
    expect(
      (await listSequencers(h, { sequencer_platforms: ['lemlist'], status: 'failed' })).pagination
        .total,
    ).toBe(0);
  });

  it('another workspace’s sequencers are never listed, even by uid', async () => {
    const other = await h.createTeam();
    const theirs = await addSequencer(h, 'replyio', { team: other });
    const second = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Second' } });
    const mineElsewhere = await addSequencer(h, 'replyio', {
      team: { ...h.team, workspace: second.body.workspace },
    });
    const res = await listSequencers(h, { uids: [theirs.uid, mineElsewhere.uid] });
    expect(res.pagination.total).toBe(0);
  });
});

describe('List sequencers: pagination and order', () => {
  it('limit and offset: total, echoes and hasMore', async () => {
    await seven();
    const cases: Array<[number, number, string[], boolean]> = [
      [3, 0, NEWEST_FIRST.slice(0, 3), true],
      [3, 3, NEWEST_FIRST.slice(3, 6), true],
      [3, 6, NEWEST_FIRST.slice(6), false],
      [3, 4, NEWEST_FIRST.slice(4, 7), false],
      [7, 0, NEWEST_FIRST, false],
      [6, 0, NEWEST_FIRST.slice(0, 6), true],
      [1, 7, [], false],
      [100, 1000, [], false],
    ];
    for (const [limit, offset, expected, hasMore] of cases) {
      const res = await listSequencers(h, { limit, offset });
      expect(names(res), `${limit}/${offset}`).toEqual(expected);
      expect(res.pagination, `${limit}/${offset}`).toEqual({ total: 7, limit, offset, hasMore });
    }
  });

  it('every page is the slice of the whole list, wherever it falls (pages near the end are read from it)', async () => {
    for (let i = 0; i < 13; i++) await addSequencer(h, 'replyio', { name: `P${i}` });
    // Ties too: four of them share one creation instant.
    const ids = (await listSequencers(h, { limit: 100 })).data.map((s) => s._id);
    await h.ctx.db
      .updateTable('sequencers')
      .set({ created_at: '2026-05-01T12:00:00.000Z' })
      .where('id', 'in', ids.slice(4, 8))
      .execute();
    const whole = (await listSequencers(h, { limit: 100 })).data.map((s) => s.name);
    for (const limit of [1, 3, 5, 13]) {
      for (let offset = 0; offset <= 14; offset++) {
        const page = await listSequencers(h, { limit, offset });
        expect(names(page), `${limit}/${offset}`).toEqual(whole.slice(offset, offset + limit));
        expect(page.pagination.hasMore).toBe(offset + limit < 13);
      }
    }
  });

  it('defaults to limit 10 and offset 0', async () => {
    for (let i = 0; i < 11; i++) await addSequencer(h, 'replyio', { name: `S${i}` });
    const res = await listSequencers(h, {});
    expect(res.data).toHaveLength(10);
    expect(res.pagination).toEqual({ total: 11, limit: 10, offset: 0, hasMore: true });
  });

  it('newest first, ties on createdAt broken by _id, stable across pages', async () => {
    for (let i = 0; i < 6; i++) await addSequencer(h, 'replyio', { name: `T${i}` });
    // Give them all one creation instant, as a burst of adds can.
    await h.ctx.db
      .updateTable('sequencers')
      .set({ created_at: '2026-05-01T12:00:00.000Z' })
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    const all = await listSequencers(h, { limit: 100 });
    const ids = all.data.map((s) => s._id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(names(all)).toEqual(['T5', 'T4', 'T3', 'T2', 'T1', 'T0']);
    const paged = [
      ...(await listSequencers(h, { limit: 4 })).data,
      ...(await listSequencers(h, { limit: 4, offset: 4 })).data,
    ];
    expect(paged.map((s) => s._id)).toEqual(ids);
  });
});

describe('List sequencers: bad input is a 400 naming the field', () => {
  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 501 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ limit: '5' }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ offset: 0.5 }, 'offset'],
    [{ offset: '0' }, 'offset'],
    [{ sequencer_platforms: 'smartlead' }, 'sequencer_platforms'],
    [{ sequencer_platforms: ['smartlead', 'nope'] }, 'sequencer_platforms[1]'],
    [{ status: 'connected' }, 'status'],
    [{ status: ['active'] }, 'status'],
    [{ uids: ['not-a-uid'] }, 'uids[0]'],
    [{ uids: 'x' }, 'uids'],
    [{ keyword: 'x'.repeat(201) }, 'keyword'],
    [{ keyword: 'two\nlines' }, 'keyword'],
    [{ keyword: 7 }, 'keyword'],
    [{ page: 1 }, 'page'],
  ])('%j', async (body, field) => {
    const res = await h.call('POST', '/v1/api/sequencers/list', {
      body,
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    ['uids', 100, () => '00000000-0000-4000-8000-000000000000'],
    ['sequencer_platforms', 50, (i: number) => PLATFORMS[i % PLATFORMS.length]],
  ])('%s takes at most %i values', async (field, max, value) => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => value(i));
    expect((await list({ [field]: values(max) })).status).toBe(200);
    const res = await list({ [field]: values(max + 1) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field, message: `must have at most ${max} items` }]);
  });

  it('an unknown status or platform lists the allowed values', async () => {
    const status = await list({ status: 'connected' });
    expect(status.body.details).toEqual([
      { field: 'status', message: `must be one of: ${SEQUENCER_STATUSES.join(', ')}` },
    ]);
    const platform = await list({ sequencer_platforms: ['Smartlead'] });
    expect(platform.body.details).toEqual([
      { field: 'sequencer_platforms[0]', message: `must be one of: ${PLATFORMS.join(', ')}` },
    ]);
  });

  it('every problem at once', async () => {
    const res = await list({ limit: 0, offset: -1, status: 'x' });
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'limit',
      'offset',
      'status',
    ]);
  });
});

describeOnlyOn('postgres', 'it reads PostgreSQL plans', 'List sequencers on PostgreSQL', () => {
  it('at 50,000 sequencers, each counted filter’s first page reads one index in order with no sort, under its custom and its generic plan', async () => {
    const { team, workspace } = h.team;
    await sql`insert into sequencers (id, uid, team_id, workspace_id, name, platform, username,
        workspace_name, search_text, status, previous_status, status_reason, failure_code,
        status_changed_at, consent_url, connection_sealed, connection_version, remote_account_id,
        code_challenge, code_expires_at, code_attempts, created_at, updated_at)
      select 'sq' || g, 'uid-' || g, ${team.id}, ${workspace.id}, 'Sequencer ' || g,
        (array['instantly', 'smartlead', 'lemlist'])[g % 3 + 1], 'user' || g, 'Acme',
        'sequencer ' || g || ' user' || g || ' acme',
        (array['active', 'verifying', 'failed', 'disconnected'])[g % 4 + 1], null, '', '', at, '',
        'sealed', 1, null, null, null, 0, at, at
      from ${generatedRows(50_000)}`.execute(h.ctx.db);
    await expectFirstPagesReadIndex(
      h,
      'sequencers',
      'sequencers_workspace_',
      [
        {},
        { platforms: ['smartlead'] },
        { status: 'failed' },
        { platforms: ['lemlist'], status: 'active' },
      ] as const,
      (filter) => listSequencerRows(h.ctx.db, { workspaceId: workspace.id, ...filter }, 0, 10),
    );
  });
});
