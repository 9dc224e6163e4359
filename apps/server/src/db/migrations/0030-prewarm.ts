import type { Kysely } from 'kysely';

/**
 * Prewarm: the operator's inventory of warmed domains (`prewarm_stock`, one row per domain of the
 * operator's stock workspace), each `available`, `held` by an order while it is transferred, or
 * `sold`; `for_sale` 0 marks a pool-only domain (operator pool mailboxes, never sold).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prewarm_stock')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('domain_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tld', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('mailbox_count', 'integer', (c) => c.notNull())
    .addColumn('warming_since', 'text', (c) => c.notNull())
    .addColumn('for_sale', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('sold_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prewarm_stock_status_since')
    .on('prewarm_stock')
    .columns(['status', 'warming_since', 'id'])
    .execute();
}
