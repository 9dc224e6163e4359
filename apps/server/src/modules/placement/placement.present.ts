import { readInSlices } from '../../db/chunks.js';
import type { Executor } from '../../db/transaction.js';
import { toCredits } from '../billing/surface.js';
import { findMailboxesByInternalIds } from '../mailboxes/surface.js';
import type {
  PlacementContent,
  PlacementCopyRow,
  PlacementScheduleRow,
  PlacementTestRow,
} from './placement.table.js';
import { SEED_PROVIDERS, type SeedProvider } from './seed-providers.js';

type CopyFacts = Pick<PlacementCopyRow, 'test_id' | 'provider' | 'status' | 'folder'>;

/** Counts and shares of a set of copies; a share is null while no copy is measured. */
export function figures(copies: readonly CopyFacts[]) {
  const count = (test: (c: CopyFacts) => boolean) => copies.filter(test).length;
  const inbox = count((c) => c.status === 'found' && c.folder === 'inbox');
  const tab = count(
    (c) => c.status === 'found' && ['promotions', 'updates', 'archive'].includes(c.folder ?? ''),
  );
  const spam = count((c) => c.status === 'found' && c.folder === 'spam');
  const missing = count((c) => c.status === 'missing');
  const measured = inbox + tab + spam + missing;
  const pct = (n: number) => (measured === 0 ? null : Math.round((n / measured) * 10_000) / 100);
  return {
    copies: copies.length,
    pending: count((c) => c.status === 'pending' || c.status === 'sent'),
    measured,
    inbox,
    tab,
    spam,
    missing,
    not_sent: count((c) => c.status === 'not_sent'),
    inbox_pct: pct(inbox),
    tab_pct: pct(tab),
    spam_pct: pct(spam),
    missing_pct: pct(missing),
  };
}

async function uidsOf(db: Executor, rows: ReadonlyArray<{ sender_ids: string }>) {
  const ids = rows.flatMap((r) => JSON.parse(r.sender_ids) as string[]);
  const mailboxes = await findMailboxesByInternalIds(db, ids);
  return (row: { sender_ids: string }) =>
    (JSON.parse(row.sender_ids) as string[]).flatMap((id) => {
      const uid = mailboxes.get(id)?.uid;
      return uid ? [uid] : [];
    });
}

/** Runs as the API answers them, with their figures overall and per provider. */
export async function presentTests(db: Executor, runs: readonly PlacementTestRow[]) {
  const copies: CopyFacts[] = await readInSlices(
    runs.map((r) => r.id),
    (slice) =>
      db
        .selectFrom('placement_copies')
        .select(['test_id', 'provider', 'status', 'folder'])
        .where('test_id', 'in', slice)
        .execute(),
  );
  const senders = await uidsOf(db, runs);
  return runs.map((run) => {
    const own = copies.filter((c) => c.test_id === run.id);
    const providers = JSON.parse(run.providers) as SeedProvider[];
    return {
      uid: run.uid,
      name: run.name,
      status: run.status,
      previous_status: run.previous_status,
      schedule_uid: run.schedule_uid,
      subject: (JSON.parse(run.content) as PlacementContent).subject,
      mailbox_uids: senders(run),
      providers,
      delivery_mode: run.delivery_mode,
      price: run.charge_entry_id === null ? 0 : toCredits(run.price_cents),
      refunded: run.refunded === 1,
      failure_reason: run.failure_reason,
      overall: figures(own),
      by_provider: providers.map((provider) => ({
        provider,
        name: SEED_PROVIDERS[provider]?.name ?? provider,
        ...figures(own.filter((c) => c.provider === provider)),
      })),
      created_at: run.created_at,
      started_at: run.started_at,
      deadline_at: run.deadline_at,
      completed_at: run.completed_at,
    };
  });
}

/** A run's copies, one per sender and seed. */
export async function presentCopies(db: Executor, run: PlacementTestRow) {
  const rows = await db
    .selectFrom('placement_copies')
    .selectAll()
    .where('test_id', '=', run.id)
    .orderBy('provider')
    .orderBy('id')
    .execute();
  return rows.map((c) => ({
    sender: c.sender_email,
    seed: c.seed_email,
    provider: c.provider as SeedProvider,
    status: c.status,
    folder: c.folder,
    token: c.token,
    message_id: c.message_id,
    sent_at: c.sent_at,
    found_at: c.arrived_at,
    delay_seconds: c.delay_seconds,
    spf: c.spf as 'pass' | 'fail' | 'none' | null,
    dkim: c.dkim as 'pass' | 'fail' | 'none' | null,
    dmarc: c.dmarc as 'pass' | 'fail' | 'none' | null,
    error: c.error,
  }));
}

export async function presentSchedules(db: Executor, rows: readonly PlacementScheduleRow[]) {
  const senders = await uidsOf(db, rows);
  const runs = new Map<string, number>();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0)
    for (const r of await db
      .selectFrom('placement_tests')
      .select((eb) => ['schedule_id', eb.fn.countAll<number>().as('n')])
      .where('schedule_id', 'in', ids)
      .groupBy('schedule_id')
      .execute())
      runs.set(r.schedule_id as string, Number(r.n));
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    status: row.status,
    subject: (JSON.parse(row.content) as PlacementContent).subject,
    mailbox_uids: senders(row),
    providers: JSON.parse(row.providers) as SeedProvider[],
    delivery_mode: row.delivery_mode,
    days: JSON.parse(row.days),
    time: row.time,
    timezone: row.timezone,
    next_run_at: row.next_run_at,
    last_run_at: row.last_run_at,
    runs: runs.get(row.id) ?? 0,
    created_at: row.created_at,
  }));
}
