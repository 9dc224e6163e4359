import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { chunks } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRows, lockRow } from '../../db/transaction.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { clearTags, tagsOf } from '../tags/surface.js';
import { type DomainStatus, MAX_MAILBOXES_PER_DOMAIN, ZONE_STATUSES } from './domain.lifecycle.js';
import { toDomainResponse } from './domain.present.js';
import { transitionDomain } from './domain.transition.js';
import { refundRegistration } from './domain-billing.js';
import { normalizeDomainName } from './domain-names.js';
import {
  claimPlatform,
  type DomainListFilter,
  findDomainById as findById,
  findDomainsByUids,
  findLiveDomainsByNames,
  giveBackMailboxSlots,
  listDomainRows,
  takeMailboxSlots,
  updateDomainFields,
} from './domains.repository.js';
import type { DomainRow } from './domains.table.js';
import { after } from './job-support.js';
import { teardownJob } from './upkeep.jobs.js';

/** Who is asking: the token's team and the X-Workspace-Id workspace. */
export interface Caller {
  teamId: string;
  workspaceId: string;
  /** Who is recorded on the ledger for what this request pays: its token id (default `system`). */
  actor?: string;
  /** Whether the caller is a team admin, for naming another workspace (`admins_only` ones). */
  admin?: boolean;
}

export function findDomainById(db: Executor, id: string): Promise<DomainRow | undefined> {
  return findById(db, id);
}

/** Domains by internal id, in any workspace (for the mail network's placement inputs), keyed by id. */
export async function findDomainsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, DomainRow>> {
  const out = new Map<string, DomainRow>();
  const unique = [...new Set(ids)];
  for (const slice of chunks(unique)) {
    const rows = await db.selectFrom('domains').selectAll().where('id', 'in', slice).execute();
    for (const row of rows) out.set(row.id, row);
  }
  return out;
}

/** The workspace's domain with this uid, or undefined (also for another team's domain). */
export async function findDomainByUid(
  db: Executor,
  workspaceId: string,
  uid: string,
): Promise<DomainRow | undefined> {
  return (await findDomainsByUids(db, workspaceId, [uid]))[0];
}

/**
 * The workspace's domains with these uids, in request order. A uid that is unknown, deleted
 * from view or another team's is a 404 naming it (the same answer in every case).
 */
export async function getDomainsByUids(
  db: Executor,
  workspaceId: string,
  uids: readonly string[],
): Promise<DomainRow[]> {
  const rows = await findDomainsByUids(db, workspaceId, [...new Set(uids)]);
  return uids.map((uid) => {
    const row = rows.find((r) => r.uid === uid);
    if (!row) throw notFound(`Domain ${uid}`);
    return row;
  });
}

/** The workspace's live domains with these names, in request order; 404 naming the first unknown. */
export async function getDomainsByNames(
  db: Executor,
  workspaceId: string,
  rawNames: readonly string[],
): Promise<DomainRow[]> {
  const names = rawNames.map(normalizeDomainName);
  const rows = await findLiveDomainsByNames(db, workspaceId, [...new Set(names)]);
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw notFound(`Domain ${name}`);
    return row;
  });
}

/** Whether `name` is one of the workspace's domains and `active` (its mail flows). */
export async function isActiveDomainOf(
  db: Executor,
  workspaceId: string,
  name: string,
): Promise<boolean> {
  const [row] = await findLiveDomainsByNames(db, workspaceId, [name]);
  return row?.status === 'active';
}

/** Domains named by names and/or uids (at least one in all; a 400 otherwise), without repeats. */
export async function getDomainsBySelection(
  db: Executor,
  workspaceId: string,
  selection: { domains?: readonly string[]; uids?: readonly string[]; domain_name?: string },
): Promise<DomainRow[]> {
  const { uids = [], domain_name } = selection;
  const names = [...(selection.domains ?? []), ...(domain_name !== undefined ? [domain_name] : [])];
  if (names.length === 0 && uids.length === 0) {
    throw invalidField('uids', 'or domains must name at least one domain');
  }
  const rows = [
    ...(await getDomainsByUids(db, workspaceId, uids)),
    ...(await getDomainsByNames(db, workspaceId, names)),
  ];
  return [...new Map(rows.map((d) => [d.id, d])).values()];
}

