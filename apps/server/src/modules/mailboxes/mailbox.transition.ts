import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import {
  claimMailPlatform,
  type DomainRow,
  findDomainById,
  releaseMailboxSlots,
  reserveMailboxSlots,
} from '../domains/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { openCredentials } from './credentials.js';
import {
  ADDRESS_HOLDING_STATUSES,
  type MailboxStatus,
  mailboxLifecycle,
} from './mailbox.lifecycle.js';
import { toMailboxEventRecord } from './mailbox.present.js';
import {
  findMailboxById,
  insertMailboxRow,
  type MailboxFieldChanges,
  writeMailboxStatus,
} from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';

/** The address key a mailbox holds while it has its address. */
export function addressKeyOf(row: Pick<MailboxRow, 'domain_id' | 'username'>): string {
  return `${row.domain_id}:${row.username}`;
}

/**
 * The one way a mailbox's status changes. In the caller's transaction it checks the move against
 * {@link mailboxLifecycle}, stamps `previous_status`, writes the status with `changes` (and a
 * fresh `status_reason` / `failure_code`, empty unless given), lets go of the address and the
 * domain slot when the mailbox stops holding them (or takes them again on a re-purchase), keeps
 * the resetup status, and records `mailbox.status_changed`. Throws a 409 when the lifecycle does
 * not allow the move, another writer moved the mailbox first, or a re-purchase finds its address
 * or its domain's room taken.
 */
export async function transitionMailbox(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
  to: MailboxStatus,
  changes: MailboxFieldChanges = {},
): Promise<MailboxRow> {
  const now = isoNow();
  const planned = planTransition(mailboxLifecycle, mailbox.status, to, now);
  const heldBefore = ADDRESS_HOLDING_STATUSES.includes(mailbox.status);
  const holdsAfter = ADDRESS_HOLDING_STATUSES.includes(to);
  const written: MailboxFieldChanges & typeof planned & { updated_at: string } = {
    status_reason: '',
    failure_code: '',
    ...resetupChange(mailbox, to),
    ...changes,
    ...planned,
    updated_at: now,
  };
  if (heldBefore && !holdsAfter) {
    written.address_key = null;
    await releaseMailboxSlots(trx, mailbox.domain_id, 1);
  } else if (!heldBefore && holdsAfter) {
    const domain = (await findDomainById(trx, mailbox.domain_id)) as DomainRow;
    await reserveMailboxSlots(trx, domain, mailbox.workspace_id, 1);
    await claimMailPlatform(trx, domain, mailbox.platform);
    written.address_key = addressKeyOf(mailbox);
  }
  if (!(await writeMailboxStatus(trx, mailbox.id, mailbox.status, written))) {
    throw conflict(
      `The mailbox ${mailbox.username}@${mailbox.domain_name} changed meanwhile; try again`,
    );
  }
  const updated = (await findMailboxById(trx, mailbox.id)) as MailboxRow;
  await emitMailboxEvent(trx, ctx, updated);
  return updated;
}

/** A resetup in progress ends with the mailbox's next active or failed status. */
function resetupChange(mailbox: MailboxRow, to: MailboxStatus): MailboxFieldChanges {
  if (mailbox.resetup_status !== 'in_progress') return {};
  if (to === 'active') return { resetup_status: 'completed' };
  if (to === 'failed') return { resetup_status: 'failed' };
  return {};
}

/**
 * Creates a mailbox in the lifecycle's initial status and records its first
 * `mailbox.status_changed` (`previous_status` null). The caller has taken its domain slot.
 */
export async function createMailbox(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: MailboxRow,
): Promise<MailboxRow> {
  const planned = planTransition(mailboxLifecycle, null, row.status, row.created_at);
  const created = { ...row, ...planned };
  await insertMailboxRow(trx, created);
  await emitMailboxEvent(trx, ctx, created);
  return created;
}

/**
 * Records `mailbox.status_changed` for the mailbox as it now is. The record carries credentials,
 * so the event is stored sealed (`sensitive`); the delivery puts the credentials current at send
 * time into the body (`webhooks/current-credentials.ts`).
 */
export async function emitMailboxEvent(trx: Transaction<DB>, ctx: AppContext, mailbox: MailboxRow) {
  const workspace = await findWorkspaceByInternalId(trx, mailbox.workspace_id);
  const domain = await findDomainById(trx, mailbox.domain_id);
  await emitEvent(trx, ctx, {
    workspaceId: mailbox.workspace_id,
    event: 'mailbox.status_changed',
    kind: 'mailbox',
    record: toMailboxEventRecord(mailbox, openCredentials(ctx.secrets, mailbox)),
    metadata: {
      updated_at: mailbox.updated_at,
      workspace_id: mailbox.workspace_id,
      workspace_uid: workspace?.uid ?? null,
      domain_id: mailbox.domain_id,
      domain_uid: domain?.uid ?? null,
      domain_name: mailbox.domain_name,
    },
    sensitive: true,
  });
}
