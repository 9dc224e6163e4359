import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { CountedList } from './db/list-counts.js';
import type { DB } from './db/schema.js';
import type { JobQueue } from './jobs/queue.js';
import type { Logger } from './lib/logger.js';
import type { Metrics } from './lib/metrics.js';
import type { SecretBox } from './lib/secret-box.js';
import type { Providers } from './providers/index.js';

/**
 * The dependencies every module receives: composed once by the entry point (or the test
 * harness) and passed down explicitly. There is no ambient state.
 */
export interface AppContext {
  config: Config;
  database: Database;
  /** Shortcut for `database.db`. */
  db: Kysely<DB>;
  log: Logger;
  secrets: SecretBox;
  jobs: JobQueue;
  /** Adapters to registrars, DNS hosts ... (the simulator by default). */
  providers: Providers;
  /** This process's metrics registry (`lib/metrics.ts`), served at `/metrics`. */
  metrics: Metrics;
  /**
   * Set when the process begins to stop (SIGTERM): `/readyz` answers 503 from then on, and every
   * response closes its connection, so clients and load balancers move on without a reset.
   */
  lifecycle: { stopping: boolean };
  /** Every list whose totals are counters (`main/counted-lists.ts`), for the operator's checks. */
  countedLists: readonly CountedList[];
}
