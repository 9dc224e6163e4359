import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import type {
  FolderBatch,
  MailAccount,
  ReadableFolder,
  RecipientProvider,
} from '../../../providers/mail-network.js';
import type { ProviderFailure } from '../../../providers/result.js';
import { recordMail } from '../../mail/surface.js';
import { type IngestOwner, inboxChanges, sentChanges } from './changes.js';
import { classifyIncoming, type Incoming } from './classify.js';
import type { MailIngestCursorRow } from './ingest.table.js';
import type { MxProviders } from './mx-provider.js';
import { parseSentCopy, type SentCopy } from './sent.js';

/** Messages read and written per transaction. */
export const INGEST_BATCH = 100;
/** Batches per folder in one run; the rest waits for the next run. */
const MAX_BATCHES = 20;

export interface IngestOutcome {
  /** Messages read per folder in this run. */
  read: Record<ReadableFolder, number>;
  /** Ledger changes written. */
  written: number;
  /** Folders whose UIDVALIDITY changed, so they were read again from the start. */
  restarted: ReadableFolder[];
}

/**
 * Reads what is new in a real mailbox since the last run: its sent folder first (so a reply or
 * a bounce read next finds the message it is about), then INBOX. Each batch's ledger changes
 * and the folder's new cursor are written in one transaction, so a crash loses nothing and
 * reads nothing twice; a cursor moved meanwhile by another run rolls the batch back.
 */
export async function ingestMailbox(
  ctx: AppContext,
  owner: IngestOwner,
  account: MailAccount,
  providerOf: MxProviders,
): Promise<({ ok: true } & IngestOutcome) | ProviderFailure> {
  const outcome: IngestOutcome = { read: { sent: 0, inbox: 0 }, written: 0, restarted: [] };
  for (const folder of ['sent', 'inbox'] as const) {
    for (let i = 0; i < MAX_BATCHES; i++) {
      const cursor = await findCursor(ctx, owner.id, folder);
      const batch = await ctx.providers.mailNetwork.readFolder(
        account,
        folder,
        { uidValidity: cursor?.uid_validity ?? null, nextUid: Number(cursor?.next_uid ?? 1) },
        INGEST_BATCH,
      );
      if (!batch.ok) return batch;
      if (batch.restarted && !outcome.restarted.includes(folder)) outcome.restarted.push(folder);
      const write = await planBatch(folder, batch, owner, providerOf);
      await inTransaction(ctx.db, async (trx) => {
        const changes = await write(trx);
        await recordMail(trx, changes);
        await advanceCursor(trx, owner.id, folder, cursor, batch);
        outcome.written += changes.length;
      });
      outcome.read[folder] += batch.messages.length;
      if (!batch.more) break;
    }
  }
  return { ok: true, ...outcome };
}

/** Parses a batch outside any transaction (and looks recipients' MX up); returns its writer. */
async function planBatch(
  folder: ReadableFolder,
  batch: FolderBatch,
  owner: IngestOwner,
  providerOf: MxProviders,
): Promise<(trx: Transaction<DB>) => ReturnType<typeof sentChanges>> {
  if (folder === 'inbox') {
    const incoming: Array<{ found: Incoming; at: string }> = [];
    for (const m of batch.messages) {
      if (isWarmup(m.raw)) continue;
      incoming.push({ found: await classifyIncoming(m.raw), at: m.receivedAt });
    }
    return (trx) => inboxChanges(trx, owner, incoming);
  }
  const copies: Array<{ copy: SentCopy; providers: Map<string, RecipientProvider> }> = [];
  for (const m of batch.messages) {
    const copy = await parseSentCopy(m.raw, m.receivedAt);
    if (!copy || copy.warmup) continue;
    const providers = new Map<string, RecipientProvider>();
    for (const r of copy.recipients) providers.set(r, await providerOf(r));
    copies.push({ copy, providers });
  }
  return (trx) => sentChanges(trx, owner, copies);
}

/** Warmup mail (tagged in its headers) is the warmup engine's to record. */
function isWarmup(raw: Buffer): boolean {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end === -1 ? raw.length : end).toString('latin1');
  return /^x-mailwright-warmup:/im.test(head);
}

function findCursor(
  ctx: AppContext,
  mailboxId: string,
  folder: ReadableFolder,
): Promise<MailIngestCursorRow | undefined> {
  return ctx.db
    .selectFrom('mail_ingest_cursors')
    .selectAll()
    .where('mailbox_id', '=', mailboxId)
    .where('folder', '=', folder)
    .executeTakeFirst();
}

/** Moves the folder's cursor past the batch, only from where this run found it. */
async function advanceCursor(
  trx: Transaction<DB>,
  mailboxId: string,
  folder: ReadableFolder,
  from: MailIngestCursorRow | undefined,
  batch: FolderBatch,
): Promise<void> {
  const now = new Date().toISOString();
  if (!from) {
    // A concurrent first run inserts the same key: the primary key refuses the second.
    await trx
      .insertInto('mail_ingest_cursors')
      .values({
        mailbox_id: mailboxId,
        folder,
        uid_validity: batch.uidValidity,
        next_uid: batch.nextUid,
        updated_at: now,
      })
      .execute();
    return;
  }
  const moved = await trx
    .updateTable('mail_ingest_cursors')
    .set({ uid_validity: batch.uidValidity, next_uid: batch.nextUid, updated_at: now })
    .where('mailbox_id', '=', mailboxId)
    .where('folder', '=', folder)
    .where('uid_validity', '=', from.uid_validity)
    .where('next_uid', '=', from.next_uid)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new Error(`The ${folder} cursor of mailbox ${mailboxId} moved during the read`);
}
