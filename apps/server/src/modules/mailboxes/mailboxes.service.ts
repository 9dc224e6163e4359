import type { Transaction } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRows, lockRow, lockRows } from '../../db/transaction.js';
import { ApiError, invalidField, notFound } from '../../http/errors.js';
import {
  findDomainById,
  findDomainByUid,
  getDomainsByUids,
  presentDomains,
} from '../domains/surface.js';
import { tagsOf } from '../tags/surface.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';
import { toMailboxResponse } from './mailbox.present.js';
import {
  findMailboxById,
  findMailboxesAtAddress,
  findMailboxesByUids,
  listMailboxRows,
  type MailboxListFilter,
  updateMailboxFields,
} from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';

/** Who is asking: the token's team and the X-Workspace-Id workspace. */
export interface Caller {
  teamId: string;
  workspaceId: string;
  /** Who is recorded on the ledger for what this request pays: its token id (default `system`). */
  actor?: string;
}

export function findMailboxByInternalId(db: Executor, id: string): Promise<MailboxRow | undefined> {
  return findMailboxById(db, id);
}

/** Mailboxes by internal id, in any workspace (for the warmup engine's pool), keyed by id. */
export async function findMailboxesByInternalIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, MailboxRow>> {
  const out = new Map<string, MailboxRow>();
  const unique = [...new Set(ids)];
  for (const slice of chunks(unique)) {
    const rows = await db.selectFrom('mailboxes').selectAll().where('id', 'in', slice).execute();
    for (const row of rows) out.set(row.id, row);
  }
  return out;
}

/**
 * Records where the host now forwards a mailbox's mail (empty: nowhere). For the forwarding
 * module, when one of its jobs completes; not a status move, so no event.
 */
export async function setMailboxForwarding(
  trx: Transaction<DB>,
  mailboxId: string,
  forwardingEmail: string,
): Promise<void> {
  await lockRow(trx, 'mailboxes', mailboxId);
  await updateMailboxFields(trx, mailboxId, {
    forwarding_email: forwardingEmail,
    updated_at: new Date().toISOString(),
  });
}

/**
 * The workspace's mailboxes with these uids, in request order, without repeats. A uid that is
 * unknown or another team's is a 404 naming the field (`uids[2]`) and the uid: the same answer
 * in every case.
 */
export async function getMailboxesByUids(
  db: Executor,
  workspaceId: string,
  uids: readonly string[],
  field = 'uids',
): Promise<MailboxRow[]> {
  const rows = await findMailboxesByUids(db, workspaceId, [...new Set(uids)]);
  const found = new Map<string, MailboxRow>();
  uids.forEach((uid, i) => {
    const row = rows.find((r) => r.uid === uid);
    if (!row) {
      throw new ApiError('NOT_FOUND', `Mailbox ${uid} not found`, [
        { field: `${field}[${i}]`, message: `no mailbox ${uid} in this workspace` },
      ]);
    }
    found.set(row.id, row);
  });
  return [...found.values()];
}

/**
 * Like `getMailboxesByUids`, with the mailboxes locked until the caller's transaction ends (see
 * {@link lockMailboxes}), so two requests deciding about one mailbox (may it forward?) decide one
 * after the other.
 */
export async function lockMailboxesByUids(
  trx: Transaction<DB>,
  workspaceId: string,
  uids: readonly string[],
  field = 'uids',
): Promise<MailboxRow[]> {
  return lockMailboxes(trx, await getMailboxesByUids(trx, workspaceId, uids, field));
}

/**
 * The mailboxes, locked for the rest of the caller's transaction and read again, in the order
 * given. Their domains are locked first (the lock order, docs/decisions.md: a mailbox's status
 * change may give its domain a slot back). A mailbox gone meanwhile is a 404.
 */
export async function lockMailboxes(
  trx: Transaction<DB>,
  mailboxes: readonly MailboxRow[],
): Promise<MailboxRow[]> {
  await lockRows(
    trx,
    'domains',
    mailboxes.map((m) => m.domain_id),
  );
  const rows = await lockedRows(
    trx,
    'mailboxes',
    mailboxes.map((m) => m.id),
  );
  const fresh = new Map(rows.map((m) => [m.id, m]));
  return mailboxes.map((m) => {
    const now = fresh.get(m.id);
    if (!now) throw notFound(`Mailbox ${m.uid}`);
    return now;
  });
}

/**
 * The workspace's mailboxes among `uids`, locked until the caller's transaction ends, keyed by
 * uid; uids that name none are simply absent (for operations that answer per mailbox).
 */
