import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Command } from 'commander';
import { type Config, ConfigError, loadConfig, loadMasterKey } from '../config.js';
import { BackupError, backupFingerprint, copySqlite } from '../db/backup.js';
import { createSecretBox } from '../lib/secret-box.js';

/** The SQLite database a command works on; PostgreSQL is backed up with its own tools. */
function sqlitePath(config: Config, verb: string): string {
  if (config.database.dialect === 'postgres')
    throw new BackupError(
      `DATABASE_URL is PostgreSQL: ${verb} it with pg_dump / pg_restore (docs/operator.md, "Backups"), e.g. pg_dump --format=custom --file=mailwright.dump "$DATABASE_URL"`,
    );
  if (config.database.path === ':memory:')
    throw new BackupError('DATABASE_URL is :memory:; there is nothing to back up');
  return config.database.path;
}

/**
 * `mailwright backup --out FILE` and `mailwright restore --from FILE` (docs/operator.md,
 * "Backups"): a SQLite database copied while the service runs, and put back into a data directory
 * that has none, only with the master key it was made with.
 */
export function backupCommands(print: (text: string) => void): Command[] {
  const backup = new Command('backup')
    .description('copy the SQLite database while the service runs (PostgreSQL: use pg_dump)')
    .requiredOption('--out <file>', 'the file to write (must not exist)')
    .action(async (options: { out: string }) => {
      const config = loadConfig();
      const from = sqlitePath(config, 'back up');
      if (!existsSync(from)) throw new BackupError(`there is no database at ${from}`);
      const out = resolve(options.out);
      const bytes = await copySqlite(from, out);
      print(
        `Backed up ${from} to ${out} (${bytes} bytes; master key fingerprint ${backupFingerprint(out)}).`,
      );
      print(
        'Keep the master key (MAILWRIGHT_MASTER_KEY, or the key file) apart from it: the backup cannot be restored without it.',
      );
    });
  const restore = new Command('restore')
    .description('restore a backup into a data directory that has no database (service stopped)')
    .requiredOption('--from <file>', 'a file written by mailwright backup')
    .action(async (options: { from: string }) => {
      const config = loadConfig();
      const to = sqlitePath(config, 'restore');
      const from = resolve(options.from);
      const fingerprint = backupFingerprint(from);
      // The key is never made here: a restore needs the one the backup was sealed with.
      if (config.masterKey.source === 'file' && !existsSync(config.masterKey.path))
        throw new ConfigError([
          `MAILWRIGHT_MASTER_KEY: is not set and ${config.masterKey.path} does not exist; give the key the backup was made with (its fingerprint is ${fingerprint})`,
        ]);
      const ours = createSecretBox(loadMasterKey(config)).fingerprint;
      if (ours !== fingerprint)
        throw new BackupError(
          `${from} was made with another master key (fingerprint ${fingerprint}; this one's is ${ours}): its credentials could not be read. Restore with the key it was made with; nothing was written.`,
        );
      if (existsSync(to))
        throw new BackupError(
          `${to} exists: restore into a data directory without a database (move it away first, with the service stopped); nothing was written.`,
        );
      mkdirSync(dirname(to), { recursive: true });
      const bytes = await copySqlite(from, to);
      print(`Restored ${from} into ${to} (${bytes} bytes). Start the service: mailwright serve`);
    });
  return [backup, restore];
}
