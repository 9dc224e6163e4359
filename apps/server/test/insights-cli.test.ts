import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { inTransaction } from '../src/db/transaction.js';
import { recordMail } from '../src/modules/mail/ledger.js';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, type TestDatabase, testEnv } from './support/database.js';
import { ledgerMessage } from './support/ledger.js';
import { killAll, runCli } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const databases: TestDatabase[] = [];
afterEach(async () => {
  await killAll();
  for (const db of databases.splice(0)) await db.drop();
});

describe('mailwright insights', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('check agrees with the ledger, names a tampered rollup, and rebuild repairs it', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    const env = testEnv(db, { LOG_LEVEL: 'warn' });
    expect((await runCli(['migrate'], env)).code).toBe(0);
    const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    const first = ledgerMessage({});
    const follow = ledgerMessage({
      thread_id: first.message_id,
      sent_at: '2026-03-03T10:00:00.000Z',
    });
    const bounced = ledgerMessage({ recipient: 'x@outlook.com', recipient_domain: 'outlook.com' });
    await inTransaction(ctx.db, (trx) =>
      recordMail(trx, [
        { type: 'sent', message: first },
        { type: 'sent', message: follow },
        { type: 'sent', message: bounced },
        {
          type: 'bounced',
          message: bounced,
          at: bounced.sent_at,
          bounce: 'hard',
          diagnostic: '550 5.7.26 unauthenticated',
        },
      ]),
    );
    // Two replies in one thread count one replied thread, at the first touch's hour.
    await inTransaction(ctx.db, (trx) =>
      recordMail(trx, [{ type: 'replied', message: follow, at: '2026-03-04T11:00:00.000Z' }]),
    );
    await inTransaction(ctx.db, (trx) =>
      recordMail(trx, [{ type: 'replied', message: first, at: '2026-03-05T12:00:00.000Z' }]),
    );
    const hour = await ctx.db
      .selectFrom('insight_mailbox_hours')
      .selectAll()
      .where('hour', '=', '2026-03-02T09')
      .executeTakeFirstOrThrow();
    expect(hour).toMatchObject({
      sent: 2,
      first_touch: 2,
      bounced: 1,
      hard_bounced: 1,
      auth_failed: 1,
      replied: 1,
      replied_threads: 1,
    });

    const ok = await runCli(['insights', 'check'], env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Rollups agree with the ledger: 1 workspaces, no difference.');

    await ctx.db
      .updateTable('insight_workspace_hours')
      .set({ sent: 7 })
      .where('hour', '=', '2026-03-02T09')
      .execute();
    const bad = await runCli(['insights', 'check'], env);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('insight_workspace_hours w1|2026-03-02T09 sent: 7, ledger says 2');

    expect((await runCli(['insights', 'rebuild'], env)).code).toBe(0);
    expect((await runCli(['insights', 'check'], env)).code).toBe(0);

    // No mailbox here is on a real mail server: nothing to read (the stack test reads one).
    const ingest = await runCli(['insights', 'ingest'], env);
    expect(ingest.code, ingest.stderr).toBe(0);
    expect(ingest.stdout).toContain('Queued a read of 0 mailboxes on real mail servers.');
    await ctx.database.close();
  });
});
