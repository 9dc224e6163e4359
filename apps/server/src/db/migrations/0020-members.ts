import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Members with roles, invitations, tokens that belong to a member, and `admins_only` workspaces.
 * Every existing team gets one admin member (named and addressed by its `admin_email` where it
 * has one) and every existing token becomes that admin's, so tokens keep working as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('can_manage_billing', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema
    .createIndex('members_team_created')
    .on('members')
    .columns(['team_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('member_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('can_manage_billing', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('members.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_invitations_team_created')
    .on('member_invitations')
    .columns(['team_id', 'created_at', 'id'])
    .execute();

  // Nullable in the table because SQLite cannot add a NOT NULL column without a default; every
  // token gets its member below and every new one is issued with one.
  await db.schema
    .alterTable('api_tokens')
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    .execute();
  await db.schema
    .alterTable('workspaces')
    .addColumn('admins_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const data = db as unknown as Kysely<Tables>;
  const teams = await data.selectFrom('teams').select(['id', 'admin_email']).execute();
  const now = new Date().toISOString();
  for (const team of teams) {
    const email = team.admin_email?.trim().toLowerCase() || null;
    const memberId = newId();
    await data
      .insertInto('members')
      .values({
        id: memberId,
        uid: randomUUID(),
        team_id: team.id,
        name: email ?? 'Admin',
        email,
        role: 'admin',
        can_manage_billing: 1,
        created_at: now,
        updated_at: now,
        removed_at: null,
      })
      .execute();
    await data
      .updateTable('api_tokens')
      .set({ member_id: memberId })
      .where('team_id', '=', team.id)
      .execute();
  }
}

/** The tables as this migration knows them (later code's types may differ). */
interface Tables {
  teams: { id: string; admin_email: string | null };
  members: {
    id: string;
    uid: string;
    team_id: string;
    name: string;
    email: string | null;
    role: string;
    can_manage_billing: number;
    created_at: string;
    updated_at: string;
    removed_at: string | null;
  };
  api_tokens: { team_id: string; member_id: string | null };
}

/** The id shape of `lib/ids.ts` (6-byte millisecond time, 6 random bytes), fixed here. */
function newId(): string {
  const time = Buffer.alloc(6);
  time.writeUIntBE(Date.now(), 0, 6);
  return time.toString('hex') + randomBytes(6).toString('hex');
}
