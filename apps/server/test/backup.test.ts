import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { composeContext } from '../src/start/compose.js';
import { describeOnlyOn } from './support/describe.js';
import { CONTACT, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { cliPath, repoRoot, runCli } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

const h = useHarness();

/** A fresh data directory's environment: same master key as the harness, no database yet. */
const freshDataDir = (extra: Record<string, string> = {}) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mw-restore-')), 'data');
  return {
    dir,
    env: h.env({ DATABASE_URL: join(dir, 'mailwright.db'), MAILWRIGHT_DATA_DIR: dir, ...extra }),
  };
};

describeOnlyOn(
  'sqlite',
  'PostgreSQL is backed up with pg_dump',
  'mailwright backup and restore',
  () => {
    it('backs up under write load and restores into a fresh data directory: every record, a clean ledger', {
      timeout: PROCESS_TEST_TIMEOUT_MS,
    }, async () => {
      // Domains bought one after another (each a ledger charge) while the backup runs.
      const bought: string[] = [];
      let stop = false;
      const load = (async () => {
        while (!stop) {
          const name = uniqueName('backup');
          const res = await h.call('POST', '/v1/api/domains/register', {
            body: { domains: [{ name, registration_years: 1 }], contact_details: CONTACT },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          bought.push(name);
        }
      })();
      await waitFor(async () => bought.length >= 5);
      const before = [...bought];
      const file = join(mkdtempSync(join(tmpdir(), 'mw-backup-')), 'mailwright.backup');
      const backup = await runCli(['backup', '--out', file], h.env());
      const during = bought.length;
      // The load went on while the backup ran.
      expect(during).toBeGreaterThan(before.length);
      await waitFor(async () => bought.length > during);
      stop = true;
      await load;
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`to ${file}`);

      const fresh = freshDataDir();
      const restored = await runCli(['restore', '--from', file], fresh.env);
      expect(restored.code, restored.stderr).toBe(0);
      const verify = await runCli(['billing', 'verify'], fresh.env);
      expect(verify.code, verify.stdout + verify.stderr).toBe(0);
      expect(verify.stdout).toContain('no difference');
      const counts = await runCli(['counts', 'check'], fresh.env);
      expect(counts.code, counts.stdout + counts.stderr).toBe(0);

      // Every domain bought before the backup began is there, and what is there is a consistent
      // point of the load: the first n domains bought, none missing in between.
      const ctx = await composeContext(loadConfig({ ...fresh.env, LOG_LEVEL: 'silent' }));
      try {
        const names = (
          await ctx.db.selectFrom('domains').select('name').where('name', 'in', bought).execute()
        ).map((d) => d.name);
        expect(names.length).toBeGreaterThanOrEqual(before.length);
        expect(new Set(names)).toEqual(new Set(bought.slice(0, names.length)));
      } finally {
        await ctx.database.close();
      }

      // Never over a database, never with another key: nothing written either way.
      const again = await runCli(['restore', '--from', file], fresh.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('exists: restore into a data directory without a database');
      const otherKey = freshDataDir({ MAILWRIGHT_MASTER_KEY: 'b'.repeat(64) });
      const refused = await runCli(['restore', '--from', file], otherKey.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('was made with another master key');
      expect(existsSync(otherKey.dir)).toBe(false);
    });

    it("operator.md's restore block, run as printed, checks the restored database, not a new one in ./data", {
      timeout: PROCESS_TEST_TIMEOUT_MS,
    }, async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'mw-backup-')), 'mailwright.backup');
      const backup = await runCli(['backup', '--out', file], h.env());
      expect(backup.code, backup.stderr).toBe(0);
      const guide = readFileSync(join(repoRoot, 'docs/operator.md'), 'utf8');
      const block = /```sh\n# Not run by the docs test: it restores[^\n]*\n([\s\S]*?)```/.exec(
        guide,
      )?.[1];
      expect(block).toBeDefined();
      // The guide's placeholders, and `serve` (it runs until stopped) left out.
      const target = join(mkdtempSync(join(tmpdir(), 'mw-restore-')), 'data');
      const script = (block ?? '')
        .replaceAll('…', h.env().MAILWRIGHT_MASTER_KEY as string)
        .replaceAll('/var/lib/mailwright', target)
        .replaceAll('/srv/backups/mailwright-2026-11-30.db', file)
        .replace(' && npx mailwright serve', '')
        .replaceAll('npx mailwright', `node ${JSON.stringify(cliPath)}`);
      // In the operator's shell: no data directory or database set beforehand.
      const cwd = mkdtempSync(join(tmpdir(), 'mw-operator-'));
      const { stdout } = await promisify(execFile)('bash', ['-euc', script], {
        cwd,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      });
      expect(stdout).toContain(`into ${join(target, 'mailwright.db')}`);
      // The restored team's wallet is the one verified; nothing was made in ./data.
      expect(stdout).toMatch(/Ledger verified: [1-9]\d* wallets?, /);
      expect(existsSync(join(cwd, 'data'))).toBe(false);
    });
  },
);

describeOnlyOn('postgres', 'SQLite has its own backup', 'mailwright backup on PostgreSQL', () => {
  it('points to pg_dump and writes nothing', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mw-backup-')), 'pg.backup');
    const res = await runCli(['backup', '--out', file], h.env());
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('pg_dump');
    expect(existsSync(file)).toBe(false);
  });
});
