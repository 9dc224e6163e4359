import { configDefaults, defineConfig } from 'vitest/config';
import { DIALECT_FREE_SUITES } from './apps/server/test/support/dialect-free.js';
import { LongFilesFirst } from './apps/server/test/support/sequencer.js';
import { PATIENCE_MS } from './apps/server/test/support/wait.js';

// The whole suite runs once per database dialect: always on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (CI sets it). Tests read the dialect from MW_TEST_DIALECT.
const CLI_SUITES = [
  'cli',
  'billing-cli',
  'insights-cli',
  'placement-seeds-cli',
  'cli-members',
  'mailstack-cli',
  'listen',
  'listen-webhook',
];

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
        // The command-line suites test what a person types and reads (arguments, output, exit
        // codes) through child processes, and the commands reach the database through the same
        // services as the API, whose suites run on both dialects: they run once, on SQLite
        // (docs/decisions.md, "The suite's time"). Suites about the database or processes under
        // a dialect (cli-serve, cli-start-checks, backup, crash and drain) still run on both.
        // Suites that open no database run once too (`test/support/dialect-free.ts`).
        // The web app's journeys run once, on SQLite; its sign-in and session suite
        // (apps/web/test/sessions) on both dialects.
        exclude: [
          ...configDefaults.exclude,
          ...(dialect === 'sqlite'
            ? []
            : [
                ...CLI_SUITES.map((name) => `apps/server/test/${name}.test.ts`),
                ...DIALECT_FREE_SUITES,
                'apps/web/test/journeys/**',
                'apps/web/test/*.test.ts',
              ]),
        ],
        env: { MW_TEST_DIALECT: dialect },
      },
    })),
  },
});
