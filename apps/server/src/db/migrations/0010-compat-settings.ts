import type { Kysely } from 'kysely';

/**
 * Settings real clients send that Mailwright keeps:
 * - a workspace's webhook signature scheme (`hmac`, ours, or `api_key_sha256`, the real
 *   service's static hash of an API key, with that hash);
 * - a sequencer's warmup request (`enable_warmup` and its numbers, as JSON text; warmup itself
 *   comes later) and `auto_reconnect_mailboxes`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('signature_scheme', 'text', (c) => c.notNull().defaultTo('hmac'))
    .execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('signature_key_hash', 'text').execute();
  await db.schema.alterTable('sequencers').addColumn('warmup_settings', 'text').execute();
  await db.schema
    .alterTable('sequencers')
    .addColumn('auto_reconnect_mailboxes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
