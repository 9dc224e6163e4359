import type { AppContext } from '../../context.js';
import { assertUncounted } from '../../db/list-counts.js';
import { inTransaction, lockedRow } from '../../db/transaction.js';
import { ApiError, invalidField, notFound } from '../../http/errors.js';
import { inMinutes } from '../../lib/time.js';
import { isoNowFor } from '../clocks/surface.js';
import { lockRequestWorkspace } from '../workspaces/surface.js';
import { type RunOutcome, runChecks } from './checks.service.js';
import { protectionCounts, updateProtection } from './infraguard.repository.js';
import {
  bandsProblem,
  effectiveSettings,
  ownSettingsOf,
  type ProtectionSettings,
  type SettingsChanges,
  withChanges,
  workspaceDefaultsOf,
} from './infraguard.settings.js';
import type { InfraGuardSubscriptionRow } from './infraguard.table.js';
import { protectionByDomainUid } from './subscriptions.service.js';

/**
 * Changes a protected domain's own settings (the fields it sets itself win over the workspace's
 * defaults); they apply from the next check.
 */
export async function updateSettings(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  changes: SettingsChanges,
): Promise<InfraGuardSubscriptionRow> {
  const { sub } = await protectionByDomainUid(ctx.db, workspaceId, uid);
  return inTransaction(ctx.db, async (trx) => {
    const fresh = await lockedRow(trx, 'infraguard_subscriptions', sub.id);
    if (fresh?.status !== 'active') throw notFound(`InfraGuard protection of domain ${uid}`);
    const own = withChanges(ownSettingsOf(fresh), changes);
    const problem = bandsProblem(
      effectiveSettings(await workspaceDefaultsOf(trx, workspaceId), own),
    );
    if (problem) throw invalidField('bounce_warning_pct', problem);
    const written = {
      settings: JSON.stringify(own),
      updated_at: await isoNowFor(trx, workspaceId),
    };
    await updateProtection(trx, fresh.id, written);
    return { ...fresh, ...written };
  });
}

/**
 * Changes the workspace's defaults: every protected domain of the workspace follows them in the
 * fields it does not set itself, from its next check. Under the workspace's row lock, so two
 * changes at once both land.
 */
export async function updateWorkspaceSettings(
  ctx: AppContext,
  workspaceId: string,
  changes: SettingsChanges,
): Promise<ProtectionSettings> {
  return inTransaction(ctx.db, async (trx) => {
    await lockRequestWorkspace(trx, workspaceId);
    const defaults = withChanges(await workspaceDefaultsOf(trx, workspaceId), changes);
    const problem = bandsProblem(effectiveSettings(defaults, {}));
    if (problem) throw invalidField('bounce_warning_pct', problem);
    const written = {
      settings: JSON.stringify(defaults),
      updated_at: await isoNowFor(trx, workspaceId),
    };
    await trx
      .insertInto('infraguard_workspace_settings')
      .values({ workspace_id: workspaceId, ...written })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet(written))
      .execute();
    return effectiveSettings(defaults, {});
  });
}

/**
 * Runs every enabled check of a protected domain now. At most one manual check per domain per
 * MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL (real time): the slot is claimed by one conditional
 * update, so two requests at once run one check; the other is a 429 with `Retry-After`.
 */
export async function manualCheck(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
): Promise<RunOutcome> {
  const { sub } = await protectionByDomainUid(ctx.db, workspaceId, uid);
  const now = Date.now();
  const gap = ctx.config.infraguard.manualCheckIntervalMs;
  const claim = { last_manual_at: new Date(now).toISOString() };
  assertUncounted(protectionCounts, claim);
  const claimed = await ctx.db
    .updateTable('infraguard_subscriptions')
    .set(claim)
    .where('id', '=', sub.id)
    .where((eb) =>
      eb.or([
        eb('last_manual_at', 'is', null),
        eb('last_manual_at', '<=', new Date(now - gap).toISOString()),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const wait = Math.max(
      1,
      Math.ceil((Date.parse(sub.last_manual_at ?? '') + gap - now) / 1000) || 1,
    );
    throw new ApiError(
      'RATE_LIMITED',
      `A manual check of this domain ran recently: at most one every ${inMinutes(gap)}; try again in ${wait} seconds`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }
  const outcome = await runChecks(ctx, sub, { all: true });
  if (!outcome) throw notFound(`InfraGuard protection of domain ${uid}`);
  return outcome;
}
