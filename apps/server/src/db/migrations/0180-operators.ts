import type { Kysely } from 'kysely';

/**
 * Operators: the people who run the service (issue 35), apart from every customer team. An
 * operator signs in to the operator API (`/v1/operator/...`) with an operator token (`mwo_…`),
 * made by `mailwright operators create`; only its SHA-256 is kept, as for API tokens. And an
 * index of the ledger by time, for revenue per month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();
  await db.schema
    .createTable('operator_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) =>
      c.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_prefix', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_tokens_operator')
    .on('operator_tokens')
    .column('operator_id')
    .execute();
  // Revenue per month (Get revenue) reads the ledger by time.
  await db.schema
    .createIndex('ledger_entries_created')
    .on('ledger_entries')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_created').execute();
  await db.schema.dropTable('operator_tokens').execute();
  await db.schema.dropTable('operators').execute();
}
