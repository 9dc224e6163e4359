import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import type { LedgerEntryRow, LedgerKind, WalletRow } from './billing.table.js';
import { applyEntry, formatCredits } from './money.js';
import { requireSpender } from './spending.js';
import {
  ensureWallet,
  findEntriesByReference,
  findEntryById,
  findEntryByReference,
  insertEntries,
  lockWallet,
  refundedOf,
  updateWallet,
} from './wallets.repository.js';

/**
 * Who pays: a purchase made in a workspace is paid by the team's wallet, or by the workspace's
 * own when its `use_shared_billing` is off; `workspaceId: null` is the team's wallet itself
 * (a subscription, credits added from the CLI).
 */
export interface Payer {
  teamId: string;
  workspaceId: string | null;
}

/** The wallet that pays for `payer` (created empty on first use). */
export async function walletFor(db: Executor, payer: Payer): Promise<WalletRow> {
  if (payer.workspaceId) {
    const workspace = await findWorkspaceByInternalId(db, payer.workspaceId);
    if (workspace && workspace.use_shared_billing === 0)
      return ensureWallet(db, payer.teamId, workspace.id);
  }
  return ensureWallet(db, payer.teamId, null);
}

/** One thing paid for in a charge: its own ledger entry, with its own unique reference. */
export interface ChargeLine {
  recordType: string;
  recordUid: string;
  amountCents: number;
  description: string;
  /** Unique per thing charged: charging a reference again writes nothing (a retried charge). */
  reference: string;
  /** The id the entry gets, when the caller records it beforehand (on the record it pays for). */
  entryId?: string;
}

export type ChargeResult =
  | { ok: true; entries: Map<string, LedgerEntryRow>; wallet: WalletRow }
  | { ok: false; neededCents: number; balanceCents: number };

/**
 * THE charge function: every paid thing is charged here, inside the transaction that creates (or
 * renews) what is bought, after that transaction's record locks, since the wallet row is always
 * the last lock taken. One entry per line (a line whose reference was already charged is not
 * charged again; a zero line writes nothing); all or none: when the wallet holds less than the
 * new lines together, nothing is written and the answer says so. A charge leaving the balance
 * below the auto top-up threshold starts one top-up (the `billing.auto-topup` job). With billing off
 * (MAILWRIGHT_BILLING=false) nothing is charged.
 */
export async function tryCharge(
  trx: Transaction<DB>,
  ctx: AppContext,
  payer: Payer,
  lines: readonly ChargeLine[],
  actor: string,
): Promise<ChargeResult> {
  // A member without billing spends nothing (`spending.ts`); a free charge is no spending.
  if (lines.some((line) => line.amountCents > 0)) await requireSpender(trx, ctx, actor);
  return chargeWallet(trx, ctx, await walletFor(trx, payer), lines, actor);
}

/**
 * {@link tryCharge} on a wallet already known: a paid checkout's lines, whose spending was
 * decided (and allowed) when the checkout was opened (`prepareCheckout`).
 */
export async function chargeWallet(
  trx: Transaction<DB>,
  ctx: AppContext,
  found: WalletRow,
  lines: readonly ChargeLine[],
  actor: string,
): Promise<ChargeResult> {
  const entries = new Map<string, LedgerEntryRow>();
  const payable = lines.filter((line) => line.amountCents > 0);
  if (!ctx.config.billing.enabled || payable.length === 0)
    return { ok: true, entries, wallet: found };
  let wallet = await lockWallet(trx, found.id);
  const written = await findEntriesByReference(
    trx,
    payable.map((line) => line.reference),
  );
  for (const entry of written) entries.set(entry.reference, entry);
  const fresh = payable.filter((line) => !entries.has(line.reference));
  const needed = fresh.reduce((sum, line) => sum + line.amountCents, 0);
  if (needed > wallet.balance_cents)
    return { ok: false, neededCents: needed, balanceCents: wallet.balance_cents };
  if (fresh.length > 0) {
    const appended = await appendEntries(
      trx,
      wallet,
      fresh.map((line) => ({
        kind: 'charge' as const,
        amountCents: -line.amountCents,
        description: line.description,
        recordType: line.recordType,
        recordUid: line.recordUid,
        reference: line.reference,
        actor,
        ...(line.entryId ? { id: line.entryId } : {}),
      })),
    );
    wallet = appended.wallet;
    for (const entry of appended.entries) entries.set(entry.reference, entry);
  }
  wallet = await startTopupIfLow(trx, ctx, wallet);
  return { ok: true, entries, wallet };
}

