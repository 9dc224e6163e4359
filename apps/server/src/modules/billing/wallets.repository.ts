import type { Transaction, Updateable } from 'kysely';
import { countInserted, defineCountedList, requireCounting } from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
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

/** Get wallet logs' totals: per wallet, by kind. */
export const walletEntryCounts = defineCountedList({
  name: 'ledger_entries',
  table: 'ledger_entries',
  scope: 'wallet_id',
  dims: ['kind'],
});

/** Appends entries to wallets' ledgers (the ledger is append-only: nothing updates or deletes). */
export async function insertEntries(db: Executor, entries: readonly LedgerEntryRow[]) {
  if (entries.length === 0) return;
  requireCounting(db, walletEntryCounts);
  await db
    .insertInto('ledger_entries')
    .values([...entries])
    .execute();
  countInserted(db, walletEntryCounts, entries);
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

const entryList = defineList({
  table: 'ledger_entries',
  // The ledger's own order: `seq` counts a wallet's entries as they are written.
  newest: 'seq',
  base: (db, p: EntryFilter) =>
    db
      .selectFrom('ledger_entries')
      .where('wallet_id', '=', p.walletId)
      .$if(p.kinds !== undefined, (q) => q.where('kind', 'in', [...(p.kinds ?? [])]))
      .$if(p.from !== undefined, (q) => q.where('created_at', '>=', p.from as string))
      .$if(p.to !== undefined, (q) => q.where('created_at', '<', p.to as string)),
});

/**
 * A page of a wallet's entries, newest first. Its total comes from the wallet's counters (by
 * kind); a time range (`from`, `to`) is counted as it matches, since no counter answers it.
 */
export function listEntries(
  db: Executor,
  filter: EntryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const params: EntryFilter = {
    walletId: filter.walletId,
    ...(filter.kinds?.length ? { kinds: filter.kinds } : {}),
    ...(filter.from !== undefined ? { from: filter.from } : {}),
    ...(filter.to !== undefined ? { to: filter.to } : {}),
  };
  const total: PageTotal =
    params.from !== undefined || params.to !== undefined
      ? { bounded: true }
      : {
          counted: {
            list: walletEntryCounts,
            scope: filter.walletId,
            where: { kind: params.kinds },
          },
        };
  return readListPage(db, entryList, params, total, offset, limit);
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
