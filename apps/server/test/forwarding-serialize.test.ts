import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { serializerSchema } from '../src/http/compilers.js';
import { newId } from '../src/lib/ids.js';
import { toForwardingJobResponse } from '../src/modules/forwarding/forwarding-job.present.js';
import { insertForwardingJobs } from '../src/modules/forwarding/forwarding-jobs.repository.js';
import type { ForwardingJobRow } from '../src/modules/forwarding/forwarding-jobs.table.js';
import { ListForwardingJobsResponse } from '../src/modules/forwarding/routes/list-forwarding-jobs.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

/** The response schema's own serializer, as Fastify would build it for the route. */
const generic = fastJson(serializerSchema(ListForwardingJobsResponse) as object) as (
  v: unknown,
) => string;

/** Text JSON escapes, or might: quotes, backslash, every kind of control character, non-ASCII. */
const HOSTILE = [
  'plain',
  'quote " and backslash \\ and slash / and </script>',
  'controls \u0001 \b \t \n \f \r \u001f and delete \u007f',
  'accents é ü, arrows → …, CJK 転送, emoji 📬, separators \u2028 \u2029',
  '',
];

describe('List forwarding jobs’ answer, written by the database', () => {
  it('is exactly the bytes of the response schema’s serializer, on first, deep and empty pages', async () => {
    const { mailbox } = await activeMailbox(h);
    const workspace = await h.ctx.db
      .selectFrom('mailboxes')
      .select('workspace_id')
      .where('id', '=', mailbox._id)
      .executeTakeFirstOrThrow();
    // 1,105 jobs: page 12 of 100 starts past the first 1,000 rows, where pages are read by id.
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const rows: ForwardingJobRow[] = [];
    for (let i = 0; i < 1105; i++) {
      const at = new Date(start + Math.floor(i / 3)).toISOString(); // ties: ordered by id
      const text = HOSTILE[i % HOSTILE.length] as string;
      rows.push({
        id: newId(),
        workspace_id: workspace.workspace_id,
        mailbox_id: mailbox._id,
        mailbox_uid: mailbox.uid,
        mailbox_email: mailbox.email,
        forwarding_email: `dest${i}@forward.example`,
        action: (['enable', 'update', 'disable'] as const)[i % 3] as ForwardingJobRow['action'],
        status: i % 2 ? 'failed' : 'pending',
        previous_status: null,
        status_changed_at: at,
        status_message: text,
        error_message: HOSTILE[(i + 1) % HOSTILE.length] as string,
        attempts: i % 4,
        max_attempts: 3,
        created_at: at,
        updated_at: at,
        completed_at: i % 2 ? at : null,
        last_attempt_at: i % 3 ? at : null,
        next_retry_at: i % 5 === 0 ? at : null,
      });
    }
    await inTransaction(h.ctx.db, (trx) => insertForwardingJobs(trx, rows));
    const newest = [...rows].sort((a, b) =>
      a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
    );

    const cases = [
      { body: {}, jobs: newest.slice(0, 10), total: 1105 },
      { body: { page: 2, limit: 100 }, jobs: newest.slice(100, 200), total: 1105 },
      { body: { page: 12, limit: 100 }, jobs: newest.slice(1100), total: 1105 },
      { body: { page: 13, limit: 100 }, jobs: [], total: 1105 },
      {
        body: { status: 'failed', limit: 7 },
        jobs: newest.filter((r) => r.status === 'failed').slice(0, 7),
        total: 552,
      },
      { body: { status: 'completed' }, jobs: [], total: 0 },
    ];
    for (const { body, jobs, total } of cases) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/v1/api/mailboxes/forwarding/jobs',
        headers: {
          authorization: `Bearer ${h.team.token}`,
          'x-workspace-id': h.team.workspace.uid,
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = (body as { page?: number }).page ?? 1;
      const limit = (body as { limit?: number }).limit ?? 10;
      const expected = generic({
        error: false,
        message: 'Forwarding jobs retrieved successfully',
        jobs: jobs.map(toForwardingJobResponse),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      });
      expect(res.body).toBe(expected);
      expect(res.rawPayload.equals(Buffer.from(expected))).toBe(true);
    }
  });
});
