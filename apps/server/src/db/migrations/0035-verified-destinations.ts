import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Verified forwarding destinations (docs/api/verified-destinations.md). Forwarding setup and
 * update accept only verified destinations from now on, so what already forwards keeps working:
 * every address a mailbox forwards to, or will once an open forwarding job (`enable`, `update`)
 * has run, is recorded here as verified, method `grandfathered`, in its workspace. Nothing about
 * the mailboxes or their forwarding changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verified_destinations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_sent_at', 'text')
    .addColumn('txt_value', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('verified_destinations_one', ['workspace_id', 'destination'])
    .execute();
  await db.schema
    .createIndex('verified_destinations_list')
    .on('verified_destinations')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();

  // Grandfathering: the destinations in use when the rule begins.
  // biome-ignore lint/suspicious/noExplicitAny: the migration sees the tables as they are now.
  const q = db as Kysely<any>;
  const forwarding = await q
    .selectFrom('mailboxes')
    .select(['workspace_id', 'forwarding_email as destination'])
    .where('forwarding_email', '!=', '')
    .execute();
  const open = await q
    .selectFrom('forwarding_jobs')
    .select(['workspace_id', 'forwarding_email as destination'])
    .where('status', 'in', ['pending', 'processing'])
    .where('action', 'in', ['enable', 'update'])
    .execute();
  const seen = new Set<string>();
  const now = new Date().toISOString();
  const rows = [];
  for (const { workspace_id, destination } of [...forwarding, ...open]) {
    const address = String(destination).trim().toLowerCase();
    const key = `${workspace_id} ${address}`;
    if (!address || seen.has(key)) continue;
    seen.add(key);
    rows.push({
      id: newId(),
      uid: randomUUID(),
      workspace_id,
      type: 'email',
      destination: address,
      status: 'verified',
      method: 'grandfathered',
      code_attempts: 0,
      verified_at: now,
      created_at: now,
      updated_at: now,
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await q
      .insertInto('verified_destinations')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** The id shape of `lib/ids.ts` (6-byte millisecond time, 6 random bytes), fixed here. */
function newId(): string {
  const time = Buffer.alloc(6);
  time.writeUIntBE(Date.now(), 0, 6);
  return time.toString('hex') + randomBytes(6).toString('hex');
}
