import { type Kysely, sql } from 'kysely';

/**
 * `domains.dmarc_chosen`: 1 once the customer set (or removed) the domain's DMARC with Set or
 * Remove DMARC configuration, 0 while the published DMARC is Mailwright's own default (`p=none`
 * for a new domain, `p=quarantine` for a stocked one). InfraGuard warns about a weak DMARC only
 * when it is the customer's choice (docs/decisions.md, "InfraGuard does not alert on
 * Mailwright's own DMARC default"). A domain whose DMARC was removed before this migration could
 * only have been removed by its customer, so it starts as chosen; every other starts as the
 * default, since which of them the customer had set is not recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('domains')
    .addColumn('dmarc_chosen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update domains set dmarc_chosen = 1 where dmarc_policy is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').dropColumn('dmarc_chosen').execute();
}
