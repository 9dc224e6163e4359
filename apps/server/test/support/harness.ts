import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { AppContext } from '../../src/context.js';
import { deadlockVictims } from '../../src/db/transaction.js';
import type { App } from '../../src/http/app-types.js';
import type { JobDefinition } from '../../src/jobs/job.js';
import { JobRunner } from '../../src/jobs/runner.js';
import { createLogger } from '../../src/lib/logger.js';
import { createTeam, type NewTeam } from '../../src/modules/accounts/accounts.service.js';
import { grantCredits } from '../../src/modules/billing/billing.service.js';
import { verifyLedger } from '../../src/modules/billing/verify.service.js';
import { composeContext } from '../../src/start/compose.js';
import { createTestDatabase, type TestDatabase, testConfig, testEnv } from './database.js';
import { expectListCountsExact } from './list-counts.js';

export interface TestTeam {
  team: NewTeam['team'];
  workspace: NewTeam['workspace'];
  token: string;
  tokenId: string;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** Bearer token; defaults to the test team's. `null` sends no Authorization header. */
  token?: string | null;
  /** X-Workspace-Id; defaults to the test team's workspace. `null` sends none. */
  workspace?: string | null;
  headers?: Record<string, string>;
}

export interface Harness {
  ctx: AppContext;
  app: App;
  /** A fresh team (with workspace and token) for the current test. */
  team: TestTeam;
  /** Calls the API through `inject`, as the test team unless told otherwise. */
  call<T = any>(
    method: InjectOptions['method'] | (string & {}),
    url: string,
    options?: CallOptions,
  ): Promise<ApiResponse<T>>;
  /**
   * Another team, for cross-tenant checks. Every test team starts with `credits` (default: the
   * harness's, {@link TEST_CREDITS} unless the file says otherwise), granted on the ledger.
   */
  createTeam(name?: string, options?: { credits?: number }): Promise<TestTeam>;
  /**
   * Serves the app on a free loopback port for this test (for requests `inject` cannot make, such
   * as malformed HTTP) and returns the port; it is closed after the test.
   */
  listen(): Promise<number>;
  /** Starts a job runner on this database; it is stopped after the test. */
  startRunner(
    options?: Partial<{ concurrency: number; leaseMs: number; pollIntervalMs: number }>,
  ): Promise<JobRunner>;
  /** Every log line written so far in this file, as text. */
  logs(): string;
  /** Environment for a child process (CLI, worker) that uses this file's database. */
  env(extra?: Record<string, string>): Record<string, string>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  jobs?: JobDefinition[];
  /** Credits each test team starts with (1 credit = 1 USD); default {@link TEST_CREDITS}. */
  credits?: number;
  /** The file makes deadlocks on purpose; any other file fails if one of its transactions was a victim. */
  deadlocksExpected?: boolean;
}

/**
 * What a test team has in its wallet unless a file says otherwise: enough for any purchase a
 * test makes. Granted through the ledger like an operator's `billing grant`.
 */
export const TEST_CREDITS = 10_000;

/**
 * Per test file: a fresh database of the dialect under test and the app built on it (building it
 * takes a few hundred milliseconds; the app keeps no state of its own between requests). Per
 * test: a new team, workspace and token, so tests never share records.
 */
export function useHarness(options: HarnessOptions = {}): Harness {
  let database: TestDatabase;
  let logText = '';
  const runners: JobRunner[] = [];
  const listening: App[] = [];
  const h = {} as Harness;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(database, options.env);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logText += chunk.toString();
        done();
      },
    });
    h.ctx = await composeContext(config, {
      log: createLogger(config.logLevel, sink),
      ...(options.jobs ? { jobs: options.jobs } : {}),
    });
    h.app = await buildApp(h.ctx);
  });

  beforeEach(async () => {
    h.team = await h.createTeam('Test team');
  });

  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop(0);
    for (const app of listening.splice(0)) await app.close();
    // Every test proves the list counters exact: they must equal a count of the tables.
    if (h.ctx) await expectListCountsExact(h);
  });

  afterAll(async () => {
    // Every test file proves the ledger: each wallet recomputed from its entries agrees.
    const report = h.ctx ? await verifyLedger(h.ctx.db) : null;
    // And the lock order: none of its transactions was a deadlock's victim (on PostgreSQL).
    const victims = h.ctx && !options.deadlocksExpected ? deadlockVictims(h.ctx.db) : 0;
    await h.app?.close();
    await h.ctx?.database.close();
    await database?.drop();
    if (report && report.differences.length > 0)
      throw new Error(`billing verify found differences:\n${report.differences.join('\n')}`);
    if (victims > 0)
      throw new Error(
        `${victims} transaction(s) of this file were a deadlock's victim: two transactions took the same rows in opposite orders (docs/decisions.md, "Locks: one order for every transaction")`,
      );
  });

  h.listen = async () => {
    const app = await buildApp(h.ctx);
    listening.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return (app.server.address() as { port: number }).port;
  };

  h.createTeam = async (name = 'Other team', teamOptions = {}) => {
    const created = await createTeam(h.ctx.db, { name, adminEmail: 'admin@example.com' });
    const credits = teamOptions.credits ?? options.credits ?? TEST_CREDITS;
    if (credits > 0)
      await grantCredits(h.ctx, {
        teamUid: created.team.uid,
        amountCents: Math.round(credits * 100),
        reason: 'Test credits',
      });
    return {
      team: created.team,
      workspace: created.workspace,
      token: created.token,
      tokenId: created.tokenRecord.id,
    };
  };

  h.call = async (method, url, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    const token = callOptions.token === undefined ? h.team.token : callOptions.token;
    const workspace =
      callOptions.workspace === undefined ? h.team.workspace.uid : callOptions.workspace;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (workspace !== null) headers['x-workspace-id'] = workspace;
    const response = await h.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers,
      ...(callOptions.query
        ? {
            query: Object.fromEntries(
              Object.entries(callOptions.query).map(([k, v]) => [k, String(v)]),
            ),
          }
        : {}),
      ...(callOptions.body !== undefined ? { payload: callOptions.body as object } : {}),
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.statusCode,
      body: body as never,
      headers: response.headers as ApiResponse['headers'],
    };
  };

  h.startRunner = async (runnerOptions = {}) => {
    const runner = new JobRunner(h.ctx, h.ctx.jobs, {
      concurrency: runnerOptions.concurrency ?? 10,
      leaseMs: runnerOptions.leaseMs ?? 30_000,
      pollIntervalMs: runnerOptions.pollIntervalMs ?? 20,
    });
    await runner.start();
    runners.push(runner);
    return runner;
  };

  h.logs = () => logText;
  h.env = (extra = {}) => testEnv(database, { ...options.env, ...extra });
  return h;
}
