import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type LogEvent,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import { ConfigError, type DatabaseConfig } from '../config.js';
import { CurrentSchemaPostgresDialect } from './postgres-dialect.js';
import { statementNamer } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Dialect = DatabaseConfig['dialect'];

/** A statement as sent to the database (its SQL and parameters). */
export interface SentStatement {
  sql: string;
  parameters: readonly unknown[];
  /** How long the database took to answer it. */
  durationMs: number;
}

/**
 * Counts every statement this process sends (BEGIN and COMMIT included), so the cost of a
 * request is visible: the `mailwright_db_statements_total` metric, and tests that pin the
 * number a request takes.
 */
export class StatementLog {
  #count = 0;
  readonly #watchers = new Set<(statement: SentStatement) => void>();

  get count(): number {
    return this.#count;
  }

  /** Calls `watcher` with each statement sent until the returned function is called. */
  watch(watcher: (statement: SentStatement) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  readonly log = (event: LogEvent): void => {
    this.#count++;
    if (this.#watchers.size === 0) return;
    const statement = {
      sql: event.query.sql,
      parameters: event.query.parameters,
      durationMs: event.queryDurationMillis,
    };
    for (const watcher of this.#watchers) watcher(statement);
  };
}

/**
 * A statement whose SQL starts with this comment answers each row as an array of its columns'
 * values, in the order selected, not as an object: better-sqlite3's `raw` mode, node-postgres's
 * `rowMode: 'array'`. Making a row object costs the driver more than reading the row (each key
 * set one by one from native code), so a hot statement that knows its columns (a list's first
 * page, `db/pages.ts`) asks for arrays and names the values itself. Kysely passes the text and
 * the rows through untouched; the comment is all the drivers see of the request.
 */
export const ROWS_AS_ARRAYS = '/* rows as arrays */ ';

/** An open database: the Kysely handle plus what differs between dialects. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect;
  readonly statements: StatementLog;
  /**
   * PostgreSQL only: subscribe to a NOTIFY channel on a dedicated connection. Resolves to an
   * unsubscribe function. On SQLite it resolves to a no-op (callers fall back to polling).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** PostgreSQL: the connection pool's figures now; null on SQLite (one connection). */
  pool(): PoolFigures | null;
  close(): Promise<void>;
}

export interface PoolFigures {
  /** Connections the pool may open. */
  max: number;
  /** Connections open now, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

// COUNT(*) and BIGINT columns come back from node-postgres as strings; every integer we store
// fits in a double, so parse them once here for both dialects to agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Connections one process's PostgreSQL pool may open. */
const PG_POOL_MAX = 20;

/** How long opening a PostgreSQL connection (or waiting for a free one) may take. */
const PG_CONNECT_TIMEOUT_MS = 10_000;

/** Opens the configured database. SQLite runs in WAL mode with foreign keys on. */
export function openDatabase(config: DatabaseConfig): Database {
  return config.dialect === 'sqlite' ? openSqlite(config.path) : openPostgres(config.url);
}

/**
 * Opens a SQLite file that is there already to look at it, changing nothing: read-only, and its
 * journal mode left as it is (switching to WAL would rewrite the file's header and put -wal and
 * -shm files beside it), so a file that is not Mailwright's can be refused as it was found.
 * A missing file is an error, not a new database.
 */
export function openSqliteReadOnly(path: string): Database {
  return openSqlite(path, { readOnly: true });
}

/**
 * Runs one query, so that a PostgreSQL server that cannot be reached (or refuses the login) stops
 * start-up with a message naming DATABASE_URL, without its credentials.
 */
export async function checkConnection(database: Database, config: DatabaseConfig): Promise<void> {
  if (config.dialect !== 'postgres') return;
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    throw new ConfigError([
      `DATABASE_URL: cannot connect to ${databaseLocation(config)}: ${message || code || String(error)}`,
    ]);
  }
}

/**
 * Where the configured database is, as messages name it: a SQLite file's path, or PostgreSQL's
 * host, port and database (never the URL's credentials).
 */
export function databaseLocation(config: DatabaseConfig): string {
  if (config.dialect === 'sqlite') return config.path;
  const url = new URL(config.url);
  return `PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname}`;
}

function openSqlite(path: string, { readOnly = false } = {}): Database {
  let sqlite: SQLite.Database;
  if (readOnly) sqlite = new SQLite(path, { readonly: true, fileMustExist: true });
  else {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 10000');
  const statements = new StatementLog();
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    log: statements.log,
  });
  return {
    db,
    dialect: 'sqlite',
    statements,
    listen: async () => async () => {},
    pool: () => null,
    close: () => db.destroy(),
  };
}

function openPostgres(url: string): Database {
  // A server that drops packets would otherwise hold a connection attempt for the OS's TCP
  // timeout (minutes): give up after PG_CONNECT_TIMEOUT_MS, at start and on every reconnect.
  const pool = new pg.Pool({
    connectionString: url,
    max: PG_POOL_MAX,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  const preparedName = statementNamer();
  pool.on('connect', (client) => wrapClientQuery(client, preparedName));
  const statements = new StatementLog();
  const db = new Kysely<DB>({
    dialect: new CurrentSchemaPostgresDialect({ pool }),
    log: statements.log,
  });
  return {
    db,
    dialect: 'postgres',
    statements,
    pool: () => ({
      max: PG_POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, onNotify) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      // A broken listener connection only costs latency: the job runner keeps polling.
      client.on('error', () => {});
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: () => db.destroy(),
  };
}

/**
 * A new pool client answers a {@link ROWS_AS_ARRAYS} statement's rows as arrays, and sends each
 * query Kysely builds as a named prepared statement (`prepared-statements.ts`).
 *
 * A prepared statement whose result columns a migration changed since (`select *` on a table
 * that gained a column, in a process that was running during the migration) fails once on each
 * connection that prepared it: that connection then sends the text unnamed, and a statement
 * that failed outside a transaction is sent again at once (inside one, the transaction has
 * failed and its caller sees the error). Names are kept per pool (`preparedName`): the texts of one
 * database's connections, whatever other pools the process opened before (a test worker opens
 * one per test file).
 */
function wrapClientQuery(
  client: pg.PoolClient,
  preparedName: (text: string) => string | undefined,
): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const unnamed = new Set<string>();
  let inTransaction = false;
  // Kysely calls `query(text, values)`; every other form (config objects, cursors) passes as is.
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const text = args[0];
    if (typeof text !== 'string') return query(...args);
    if (TRANSACTION_START.test(text)) inTransaction = true;
    else if (TRANSACTION_END.test(text)) inTransaction = false;
    const rowMode = text.startsWith(ROWS_AS_ARRAYS) ? 'array' : undefined;
    const name = unnamed.has(text) ? undefined : preparedName(text);
    if (!rowMode && !name) return query(...args);
    const sent = query({ text, values: args[1], rowMode, name });
    if (!name) return sent;
    const retryOutside = !inTransaction;
    return sent.catch((error: { code?: string; message?: string }) => {
      if (error.code !== '0A000' || !/cached plan/.test(error.message ?? '')) throw error;
      unnamed.add(text);
      if (!retryOutside) throw error;
      return query({ text, values: args[1], rowMode });
    });
  };
}

const TRANSACTION_START = /^(?:begin|start transaction)\b/i;
const TRANSACTION_END = /^(?:commit|rollback)$/i;

/**
 * Kysely prepares every query anew, and with better-sqlite3 preparing (parsing and planning) costs
 * as much as running a small query. Statements are kept by their SQL text, up to
 * {@link STATEMENT_CACHE_SIZE}, least recently used first out; a statement still being iterated
 * (streaming) is never handed out twice.
 */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (sql.startsWith(ROWS_AS_ARRAYS)) statement.raw(true);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE so that a transaction which reads before it
 * writes waits for the write lock (busy_timeout) instead of failing with SQLITE_BUSY when another
 * process, such as a separate worker, committed in between.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
