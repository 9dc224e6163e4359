import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { LedgerKind } from './billing.table.js';
import { applyEntry, formatCredits, type WalletTotals } from './money.js';

/** The sign each kind's amount must have (an adjustment may have either). */
const SIGNS: Partial<Record<LedgerKind, number>> = {
  purchase: 1,
  auto_topup: 1,
  charge: -1,
  refund: 1,
};

export interface LedgerReport {
  wallets: number;
  entries: number;
  /** One line per difference found; empty when every wallet agrees with its ledger. */
  differences: string[];
}

/**
 * Recomputes every wallet from its ledger and reports each difference: an entry out of sequence,
 * a `balance_after` that is not the running balance, a balance below zero, totals or an entry
 * count that disagree with the wallet row, refunds larger than their charge. Reads only.
 */
export async function verifyLedger(db: Kysely<DB>): Promise<LedgerReport> {
  const differences: string[] = [];
  const wallets = await db.selectFrom('wallets').selectAll().orderBy('id').execute();
  let entries = 0;
  for (const wallet of wallets) {
    const rows = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('wallet_id', '=', wallet.id)
      .orderBy('seq')
      .execute();
    entries += rows.length;
    const at = `wallet ${wallet.uid}`;
    let totals: WalletTotals = { total_credits_cents: 0, credits_used_cents: 0, balance_cents: 0 };
    for (const [i, entry] of rows.entries()) {
      const where = `${at}, entry ${entry.seq} (${entry.reference})`;
      if (entry.seq !== i + 1)
        differences.push(`${where}: sequence number ${entry.seq}, expected ${i + 1}`);
      const sign = SIGNS[entry.kind];
      if (sign !== undefined && Math.sign(entry.amount_cents) !== sign)
        differences.push(
          `${where}: a ${entry.kind} of ${formatCredits(entry.amount_cents)} has the wrong sign`,
        );
      totals = applyEntry(totals, entry.kind, entry.amount_cents);
      if (entry.balance_after_cents !== totals.balance_cents)
        differences.push(
          `${where}: balance_after ${formatCredits(entry.balance_after_cents)}, recomputed ${formatCredits(totals.balance_cents)}`,
        );
      if (totals.balance_cents < 0)
        differences.push(
          `${where}: the balance went below zero (${formatCredits(totals.balance_cents)})`,
        );
    }
    for (const field of ['total_credits_cents', 'credits_used_cents', 'balance_cents'] as const) {
      if (wallet[field] !== totals[field])
        differences.push(
          `${at}: ${field.replace('_cents', '')} is ${formatCredits(wallet[field])}, the ledger says ${formatCredits(totals[field])}`,
        );
    }
    if (wallet.entry_count !== rows.length)
      differences.push(
        `${at}: entry_count is ${wallet.entry_count}, the ledger has ${rows.length}`,
      );
  }
  const overRefunded = await db
    .selectFrom('ledger_entries as r')
    .innerJoin('ledger_entries as c', 'c.id', 'r.refund_of')
    .select(['c.reference', 'c.amount_cents'])
    .select((eb) => eb.fn.sum<number>('r.amount_cents').as('refunded'))
    .groupBy(['c.id', 'c.reference', 'c.amount_cents'])
    .execute();
  for (const row of overRefunded) {
    if (Number(row.refunded) > -row.amount_cents)
      differences.push(
        `charge ${row.reference}: refunded ${formatCredits(Number(row.refunded))}, more than its ${formatCredits(-row.amount_cents)}`,
      );
  }
  return { wallets: wallets.length, entries, differences };
}
