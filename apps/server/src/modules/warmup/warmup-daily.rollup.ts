import type { LedgerRollup } from '../mail/surface.js';
import type { WarmupDailyTable } from './warmup.table.js';

type DailyCounts = Omit<WarmupDailyTable, 'target'>;
type Counts = Omit<DailyCounts, 'mailbox_id' | 'day'>;
const COUNTS: ReadonlyArray<keyof Counts> = [
  'sent',
  'received',
  'inbox',
  'spam',
  'rescued',
  'replied',
  'bounced',
];

/**
 * Keeps `warmup_daily` from the ledger: a sender's warmup mail counts on the day it was sent
 * (sent, where it landed, rescued, replied, bounced: that day's cohort), what a mailbox received
 * on the day it arrived. Warmup messages and their replies only.
 */
export const warmupDailyRollup: LedgerRollup = async (trx, changes) => {
  const rows = new Map<string, DailyCounts>();
  const add = (mailboxId: string | null, at: string, field: keyof Counts) => {
    if (!mailboxId) return;
    const day = at.slice(0, 10);
    const key = `${mailboxId}|${day}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        mailbox_id: mailboxId,
        day,
        sent: 0,
        received: 0,
        inbox: 0,
        spam: 0,
        rescued: 0,
        replied: 0,
        bounced: 0,
      };
      rows.set(key, row);
    }
    row[field] += 1;
  };
  for (const change of changes) {
    const m = change.message;
    if (m.kind !== 'warmup' && m.kind !== 'reply') continue;
    const own = m.kind === 'warmup' ? m.mailbox_id : null;
    switch (change.type) {
      case 'sent':
        add(own, m.sent_at, 'sent');
        break;
      case 'arrived':
        if (change.folder !== 'missing') add(m.recipient_mailbox_id, change.at, 'received');
        if (change.folder === 'spam') add(own, m.sent_at, 'spam');
        else if (change.folder !== 'missing' && change.folder !== 'archive')
          add(own, m.sent_at, 'inbox');
        break;
      case 'bounced':
        add(own, m.sent_at, 'bounced');
        break;
      case 'rescued':
        add(own, m.sent_at, 'rescued');
        break;
      case 'replied':
        add(own, m.sent_at, 'replied');
        break;
    }
  }
  // In one order (mailbox, day), so two transactions never wait on each other's rows.
  const ordered = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, row] of ordered) {
    await trx
      .insertInto('warmup_daily')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['mailbox_id', 'day'])
          .doUpdateSet((eb) =>
            Object.fromEntries(
              COUNTS.map((c) => [c, eb(`warmup_daily.${c}`, '+', eb.ref(`excluded.${c}`))]),
            ),
          ),
      )
      .execute();
  }
};