/**
 * {@link tryCharge} for requests: short of funds is a 402 (`INSUFFICIENT_FUNDS`) with the real
 * service's wording, `Insufficient wallet balance to <what>`, and the caller's transaction rolls
 * back, so nothing is created or scheduled.
 */
export async function charge(
  trx: Transaction<DB>,
  ctx: AppContext,
  payer: Payer,
  lines: readonly ChargeLine[],
  options: { actor: string; what: string },
): Promise<Map<string, LedgerEntryRow>> {
  const result = await tryCharge(trx, ctx, payer, lines, options.actor);
  if (!result.ok) throw insufficientFunds(options.what, result.neededCents, result.balanceCents);
  return result.entries;
}

export function insufficientFunds(what: string, neededCents: number, balanceCents: number) {
  return new ApiError(
    'INSUFFICIENT_FUNDS',
    `Insufficient wallet balance to ${what} (needs ${formatCredits(neededCents)} credits; the wallet holds ${formatCredits(balanceCents)}). Add credits and try again.`,
  );
}

/**
 * Money in: credits bought (`purchase`), an automatic top-up (`auto_topup`), or an operator's
 * `adjustment` (either sign; never below zero). Written once per reference: the same reference
 * again returns the entry already written.
 */
export async function credit(
  trx: Transaction<DB>,
  walletId: string,
  input: {
    kind: Extract<LedgerKind, 'purchase' | 'auto_topup' | 'adjustment'>;
    amountCents: number;
    description: string;
    reference: string;
    actor: string;
    recordType?: string;
    recordUid?: string;
  },
): Promise<{ entry: LedgerEntryRow; wallet: WalletRow; created: boolean }> {
  const wallet = await lockWallet(trx, walletId);
  const existing = await findEntryByReference(trx, input.reference);
  if (existing) return { entry: existing, wallet, created: false };
  if (wallet.balance_cents + input.amountCents < 0)
    throw new ApiError(
      'INSUFFICIENT_FUNDS',
      `The wallet holds ${formatCredits(wallet.balance_cents)} credits; an adjustment cannot take it below zero`,
    );
  const written = await writeEntry(trx, wallet, {
    kind: input.kind,
    amountCents: input.amountCents,
    description: input.description,
    recordType: input.recordType ?? null,
    recordUid: input.recordUid ?? null,
    reference: input.reference,
    actor: input.actor,
  });
  return { ...written, created: true };
}

/**
 * Gives (part of) a charge back into the wallet that paid it, for a record whose purchase failed.
 * At most what is left of the charge; once per reference. Null when there is nothing to give back
 * (no charge: billing was off, or it was already refunded).
 */
export async function refund(
  trx: Transaction<DB>,
  input: {
    chargeEntryId: string | null;
    amountCents: number;
    recordType: string;
    recordUid: string;
    description: string;
    reference: string;
    actor: string;
  },
): Promise<LedgerEntryRow | null> {
  if (!input.chargeEntryId || input.amountCents <= 0) return null;
  const chargeEntry = await findEntryById(trx, input.chargeEntryId);
  if (chargeEntry?.kind !== 'charge') return null;
  const wallet = await lockWallet(trx, chargeEntry.wallet_id);
  const existing = await findEntryByReference(trx, input.reference);
  if (existing) return existing;
  const left = -chargeEntry.amount_cents - (await refundedOf(trx, chargeEntry.id));
  const amount = Math.min(left, input.amountCents);
  if (amount <= 0) return null;
  const { entry } = await writeEntry(trx, wallet, {
    kind: 'refund',
    amountCents: amount,
    description: input.description,
    recordType: input.recordType,
    recordUid: input.recordUid,
    reference: input.reference,
    actor: input.actor,
    refundOf: chargeEntry.id,
  });
  return entry;
}

/** The charge written under `reference`, if any. */
export async function findCharge(db: Executor, reference: string) {
  const entry = await findEntryByReference(db, reference);
  return entry?.kind === 'charge' ? entry : undefined;
}

