import type { AppContext } from '../../context.js';
import { rowChunks } from '../../db/chunks.js';
import { inTransaction, lockedRow } from '../../db/transaction.js';
import { defineHook } from '../../lib/hook.js';
import { newId, newUid } from '../../lib/ids.js';
import { nowFor } from '../clocks/surface.js';
import { findDomainById } from '../domains/surface.js';
import { applyFindings } from './alerts.service.js';
import { checkBlocklists } from './checks/blocklist.check.js';
import { checkBounces } from './checks/bounce.check.js';
import { checkDns } from './checks/dns.check.js';
import type { CheckResult, Finding } from './checks/results.js';
import { updateProtection } from './infraguard.repository.js';
import { DNS_CHECK_INTERVAL_MS, settingsOf } from './infraguard.settings.js';
import type {
  CheckKind,
  InfraGuardAlertRow,
  InfraGuardSubscriptionRow,
} from './infraguard.table.js';
import { listingsOf } from './listings.js';

export interface RunOutcome {
  run_id: string;
  checked_at: string;
  checks: CheckKind[];
  results: CheckResult[];
  opened: InfraGuardAlertRow[];
  warmup_paused: number;
}

/**
 * Pauses warmup of a listed domain's mailboxes (auto-pause), answering how many it paused.
 * Warmup builds on InfraGuard (it reads its sender signals), so it registers the hook (the
 * composition root does: `wireModules`) rather than being imported.
 */
export const pauseWarmupHook = defineHook<
  (
    ctx: AppContext,
    owner: { teamId: string; workspaceId: string },
    domainId: string,
  ) => Promise<number>
>('the warmup auto-pause hook');

const due = (last: string | null, now: Date, everyMs: number) =>
  last === null || now.getTime() - Date.parse(last) >= everyMs;

/**
 * Runs a domain's checks: the blocklists and bounces on every sweep, DNS once a day (`all`: every
 * enabled check now, a manual check). The lookups run outside any transaction; then, under the
 * subscription's lock, the results are written to the history, the findings applied to the
 * alerts (events pushed in the same transaction), and the run times stamped. A listing with
 * auto-pause on then pauses warmup of the domain's mailboxes (each in its own transaction: the
 * mailbox locks come before the subscription's in the lock order). Null when the protection has
 * ended meanwhile.
 */
export async function runChecks(
  ctx: AppContext,
  sub: InfraGuardSubscriptionRow,
  options: { all: boolean },
): Promise<RunOutcome | null> {
  const domain = await findDomainById(ctx.db, sub.domain_id);
  if (!domain) return null;
  const settings = await settingsOf(ctx.db, sub);
  const now = await nowFor(ctx.db, sub.workspace_id);
  const kinds: CheckKind[] = [];
  if (settings.blocklist_checks) kinds.push('blocklist');
  if (settings.dns_checks && (options.all || due(sub.last_dns_at, now, DNS_CHECK_INTERVAL_MS)))
    kinds.push('dns');
  if (settings.bounce_checks) kinds.push('bounce');
  const results: CheckResult[] = [];
  const findings: Finding[] = [];
  for (const kind of kinds) {
    const found =
      kind === 'blocklist'
        ? await checkBlocklists(ctx, domain)
        : kind === 'dns'
          ? await checkDns(ctx, domain)
          : await checkBounces(ctx.db, domain, now, settings);
    results.push(...found.results);
    findings.push(...found.findings);
  }
  const runId = newId();
  const checkedAt = now.toISOString();
  const opened = await inTransaction(ctx.db, async (trx) => {
    const fresh = await lockedRow(trx, 'infraguard_subscriptions', sub.id);
    if (fresh?.status !== 'active') return null;
    const rows = results.map((r) => ({
      id: newId(),
      uid: newUid(),
      workspace_id: sub.workspace_id,
      domain_id: sub.domain_id,
      run_id: runId,
      check: r.check,
      source: r.source,
      target: r.target,
      status: r.status,
      codes: JSON.stringify(r.codes),
      detail: r.detail,
      metrics: r.metrics ? JSON.stringify(r.metrics) : null,
      checked_at: checkedAt,
    }));
    // One row per blocklist zone and address: the domain's DNS decides how many addresses.
    for (const slice of rowChunks(rows))
      await trx.insertInto('infraguard_results').values(slice).execute();
    await updateProtection(trx, sub.id, {
      ...(kinds.includes('blocklist') ? { last_blocklist_at: checkedAt } : {}),
      ...(kinds.includes('dns') ? { last_dns_at: checkedAt } : {}),
      ...(kinds.includes('bounce') ? { last_bounce_at: checkedAt } : {}),
    });
    return applyFindings(trx, ctx, domain, sub.workspace_id, findings);
  });
  if (opened === null) return null;
  let paused = 0;
  if (settings.auto_pause_warmup && (await listedNow(ctx, domain.id))) {
    paused = await pauseWarmupHook.get()(
      ctx,
      { teamId: sub.team_id, workspaceId: sub.workspace_id },
      domain.id,
    );
  }
  return {
    run_id: runId,
    checked_at: checkedAt,
    checks: kinds,
    results,
    opened,
    warmup_paused: paused,
  };
}

const listedNow = async (ctx: AppContext, domainId: string) =>
  (await listingsOf(ctx.db, domainId)) > 0;
