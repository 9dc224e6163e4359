import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every status column is written only through its lifecycle (lib/lifecycle.ts). The source is
// read for the statements that write a `status` column: a Kysely `updateTable(...)` whose
// `.set({...})` names `status`, a raw `update ... set status =`, or a `writeCountedStatus` call.
// Each file holding one is listed below with why it may: the one write of a kind's lifecycle,
// or a table whose status is a work item's state with no lifecycle of its own.

const ALLOWED: Record<string, string> = {
  // The one write of a kind with a lifecycle.
  'modules/billing/subscription.lifecycle.ts': 'subscriptions: the lifecycle’s writeSubscription',
  'modules/domains/domains.repository.ts': 'domains: writeDomainStatus, called by domainMoves',
  'modules/mailboxes/mailboxes.repository.ts': 'mailboxes: writeMailboxStatus (mailboxMoves)',
  'modules/sequencers/sequencers.repository.ts': 'sequencers: writeSequencerStatus (moves)',
  'modules/sequencers/exports.repository.ts': 'sequencer exports: writeExportStatus (moves)',
  'modules/forwarding/forwarding-jobs.repository.ts': 'forwarding jobs: writeForwardingJobStatus',
  'modules/grant-requests/grant-requests.store.ts': 'consent / client-id requests: writeStatus',
  'modules/orders/orders.repository.ts': 'orders: writeOrderStatus (orderLifecycle), by moveOrder',
  'modules/infraguard/infraguard.repository.ts':
    'InfraGuard: endProtectionRow, writeAlertStatus (transitionAlert), closeActionItems',
  // Work items: their status is the worker's bookkeeping, never shown as a record that moves.
  'modules/warmup/engine.work.ts': 'warmup_sends: a send marked sent by the engine',
  'modules/prewarm/transfer.jobs.ts': 'prewarm_stock: stock sold by a transfer',
  'modules/prewarm/buy.service.ts': 'prewarm_stock: stock reserved by a purchase',
  'modules/placement/schedules.service.ts': 'placement_schedules: paused / resumed by the customer',
  'modules/placement/work.ts': 'placement_copies: a seed copy sent, landed or bounced',
  'modules/dns/dns.repository.ts': 'dns_records: a record published at the DNS provider',
  'modules/verified-destinations/verified-destinations.repository.ts':
    'verified_destinations: pending until verified, one conditional write',
  'jobs/runner.ts': 'jobs: the queue’s own rows (claimed, done, failed)',
  'jobs/admin.ts': 'jobs: an operator retrying a dead job',
  'db/list-counts.ts': 'writeCountedStatus itself, the statement the repositories call',
};

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Whether `text` holds a statement that writes a `status` column. */
function writesStatus(text: string): boolean {
  if (/writeCountedStatus\(/.test(text)) return true;
  if (/\bupdate\s+\w+\s+set\s[^`;]*\bstatus\s*=/i.test(text)) return true;
  for (const match of text.matchAll(/\.updateTable\(/g)) {
    const rest = text.slice(match.index);
    const statement = rest.slice(0, rest.search(/;|\.execute/) + 1 || rest.length);
    const set = statement.indexOf('.set(');
    if (set >= 0 && /[{,\s]status\s*[:,}]/.test(statement.slice(set))) return true;
  }
  return false;
}

describe('status columns are written only through their lifecycles', () => {
  const writers = sourceFiles(SOURCE)
    .filter((file) => writesStatus(readFileSync(file, 'utf8')))
    .map((file) => relative(SOURCE, file).split('\\').join('/'))
    .sort();

  it('writes a status only in the files listed, each with its reason', () => {
    expect(writers.filter((file) => !(file in ALLOWED))).toEqual([]);
  });

  it('lists no file that no longer writes a status', () => {
    expect(Object.keys(ALLOWED).filter((file) => !writers.includes(file))).toEqual([]);
  });

  it('finds the writes it looks for (and not a read of a status)', () => {
    const direct = "await trx.updateTable('subscriptions').set({ status: 'ended' }).execute();";
    expect(writesStatus(direct)).toBe(true);
    const raw = 'await sql`update subscriptions set status = 1`.execute(trx);';
    expect(writesStatus(raw)).toBe(true);
    expect(
      writesStatus("trx.updateTable('t').set({ ...changes, status }).where('id', '=', id);"),
    ).toBe(true);
    const read = "trx.updateTable('t').set({ n: 1 }).where('status', '=', 'active').execute();";
    expect(writesStatus(read)).toBe(false);
  });
});
