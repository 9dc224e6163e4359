import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { chunks } from '../../db/chunks.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidField, notFound } from '../../http/errors.js';
import { deleteWithWorkspace, lockWorkspace, purgeBatch } from '../workspaces/surface.js';
import { requireSandboxTools } from './sandbox-tools.js';

/**
 * The workspace's records, children first (each table's own children cascade): what Reset
 * deletes beside what goes with a deleted workspace (`deleteWithWorkspace`). The workspace row
 * and its settings stay (name, webhook URL and signing secret, a Cloudflare connection, the
 * clock it is attached to), and so do the team, its members, tokens and wallets.
 */
const RECORDS = [
  'events',
  'sequencer_exports',
  'sequencers',
  'consent_requests',
  'client_id_requests',
  'forwarding_jobs',
  'orders',
  'verified_destinations',
  'cloudflare_connect_attempts',
  'health_checks',
  'mailboxes',
  'domain_operations',
  'domains',
  'tags',
] as const;

/** Rows the history purge deletes per statement while resetting (all of it, in one transaction). */
const BATCH = 50_000;

/**
 * Reset a sandbox workspace: every record goes (domains, mailboxes, their DNS and simulated
 * mail, warmup, placement, InfraGuard, Email Insight, events, orders, sequencers, tags …), in
 * one transaction after the workspace row's lock, with the counters of its lists; the team,
 * members, wallets and the workspace's settings stay. `confirm` must be the workspace's name.
 * Refused (403) where sandbox tools are off. Answers how many records of each kind went.
 */
export async function resetWorkspace(
  ctx: AppContext,
  workspaceId: string,
  confirm: string,
): Promise<Record<string, number>> {
  requireSandboxTools(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const workspace = await lockWorkspace(trx, workspaceId);
    if (!workspace) throw notFound('Workspace');
    if (confirm !== workspace.name)
      throw invalidField('confirm', `must be the workspace's name, "${workspace.name}", exactly`);
    const mailboxes = await trx
      .selectFrom('mailboxes')
      .select(['id', 'username', 'domain_name'])
      .where('workspace_id', '=', workspaceId)
      .execute();
    await deleteWithWorkspace(trx, ctx, workspaceId);
    // Its history goes now, not by the purge job a deleted workspace gets: the workspace lives on.
    await trx
      .deleteFrom('jobs')
      .where('name', '=', 'workspace.purge')
      .where('key', 'like', `workspace-purge:${workspaceId}:%`)
      .execute();
    const deleted: Record<string, number> = { mailboxes: mailboxes.length };
    for (const slice of chunks(
      mailboxes.map((m) => `${m.username}@${m.domain_name}`.toLowerCase()),
    ))
      await trx.deleteFrom('sim_mail').where('mailbox', 'in', slice).execute();
    for (const table of RECORDS) {
      const result =
        await sql`delete from ${sql.table(table)} where workspace_id = ${workspaceId}`.execute(trx);
      deleted[table] = Number(result.numAffectedRows ?? 0);
    }
    const mailboxIds = mailboxes.map((m) => m.id);
    for (;;) {
      const { deleted: n } = await purgeBatch(trx, workspaceId, mailboxIds, BATCH);
      if (n < BATCH) break;
    }
    const lists = ctx.countedLists.filter((l) => l.scope === 'workspace_id').map((l) => l.name);
    await trx
      .deleteFrom('list_counts')
      .where('scope_id', '=', workspaceId)
      .where('list', 'in', lists)
      .execute();
    return deleted;
  });
}
