import { describe, expect, it } from 'vitest';
import * as migration0110 from '../src/db/migrations/0110-forwarding-job-uid.js';
import { inTransaction } from '../src/db/transaction.js';
import { newId, newUid } from '../src/lib/ids.js';
import { insertForwardingJobs } from '../src/modules/forwarding/forwarding-jobs.repository.js';
import type { ForwardingJobRow } from '../src/modules/forwarding/forwarding-jobs.table.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('migration 0110-forwarding-job-uid', () => {
  it('gives every job made before it a distinct uid, which List forwarding jobs then answers', async () => {
    const { mailbox } = await activeMailbox(h);
    const at = new Date().toISOString();
    // More than one statement's worth (500), so the backfill's loop is what is tested.
    const rows: ForwardingJobRow[] = Array.from({ length: 1_203 }, (_, i) => ({
      id: newId(),
      uid: newUid(),
      workspace_id: h.team.workspace.id,
      mailbox_id: mailbox._id,
      mailbox_uid: mailbox.uid,
      mailbox_email: mailbox.email,
      forwarding_email: `dest${i}@forward.example`,
      action: 'enable',
      status: 'completed',
      previous_status: 'processing',
      status_changed_at: at,
      status_message: 'done',
      error_message: '',
      attempts: 1,
      max_attempts: 3,
      created_at: at,
      updated_at: at,
      completed_at: at,
      last_attempt_at: at,
      next_retry_at: null,
      held_since: null,
    }));
    await inTransaction(h.ctx.db, (trx) => insertForwardingJobs(trx, rows));

    // The table as it was before 0110, then 0110 as the migrator runs it.
    await migration0110.down(h.ctx.db as never);
    await migration0110.up(h.ctx.db as never);

    const uids = (await h.ctx.db.selectFrom('forwarding_jobs').select('uid').execute()).map(
      (r) => r.uid,
    );
    expect(uids).toHaveLength(rows.length);
    for (const uid of uids) expect(uid).toMatch(UUID);
    expect(new Set(uids).size).toBe(rows.length);
    const page = await h.call('POST', '/v1/api/mailboxes/forwarding/jobs', { body: { limit: 3 } });
    expect(page.status).toBe(200);
    for (const job of page.body.jobs) expect(uids).toContain(job.uid);
    // The column is unique from now on.
    await expect(
      h.ctx.db
        .updateTable('forwarding_jobs')
        .set({ uid: uids[0] as string })
        .where('uid', '=', uids[1] as string)
        .execute(),
    ).rejects.toThrow();
  });
});
