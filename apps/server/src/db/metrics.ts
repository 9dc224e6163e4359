import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from './database.js';
import { deadlockVictims } from './transaction.js';

/**
 * This process's database figures, read at each scrape: statements sent, deadlock victims and,
 * on PostgreSQL, the connection pool. Registers them in `registry`; answers the refresher.
 */
export function databaseMetrics(database: Database, registry: Registry): () => Promise<void> {
  const registers = [registry];
  const statements = new Counter({
    name: 'mailwright_db_statements_total',
    help: 'Statements this process has sent to the database (BEGIN and COMMIT included), since it started.',
    registers,
  });
  const deadlocks = new Counter({
    name: 'mailwright_db_deadlocks_total',
    help: "This process's transactions PostgreSQL chose as a deadlock's victim (each is run again, up to 3 times), since it started.",
    registers,
  });
  const connections = new Gauge({
    name: 'mailwright_db_pool_connections',
    help: 'PostgreSQL connections of this process: open (`total`), of them `idle`, and the most it may open (`max`).',
    labelNames: ['state'],
    registers,
  });
  const waiting = new Gauge({
    name: 'mailwright_db_pool_waiting',
    help: 'Queries of this process waiting for a free PostgreSQL connection.',
    registers,
  });
  return async () => {
    statements.reset();
    statements.inc(database.statements.count);
    deadlocks.reset();
    deadlocks.inc(deadlockVictims(database.db));
    const pool = database.pool();
    if (!pool) return;
    for (const state of ['max', 'total', 'idle'] as const) connections.set({ state }, pool[state]);
    waiting.set(pool.waiting);
  };
}
