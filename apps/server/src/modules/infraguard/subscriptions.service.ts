import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRow } from '../../db/transaction.js';
import { invalidField, notFound } from '../../http/errors.js';
import { requireReal } from '../../http/simulated.js';
import { defineJob } from '../../jobs/job.js';
import { newId, newUid } from '../../lib/ids.js';
import { type ChargeLine, charge, tryCharge } from '../billing/surface.js';
import { isoNowFor, nowFor, scheduleFor } from '../clocks/surface.js';
import { type DomainRow, getDomainsByUids, lockDomains } from '../domains/surface.js';
import { checkJob } from './check.job.js';
import { insertProtection, updateProtection } from './infraguard.repository.js';
import { INFRAGUARD_PRICE_CENTS } from './infraguard.settings.js';
import type { InfraGuardSubscriptionRow } from './infraguard.table.js';
import { endedWithItsDomain, endSubscription, UNPROTECTABLE } from './protection-end.js';

export interface Caller {
  teamId: string;
  workspaceId: string;
  actor: string;
}

/**
 * A new active protection of a domain, paid up to a month after `now` (the workspace's time):
 * the one shape Enable InfraGuard inserts; its month is charged by the caller.
 */
export function newProtectionRow(
  owner: { teamId: string; workspaceId: string; domainId: string },
  now: string,
): InfraGuardSubscriptionRow {
  return {
    id: newId(),
    uid: newUid(),
    team_id: owner.teamId,
    workspace_id: owner.workspaceId,
    domain_id: owner.domainId,
    active_key: owner.domainId,
    status: 'active',
    status_reason: '',
    price_cents: INFRAGUARD_PRICE_CENTS,
    next_billing_date: addMonth(now),
    settings: '{}',
    last_blocklist_at: null,
    last_dns_at: null,
    last_bounce_at: null,
    last_manual_at: null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** One month after `iso`, on the calendar (UTC). */
function addMonth(iso: string): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

/** The domain's live protection, if any. */
export function liveProtectionOf(db: Executor, domainId: string) {
  return db
    .selectFrom('infraguard_subscriptions')
    .selectAll()
    .where('active_key', '=', domainId)
    .executeTakeFirst();
}

/** The live protection of the workspace's domain `uid`: a 404 when it has none (or is not ours). */
export async function protectionByDomainUid(
  db: Executor,
  workspaceId: string,
  uid: string,
): Promise<{ domain: DomainRow; sub: InfraGuardSubscriptionRow }> {
  const [domain] = await getDomainsByUids(db, workspaceId, [uid]);
  const sub = domain ? await liveProtectionOf(db, domain.id) : undefined;
  if (!domain || !sub) throw notFound(`InfraGuard protection of domain ${uid}`);
  return { domain, sub };
}

const monthLine = (sub: InfraGuardSubscriptionRow, month: string): ChargeLine => ({
  recordType: 'infraguard_subscription',
  recordUid: sub.uid,
  amountCents: sub.price_cents,
  description: `InfraGuard, month from ${month.slice(0, 10)}: subscription ${sub.uid}`,
  reference: `infraguard:${sub.uid}:${month}`,
});

export interface EnableResult {
  created: InfraGuardSubscriptionRow[];
  skipped: number;
}

/**
 * Protects domains: one subscription per domain, its first month charged through the one charge
 * function in this transaction (a 402 and nothing created when short), its first checks
 * scheduled at once and its renewal at the next billing date. A protected domain is skipped,
 * never charged twice; an unknown or another team's domain is a 404 and nothing is created.
 */
export async function enableProtection(
  ctx: AppContext,
  caller: Caller,
  domainUids: readonly string[],
): Promise<EnableResult> {
  requireReal(ctx, 'InfraGuard protection', [{ family: 'blocklist' }]);
  return inTransaction(ctx.db, async (trx) => {
    const found = await getDomainsByUids(trx, caller.workspaceId, domainUids);
    const domains = await lockDomains(trx, found);
    const now = (await nowFor(trx, caller.workspaceId)).toISOString();
    const created: InfraGuardSubscriptionRow[] = [];
    let skipped = 0;
    for (const [i, domain] of domains.entries()) {
      if (UNPROTECTABLE.has(domain.status))
        throw invalidField(`domain_uids[${i}]`, `names a domain that is ${domain.status}`);
      if (await liveProtectionOf(trx, domain.id)) {
        skipped += 1;
        continue;
      }
      if (created.some((c) => c.domain_id === domain.id)) continue;
      const row = newProtectionRow(
        { teamId: caller.teamId, workspaceId: caller.workspaceId, domainId: domain.id },
        now,
      );
      await insertProtection(trx, row);
      created.push(row);
    }
    if (created.length > 0) {
      await charge(
        trx,
        ctx,
        { teamId: caller.teamId, workspaceId: caller.workspaceId },
        created.map((sub) => monthLine(sub, now)),
        {
          actor: caller.actor,
          what: `enable InfraGuard for ${created.length} domain${created.length === 1 ? '' : 's'}`,
        },
      );
    }
    for (const sub of created) {
      await scheduleFor(
        trx,
        ctx,
        sub.workspace_id,
        checkJob,
        { subscriptionId: sub.id },
        {
          key: `infraguard-check:${sub.id}:${now}`,
        },
      );
      await scheduleRenewal(trx, ctx, sub);
    }
    return { created, skipped };
  });
}

/** Ends protection of domains: no more checks, never charged again. A 404 for one not protected. */
export async function cancelProtection(
  ctx: AppContext,
  caller: Caller,
  domainUids: readonly string[],
): Promise<InfraGuardSubscriptionRow[]> {
  return inTransaction(ctx.db, async (trx) => {
    const domains = await lockDomains(
      trx,
      await getDomainsByUids(trx, caller.workspaceId, domainUids),
    );
    const live: InfraGuardSubscriptionRow[] = [];
    for (const domain of domains) {
      const found = await liveProtectionOf(trx, domain.id);
      if (!found) throw notFound(`InfraGuard protection of domain ${domain.uid}`);
      if (!live.some((s) => s.id === found.id)) live.push(found);
    }
    const out = [];
    for (const found of live.sort((a, b) => a.id.localeCompare(b.id))) {
      const sub = (await lockedRow(trx, 'infraguard_subscriptions', found.id)) as typeof found;
      out.push(await endSubscription(trx, sub, 'Cancelled'));
    }
    return out;
  });
}

/** Schedules the renewal of a protection at its next billing date, on its workspace's time line. */
export async function scheduleRenewal(
  trx: Transaction<DB>,
  ctx: AppContext,
  sub: Pick<InfraGuardSubscriptionRow, 'id' | 'workspace_id' | 'next_billing_date'>,
) {
  if (!sub.next_billing_date) return;
  await scheduleFor(
    trx,
    ctx,
    sub.workspace_id,
    renewProtectionJob,
    { subscriptionId: sub.id, billingDate: sub.next_billing_date },
    {
      at: new Date(sub.next_billing_date),
      key: `infraguard-renew:${sub.id}:${sub.next_billing_date}`,
    },
  );
}

/**
 * A month ends: the next is charged from the wallet that pays for the workspace (once per billing
 * date); short of funds, the protection ends (checks stop) with the reason written. A domain
 * removed meanwhile is not charged for: its protection ends instead.
 */
export const renewProtectionJob = defineJob({
  name: 'infraguard.renew',
  payload: Type.Object({ subscriptionId: Type.String(), billingDate: Type.String() }),
  async handle({ subscriptionId, billingDate }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const sub = await lockedRow(trx, 'infraguard_subscriptions', subscriptionId);
      if (sub?.status !== 'active' || sub.next_billing_date !== billingDate) return;
      if (await endedWithItsDomain(trx, sub)) return;
      const paid = await tryCharge(
        trx,
        ctx,
        { teamId: sub.team_id, workspaceId: sub.workspace_id },
        [monthLine(sub, billingDate)],
        'system',
      );
      if (!paid.ok) {
        await endSubscription(trx, sub, 'Renewal payment failed: insufficient wallet balance');
        return;
      }
      const next = {
        next_billing_date: addMonth(billingDate),
        updated_at: await isoNowFor(trx, sub.workspace_id),
      };
      await updateProtection(trx, sub.id, next);
      await scheduleRenewal(trx, ctx, { ...sub, ...next });
    });
  },
});
