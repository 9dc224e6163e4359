import { configDefaults, defineConfig } from 'vitest/config';
import { SQLITE_ONLY_SUITES } from './apps/server/test/support/run-once.js';
import { LongFilesFirst } from './apps/server/test/support/sequencer.js';
import { PATIENCE_MS } from './apps/server/test/support/wait.js';

// The whole suite runs once per database dialect: always on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (CI sets it). Tests read the dialect from MW_TEST_DIALECT.
const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: [
      'apps/server/test/support/global-setup.ts',
      'apps/web/test/support/global-setup.ts',
    ],
    // Deadlines, not durations: a passing test finishes as soon as its conditions hold. They are
    // sized for a busy machine (docs/development.md, "The suite on a busy machine"); suites that
    // start processes give each test more (PROCESS_TEST_TIMEOUT_MS).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for a condition as `waitFor` does (its own default is one second).
    expect: { poll: { timeout: PATIENCE_MS } },
    // Most test time is spent waiting (on PostgreSQL, child processes, loopback HTTP), not
    // computing: on a 2-core machine, 4 files at once finish in about half the time of the
    // default (one file per core minus one).
    maxWorkers: 4,
    isolate: false,
    // The files that take minutes start first (apps/server/test/support/sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: dialects.map((dialect) => ({
      extends: true,
      test: {
        name: dialect,
        include: [
          'apps/*/test/**/*.test.ts',
          // Packages and examples have no database of the dialect under test (an example may use
          // its own SQLite file): run their tests once, not once per dialect.
          ...(dialect === 'sqlite'
            ? ['packages/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts']
            : []),
        ],
        // Some suites run once, on SQLite: the command-line suites, those that open no database
        // and the web app's journeys (`apps/server/test/support/run-once.ts` lists them and why).
        exclude: [...configDefaults.exclude, ...(dialect === 'sqlite' ? [] : SQLITE_ONLY_SUITES)],
        env: { MW_TEST_DIALECT: dialect },
      },
    })),
  },
});
