import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, notFound } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { inMinutes } from '../../lib/time.js';
import {
  type DomainRow,
  findDomainById,
  findDomainByUid,
  getDomainsByUids,
} from '../domains/surface.js';
import { getMailbox } from '../mailboxes/surface.js';
import { healthCheckJob } from './check.job.js';
import { domainHealth } from './domain-health.js';
import { type ActionItem, type Level, summarize } from './health.levels.js';

/** How many domains the workspace view reads (the first, by name); `truncated` says when more. */
export const WORKSPACE_DOMAINS = 200;

export async function requireDomain(ctx: AppContext, workspaceId: string, uid: string) {
  const domain = await findDomainByUid(ctx.db, workspaceId, uid);
  if (!domain) throw notFound('Domain');
  return domain;
}

/**
 * Check now: queues a background check of each domain (all of the workspace's when none is
 * named), at most one per domain every MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL; a domain
 * checked sooner is skipped with the seconds to wait, and when every one is, the answer is a
 * 429 with `Retry-After`. The claim is one conditional write per domain, so two requests at once
 * queue it once.
 */
export async function requestChecks(
  ctx: AppContext,
  workspaceId: string,
  uids: readonly string[] | undefined,
) {
  const domains: DomainRow[] = uids?.length
    ? await getDomainsByUids(ctx.db, workspaceId, uids)
    : await ctx.db
        .selectFrom('domains')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('name')
        .limit(WORKSPACE_DOMAINS)
        .execute();
  const gap = ctx.config.infraguard.manualCheckIntervalMs;
  const batchId = newId();
  const now = Date.now();
  const cutoff = new Date(now - gap).toISOString();
  const queued: DomainRow[] = [];
  const skipped: Array<{ domain_uid: string; retry_after_seconds: number }> = [];
  for (const domain of domains) {
    const claimed = await inTransaction(ctx.db, async (trx) => {
      const row = {
        domain_id: domain.id,
        workspace_id: workspaceId,
        batch_id: batchId,
        status: 'queued' as const,
        results: null,
        requested_at: new Date(now).toISOString(),
        started_at: null,
        finished_at: null,
      };
      const inserted = await trx
        .insertInto('health_checks')
        .values(row)
        .onConflict((oc) => oc.column('domain_id').doNothing())
        .executeTakeFirst();
      let ok = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      if (!ok) {
        // Keeps the last results on screen while the new check runs.
        const { results: _kept, ...fresh } = row;
        const updated = await trx
          .updateTable('health_checks')
          .set({ ...fresh, workspace_id: workspaceId })
          .where('domain_id', '=', domain.id)
          .where('requested_at', '<=', cutoff)
          .executeTakeFirst();
        ok = Number(updated.numUpdatedRows) === 1;
      }
      if (ok) await ctx.jobs.enqueue(trx, healthCheckJob, { domainId: domain.id, batchId });
      return ok;
    });
    if (claimed) queued.push(domain);
    else {
      const last = await ctx.db
        .selectFrom('health_checks')
        .select('requested_at')
        .where('domain_id', '=', domain.id)
        .executeTakeFirst();
      const wait = Math.max(
        1,
        Math.ceil((Date.parse(last?.requested_at ?? '') + gap - now) / 1000) || 1,
      );
      skipped.push({ domain_uid: domain.uid, retry_after_seconds: wait });
    }
  }
  if (queued.length === 0 && skipped.length > 0) {
    const wait = Math.min(...skipped.map((s) => s.retry_after_seconds));
    throw new ApiError(
      'RATE_LIMITED',
      `Checked recently: at most one check of a domain every ${inMinutes(gap)}; try again in ${wait} seconds`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }
  return { batch_id: batchId, queued: queued.map((d) => d.uid), skipped };
}

/** A workspace's health: each domain's summary, every action item, the newest batch's progress. */
export async function workspaceHealth(ctx: AppContext, workspaceId: string) {
  const domains = await ctx.db
    .selectFrom('domains')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('name')
    .limit(WORKSPACE_DOMAINS + 1)
    .execute();
  const shown = domains.slice(0, WORKSPACE_DOMAINS);
  const reports = [];
  for (const domain of shown) reports.push(await domainHealth(ctx, domain));
  const levels: Level[] = reports.map((r) => r.summary.level);
  const items: Array<ActionItem & { domain_uid: string; domain_name: string }> = reports.flatMap(
    (r) =>
      r.action_items.map((item) => ({
        ...item,
        domain_uid: r.domain_uid,
        domain_name: r.domain_name,
      })),
  );
  return {
    summary: summarize(levels),
    domains: reports.map((r) => ({
      domain_uid: r.domain_uid,
      domain_name: r.domain_name,
      domain_status: r.domain_status,
      summary: r.summary,
      check: r.check,
    })),
    truncated: domains.length > WORKSPACE_DOMAINS,
    action_items: items,
    progress: await progressOf(ctx, workspaceId),
  };
}

/** The newest batch's progress: how many of its domains are done. */
async function progressOf(ctx: AppContext, workspaceId: string) {
  const newest = await ctx.db
    .selectFrom('health_checks')
    .select('batch_id')
    .where('workspace_id', '=', workspaceId)
    .orderBy('batch_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest) return null;
  const rows = await ctx.db
    .selectFrom('health_checks')
    .select('status')
    .where('workspace_id', '=', workspaceId)
    .where('batch_id', '=', newest.batch_id)
    .execute();
  const done = rows.filter((r) => r.status === 'done' || r.status === 'failed').length;
  return { batch_id: newest.batch_id, total: rows.length, done, running: done < rows.length };
}

/** A mailbox's health: its status, its own warmup and placement lines, its domain's checks. */
export async function mailboxHealth(ctx: AppContext, workspaceId: string, uid: string) {
  const mailbox = await getMailbox(ctx.db, workspaceId, uid);
  const domain = await findDomainById(ctx.db, mailbox.domain_id);
  if (!domain) throw notFound('Mailbox');
  const report = await domainHealth(ctx, domain);
  const items: ActionItem[] = [];
  const failed = mailbox.status.endsWith('failed');
  const statusLevel: Level = mailbox.status === 'active' ? 'ok' : failed ? 'error' : 'warning';
  if (failed)
    items.push({
      section: 'mailbox',
      level: 'error',
      title: 'Set the mailbox up again',
      remedy: `It failed: ${mailbox.status_reason || mailbox.status}. Fix the cause, then Set it up again from its page.`,
    });
  const warmup = report.warmup.filter((w) => w.mailbox_uid === mailbox.uid);
  const email = `${mailbox.username}@${mailbox.domain_name}`;
  const own = report.action_items.filter(
    (i) => !['warmup'].includes(i.section) || i.title.includes(email),
  );
  items.push(...own);
  const levels: Level[] = [
    statusLevel,
    ...report.dns.map((d) => d.level),
    ...report.blocklists.map((b) => b.level),
    report.bounces.level,
    ...warmup.map((w) => w.level),
    ...(report.placement?.providers.map((p) => p.level) ?? []),
  ];
  return {
    mailbox_uid: mailbox.uid,
    email,
    mailbox_status: mailbox.status,
    status_level: statusLevel,
    summary: summarize(levels),
    domain: {
      domain_uid: report.domain_uid,
      domain_name: report.domain_name,
      summary: report.summary,
      check: report.check,
      dns: report.dns,
      blocklists: report.blocklists,
      bounces: report.bounces,
    },
    warmup,
    placement: report.placement,
    action_items: items,
  };
}