/** The name of the auto top-up job (`auto-topup.jobs.ts`). */
export const AUTO_TOPUP_JOB = 'billing.auto-topup';

/** What an entry to append says (the wallet, sequence and balance are filled in). */
interface NewEntry {
  kind: LedgerKind;
  amountCents: number;
  description: string;
  recordType: string | null;
  recordUid: string | null;
  reference: string;
  actor: string;
  refundOf?: string;
  id?: string;
}

/**
 * Appends entries to a locked wallet, in order, and moves its totals: one insert and one update
 * however many entries (the wallet lock is held for as few statements as can be).
 */
async function appendEntries(
  trx: Transaction<DB>,
  wallet: WalletRow,
  input: readonly NewEntry[],
): Promise<{ entries: LedgerEntryRow[]; wallet: WalletRow }> {
  const now = isoNow();
  let totals = {
    total_credits_cents: wallet.total_credits_cents,
    credits_used_cents: wallet.credits_used_cents,
    balance_cents: wallet.balance_cents,
  };
  const entries = input.map((e, i): LedgerEntryRow => {
    totals = applyEntry(totals, e.kind, e.amountCents);
    return {
      id: e.id ?? newId(),
      uid: newUid(),
      wallet_id: wallet.id,
      seq: wallet.entry_count + i + 1,
      kind: e.kind,
      amount_cents: e.amountCents,
      balance_after_cents: totals.balance_cents,
      description: e.description,
      record_type: e.recordType,
      record_uid: e.recordUid,
      refund_of: e.refundOf ?? null,
      actor: e.actor,
      reference: e.reference,
      created_at: now,
    };
  });
  await insertEntries(trx, entries);
  const changes = { ...totals, entry_count: wallet.entry_count + entries.length, updated_at: now };
  await updateWallet(trx, wallet.id, changes);
  return { entries, wallet: { ...wallet, ...changes } };
}

/** Appends one entry (see {@link appendEntries}). */
async function writeEntry(trx: Transaction<DB>, wallet: WalletRow, input: NewEntry) {
  const { entries, wallet: after } = await appendEntries(trx, wallet, [input]);
  return { entry: entries[0] as LedgerEntryRow, wallet: after };
}

/**
 * After a charge: when auto top-up is on, the balance is now below its threshold and no top-up
 * is under way for this crossing, one top-up is started (its reference marks the crossing, and
 * the job key makes it one job however many workers see it).
 */
async function startTopupIfLow(
  trx: Transaction<DB>,
  ctx: AppContext,
  wallet: WalletRow,
): Promise<WalletRow> {
  if (
    wallet.auto_topup_enabled !== 1 ||
    wallet.auto_topup_pending !== null ||
    wallet.balance_cents >= wallet.auto_topup_threshold_cents
  )
    return wallet;
  return startTopup(trx, ctx, wallet);
}

/** Starts one top-up of a locked wallet: marks the crossing and queues its job (once per crossing). */
export async function startTopup(
  trx: Transaction<DB>,
  ctx: AppContext,
  wallet: WalletRow,
): Promise<WalletRow> {
  const count = wallet.auto_topup_count + 1;
  const reference = `auto_topup:${wallet.uid}:${count}`;
  const changes = { auto_topup_pending: reference, auto_topup_count: count };
  await updateWallet(trx, wallet.id, changes);
  // Looked up by name: the job's module depends on payments, which depend on this one.
  const job = ctx.jobs.definition(AUTO_TOPUP_JOB);
  if (!job) throw new Error(`job ${AUTO_TOPUP_JOB} is not registered`);
  await ctx.jobs.enqueue(trx, job, { walletId: wallet.id, reference }, { key: reference });
  return { ...wallet, ...changes };
}

/**
 * Locks the wallet that pays for `payer` (after the caller's record locks), for a decision that
 * must be taken one purchase at a time on that wallet (which mailboxes the plan includes).
 * With billing off, nothing is locked.
 */
export async function lockPayerWallet(
  trx: Transaction<DB>,
  ctx: AppContext,
  payer: Payer,
): Promise<WalletRow> {
  const wallet = await walletFor(trx, payer);
  return ctx.config.billing.enabled ? lockWallet(trx, wallet.id) : wallet;
}
