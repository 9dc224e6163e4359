import { type Kysely, sql } from 'kysely';

/**
 * Real registrars and sequencer platforms (issue 37). A purchased domain keeps the registrar's own
 * prices it was quoted (`registration_cost_cents`, `renewal_cost_cents`, before the operator's
 * margin): the registration and renewals are bought at them, and a registrar that now asks
 * another price fails the purchase (`price_changed`, refunded). An OAuth export keeps the
 * platform's OAuth session while it waits for the customer to sign in (`oauth_session_id`, the
 * `oauth_url` to open, `oauth_expires_at`). Existing domains were priced by the simulator, whose
 * price is its cost: they take their price as their cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['registration_cost_cents', 'renewal_cost_cents'])
    await db.schema.alterTable('domains').addColumn(column, 'integer').execute();
  await sql`UPDATE domains SET registration_cost_cents = registration_price_cents,
    renewal_cost_cents = renewal_price_cents`.execute(db);
  await db.schema.alterTable('sequencer_exports').addColumn('oauth_session_id', 'text').execute();
  await db.schema
    .alterTable('sequencer_exports')
    .addColumn('oauth_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sequencer_exports').addColumn('oauth_expires_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['oauth_expires_at', 'oauth_url', 'oauth_session_id'])
    await db.schema.alterTable('sequencer_exports').dropColumn(column).execute();
  for (const column of ['renewal_cost_cents', 'registration_cost_cents'])
    await db.schema.alterTable('domains').dropColumn(column).execute();
}
