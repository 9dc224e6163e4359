import { afterEach } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { composeContext } from '../../src/start/compose.js';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
  testEnv,
} from './database.js';
import { killAll } from './processes.js';

/**
 * For a file of CLI tests: `freshEnv()` gives each call a new database of the dialect under test
 * (as the CLI's environment; migrated unless `empty` is asked for); the databases are dropped, and the processes the test started
 * killed, after each test.
 */
export function useCliEnvironments() {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    await killAll();
    for (const db of databases.splice(0)) await db.drop();
  });
  return async function freshEnv(
    extra: Record<string, string> = {},
    options: TestDatabaseOptions = {},
  ) {
    const db = await createTestDatabase(options);
    databases.push(db);
    return testEnv(db, { LOG_LEVEL: 'warn', ...extra });
  };
}

/** Calls the API in-process against the database the CLI wrote to. */
export async function callApi(env: Record<string, string>, token: string, url: string) {
  const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  const app = await buildApp(ctx);
  try {
    return await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  } finally {
    await app.close();
    await ctx.database.close();
  }
}
