import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SentStatement } from '../src/db/database.js';
import { inTransaction } from '../src/db/transaction.js';
import { newId, newUid } from '../src/lib/ids.js';
import {
  insertForwardingJobs,
  listForwardingJobRows,
} from '../src/modules/forwarding/forwarding-jobs.repository.js';
import type { ForwardingJobRow } from '../src/modules/forwarding/forwarding-jobs.table.js';
import { describeOnlyOn } from './support/describe.js';
import { activeMailbox } from './support/grants.js';
import { type Harness, type TestTeam, useHarness } from './support/harness.js';
import { expectFirstPagesReadIndex, generatedRows } from './support/plans.js';

const h = useHarness();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The contract's fourteen fields, and the job's own uid (additive, issue 32). */
const FIELDS = [
  'uid',
  'mailbox_uid',
  'mailbox_email',
  'forwarding_email',
  'action',
  'status',
  'status_message',
  'error_message',
  'attempts',
  'max_attempts',
  'created_at',
  'updated_at',
  'completed_at',
  'last_attempt_at',
  'next_retry_at',
];

const list = (body: Record<string, unknown> = {}, team?: TestTeam) =>
  h.call('POST', '/v1/api/mailboxes/forwarding/jobs', {
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
    body,
    // Strict, so a misspelt filter in a test fails instead of being ignored.
    headers: { 'x-mailwright-strict': 'true' },
  });

/**
 * Writes `count` jobs of one mailbox straight into the table (the worker is not what is tested
 * here), one millisecond apart from `start` unless `sameInstant`, cycling through statuses and
 * actions. Returns them newest first, the order the list promises.
 */
async function seed(
  harness: Harness,
  mailbox: { _id: string; uid: string; email: string },
  count: number,
  options: { start?: number; sameInstant?: boolean } = {},
): Promise<ForwardingJobRow[]> {
  const start = options.start ?? Date.parse('2026-01-01T00:00:00.000Z');
  const statuses = ['pending', 'processing', 'completed', 'failed'] as const;
  const actions = ['enable', 'update', 'disable'] as const;
  const rows: ForwardingJobRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(start + (options.sameInstant ? 0 : i)).toISOString();
    const status = statuses[i % statuses.length] as ForwardingJobRow['status'];
    const ended = status === 'completed' || status === 'failed';
    rows.push({
      id: newId(),
      uid: newUid(),
      workspace_id: (
        await harness.ctx.db
          .selectFrom('mailboxes')
          .select('workspace_id')
          .where('id', '=', mailbox._id)
          .executeTakeFirstOrThrow()
      ).workspace_id,
      mailbox_id: mailbox._id,
      mailbox_uid: mailbox.uid,
      mailbox_email: mailbox.email,
      forwarding_email: `dest${i}@forward.example`,
      action: actions[i % actions.length] as ForwardingJobRow['action'],
      status,
      previous_status: null,
      status_changed_at: at,
      status_message: `job ${i}`,
      error_message: status === 'failed' ? 'refused' : '',
      attempts: status === 'pending' ? 0 : 1,
      max_attempts: 3,
      created_at: at,
      updated_at: at,
      completed_at: ended ? at : null,
      last_attempt_at: status === 'pending' ? null : at,
      next_retry_at: null,
      held_since: null,
    });
  }
  await inTransaction(harness.ctx.db, (trx) => insertForwardingJobs(trx, rows));
  // Newest first; within one instant the later id (made later) first.
  return [...rows].sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );
}

const messages = (body: { jobs: Array<{ status_message: string }> }) =>
  body.jobs.map((j) => j.status_message);

