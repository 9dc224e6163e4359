import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, type TestDatabase, testEnv } from './support/database.js';
import { cliPath, killAll, runCli, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const databases: TestDatabase[] = [];
afterEach(async () => {
  await killAll();
  for (const db of databases.splice(0)) await db.drop();
});

async function freshEnv(extra: Record<string, string> = {}) {
  const db = await createTestDatabase();
  databases.push(db);
  return testEnv(db, { LOG_LEVEL: 'warn', ...extra });
}

// Each test runs the CLI several times, a process each: sized for a busy machine.
describe('mailwright billing', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('grant writes an adjustment as operator; verify finds no difference, then the one made by hand', async () => {
    const env = await freshEnv();
    const team = JSON.parse((await runCli(['init', '--json'], env)).stdout).team.uid as string;
    const granted = await runCli(
      [
        'billing',
        'grant',
        '--team',
        team,
        '--amount',
        '25.50',
        '--reason',
        'Welcome credits',
        '--json',
      ],
      env,
    );
    expect(granted.code, granted.stderr).toBe(0);
    expect(JSON.parse(granted.stdout)).toMatchObject({ amount: 25.5, credits_remaining: 25.5 });
    const refused = await runCli(
      ['billing', 'grant', '--team', team, '--amount', '1.234', '--reason', 'x'],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      '--amount must be a non-zero number of credits with at most two decimals',
    );

    const verified = await runCli(['billing', 'verify'], env);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('Ledger verified: 1 wallet, 1 entry, no difference.');

    const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    const row = await ctx.db.selectFrom('ledger_entries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'adjustment',
      actor: 'operator',
      description: 'Welcome credits',
    });
    await ctx.db.updateTable('wallets').set({ balance_cents: 99 }).execute();
    await ctx.database.close();
    const broken = await runCli(['billing', 'verify', '--json'], env);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout).differences).toEqual([
      expect.stringContaining('balance is 0.99, the ledger says 25.50'),
    ]);
    const plans = JSON.parse((await runCli(['billing', 'plans'], env)).stdout);
    expect(plans.map((p: { uid: string }) => p.uid)).toEqual(['payg', 'professional', 'growth']);
  });

  it('the local profile’s first team starts with 1000 sandbox credits', async () => {
    const env = await freshEnv({ PORT: '0' });
    const server = spawnNode(cliPath, ['serve', '--profile', 'local', '--role', 'worker'], env);
    await server.waitForOutput('Mailwright worker running');
    server.child.kill('SIGTERM');
    await server.exited;
    const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    const wallets = await ctx.db
      .selectFrom('wallets')
      .select(['balance_cents', 'total_credits_cents'])
      .execute();
    await ctx.database.close();
    expect(wallets).toEqual([{ balance_cents: 100_000, total_credits_cents: 100_000 }]);
  });

  it('init in the local profile grants them too; in production it grants nothing', async () => {
    const local = await freshEnv({ MAILWRIGHT_PROFILE: 'local' });
    const team = JSON.parse((await runCli(['init', '--json'], local)).stdout).team.uid as string;
    const logs = await runCli(['billing', 'verify', '--json'], local);
    expect(JSON.parse(logs.stdout)).toMatchObject({ wallets: 1, entries: 1, differences: [] });
    const granted = await runCli(
      ['billing', 'grant', '--team', team, '--amount', '1', '--reason', 'x', '--json'],
      local,
    );
    expect(JSON.parse(granted.stdout)).toMatchObject({ credits_remaining: 1001 });

    const production = await freshEnv();
    await runCli(['init', '--json'], production);
    const none = await runCli(['billing', 'verify', '--json'], production);
    expect(JSON.parse(none.stdout)).toMatchObject({ entries: 0, differences: [] });
  });
});
