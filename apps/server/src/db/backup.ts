import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * SQLite backups (docs/operator.md, "Backups"): a consistent copy taken with SQLite's online
 * backup API while the service runs (other processes keep reading and writing; WAL mode), and its
 * restore into a data directory that has no database yet. PostgreSQL is backed up with pg_dump.
 */

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The fingerprint of the master key a Mailwright database's secrets are sealed with. */
export function backupFingerprint(file: string): string {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(
      `${file} cannot be opened as a SQLite database (${(error as Error).message})`,
    );
  }
  try {
    const row = db
      .prepare("select value from mailwright_meta where key = 'master_key_fingerprint'")
      .get() as { value: string } | undefined;
    if (!row) throw new BackupError(`${file} holds no Mailwright master key fingerprint`);
    return row.value;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Mailwright database (${(error as Error).message})`);
  } finally {
    db.close();
  }
}

/**
 * Copies the database at `from` into `to` with SQLite's online backup API, through a temporary
 * file renamed into place once complete and checked; answers the bytes written, and refuses to
 * overwrite `to`. After the first step every page left is copied in one step, inside one read
 * transaction: a consistent snapshot (WAL mode lets writers go on meanwhile), where steps of a few
 * pages would restart each time another process writes, and might never end under load.
 */
export async function copySqlite(from: string, to: string): Promise<number> {
  if (existsSync(to))
    throw new BackupError(`${to} exists; choose a new file (nothing was written)`);
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const source = new SQLite(from, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    await source.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    source.close();
  }
  const copy = new SQLite(partial);
  try {
    const [check] = copy.pragma('quick_check') as Array<{ quick_check: string }>;
    if (check?.quick_check !== 'ok')
      throw new BackupError(`the copy failed its check: ${check?.quick_check}`);
    copy.pragma('journal_mode = WAL');
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, to);
  return statSync(to).size;
}
