import type { Kysely } from 'kysely';

/**
 * Billing: wallets, their append-only ledger, payment sessions (checkouts and card charges), the
 * payment simulator's own records, and what purchases need to know about their payment:
 * `workspaces.use_shared_billing` (a workspace with `0` has its own wallet) and, on mailboxes,
 * the ledger entry that paid for the current setup and how much of it (for a refund).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text')
    // The team's id for the team wallet, `<team id>:<workspace id>` for a workspace's own.
    .addColumn('owner_key', 'text', (c) => c.notNull().unique())
    .addColumn('total_credits_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_used_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_topup_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_topup_threshold_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_topup_amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_topup_disabled_reason', 'text')
    .addColumn('auto_topup_pending', 'text')
    .addColumn('auto_topup_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_id', 'text')
    .addColumn('card_label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text')
    .addColumn('record_uid', 'text')
    .addColumn('refund_of', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_wallet_seq')
    .on('ledger_entries')
    .columns(['wallet_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ledger_entries_refund_of')
    .on('ledger_entries')
    .column('refund_of')
    .execute();

  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('purpose_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('credits_applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_sessions_team')
    .on('payment_sessions')
    .columns(['team_id', 'created_at'])
    .execute();

  // The payment simulator's side (what Stripe would keep on its servers), shared by every process.
  await db.schema
    .createTable('sim_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('workspaces')
    .addColumn('use_shared_billing', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('mailboxes').addColumn('charge_entry_id', 'text').execute();
  await db.schema.alterTable('mailboxes').addColumn('charge_cents', 'bigint').execute();
}
