import { describe, expect, it } from 'vitest';
import { checkListCounts } from '../src/db/list-counts.js';
import { inTransaction } from '../src/db/transaction.js';
import { newId, newUid } from '../src/lib/ids.js';
import { COUNTED_LISTS } from '../src/main/counted-lists.js';
import {
  insertForwardingJobs,
  writeForwardingJobStatus,
} from '../src/modules/forwarding/forwarding-jobs.repository.js';
import type { ForwardingJobRow } from '../src/modules/forwarding/forwarding-jobs.table.js';
import { writeSkippedEvents } from './support/events.js';
import { activeMailbox } from './support/grants.js';
import { type Harness, useHarness } from './support/harness.js';
import { recountLists } from './support/list-counts.js';
import { runCli } from './support/processes.js';
import { validForm } from './support/sequencers.js';

const h = useHarness();

const STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
const ACTIONS = ['enable', 'update', 'disable'] as const;

/**
 * `count` forwarding jobs of the test workspace, written through the repository (so counted),
 * spread over `mailboxUids` (any uids: the list filters on the job's copy), statuses and actions,
 * one millisecond apart, oldest first.
 */
async function seedJobs(
  harness: Harness,
  mailbox: { _id: string; email: string },
  count: number,
  mailboxUids: readonly string[],
): Promise<ForwardingJobRow[]> {
  const start = Date.parse('2026-02-01T00:00:00.000Z');
  const rows: ForwardingJobRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(start + i).toISOString();
    rows.push({
      id: newId(),
      uid: newUid(),
      workspace_id: harness.team.workspace.id,
      mailbox_id: mailbox._id,
      mailbox_uid: mailboxUids[i % mailboxUids.length] as string,
      mailbox_email: mailbox.email,
      forwarding_email: `dest${i}@forward.example`,
      action: ACTIONS[(i * 7) % ACTIONS.length] as ForwardingJobRow['action'],
      status: STATUSES[(i * 5) % STATUSES.length] as ForwardingJobRow['status'],
      previous_status: null,
      status_changed_at: at,
      status_message: `job ${i}`,
      error_message: '',
      attempts: 0,
      max_attempts: 3,
      created_at: at,
      updated_at: at,
      completed_at: null,
      last_attempt_at: null,
      next_retry_at: null,
      held_since: null,
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await inTransaction(harness.ctx.db, (trx) => insertForwardingJobs(trx, rows.slice(i, i + 500)));
  }
  return rows;
}

const listJobs = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/mailboxes/forwarding/jobs', { body });

describe('list totals kept as counters', () => {
  it('every combination of filters totals what the records say, as statuses move', async () => {
    const { mailbox } = await activeMailbox(h);
    const uids = [newUid(), newUid(), newUid()];
    const rows = await seedJobs(h, mailbox, 240, uids);
    // Move some of them, one transaction each and several in one.
    await inTransaction(h.ctx.db, async (trx) => {
      for (const row of rows.slice(0, 40)) {
        if (row.status === 'pending') {
          expect(
            await writeForwardingJobStatus(trx, row.id, 'pending', {
              status: 'processing',
              previous_status: 'pending',
              status_changed_at: row.created_at,
              updated_at: row.created_at,
            }),
          ).toBe(true);
          row.status = 'processing';
        }
      }
    });
    for (const mailboxUid of [undefined, ...uids]) {
      for (const status of [undefined, ...STATUSES]) {
        for (const action of [undefined, ...ACTIONS]) {
          const filter = {
            ...(mailboxUid ? { mailbox_uid: mailboxUid } : {}),
            ...(status ? { status } : {}),
            ...(action ? { action } : {}),
          };
          const expected = rows.filter(
            (r) =>
              (!mailboxUid || r.mailbox_uid === mailboxUid) &&
              (!status || r.status === status) &&
              (!action || r.action === action),
          ).length;
          const res = await listJobs({ ...filter, limit: 1 });
          expect(res.body.pagination.total, JSON.stringify(filter)).toBe(expected);
        }
      }
    }
  });

  it('deep pages, read from the nearer end, are the slices of the whole list', async () => {
    const { mailbox } = await activeMailbox(h);
    const rows = await seedJobs(h, mailbox, 2_600, [newUid()]);
    const newestFirst = rows.map((r) => r.status_message).reverse();
    const limit = 100;
    // Page 1 (total and page in one statement), 12 (past 1,000 rows, nearer the newest end),
    // 20 and 26 (nearer the oldest end, 26 only partly full), 27 (past the end).
    for (const page of [1, 12, 20, 26, 27]) {
      const res = await listJobs({ page, limit });
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ page, limit, total: 2_600, pages: 26 });
      expect(
        res.body.jobs.map((j: { status_message: string }) => j.status_message),
        `page ${page}`,
      ).toEqual(newestFirst.slice((page - 1) * limit, page * limit));
    }
  });

  it('a time range (matched within the newest records) pages from either end the same slices', async () => {
    // 1,300 skipped events (no webhook URL), one millisecond apart, written through the repository.
    const start = Date.parse('2026-04-01T00:00:00.000Z');
    const rows = await writeSkippedEvents(h, 1_300, {
      start: new Date(start).toISOString(),
      events: ['webhook.test'],
    });
    const since = new Date(start + 100).toISOString();
    const newestFirst = rows
      .filter((r) => r.created_at >= since)
      .map((r) => r.uid)
      .reverse();
    const limit = 100;
    for (const page of [1, 11, 12, 13]) {
      const res = await h.call('POST', '/v1/api/webhooks/events/list', {
        body: { since, page, limit },
      });
      expect(res.body.pagination, `page ${page}`).toEqual({ page, limit, total: 1_200, pages: 12 });
      expect(
        res.body.events.map((e: { uid: string }) => e.uid),
        `page ${page}`,
      ).toEqual(newestFirst.slice((page - 1) * limit, page * limit));
    }
  });

  it('stay exact under concurrent writers (PostgreSQL runs them at once), with no deadlock', async () => {
    const { mailbox } = await activeMailbox(h);
    const uids = [newUid(), newUid()];
    const seeded = await seedJobs(h, mailbox, 64, uids);
    // 16 transactions at once, each adding jobs and moving others, touching the same counters
    // in different orders; plus sequencers added and deleted through the API meanwhile.
    const writers = Array.from({ length: 16 }, (_, w) =>
      inTransaction(h.ctx.db, async (trx) => {
        const mine = seeded.filter((_, i) => i % 16 === w);
        for (const row of mine.reverse()) {
          await writeForwardingJobStatus(trx, row.id, row.status, {
            status: row.status === 'failed' ? 'pending' : 'failed',
            previous_status: row.status,
            status_changed_at: row.created_at,
            updated_at: row.created_at,
          });
        }
        await insertForwardingJobs(
          trx,
          (await seedRowsFor(h, mailbox, w, uids)).map((r) => ({ ...r, id: newId() })),
        );
      }),
    );
    const api = Array.from({ length: 8 }, (_, i) =>
      h.call('POST', '/v1/api/sequencers/add', {
        body: { name: `Concurrent ${i}`, platform: 'replyio', ...validForm('replyio') },
      }),
    );
    const results = await Promise.allSettled([...writers, ...api]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const added = (await Promise.all(api)).map((r) => r.body.uid as string);
    const removed = await Promise.all(
      added
        .slice(0, 4)
        .map((uid) => h.call('POST', '/v1/api/sequencers/delete', { body: { uids: [uid] } })),
    );
    expect(removed.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await checkListCounts(h.ctx.db, COUNTED_LISTS)).toEqual([]);
    const listed = await h.call('POST', '/v1/api/sequencers/list', { body: {} });
    expect(listed.body.pagination.total).toBe(4);
    expect((await listJobs({})).body.pagination.total).toBe(64 + 16 * 4);
  });

  it('the check names a counter that differs, and --repair rewrites it (the CLI too)', async () => {
    await h.call('POST', '/v1/api/tags', { body: { name: 'Counted' } });
    await h.ctx.db
      .updateTable('list_counts')
      .set((eb) => ({ n: eb('n', '+', 5) }))
      .where('scope_id', '=', h.team.workspace.id)
      .where('list', '=', 'tags')
      .where('key', '=', '')
      .execute();
    expect(await checkListCounts(h.ctx.db, COUNTED_LISTS)).toEqual([
      { list: 'tags', scope_id: h.team.workspace.id, key: '', expected: 1, stored: 6 },
    ]);
    const checked = await runCli(['counts', 'check', '--json'], h.env());
    expect(checked.code).toBe(1);
    expect(JSON.parse(checked.stdout).differences).toHaveLength(1);
    const repaired = await runCli(['counts', 'check', '--repair'], h.env());
    expect(repaired.code, repaired.stderr).toBe(0);
    expect(repaired.stdout).toContain('1 counters differed; rewritten from the tables');
    expect(await checkListCounts(h.ctx.db, COUNTED_LISTS)).toEqual([]);
    const again = await runCli(['counts', 'check'], h.env());
    expect(again.stdout).toContain('Every list counter matches the tables');
    expect(again.code).toBe(0);
  }, 120_000); // three CLI processes, each a Node start on a busy machine

  it('a deleted workspace takes its counters with it', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Short' } });
    const uid = created.body.workspace.uid as string;
    await h.call('POST', '/v1/api/tags', { workspace: uid, body: { name: 'Gone soon' } });
    const id = (
      await h.ctx.db
        .selectFrom('workspaces')
        .select('id')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).id;
    const counters = () =>
      h.ctx.db.selectFrom('list_counts').select('key').where('scope_id', '=', id).execute();
    expect(await counters()).not.toEqual([]);
    const deleted = await h.call('DELETE', `/v1/api/workspaces/${uid}`);
    expect(deleted.status).toBe(200);
    expect(await counters()).toEqual([]);
    const total = (await h.call('GET', '/v1/api/workspaces/list')).body.pagination.total;
    expect(total).toBe(1);
  });

  it('the harness recount helper leaves exact counters after a direct write', async () => {
    await h.call('POST', '/v1/api/tags', { body: { name: 'Direct' } });
    await h.ctx.db.deleteFrom('list_counts').where('scope_id', '=', h.team.workspace.id).execute();
    expect(await checkListCounts(h.ctx.db, COUNTED_LISTS)).not.toEqual([]);
    await recountLists(h);
    expect(await checkListCounts(h.ctx.db, COUNTED_LISTS)).toEqual([]);
  });
});

/** Four new jobs for writer `w`, alternating the mailboxes and actions. */
async function seedRowsFor(
  harness: Harness,
  mailbox: { _id: string; email: string },
  w: number,
  uids: readonly string[],
): Promise<ForwardingJobRow[]> {
  const at = new Date(Date.parse('2026-03-01T00:00:00.000Z') + w).toISOString();
  return Array.from({ length: 4 }, (_, i) => ({
    id: newId(),
    uid: newUid(),
    workspace_id: harness.team.workspace.id,
    mailbox_id: mailbox._id,
    mailbox_uid: uids[(w + i) % uids.length] as string,
    mailbox_email: mailbox.email,
    forwarding_email: `w${w}-${i}@forward.example`,
    action: ACTIONS[(w + i) % ACTIONS.length] as ForwardingJobRow['action'],
    status: 'pending' as const,
    previous_status: null,
    status_changed_at: at,
    status_message: `writer ${w} job ${i}`,
    error_message: '',
    attempts: 0,
    max_attempts: 3,
    created_at: at,
    updated_at: at,
    completed_at: null,
    last_attempt_at: null,
    next_retry_at: null,
    held_since: null,
  }));
}
