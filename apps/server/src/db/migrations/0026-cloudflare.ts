import type { Kysely } from 'kysely';

/**
 * Cloudflare-connected domains (docs/api/cloudflare.md): a workspace's Cloudflare credential
 * (sealed), which team owns each Cloudflare account, which domains are connected through it, the
 * connect attempts the rate limit counts, and the records of the sandbox Cloudflare account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cloudflare_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().unique().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('auth_type', 'text', (c) => c.notNull())
    .addColumn('credential_sealed', 'text', (c) => c.notNull())
    .addColumn('credential_hash', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('credential_status', 'text', (c) => c.notNull())
    .addColumn('last_verified_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cloudflare_connections_account')
    .on('cloudflare_connections')
    .columns(['account_id', 'team_id'])
    .execute();

  // One team per Cloudflare account: the primary key settles two teams connecting it at once.
  await db.schema
    .createTable('cloudflare_account_owners')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cloudflare_domains')
    .addColumn('domain_id', 'text', (c) =>
      c.primaryKey().references('domains.id').onDelete('cascade'),
    )
    .addColumn('connection_id', 'text', (c) =>
      c.notNull().references('cloudflare_connections.id').onDelete('cascade'),
    )
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addColumn('zone_name', 'text', (c) => c.notNull())
    .addColumn('overwrite_conflicts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dns_conflict', 'text', (c) => c.notNull().defaultTo('null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cloudflare_domains_zone')
    .on('cloudflare_domains')
    .columns(['zone_id', 'team_id'])
    .execute();
  await db.schema
    .createIndex('cloudflare_domains_connection')
    .on('cloudflare_domains')
    .column('connection_id')
    .execute();

  await db.schema
    .createTable('cloudflare_connect_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cloudflare_connect_attempts_workspace')
    .on('cloudflare_connect_attempts')
    .columns(['workspace_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sim_cloudflare_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('ttl', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sim_cloudflare_records_zone')
    .on('sim_cloudflare_records')
    .columns(['zone_id', 'created_at'])
    .execute();
}
