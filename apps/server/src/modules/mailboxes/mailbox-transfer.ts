import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { countInserted, countMove, requireCounting } from '../../db/list-counts.js';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRows } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { addMonths } from '../../lib/time.js';
import { claimMailPlatform, type DomainRow, reserveMailboxSlots } from '../domains/surface.js';
import { MAILBOX_POLICY } from './job-support.js';
import { addressKeyOf, emitMailboxEvent } from './mailbox.transition.js';
import { mailboxCounts } from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';
import { newMailboxRow } from './new-mailbox.js';
import { upkeepJobs } from './upkeep.jobs.js';

export interface ImportedMailbox {
  username: string;
  first_name: string;
  last_name: string;
}

/**
 * The operator's mailboxes on an imported active domain (the prewarm stock, the warmup pool),
 * `active` at once with fresh sealed credentials, unbilled (`renewal_status` `na`): the operator
 * runs them. Takes their slots and platform on the domain like any purchase.
 */
export async function importActiveMailboxes(
  trx: Transaction<DB>,
  ctx: AppContext,
  domain: DomainRow,
  platform: string,
  wanted: readonly ImportedMailbox[],
  now: string,
): Promise<MailboxRow[]> {
  await reserveMailboxSlots(trx, domain, domain.workspace_id, wanted.length);
  await claimMailPlatform(trx, domain, platform);
  const owner = { teamId: domain.team_id, workspaceId: domain.workspace_id };
  const rows = wanted.map(({ username, first_name, last_name }, n) =>
    newMailboxRow(
      ctx,
      owner,
      domain,
      { platform, username, first_name, last_name, status: 'active', existing: n },
      now,
    ),
  );
  requireCounting(trx, mailboxCounts);
  await trx.insertInto('mailboxes').values(rows).execute();
  countInserted(trx, mailboxCounts, rows);
  for (const row of rows) await emitMailboxEvent(trx, ctx, row);
  return rows;
}

/** What a buyer asked a moved mailbox to become (absent fields keep the mailbox's own). */
export interface MailboxChange {
  username?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

/**
 * Moves a domain's mailboxes into another team's workspace (the domain moved first, in this
 * transaction), locked in id order: each keeps its uid, credentials and history, takes the
 * requested username and names, and starts its own paid period (the purchase paid the first one:
 * its renewal is at the end of the cycle, charged to the new owner). The new workspace's
 * receiver gets each `mailbox.status_changed` as it now is. A username another mailbox of the
 * domain holds is a 409.
 */
export async function moveMailboxesToTeam(
  trx: Transaction<DB>,
  ctx: AppContext,
  ids: readonly string[],
  to: { teamId: string; workspaceId: string },
  changes: ReadonlyMap<string, MailboxChange>,
  now: string,
): Promise<MailboxRow[]> {
  const locked = await lockedRows(trx, 'mailboxes', ids);
  const moved: MailboxRow[] = [];
  // Free every address first, so two mailboxes may swap usernames.
  for (const m of locked)
    await trx.updateTable('mailboxes').set({ address_key: null }).where('id', '=', m.id).execute();
  requireCounting(trx, mailboxCounts);
  for (const m of locked) {
    const change = changes.get(m.id) ?? {};
    const username = change.username ?? m.username;
    const row = await trx
      .updateTable('mailboxes')
      .set({
        team_id: to.teamId,
        workspace_id: to.workspaceId,
        username,
        address_key: addressKeyOf({ domain_id: m.domain_id, username }),
        first_name: change.first_name ?? m.first_name,
        last_name: change.last_name ?? m.last_name,
        renewal_date: addMonths(now, MAILBOX_POLICY.renewalCycleMonths),
        renewal_status: 'pending',
        updated_at: now,
      })
      .where('id', '=', m.id)
      .where('workspace_id', '=', m.workspace_id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict(`The mailbox ${m.username}@${m.domain_name} moved meanwhile`);
    countMove(trx, mailboxCounts, row, 'workspace_id', m.workspace_id);
    await upkeepJobs.scheduleRenewal(trx, ctx, row);
    await emitMailboxEvent(trx, ctx, row);
    moved.push(row);
  }
  return moved;
}

/** A domain's mailboxes that hold their address, in the order they were made (a stock domain's). */
export function liveMailboxesOfDomain(db: Executor, domainId: string) {
  return db
    .selectFrom('mailboxes')
    .selectAll()
    .where('domain_id', '=', domainId)
    .where('address_key', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