describe('List forwarding jobs: POST /v1/api/mailboxes/forwarding/jobs', () => {
  it('answers {error, message, jobs, pagination} with the contract’s fields and the job’s uid', async () => {
    const { mailbox } = await activeMailbox(h);
    await seed(h, mailbox, 4);
    const res = await list();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['error', 'jobs', 'message', 'pagination']);
    expect(res.body).toMatchObject({
      error: false,
      message: 'Forwarding jobs retrieved successfully',
    });
    for (const job of res.body.jobs) {
      expect(Object.keys(job).sort()).toEqual([...FIELDS].sort());
      expect(job.uid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      for (const field of [
        'mailbox_uid',
        'mailbox_email',
        'forwarding_email',
        'action',
        'status',
        'status_message',
        'error_message',
      ]) {
        expect(typeof job[field], field).toBe('string');
      }
      expect(Number.isInteger(job.attempts) && Number.isInteger(job.max_attempts)).toBe(true);
      expect(job.created_at).toMatch(ISO);
      expect(job.updated_at).toMatch(ISO);
      for (const field of ['completed_at', 'last_attempt_at', 'next_retry_at']) {
        expect(job[field] === null || ISO.test(job[field]), field).toBe(true);
      }
    }
    const byStatus = Object.fromEntries(res.body.jobs.map((j: any) => [j.status, j]));
    expect(byStatus.pending).toMatchObject({
      completed_at: null,
      last_attempt_at: null,
      error_message: '',
    });
    expect(byStatus.failed.error_message).toBe('refused');
  });

  it('pages: defaults page 1 and limit 10, pages = ceil(total / limit), past the end is empty', async () => {
    const { mailbox } = await activeMailbox(h);
    const newest = (await seed(h, mailbox, 23)).map((r) => r.status_message);
    const first = await list();
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 23, pages: 3 });
    expect(messages(first.body)).toEqual(newest.slice(0, 10));
    const third = await list({ page: 3, limit: 10 });
    expect(third.body.pagination).toEqual({ page: 3, limit: 10, total: 23, pages: 3 });
    expect(messages(third.body)).toEqual(newest.slice(20));
    expect((await list({ page: 4 })).body).toMatchObject({
      jobs: [],
      pagination: { page: 4, total: 23, pages: 3 },
    });
    for (const [limit, pages] of [
      [1, 23],
      [5, 5],
      [22, 2],
      [23, 1],
      [24, 1],
      [100, 1],
    ]) {
      expect((await list({ limit })).body.pagination, `limit ${limit}`).toEqual({
        page: 1,
        limit,
        total: 23,
        pages,
      });
    }
    // Walking every page gives each job once, in order.
    const walked: string[] = [];
    for (let page = 1; page <= 5; page += 1)
      walked.push(...messages((await list({ page, limit: 5 })).body));
    expect(walked).toEqual(newest);
  });

  it('an empty workspace: total 0, pages 0', async () => {
    expect((await list()).body).toMatchObject({
      jobs: [],
      pagination: { page: 1, limit: 10, total: 0, pages: 0 },
    });
  });

  it('newest first, and jobs created in the same instant in a stable order (later first) on every page', async () => {
    const { mailbox } = await activeMailbox(h);
    const older = await seed(h, mailbox, 3, { start: Date.parse('2026-01-01T00:00:00.000Z') });
    const tied = await seed(h, mailbox, 7, {
      start: Date.parse('2026-02-01T00:00:00.000Z'),
      sameInstant: true,
    });
    const expected = [...tied, ...older].map((r) => r.status_message);
    const walked: string[] = [];
    for (let page = 1; page <= 4; page += 1)
      walked.push(...messages((await list({ page, limit: 3 })).body));
    expect(walked).toEqual(expected);
    expect(messages((await list({ limit: 100 })).body)).toEqual(expected);
  });

  it('filters by mailbox_uid, status and action, alone and together', async () => {
    const { mailbox: a } = await activeMailbox(h);
    const { mailbox: b } = await activeMailbox(h);
    const ofA = await seed(h, a, 12);
    const ofB = await seed(h, b, 5, { start: Date.parse('2026-03-01T00:00:00.000Z') });
    const all = [...ofB, ...ofA];
    const expectMatches = async (body: Record<string, unknown>, rows: ForwardingJobRow[]) => {
      const res = await list({ limit: 100, ...body });
      expect(res.status).toBe(200);
      expect(messages(res.body), JSON.stringify(body)).toEqual(rows.map((r) => r.status_message));
      expect(res.body.pagination.total).toBe(rows.length);
    };
    await expectMatches({ mailbox_uid: a.uid }, ofA);
    await expectMatches({ mailbox_uid: b.uid }, ofB);
    for (const status of ['pending', 'processing', 'completed', 'failed']) {
      await expectMatches(
        { status },
        all.filter((r) => r.status === status),
      );
    }
    for (const action of ['enable', 'update', 'disable']) {
      await expectMatches(
        { action },
        all.filter((r) => r.action === action),
      );
    }
    await expectMatches(
      { mailbox_uid: a.uid, status: 'completed', action: 'disable' },
      ofA.filter((r) => r.status === 'completed' && r.action === 'disable'),
    );
    const filtered = await list({ mailbox_uid: a.uid, status: 'pending', limit: 2, page: 2 });
    expect(filtered.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it('an unknown mailbox_uid (also an empty or malformed one), or another team’s, matches nothing; over 100 characters is a 400', async () => {
    const { mailbox } = await activeMailbox(h);
    await seed(h, mailbox, 3);
    for (const mailbox_uid of ['00000000-0000-4000-8000-000000000000', 'not-even-a-uid', '']) {
      expect((await list({ mailbox_uid })).body).toMatchObject({
        jobs: [],
        pagination: { total: 0, pages: 0 },
      });
    }
    const other = await h.createTeam();
    expect((await list({ mailbox_uid: mailbox.uid }, other)).body.pagination.total).toBe(0);
    expect((await list({}, other)).body.pagination.total).toBe(0);
    const long = await list({ mailbox_uid: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([
      { field: 'mailbox_uid', message: 'must be at most 100 characters long' },
    ]);
  });

  it.each([
    [{ page: 0 }, 'page', 'must be at least 1'],
    [{ page: -1 }, 'page', 'must be at least 1'],
    [{ page: 1.5 }, 'page', 'must be a whole number'],
    [{ page: '2' }, 'page', 'must be a whole number'],
    [{ limit: 0 }, 'limit', 'must be at least 1'],
    [{ limit: 501 }, 'limit', 'must be at most 500'],
    [{ status: 'done' }, 'status', 'must be one of: pending, processing, completed, failed'],
    [{ action: 'delete' }, 'action', 'must be one of: enable, update, disable'],
    [{ sort: 'asc' }, 'sort', 'is not a known field'],
  ])('400 for %j, naming the field', async (body, field, message) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED' });
    expect(res.body.details).toEqual([{ field, message }]);
  });

  describeOnlyOn('sqlite', 'it reads SQLite plans', 'on SQLite', () => {
    it.each([
      ['no filter', {}],
      ['mailbox_uid', { mailboxUid: 'm' }],
      ['status', { status: 'failed' }],
      ['action', { action: 'disable' }],
    ] as const)(
      'the page with %s reads one index in order, with no sort, and its total one counter',
      async (_label, extra) => {
        const sent: SentStatement[] = [];
        const stop = h.ctx.database.statements.watch((statement) => sent.push(statement));
        await listForwardingJobRows(h.ctx.db, { workspaceId: 'w', ...extra }, 0, 10);
        stop();
        expect(sent).toHaveLength(1);
        for (const statement of sent) {
          const plan = await h.ctx.db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
          );
          const details = plan.rows.map((r) => r.detail).join('; ');
          expect(details).toMatch(/USING (COVERING )?INDEX forwarding_jobs_workspace_id/);
          expect(details).not.toContain('TEMP B-TREE');
          expect(details).not.toMatch(/\bSCAN forwarding_jobs\b(?! USING)/);
          expect(details).toMatch(/SEARCH list_counts USING INDEX/);
        }
      },
    );
  });

  describeOnlyOn('postgres', 'it reads PostgreSQL plans', 'on PostgreSQL', () => {
    it('at 50,000 jobs, each filter’s page reads one index in order with no sort, under its custom and its generic plan', async () => {
      const { mailbox } = await activeMailbox(h);
      const workspaceId = h.team.workspace.id;
      await sql`insert into forwarding_jobs (id, uid, workspace_id, mailbox_id, mailbox_uid,
          mailbox_email, forwarding_email, action, status, previous_status, status_changed_at,
          status_message, error_message, attempts, max_attempts, created_at, updated_at,
          completed_at, last_attempt_at, next_retry_at)
        select 'fj' || g, gen_random_uuid()::text, ${workspaceId}, ${mailbox._id}, ${mailbox.uid}, ${mailbox.email},
          'dest' || g || '@forward.example', (array['enable', 'update', 'disable'])[g % 3 + 1],
          (array['pending', 'processing', 'completed', 'failed'])[g % 4 + 1], null, at, 'job', '',
          0, 5, at, at, null, null, null
        from ${generatedRows(50_000)}`.execute(h.ctx.db);
      await expectFirstPagesReadIndex(
        h,
        'forwarding_jobs',
        'forwarding_jobs_workspace_id',
        [{}, { mailboxUid: mailbox.uid }, { status: 'failed' }, { action: 'disable' }] as const,
        (filter) => listForwardingJobRows(h.ctx.db, { workspaceId, ...filter }, 0, 10),
      );
    });
  });
});
