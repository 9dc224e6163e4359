import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { rowChunks } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import { lockedRow } from '../../db/transaction.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { defineTransitions } from '../../lib/lifecycle.js';
import { charge, refund, tryCharge } from '../billing/surface.js';
import { nowFor, scheduleFor } from '../clocks/surface.js';
import { newMessageId } from '../mail/surface.js';
import { findWorkspaceMailboxes, type MailboxRow } from '../mailboxes/surface.js';
import { emitPlacementTestEvent } from './placement.events.js';
import { placementSend } from './placement.job-refs.js';
import { type PlacementTestStatus, placementTestLifecycle } from './placement.lifecycle.js';
import type {
  DeliveryMode,
  PlacementContent,
  PlacementCopyRow,
  PlacementTestRow,
} from './placement.table.js';
import { SEED_PROVIDER_KEYS } from './seed-providers.js';
import { seedKindFor, usableSeeds } from './seeds.service.js';

/** What one run costs: the real service's price of a placement test. */
export const PLACEMENT_TEST_PRICE_CENTS = 5;

/** What a run sends, from which mailboxes, to which providers' seeds. */
export interface RunDefinition {
  name: string;
  content: PlacementContent;
  senderIds: string[];
  providers: string[];
  deliveryMode: DeliveryMode;
}

export interface Caller {
  teamId: string;
  workspaceId: string;
  actor: string;
}

/**
 * The workspace's mailboxes named by `uids`, each live enough to send: a uid naming none of them
 * is a 404 (as another team's mailbox is), one not active a 400 naming it.
 */
export async function senderMailboxes(
  trx: Transaction<DB>,
  workspaceId: string,
  uids: readonly string[],
): Promise<MailboxRow[]> {
  const found = new Map(
    (await findWorkspaceMailboxes(trx, workspaceId, [...new Set(uids)])).map((m) => [m.uid, m]),
  );
  const out: MailboxRow[] = [];
  for (const uid of new Set(uids)) {
    const mailbox = found.get(uid);
    if (!mailbox) throw new ApiError('NOT_FOUND', `Mailbox ${uid} not found`);
    if (mailbox.status !== 'active')
      throw invalidField('mailbox_uids', `mailbox ${uid} is ${mailbox.status}; it must be active`);
    out.push(mailbox);
  }
  return out;
}

/**
 * Creates a run in the caller's transaction: the test row, one copy per sender and usable seed
 * of the chosen providers (a sender reaches only the seeds of its own mail network: simulated
 * seeds from the simulator, real seeds from a real one), the charge, and its first send.
 * `paid: 'request'` answers a short wallet with the 402 (the transaction rolls back, nothing is
 * created); `paid: 'firing'` (a schedule) records the run as `failed` with nothing charged.
 */
export async function createRun(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  definition: RunDefinition,
  senders: readonly MailboxRow[],
  options: { paid: 'request' | 'firing'; schedule?: { id: string; uid: string } },
): Promise<PlacementTestRow> {
  const seeds = await usableSeeds(trx, providersOf(definition));
  const test = await newRun(trx, caller, definition, senders, options.schedule);
  const copies: PlacementCopyRow[] = [];
  for (const sender of senders) {
    const email = `${sender.username}@${sender.domain_name}`;
    const kind = seedKindFor(ctx.providers.mailNetworkOf(sender.platform));
    for (const seed of seeds.filter((s) => s.kind === kind))
      copies.push({
        id: newId(),
        test_id: test.id,
        sender_mailbox_id: sender.id,
        sender_email: email,
        seed_id: seed.id,
        seed_email: seed.email,
        provider: seed.provider,
        token: `mwpt-${randomBytes(9).toString('base64url')}`,
        message_id: newMessageId(email),
        status: 'pending',
        ledger_id: null,
        sent_at: null,
        network_sent_at: null,
        folder: null,
        arrived_at: null,
        delay_seconds: null,
        spf: null,
        dkim: null,
        dmarc: null,
        error: null,
      });
  }
  if (copies.length === 0)
    throw invalidField(
      'providers',
      'no seed of these providers can be reached from these mailboxes (the pool has none, or none healthy)',
    );
  const line = {
    recordType: 'placement_test',
    recordUid: test.uid,
    amountCents: test.price_cents,
    description: `Inbox placement test ${test.uid}${options.schedule ? ` (scheduled test ${options.schedule.uid})` : ''}`,
    reference: `placement:${test.uid}`,
    entryId: test.charge_entry_id as string,
  };
  if (options.paid === 'request') {
    await trx.insertInto('placement_tests').values(test).execute();
    for (const rows of rowChunks(copies))
      await trx.insertInto('placement_copies').values(rows).execute();
    await charge(trx, ctx, caller, [line], {
      actor: caller.actor,
      what: 'run an inbox placement test',
    });
  } else {
    const paid = await tryCharge(trx, ctx, caller, [line], caller.actor);
    if (!paid.ok)
      return insertFailedRun(
        trx,
        ctx,
        caller,
        definition,
        options.schedule ?? null,
        'Insufficient wallet balance to run the scheduled inbox placement test',
      );
    await trx.insertInto('placement_tests').values(test).execute();
    for (const rows of rowChunks(copies))
      await trx.insertInto('placement_copies').values(rows).execute();
  }
  await emitPlacementTestEvent(trx, ctx, test);
  await scheduleFor(
    trx,
    ctx,
    caller.workspaceId,
    placementSend,
    { testId: test.id },
    {
      key: `placement-send:${test.id}:0`,
    },
  );
  return test;
}

