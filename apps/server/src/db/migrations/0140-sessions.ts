import type { Kysely } from 'kysely';

/**
 * People sign in (docs/api/sessions.md): a member's password and TOTP second factor, the
 * sessions their browser holds (only the SHA-256 of the cookie is kept), one-time links that set
 * a password, and the sign-in failure windows that rate-limit guessing across processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_credentials')
    .addColumn('member_id', 'text', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('password_hash', 'text')
    .addColumn('password_set_at', 'text')
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_enabled_at', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_sessions_member')
    .on('member_sessions')
    .columns(['member_id', 'revoked_at'])
    .execute();

  await db.schema
    .createTable('password_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_links_member_created')
    .on('password_links')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sign_in_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_limits_window')
    .on('sign_in_limits')
    .column('window_started_at')
    .execute();

  // Sign-in looks members up by address across teams.
  await db.schema.createIndex('members_email').on('members').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_email').execute();
  for (const table of ['sign_in_limits', 'password_links', 'member_sessions', 'member_credentials'])
    await db.schema.dropTable(table).execute();
}