/** One domain named by `uid` or by `domain` (its name), as DNS operations address it. */
export async function getDomainByRef(
  db: Executor,
  workspaceId: string,
  ref: { uid?: string; domain?: string },
): Promise<DomainRow> {
  if (ref.uid) return (await getDomainsByUids(db, workspaceId, [ref.uid]))[0] as DomainRow;
  return (await getDomainsByNames(db, workspaceId, [ref.domain ?? '']))[0] as DomainRow;
}

/** Throws a 409 unless the domain is in one of `allowed`. */
export function requireStatus(
  domain: DomainRow,
  allowed: readonly DomainStatus[],
  action: string,
): void {
  if (!allowed.includes(domain.status)) {
    throw conflict(`${domain.name} is ${domain.status}; cannot ${action}`);
  }
}

/** Throws a 409 unless the domain has a DNS zone (from DNS setup until removal). */
export function requireZone(domain: DomainRow, action: string): void {
  if (!domain.zone_id || !ZONE_STATUSES.includes(domain.status)) {
    throw conflict(`${domain.name} is ${domain.status} and has no DNS zone; cannot ${action}`);
  }
}

/** API shapes of domains, with their tags. */
export async function presentDomains(db: Executor, rows: readonly DomainRow[]) {
  const tags = await tagsOf(
    db,
    'domain',
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDomainResponse(row, tags.get(row.id) ?? []));
}

/** A page of the workspace's domains, newest first. */
export async function listDomains(
  db: Executor,
  filter: DomainListFilter,
  offset: number,
  limit: number,
) {
  const { rows, total, capped } = await listDomainRows(db, filter, offset, limit);
  return { domains: await presentDomains(db, rows), total, capped };
}

/** Active domains of the workspace with room for at least one more mailbox. */
export function listAssignableDomains(
  db: Executor,
  workspaceId: string,
  offset: number,
  limit: number,
) {
  return listDomains(db, { workspaceId, assignable: true }, offset, limit);
}

/**
 * Takes `count` of the domain's mailbox slots for mailboxes of `workspaceId`, in the caller's
 * transaction (for the mailbox module's buy). One conditional UPDATE, so a domain that moved to
 * another workspace since the caller looked it up gives no slot. A 409 when the domain has moved
 * or does not have that much room left.
 */
export async function reserveMailboxSlots(
  trx: Transaction<DB>,
  domain: DomainRow,
  workspaceId: string,
  count: number,
): Promise<void> {
  await lockRow(trx, 'domains', domain.id);
  if (!(await takeMailboxSlots(trx, domain.id, workspaceId, count, MAX_MAILBOXES_PER_DOMAIN))) {
    const now = await findById(trx, domain.id);
    if (now && now.workspace_id !== workspaceId) {
      throw conflict(`${domain.name} has moved to another workspace`);
    }
    throw conflict(
      `${domain.name} has room for ${Math.max(0, MAX_MAILBOXES_PER_DOMAIN - domain.mailbox_count)} more mailboxes (maximum ${MAX_MAILBOXES_PER_DOMAIN} per domain)`,
    );
  }
}

/**
 * Gives mailbox slots back (a mailbox was cancelled). When the last slot comes back, the domain's
 * mail platform is let go too, so its next mailboxes may be on another platform.
 */
export async function releaseMailboxSlots(trx: Transaction<DB>, domainId: string, count: number) {
  await lockRow(trx, 'domains', domainId);
  await giveBackMailboxSlots(trx, domainId, count);
}

/**
 * Puts the domain's mailboxes on `platform`, in the caller's transaction: one conditional UPDATE,
 * so two buys cannot put one domain on two platforms. A 409 naming the domain's platform when it
 * already has another one.
 */
export async function claimMailPlatform(
  trx: Transaction<DB>,
  domain: DomainRow,
  platform: string,
): Promise<void> {
  await lockRow(trx, 'domains', domain.id);
  if (!(await claimPlatform(trx, domain.id, platform))) {
    const current = (await findById(trx, domain.id))?.mail_platform;
    throw conflict(
      `${domain.name} already has ${current} mailboxes; one domain holds mailboxes of one platform only`,
    );
  }
}

/**
 * The domains, locked for the rest of the caller's transaction (in id order) and read again, in
 * the order given. They may have changed meanwhile, even left the workspace (a move): the
 * caller decides on what it gets.
 */
