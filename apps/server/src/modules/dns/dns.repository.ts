import { chunks } from '../../db/chunks.js';
import type { Executor } from '../../db/transaction.js';
import type { DkimKeyRow, DnsRecordRow, ManagedRecord } from './dns.table.js';

export function listRecordsOfDomain(db: Executor, domainId: string): Promise<DnsRecordRow[]> {
  return db
    .selectFrom('dns_records')
    .selectAll()
    .where('domain_id', '=', domainId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertRecords(db: Executor, rows: DnsRecordRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('dns_records').values(rows).execute();
}

export async function updateRecordRow(
  db: Executor,
  id: string,
  changes: Partial<Omit<DnsRecordRow, 'id' | 'domain_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('dns_records').set(changes).where('id', '=', id).execute();
}

export async function deleteRecordRows(
  db: Executor,
  domainId: string,
  ids: readonly string[],
): Promise<void> {
  for (const slice of chunks(ids))
    await db
      .deleteFrom('dns_records')
      .where('domain_id', '=', domainId)
      .where('id', 'in', slice)
      .execute();
}

export async function deleteManagedRows(
  db: Executor,
  domainId: string,
  managed: readonly ManagedRecord[],
): Promise<void> {
  if (managed.length === 0) return;
  await db
    .deleteFrom('dns_records')
    .where('domain_id', '=', domainId)
    .where('managed', 'in', managed)
    .execute();
}

export async function deleteAllRecordRows(db: Executor, domainId: string): Promise<void> {
  await db.deleteFrom('dns_records').where('domain_id', '=', domainId).execute();
}

export async function markRecordsActive(
  db: Executor,
  ids: readonly string[],
  now: string,
): Promise<void> {
  // A domain's records have no cap (100 more a request).
  for (const slice of chunks(ids))
    await db
      .updateTable('dns_records')
      .set({ status: 'active', updated_at: now })
      .where('id', 'in', slice)
      .where('status', '=', 'pending')
      .execute();
}

export function findDkimKey(db: Executor, domainId: string): Promise<DkimKeyRow | undefined> {
  return db
    .selectFrom('dkim_keys')
    .selectAll()
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
}

/** Stores a key unless the domain already has one (two workers may race to generate it). */
export async function insertDkimKeyIfAbsent(db: Executor, row: DkimKeyRow): Promise<void> {
  await db
    .insertInto('dkim_keys')
    .values(row)
    .onConflict((oc) => oc.column('domain_id').doNothing())
    .execute();
}
