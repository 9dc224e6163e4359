/**
 * The one place that says which suites run once, on SQLite, instead of once per dialect
 * (`vitest.config.ts` leaves them out of the PostgreSQL project). Every other suite runs on both,
 * but for a suite, or part of one, that says otherwise with `describeOnlyOn` (`describe.ts`) and
 * is skipped in the other project with its reason in its name: it tests one dialect's own
 * behaviour (plans, locks, schemas, backups), or reads only the mail servers
 * (`describeOnceOnMailStack`).
 */

const server = (name: string) => `apps/server/test/${name}.test.ts`;

/**
 * The command-line suites test what a person types and reads (arguments, output, exit codes)
 * through child processes; the commands reach the database through the same services as the
 * API, whose suites run on both dialects (docs/decisions.md, "The suite's time"). Suites about
 * the database or processes under a dialect (cli-serve, cli-start-checks, backup, crash and
 * drain) are not listed: they run on both.
 */
const COMMAND_LINE_SUITES = [
  'cli',
  'billing-cli',
  'insights-cli',
  'placement-seeds-cli',
  'cli-members',
  'mailstack-cli',
  'listen',
  'listen-webhook',
].map(server);

/**
 * Suites whose server keeps its own SQLite data directory, as a reader's does: they run the
 * guides' commands and examples as printed, against a server of their own.
 */
const OWN_SERVER_SUITES = ['doc-examples', 'integration-guide'].map(server);

/**
 * Suites that open no database: adapters against their loopback fakes, pure functions, checks
 * of the source. What they test is the same on either dialect. `architecture.test.ts` checks
 * that nothing each one imports reaches the modules that open a database.
 */
export const DIALECT_FREE_SUITES = [
  'architecture',
  'auth-results',
  'cloudflare-api',
  'grants-real',
  'infraguard-queries',
  'insights-classify',
  'insights-svg',
  'listen-format',
  'listen-stream',
  'logger',
  'mail-body-template',
  'mail-hosts-config',
  'mailbox-hosts-real',
  'mailbox-hosts-reseller',
  'registrar-real',
  'sequencers-real',
  'totp',
  'unit/money',
  'unit/names',
  'unit/placement-model',
  'unit/status-writes',
  'unit/warmup-planning',
  'vendor-limits',
  'web-app',
].map(server);

/**
 * Suites that read the source with the TypeScript compiler and compare it with the constants the
 * modules export: they open no database, though the modules they import can reach one (so they
 * are not among the dialect-free suites, whose imports `architecture.test.ts` checks).
 */
const SOURCE_SUITES = ['sdk-event-types'].map(server);

/** The modules a suite must not reach, through any chain of imports, to be dialect-free. */
export const DATABASE_MODULES = ['src/db/database.ts', 'test/support/database.ts'];

/**
 * The web app's journeys run once; its sign-in and session suite (`apps/web/test/sessions`) runs
 * on both dialects.
 */
const WEB_JOURNEYS = ['apps/web/test/journeys/**', 'apps/web/test/*.test.ts'];

/** Globs of the suites the PostgreSQL project leaves out. */
export const SQLITE_ONLY_SUITES = [
  ...COMMAND_LINE_SUITES,
  ...OWN_SERVER_SUITES,
  ...DIALECT_FREE_SUITES,
  ...SOURCE_SUITES,
  ...WEB_JOURNEYS,
];
