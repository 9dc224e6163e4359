import type { Kysely } from 'kysely';

/** Domains (with their moves and rotations), DNS records and DKIM keys, tags and their assignments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tld', 'text', (c) => c.notNull())
    .addColumn('connection_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    // Unique while the domain holds its name; NULL (never equal) once it lets it go.
    .addColumn('name_key', 'text', (c) => c.unique())
    .addColumn('dns_propagation_status', 'text', (c) => c.notNull())
    .addColumn('nameserver_match_status', 'text', (c) => c.notNull())
    .addColumn('nameservers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('actual_nameservers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('nameservers_set_at', 'text')
    .addColumn('last_nameserver_check', 'text')
    .addColumn('zone_id', 'text')
    .addColumn('propagation_deadline', 'text')
    .addColumn('registration_years', 'integer', (c) => c.notNull())
    .addColumn('registration_price_cents', 'integer')
    .addColumn('renewal_price_cents', 'integer')
    .addColumn('registration_id', 'text')
    .addColumn('renewal_date', 'text')
    .addColumn('renewal_status', 'text', (c) => c.notNull())
    .addColumn('renewal_years', 'integer')
    .addColumn('renewal_requested_at', 'text')
    .addColumn('privacy', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('contact_details', 'text')
    .addColumn('forwarding_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mask_forwarding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('catch_all_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dmarc_policy', 'text')
    .addColumn('dmarc_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mailbox_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('domains_workspace_created')
    .on('domains')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('domains_team_name')
    .on('domains')
    .columns(['team_id', 'name'])
    .execute();

  await db.schema
    .createTable('domain_operations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('target_workspace_id', 'text')
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  await db.schema
    .createTable('dns_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('ttl', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer')
    .addColumn('managed', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dns_records_domain')
    .on('dns_records')
    .columns(['domain_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('dkim_keys')
    .addColumn('domain_id', 'text', (c) =>
      c.primaryKey().references('domains.id').onDelete('cascade'),
    )
    .addColumn('selector', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tags_workspace_name', ['workspace_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('tag_assignments')
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_assignments_pk', ['tag_id', 'record_kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('tag_assignments_record')
    .on('tag_assignments')
    .columns(['record_kind', 'record_id'])
    .execute();
}
