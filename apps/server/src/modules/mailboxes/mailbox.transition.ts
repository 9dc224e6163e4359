import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineTransitions } from '../../lib/lifecycle.js';
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
 * A mailbox's moves ({@link defineTransitions}): a fresh `status_reason` / `failure_code` (empty
 * unless given), the resetup status kept, the address and the domain slot let go when the
 * mailbox stops holding them (or taken again on a re-purchase: a 409 when its address or its
 * domain's room is taken), and `mailbox.status_changed`. `create` expects the caller to have
 * taken the domain slot.
 */
const mailboxMoves = defineTransitions<
  MailboxStatus,
  MailboxRow,
  MailboxFieldChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: mailboxLifecycle,
  movedMeanwhile: (mailbox) =>
    `The mailbox ${mailbox.username}@${mailbox.domain_name} changed meanwhile; try again`,
  resets: (mailbox, to) => ({ status_reason: '', failure_code: '', ...resetupChange(mailbox, to) }),
  effects: (trx, mailbox, to) => addressHeld(trx, mailbox, to),
  write: (trx, mailbox, written) => writeMailboxStatus(trx, mailbox.id, mailbox.status, written),
  reread: async (trx, mailbox) => (await findMailboxById(trx, mailbox.id)) as MailboxRow,
  insert: insertMailboxRow,
  emit: emitMailboxEvent,
});

export const { transition: transitionMailbox, create: createMailbox } = mailboxMoves;

/** The address and the domain slot: let go when a move stops holding them, taken again when one starts. */
async function addressHeld(
  trx: Transaction<DB>,
  mailbox: MailboxRow,
  to: MailboxStatus,
): Promise<MailboxFieldChanges> {
  const heldBefore = ADDRESS_HOLDING_STATUSES.includes(mailbox.status);
  const holdsAfter = ADDRESS_HOLDING_STATUSES.includes(to);
  if (heldBefore && !holdsAfter) {
    await releaseMailboxSlots(trx, mailbox.domain_id, 1);
    return { address_key: null };
  }
  if (!heldBefore && holdsAfter) {
    const domain = (await findDomainById(trx, mailbox.domain_id)) as DomainRow;
    await reserveMailboxSlots(trx, domain, mailbox.workspace_id, 1);
    await claimMailPlatform(trx, domain, mailbox.platform);
    return { address_key: addressKeyOf(mailbox) };
  }
  return {};
}

/** A resetup in progress ends with the mailbox's next active or failed status. */
function resetupChange(mailbox: MailboxRow, to: MailboxStatus): MailboxFieldChanges {
  if (mailbox.resetup_status !== 'in_progress') return {};
  if (to === 'active') return { resetup_status: 'completed' };
  if (to === 'failed') return { resetup_status: 'failed' };
  return {};
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
