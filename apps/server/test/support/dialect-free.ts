/**
 * Suites that open no database: adapters against their loopback fakes, pure functions, checks
 * of the source. What they test is the same on either dialect, so they run once, on SQLite
 * (`vitest.config.ts`), like the command-line suites. `architecture.test.ts` checks that nothing
 * each one imports reaches the modules that open a database.
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
].map((name) => `apps/server/test/${name}.test.ts`);

/** The modules a suite must not reach, through any chain of imports, to be dialect-free. */
export const DATABASE_MODULES = ['src/db/database.ts', 'test/support/database.ts'];
