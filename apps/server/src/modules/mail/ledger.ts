import type { Transaction } from 'kysely';
import { rowChunks } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import { beforeCommit } from '../../db/transaction.js';
import { defineHook } from '../../lib/hook.js';
import { bodyTemplateOf } from './body-template.js';
import type { MailMessageRow } from './mail.table.js';

/**
 * What happened to messages, as the ledger records it. Every write to the ledger is one of
 * these, through {@link recordMail}: the one place rollups kept from the ledger join.
 */
export type LedgerChange =
  /**
   * A message left a mailbox (a bounce at submission follows as `bounced`); `bodyText` is its
   * body when the writer knew it (the ledger keeps only its template: `message.body_template`).
   */
  | { type: 'sent'; message: MailMessageRow; bodyText?: string | null }
  /** It was found at the recipient: where it landed, and the receiver's verdicts. */
  | {
      type: 'arrived';
      message: MailMessageRow;
      at: string;
      folder: NonNullable<MailMessageRow['folder']>;
      auth: string | null;
    }
  | {
      type: 'bounced';
      message: MailMessageRow;
      at: string;
      bounce: 'hard' | 'soft';
      diagnostic: string;
    }
  /** A receiver moved it from spam to the inbox. */
  | { type: 'rescued'; message: MailMessageRow; at: string }
  /** Its recipient answered it. */
  | { type: 'replied'; message: MailMessageRow; at: string }
  /** An auto-responder answered it (out of office): not a reply. */
  | { type: 'auto_replied'; message: MailMessageRow; at: string };

/**
 * What a caller hands {@link recordMail}: the changes, where a new message is written without
 * the columns the ledger derives itself, and may say where it left from (`sendingIp`) and what
 * its body was (`bodyText`, kept only as its template's fingerprint: `body-template.ts`).
 */
export type LedgerInput =
  | Exclude<LedgerChange, { type: 'sent' }>
  | {
      type: 'sent';
      message: NewLedgerMessage;
      sendingIp?: string | null;
      bodyText?: string | null;
    };

/** A new ledger row as its writer knows it: the ledger derives `sending_ip` and `body_template`. */
export type NewLedgerMessage = Omit<MailMessageRow, 'sending_ip' | 'body_template'>;

/** What a message just sent has not had yet: spread into a new `sent` row's fields. */
export const NOTHING_HAPPENED_YET = {
  arrived_at: null,
  folder: null,
  bounce: null,
  bounce_diagnostic: null,
  bounced_at: null,
  auth: null,
  rescued_at: null,
  replied_at: null,
  auto_replied_at: null,
} as const satisfies Partial<NewLedgerMessage>;

/** A rollup kept as the ledger is written: called with every batch of changes, in the same transaction. */
export type LedgerRollup = (
  trx: Transaction<DB>,
  changes: readonly LedgerChange[],
) => Promise<void>;

/**
 * The rollups kept from the ledger: features above mail (warmup, insights) register theirs
 * through the composition root (`main/ledger-rollups.ts`, `wireModules`), so the ledger never
 * imports them.
 */
export const ledgerRollupsHook = defineHook<readonly LedgerRollup[]>('the ledger rollups');

/** Per open transaction: the changes its rollups have not seen yet. */
const pendingRollups = new WeakMap<Transaction<DB>, LedgerChange[]>();

/**
 * Writes changes to the ledger (new messages in one insert, then each change to an existing
 * one) and returns the new messages' rows as written, then lets every rollup of
 * `ledgerRollupsHook` (`main/ledger-rollups.ts`) see them, in the caller's transaction. Inside
 * `inTransaction` the rollups see every change the transaction recorded at once, just before it
 * commits, each writing its rows in key order and one rollup after another: two transactions
 * then take rollup rows in one order and never deadlock on them (docs/decisions.md, locks).
 */
export async function recordMail(
  trx: Transaction<DB>,
  inputs: readonly LedgerInput[],
): Promise<MailMessageRow[]> {
  if (inputs.length === 0) return [];
  const changes = inputs.map(toChange);
  const fresh = changes.flatMap((c) => (c.type === 'sent' ? [c.message] : []));
  for (const rows of rowChunks(fresh)) await trx.insertInto('mail_messages').values(rows).execute();
  for (const change of changes) {
    if (change.type === 'sent') continue;
    await trx
      .updateTable('mail_messages')
      .set(columnsOf(change))
      .where('id', '=', change.message.id)
      .execute();
  }
  const pending = pendingRollups.get(trx);
  if (pending) {
    pending.push(...changes);
    return fresh;
  }
  const batch = [...changes];
  const deferred = beforeCommit(trx, async () => {
    pendingRollups.delete(trx);
    await runRollups(trx, batch);
  });
  if (deferred) pendingRollups.set(trx, batch);
  else await runRollups(trx, batch);
  return fresh;
}

/** The change as the ledger writes it: a new message with its derived columns. */
function toChange(input: LedgerInput): LedgerChange {
  if (input.type !== 'sent') return input;
  const { sendingIp, bodyText } = input;
  return {
    type: 'sent',
    bodyText: bodyText ?? null,
    message: {
      ...input.message,
      sending_ip: sendingIp ?? null,
      body_template: bodyText == null ? null : bodyTemplateOf(bodyText),
    },
  };
}

async function runRollups(trx: Transaction<DB>, changes: readonly LedgerChange[]): Promise<void> {
  for (const rollup of ledgerRollupsHook.get()) await rollup(trx, changes);
}

function columnsOf(change: Exclude<LedgerChange, { type: 'sent' }>) {
  switch (change.type) {
    case 'arrived':
      return { arrived_at: change.at, folder: change.folder, auth: change.auth };
    case 'bounced':
      return {
        bounce: change.bounce,
        bounce_diagnostic: change.diagnostic,
        bounced_at: change.at,
      };
    case 'rescued':
      return { rescued_at: change.at };
    case 'replied':
      return { replied_at: change.at };
    case 'auto_replied':
      return { auto_replied_at: change.at };
  }
}

/**
 * Moves the messages these mailboxes sent to a new owner's team and workspace (a prewarm
 * purchase: the mailboxes' history goes with them). The rows stay as they were sent; only whose
 * they are changes. Messages they received stay the sender's.
 */
export async function moveMailHistory(
  trx: Transaction<DB>,
  mailboxIds: readonly string[],
  to: { teamId: string; workspaceId: string },
): Promise<void> {
  if (mailboxIds.length === 0) return;
  await trx
    .updateTable('mail_messages')
    .set({ team_id: to.teamId, workspace_id: to.workspaceId })
    .where('mailbox_id', 'in', mailboxIds)
    .execute();
}
