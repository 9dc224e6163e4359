import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase, testConfig } from './database.js';

/**
 * For a test of a migration: an empty database of the dialect under test, opened before the
 * file's (or the enclosing `describe`'s) tests and dropped after them. `db` is its connection.
 */
export function useEmptyDatabase(): { readonly db: Kysely<DB> } {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase({ empty: true });
    database = openDatabase(testConfig(testDb).database);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });
  return {
    get db() {
      if (!database) throw new Error('useEmptyDatabase: the database is opened in beforeAll');
      return database.db;
    },
  };
}