export async function lockDomains(
  trx: Transaction<DB>,
  domains: readonly Pick<DomainRow, 'id' | 'uid'>[],
): Promise<DomainRow[]> {
  const fresh = new Map(
    (
      await lockedRows(
        trx,
        'domains',
        domains.map((d) => d.id),
      )
    ).map((d) => [d.id, d]),
  );
  return domains.map((d) => {
    const now = fresh.get(d.id);
    if (!now) throw notFound(`Domain ${d.uid}`);
    return now;
  });
}

/** One domain locked and read again, as {@link lockDomains} does. */
export async function lockDomain(
  trx: Transaction<DB>,
  domain: Pick<DomainRow, 'id' | 'uid'>,
): Promise<DomainRow> {
  return (await lockDomains(trx, [domain]))[0] as DomainRow;
}

/** Statuses removal ends at once: nothing exists at a provider to tear down. */
const REMOVED_AT_ONCE: readonly DomainStatus[] = [
  'cart',
  'payment_failed',
  'registration_failed',
  'cancelled',
];

export interface RemovalResult {
  updated: Array<{
    name: string;
    uid: string;
    previous_status: DomainStatus;
    new_status: DomainStatus;
  }>;
  deleted: Array<{
    name: string;
    uid: string;
    previous_status: DomainStatus;
    new_status: DomainStatus;
  }>;
}

/**
 * Removes domains. Those with nothing at a provider go to `deleted` at once; those with a DNS
 * zone go to `scheduled_for_deletion` and a job tears the zone down. A domain still being
 * registered, or with mailboxes, is a 409 and nothing is removed.
 */
export async function removeDomains(
  db: Kysely<DB>,
  ctx: AppContext,
  workspaceId: string,
  input: { uids: readonly string[]; names: readonly string[]; actor?: string },
): Promise<RemovalResult> {
  return inTransaction(db, async (trx) => {
    const byUid = await getDomainsByUids(trx, workspaceId, input.uids);
    const byName = await getDomainsByNames(trx, workspaceId, input.names);
    const named = [...new Map([...byUid, ...byName].map((d) => [d.id, d])).values()];
    // Locked, then decided on as they are now: a mailbox bought on one of them meanwhile (its buy
    // locks the domain too) is seen, and the removal is refused.
    const domains = await lockDomains(trx, named);
    for (const domain of domains) {
      if (domain.workspace_id !== workspaceId) throw notFound(`Domain ${domain.uid}`);
      if (domain.status === 'registration_in_progress')
        throw conflict(`${domain.name} is being registered; remove it once registration ends`);
      if (domain.mailbox_count > 0)
        throw conflict(
          `${domain.name} still has ${domain.mailbox_count} mailboxes; cancel them before removing the domain`,
        );
    }
    const result: RemovalResult = { updated: [], deleted: [] };
    const refunds: DomainRow[] = [];
    for (const domain of domains) {
      if (domain.status === 'deleted' || domain.status === 'scheduled_for_deletion') continue;
      if (REMOVED_AT_ONCE.includes(domain.status)) {
        await clearTags(trx, 'domain', [domain.id]);
        const removed = await transitionDomain(trx, ctx, domain, 'deleted');
        // Paid and not yet being registered: the charge goes back (after every record lock).
        if (domain.status === 'cart' && domain.charge_id) refunds.push(removed);
        result.deleted.push(removal(domain, 'deleted'));
      } else {
        await transitionDomain(trx, ctx, domain, 'scheduled_for_deletion');
        await ctx.jobs.enqueue(
          trx,
          teardownJob,
          { domainId: domain.id },
          { key: `domain-teardown:${domain.id}`, runAt: after(ctx.providers.pace.deletionMs) },
        );
        result.updated.push(removal(domain, 'scheduled_for_deletion'));
      }
    }
    for (const domain of refunds) {
      const refunded = await refundRegistration(
        trx,
        domain,
        'removed before registration',
        input.actor,
      );
      if (refunded)
        await updateDomainFields(trx, domain.id, {
          refund_id: refunded.id,
          status_reason: 'Removed before registration; the charge was refunded',
          updated_at: refunded.created_at,
        });
    }
    return result;
  });
}

function removal(domain: DomainRow, to: DomainStatus) {
  return { name: domain.name, uid: domain.uid, previous_status: domain.status, new_status: to };
}
