import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { deadlockVictims, inTransaction } from '../src/db/transaction.js';
import { ATTEMPT_JOB_NAME } from '../src/modules/webhooks/attempt-schedule.js';
import { emitEvent } from '../src/modules/webhooks/events.service.js';
import { describeOnlyOn } from './support/describe.js';
import { useHarness } from './support/harness.js';
import { startReceiver } from './support/receiver.js';
import { waitFor } from './support/wait.js';
import { mailboxEventInput, setWebhook, WEBHOOK_TEST_ENV } from './support/webhooks.js';

/**
 * A workspace deleted while its webhook deliveries settle: the deletion locks the workspace and
 * then its events go, in the cascade; a settle must take what they share in the same order
 * (docs/decisions.md, "Locks: one order for every transaction"), or PostgreSQL aborts one of them
 * as a deadlock's victim. Rounds, each deleting a workspace as its backlog drains.
 */
const h = useHarness({ env: WEBHOOK_TEST_ENV });

const ROUNDS = 20;
const EVENTS = 150;

describeOnlyOn(
  'postgres',
  'SQLite runs one write transaction at a time, so it cannot deadlock',
  'a workspace deleted while its deliveries settle',
  () => {
    it('deadlocks with none of them, and leaves no delivery of it behind', async () => {
      const receiver = await startReceiver();
      const before = deadlockVictims(h.ctx.db);
      const deletedIds: string[] = [];
      await h.startRunner({ concurrency: 20 });
      for (let round = 0; round < ROUNDS; round++) {
        const created = await h.call('POST', '/v1/api/workspaces/create', {
          body: { name: `Busy ${round}` },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const { _id: id, uid } = created.body.workspace as { _id: string; uid: string };
        const team = { ...h.team, workspace: { ...h.team.workspace, id, uid } };
        await setWebhook(h, receiver.url, team);
        const received = receiver.requests.length;
        // Committed at once: a backlog the runner drains in batches.
        await inTransaction(h.ctx.db, async (trx) => {
          for (let i = 0; i < EVENTS; i++) await emitEvent(trx, h.ctx, mailboxEventInput(team));
        });
        // Deleted while its deliveries are under way.
        await waitFor(() => receiver.requests.length >= received + 10);
        const deleted = await h.call('DELETE', `/v1/api/workspaces/${uid}`);
        expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
        deletedIds.push(id);
        // Its attempts still queued find their events gone, and end.
        await waitFor(async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from jobs
            where name = ${ATTEMPT_JOB_NAME}`.execute(h.ctx.db);
          return rows[0]?.n === 0;
        });
      }
      expect(deadlockVictims(h.ctx.db) - before).toBe(0);
      for (const table of ['events', 'webhook_attempts'] as const) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
          where workspace_id in (${sql.join(deletedIds)})`.execute(h.ctx.db);
        expect(rows[0]?.n, table).toBe(0);
      }
    });
  },
);