export async function lockWorkspaceMailboxes(
  trx: Transaction<DB>,
  workspaceId: string,
  uids: readonly string[],
): Promise<Map<string, MailboxRow>> {
  const found = await findMailboxesByUids(trx, workspaceId, [...new Set(uids)]);
  const rows = await lockMailboxes(trx, found);
  return new Map(rows.map((row) => [row.uid, row]));
}

/** The workspace's mailboxes among `uids` (those that name none are absent). */
export function findWorkspaceMailboxes(db: Executor, workspaceId: string, uids: readonly string[]) {
  return findMailboxesByUids(db, workspaceId, uids);
}

/**
 * The uid of the workspace's mailbox at `username@domain` (the one holding the address, else
 * the newest that had it); a 404 otherwise. For operations the real service's clients call with
 * an address instead of a uid.
 */
export async function mailboxUidAt(
  db: Executor,
  workspaceId: string,
  username: string,
  domain: string,
): Promise<string> {
  const [row] = await findMailboxesAtAddress(
    db,
    workspaceId,
    domain.trim().toLowerCase(),
    username.trim().toLowerCase(),
  );
  if (!row) throw notFound('Mailbox');
  return row.uid;
}

/** One mailbox of the workspace by uid; a 404 otherwise. */
export async function getMailbox(
  db: Executor,
  workspaceId: string,
  uid: string,
): Promise<MailboxRow> {
  const [row] = await findMailboxesByUids(db, workspaceId, [uid]);
  if (!row) throw notFound('Mailbox');
  return row;
}

/** Throws a 409 naming each mailbox (by `field[i]`) not in one of `allowed`. */
export function requireStatuses(
  mailboxes: readonly MailboxRow[],
  allowed: readonly MailboxStatus[],
  action: string,
  field = 'uids',
): void {
  const details = mailboxes
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => !allowed.includes(m.status))
    .map(({ m, i }) => ({
      field: `${field}[${i}]`,
      message: `${m.username}@${m.domain_name} is ${m.status}; cannot ${action}`,
    }));
  const first = details[0];
  if (!first) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  throw new ApiError('CONFLICT', `${first.message}${more}`, details);
}

/** API shapes of mailboxes, with their tags and their domain's uid. Never a credential. */
export async function presentMailboxes(db: Executor, rows: readonly MailboxRow[]) {
  if (rows.length === 0) return [];
  const tags = await tagsOf(
    db,
    'mailbox',
    rows.map((r) => r.id),
  );
  const domainIds = [...new Set(rows.map((r) => r.domain_id))];
  const domains = await Promise.all(domainIds.map((id) => findDomainById(db, id)));
  const uidOf = new Map(domains.flatMap((d) => (d ? [[d.id, d.uid] as const] : [])));
  return rows.map((row) =>
    toMailboxResponse(row, uidOf.get(row.domain_id) ?? '', tags.get(row.id) ?? []),
  );
}

/**
 * A page of the workspace's mailboxes, newest first. A `domainUid` that names no domain of the
 * workspace matches nothing.
 */
export async function listMailboxes(
  db: Executor,
  { domainUid, ...filter }: MailboxListFilter & { domainUid?: string },
  offset: number,
  limit: number,
) {
  if (domainUid !== undefined) {
    const domain = await findDomainByUid(db, filter.workspaceId, domainUid);
    if (!domain) return { mailboxes: [], total: 0, capped: false };
    filter.domainId = domain.id;
  }
  const { rows, total, capped } = await listMailboxRows(db, filter, offset, limit);
  return { mailboxes: await presentMailboxes(db, rows), total, capped };
}

/**
 * Mailboxes named by uid, and every mailbox of the domains named by uid (at least one of the two:
 * a 400 naming `uids` otherwise), a page of them, newest first, presented; and the domains named,
 * presented (the real service's receivers re-read a domain this way). Unknown uids are a 404.
 */
export async function checkMailboxStatus(
  db: Executor,
  workspaceId: string,
  input: { uids: readonly string[]; domainUids: readonly string[] },
  offset: number,
  limit: number,
) {
  if (input.uids.length === 0 && input.domainUids.length === 0) {
    throw invalidField('uids', 'is required (or domain_uids)');
  }
  const mailboxes = await getMailboxesByUids(db, workspaceId, input.uids);
  const domains = await getDomainsByUids(db, workspaceId, input.domainUids);
  const filter: MailboxListFilter = {
    workspaceId,
    includeDeleted: true,
    selection: { uids: mailboxes.map((m) => m.uid), domainIds: domains.map((d) => d.id) },
  };
  const { rows, total } = await listMailboxRows(db, filter, offset, limit);
  return {
    mailboxes: await presentMailboxes(db, rows),
    total,
    domains: await presentDomains(db, domains),
  };
}
