import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRow } from '../../db/transaction.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { LedgerEntryRow, LedgerKind, WalletRow, WalletTable } from './billing.table.js';

/** The owner key of a wallet: the team's, or a workspace's own. */
export function ownerKeyOf(teamId: string, workspaceId: string | null): string {
  return workspaceId ? `${teamId}:${workspaceId}` : teamId;
}

export function findWalletByOwner(db: Executor, ownerKey: string) {
  return db.selectFrom('wallets').selectAll().where('owner_key', '=', ownerKey).executeTakeFirst();
}

export function findWalletById(db: Executor, id: string) {
  return db.selectFrom('wallets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The wallet of this owner, created (empty) on first use; concurrent first uses make one. */
export async function ensureWallet(
  db: Executor,
  teamId: string,
  workspaceId: string | null,
): Promise<WalletRow> {
  const ownerKey = ownerKeyOf(teamId, workspaceId);
  const found = await findWalletByOwner(db, ownerKey);
  if (found) return found;
  const now = isoNow();
  await db
    .insertInto('wallets')
    .values({
      id: newId(),
      uid: newUid(),
      team_id: teamId,
      workspace_id: workspaceId,
      owner_key: ownerKey,
      total_credits_cents: 0,
      credits_used_cents: 0,
      balance_cents: 0,
      entry_count: 0,
      auto_topup_enabled: 0,
      auto_topup_threshold_cents: 0,
      auto_topup_amount_cents: 0,
      auto_topup_disabled_reason: null,
      auto_topup_pending: null,
      auto_topup_count: 0,
      customer_id: null,
      card_label: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('owner_key').doNothing())
    .execute();
  return (await findWalletByOwner(db, ownerKey)) as WalletRow;
}

/**
 * Locks the wallet row until the transaction ends and reads it afresh. Always the last lock a
 * transaction takes (docs/decisions.md, lock order): every charge, credit and refund passes here.
 */
export async function lockWallet(trx: Transaction<DB>, walletId: string): Promise<WalletRow> {
  // One statement: the lock is taken (checked last in LOCK_ORDER) and the row read as it now is.
  return (await lockedRow(trx, 'wallets', walletId)) as WalletRow;
}

export async function updateWallet(
  db: Executor,
  walletId: string,
  changes: Updateable<WalletTable>,
): Promise<void> {
  await db.updateTable('wallets').set(changes).where('id', '=', walletId).execute();
}

export async function insertEntries(db: Executor, entries: readonly LedgerEntryRow[]) {
  if (entries.length > 0)
    await db
      .insertInto('ledger_entries')
      .values([...entries])
      .execute();
}

/** The entries already written under these references. */
export function findEntriesByReference(db: Executor, references: readonly string[]) {
  if (references.length === 0) return Promise.resolve([] as LedgerEntryRow[]);
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('reference', 'in', [...references])
    .execute();
}

export function findEntryByReference(db: Executor, reference: string) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export function findEntryById(db: Executor, id: string) {
  return db.selectFrom('ledger_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What has been refunded of a charge so far (a positive number of cents). */
export async function refundedOf(db: Executor, chargeId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
    .where('refund_of', '=', chargeId)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

export interface EntryFilter {
  walletId: string;
  kinds?: readonly LedgerKind[];
  from?: string;
  to?: string;
}

function filtered(db: Executor, filter: EntryFilter) {
  let query = db.selectFrom('ledger_entries').where('wallet_id', '=', filter.walletId);
  if (filter.kinds?.length) query = query.where('kind', 'in', [...filter.kinds]);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  return query;
}

/** A page of a wallet's entries, newest first. */
export async function listEntries(
  db: Executor,
  filter: EntryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('seq', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** The charges written for a record, newest first. */
export function findChargesOf(db: Executor, recordType: string, recordUid: string) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_uid', '=', recordUid)
    .where('kind', '=', 'charge')
    .orderBy('seq', 'desc')
    .execute();
}
