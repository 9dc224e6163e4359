import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { hashPassword as hashArgon2id } from '../lib/passwords.js';

/**
 * The mail server's own account database (`accounts.db` in the stack folder). Postfix, Dovecot
 * and OpenDKIM query it at every lookup (render.ts), so a write is in force once it commits.
 * It holds password hashes (Argon2id, as Dovecot verifies them), never passwords, and the
 * domains' DKIM private keys: the file is readable by root only.
 */

export type AccountState = 'active' | 'suspended' | 'disabled' | 'cancelled';

export interface AccountRow {
  account_id: string;
  address: string;
  domain: string;
  state: AccountState;
  forward_to: string;
  first_name: string;
  last_name: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS domains (
  name TEXT PRIMARY KEY,
  dkim_selector TEXT NOT NULL DEFAULT '',
  dkim_private_key TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS accounts (
  account_id TEXT PRIMARY KEY,
  address TEXT NOT NULL UNIQUE,
  domain TEXT NOT NULL REFERENCES domains (name),
  password_hash TEXT NOT NULL,
  app_password_hash TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL,
  forward_to TEXT NOT NULL DEFAULT '',
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  signature TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE VIEW IF NOT EXISTS signing_domains AS
  SELECT name, dkim_selector, dkim_private_key FROM domains WHERE dkim_private_key <> '';
`;

/** Argon2id (lib/passwords.ts) behind Dovecot's scheme prefix: Dovecot verifies it at each sign-in. */
export async function hashPassword(password: string): Promise<string> {
  return `{ARGON2ID}${await hashArgon2id(password)}`;
}

export class AccountStore {
  private readonly db: Database.Database;

  /** Opens (creating, with mode 0600) the accounts database at `path`. */
  constructor(path: string) {
    const fresh = !existsSync(path);
    this.db = new Database(path);
    if (fresh) chmodSync(path, 0o600);
    this.db.pragma('busy_timeout = 5000');
    // WAL, so that a read never waits for a write. The mail servers read with no retry when
    // SQLite answers "database is locked", which under a rollback journal is any read that comes
    // while a write commits: Postfix's proxymap exits (and is throttled), a sign-in fails,
    // OpenDKIM answers 451. The -wal and -shm files take the database's mode (root only), and
    // every reader runs as root, so each can use the shared-memory index.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  close(): void {
    this.db.close();
  }

  find(address: string): AccountRow | undefined {
    return this.db
      .prepare(
        'SELECT account_id, address, domain, state, forward_to, first_name, last_name FROM accounts WHERE address = ?',
      )
      .get(address) as AccountRow | undefined;
  }

  findById(accountId: string): AccountRow | undefined {
    return this.db
      .prepare(
        'SELECT account_id, address, domain, state, forward_to, first_name, last_name FROM accounts WHERE account_id = ?',
      )
      .get(accountId) as AccountRow | undefined;
  }

  /**
   * Creates the account (and serves its domain), or, for an address that already has one (a
   * retried creation), sets its password and names again. Answers the account id.
   */
  upsert(input: {
    address: string;
    domain: string;
    passwordHash: string;
    appPasswordHash: string;
    firstName: string;
    lastName: string;
  }): string {
    const now = new Date().toISOString();
    return this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO domains (name, updated_at) VALUES (?, ?) ON CONFLICT DO NOTHING')
        .run(input.domain, now);
      const existing = this.find(input.address);
      const id = existing?.account_id ?? `mbx_${randomBytes(12).toString('hex')}`;
      this.db
        .prepare(
          `INSERT INTO accounts (account_id, address, domain, password_hash, app_password_hash, state,
             first_name, last_name, created_at, updated_at)
           VALUES (@id, @address, @domain, @passwordHash, @appPasswordHash, 'active', @firstName, @lastName, @now, @now)
           ON CONFLICT (account_id) DO UPDATE SET password_hash = excluded.password_hash,
             app_password_hash = excluded.app_password_hash, state = 'active',
             first_name = excluded.first_name, last_name = excluded.last_name, updated_at = excluded.updated_at`,
        )
        .run({ ...input, id, now });
      return id;
    })();
  }

  /** Sets the columns given on the account; false when there is no such account. */
  update(
    accountId: string,
    changes: Partial<{
      address: string;
      password_hash: string;
      app_password_hash: string;
      state: AccountState;
      forward_to: string;
      first_name: string;
      last_name: string;
      signature: string;
    }>,
  ): boolean {
    const columns = Object.keys(changes);
    if (columns.length === 0) return this.findById(accountId) !== undefined;
    const set = columns.map((c) => `${c} = @${c}`).join(', ');
    const result = this.db
      .prepare(`UPDATE accounts SET ${set}, updated_at = @now WHERE account_id = @accountId`)
      .run({ ...changes, accountId, now: new Date().toISOString() });
    return result.changes === 1;
  }

  /** Installs (or replaces) the domain's DKIM signing key; the domain is served from now on. */
  setDkimKey(domain: string, selector: string, privateKeyPem: string): void {
    this.db
      .prepare(
        `INSERT INTO domains (name, dkim_selector, dkim_private_key, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET dkim_selector = excluded.dkim_selector,
           dkim_private_key = excluded.dkim_private_key, updated_at = excluded.updated_at`,
      )
      .run(domain, selector, privateKeyPem, new Date().toISOString());
  }

  hasDkimKey(domain: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM signing_domains WHERE name = ?').get(domain) !== undefined
    );
  }

  /** Deletes the account; its domain stops being served when it was the last one. */
  delete(accountId: string): AccountRow | undefined {
    return this.db.transaction(() => {
      const row = this.findById(accountId);
      if (!row) return undefined;
      this.db.prepare('DELETE FROM accounts WHERE account_id = ?').run(accountId);
      this.db
        .prepare(
          'DELETE FROM domains WHERE name = ? AND NOT EXISTS (SELECT 1 FROM accounts WHERE domain = ?)',
        )
        .run(row.domain, row.domain);
      return row;
    })();
  }
}