const providersOf = (definition: RunDefinition) =>
  definition.providers.length > 0 ? definition.providers : SEED_PROVIDER_KEYS;

/** A new run's row, `created`, at the workspace's now. */
async function newRun(
  trx: Transaction<DB>,
  caller: Caller,
  definition: RunDefinition,
  senders: ReadonlyArray<Pick<MailboxRow, 'id'>>,
  schedule: { id: string; uid: string } | null | undefined,
): Promise<PlacementTestRow> {
  const now = (await nowFor(trx, caller.workspaceId)).toISOString();
  return {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    schedule_id: schedule?.id ?? null,
    schedule_uid: schedule?.uid ?? null,
    name: definition.name,
    content: JSON.stringify(definition.content),
    sender_ids: JSON.stringify(senders.map((m) => m.id)),
    providers: JSON.stringify(providersOf(definition)),
    delivery_mode: definition.deliveryMode,
    status: 'created',
    previous_status: null,
    status_changed_at: now,
    failure_reason: null,
    price_cents: PLACEMENT_TEST_PRICE_CENTS,
    charge_entry_id: newId(),
    refunded: 0,
    started_at: null,
    deadline_at: null,
    completed_at: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * A scheduled firing that cannot run (the wallet short, no mailbox active, no seed reachable):
 * a run born `failed`, with nothing charged and nothing sent, so the customer sees the firing.
 */
export async function insertFailedRun(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  definition: RunDefinition,
  schedule: { id: string; uid: string } | null,
  reason: string,
): Promise<PlacementTestRow> {
  const run = await newRun(trx, caller, definition, [], schedule);
  const failed: PlacementTestRow = {
    ...run,
    sender_ids: JSON.stringify(definition.senderIds),
    status: 'failed',
    charge_entry_id: null,
    failure_reason: reason,
    completed_at: run.created_at,
  };
  await trx.insertInto('placement_tests').values(failed).execute();
  await emitPlacementTestEvent(trx, ctx, failed);
  return failed;
}

/**
 * A run's moves ({@link defineTransitions}), at the time the caller gives (the workspace's
 * clock): `placement_test.status_changed` recorded.
 */
const runMoves = defineTransitions<
  PlacementTestStatus,
  PlacementTestRow,
  Partial<PlacementTestRow>,
  Transaction<DB>,
  AppContext
>({
  lifecycle: placementTestLifecycle,
  movedMeanwhile: () => 'The placement test changed meanwhile',
  async write(trx, run, written) {
    const result = await trx
      .updateTable('placement_tests')
      .set(written)
      .where('id', '=', run.id)
      .where('status', '=', run.status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  emit: emitPlacementTestEvent,
});

/** The one way a run's status changes, at `at`. */
export function transitionRun(
  trx: Transaction<DB>,
  ctx: AppContext,
  run: PlacementTestRow,
  to: PlacementTestStatus,
  at: string,
  changes: Partial<PlacementTestRow> = {},
): Promise<PlacementTestRow> {
  return runMoves.transition(trx, ctx, run, to, changes, at);
}

export function lockRun(trx: Transaction<DB>, id: string) {
  return lockedRow(trx, 'placement_tests', id);
}

/** A run that could not send: `failed`, its charge given back. */
export async function failAndRefund(
  trx: Transaction<DB>,
  ctx: AppContext,
  run: PlacementTestRow,
  reason: string,
  at: string,
): Promise<PlacementTestRow> {
  const refunded = await refund(trx, {
    chargeEntryId: run.charge_entry_id,
    amountCents: run.price_cents,
    recordType: 'placement_test',
    recordUid: run.uid,
    description: `Refund: inbox placement test ${run.uid} could not send`,
    reference: `placement-refund:${run.uid}`,
    actor: 'system',
  });
  return transitionRun(trx, ctx, run, 'failed', at, {
    failure_reason: reason,
    refunded: refunded ? 1 : 0,
    completed_at: at,
  });
}
