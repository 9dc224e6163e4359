import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRow } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { requireSpender } from '../billing/surface.js';
import { isoNowFor, nowFor, scheduleFor } from '../clocks/surface.js';
import { findMailboxesByInternalIds } from '../mailboxes/surface.js';
import { placementFire } from './placement.job-refs.js';
import type { DeliveryMode, PlacementContent, PlacementScheduleRow } from './placement.table.js';
import { type Caller, createRun, insertFailedRun } from './runs.service.js';
import { nextFiring, type Weekday } from './schedule-time.js';

export interface ScheduleInput {
  name: string;
  content: PlacementContent;
  senderIds: string[];
  providers: string[];
  deliveryMode: DeliveryMode;
  days: Weekday[];
  time: string;
  timezone: string;
}

const daysOf = (row: Pick<PlacementScheduleRow, 'days'>) => JSON.parse(row.days) as Weekday[];

/** Schedules the firing at `at` (on the workspace's time line; a sandbox clock's, if attached). */
async function scheduleFiring(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: Pick<PlacementScheduleRow, 'id' | 'workspace_id'>,
  at: string,
) {
  await scheduleFor(
    trx,
    ctx,
    row.workspace_id,
    placementFire,
    { scheduleId: row.id, at },
    {
      at: new Date(at),
      key: `placement-fire:${row.id}:${at}`,
    },
  );
}

/** The next firing after the workspace's now, written on the row and scheduled. */
async function planNext(trx: Transaction<DB>, ctx: AppContext, row: PlacementScheduleRow) {
  const now = await nowFor(trx, row.workspace_id);
  const next = nextFiring({ days: daysOf(row), time: row.time, timezone: row.timezone }, now);
  const next_run_at = next ? next.toISOString() : null;
  await trx
    .updateTable('placement_schedules')
    .set({ next_run_at, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  if (next_run_at) await scheduleFiring(trx, ctx, row, next_run_at);
  return { ...row, next_run_at };
}

export async function createSchedule(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  input: ScheduleInput,
): Promise<PlacementScheduleRow> {
  // Each firing is charged: a schedule spends the wallet (`billing/spending.ts`).
  await requireSpender(trx, ctx, caller.actor);
  const now = await isoNowFor(trx, caller.workspaceId);
  const row: PlacementScheduleRow = {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    name: input.name,
    content: JSON.stringify(input.content),
    sender_ids: JSON.stringify(input.senderIds),
    providers: JSON.stringify(input.providers),
    delivery_mode: input.deliveryMode,
    days: JSON.stringify(input.days),
    time: input.time,
    timezone: input.timezone,
    status: 'active',
    next_run_at: null,
    last_run_at: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto('placement_schedules').values(row).execute();
  return planNext(trx, ctx, row);
}

export async function findSchedule(db: Executor, workspaceId: string, uid: string) {
  const row = await db
    .selectFrom('placement_schedules')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound('Scheduled test');
  return row;
}

/** Locks the workspace's schedule `uid` (404 when it has none) and reads it. */
async function lockSchedule(trx: Transaction<DB>, workspaceId: string, uid: string) {
  const found = await findSchedule(trx, workspaceId, uid);
  const row = await lockedRow(trx, 'placement_schedules', found.id);
  if (!row) throw notFound('Scheduled test');
  return row;
}

/** Pause: no firing until resumed (a firing already due finds it paused and does nothing). */
export async function pauseSchedule(ctx: AppContext, workspaceId: string, uid: string) {
  return inTransaction(ctx.db, async (trx) => {
    const row = await lockSchedule(trx, workspaceId, uid);
    if (row.status === 'paused') return row;
    const changes = {
      status: 'paused' as const,
      next_run_at: null,
      updated_at: await isoNowFor(trx, workspaceId),
    };
    await trx.updateTable('placement_schedules').set(changes).where('id', '=', row.id).execute();
    return { ...row, ...changes };
  });
}

/** Resume: fires again from the next of its days after the workspace's now. */
export async function resumeSchedule(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  actor: string,
) {
  return inTransaction(ctx.db, async (trx) => {
    const row = await lockSchedule(trx, workspaceId, uid);
    if (row.status === 'active') return row;
    // Its firings will be charged again: resuming spends, as creating does.
    await requireSpender(trx, ctx, actor);
    await trx
      .updateTable('placement_schedules')
      .set({ status: 'active' })
      .where('id', '=', row.id)
      .execute();
    return planNext(trx, ctx, { ...row, status: 'active' });
  });
}

/** Delete: the schedule goes; its past runs stay, still naming it by `schedule_uid`. */
export async function deleteSchedule(ctx: AppContext, workspaceId: string, uid: string) {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockSchedule(trx, workspaceId, uid);
    await trx.deleteFrom('placement_schedules').where('id', '=', row.id).execute();
  });
}

/**
 * A firing: when the schedule is still active and this is its planned firing, one run (charged,
 * or recorded `failed` when the wallet is short, or when its mailboxes can no longer send), then
 * the next firing.
 */
export async function fireSchedule(ctx: AppContext, scheduleId: string, at: string) {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, 'placement_schedules', scheduleId);
    if (row?.status !== 'active' || row.next_run_at !== at) return;
    const ids = JSON.parse(row.sender_ids) as string[];
    const senders = [...(await findMailboxesByInternalIds(trx, ids)).values()].filter(
      (m) => m.status === 'active',
    );
    const definition = {
      name: row.name,
      content: JSON.parse(row.content) as PlacementContent,
      senderIds: senders.map((m) => m.id),
      providers: JSON.parse(row.providers) as string[],
      deliveryMode: row.delivery_mode,
    };
    const caller = { teamId: row.team_id, workspaceId: row.workspace_id, actor: 'system' };
    const schedule = { id: row.id, uid: row.uid };
    if (senders.length === 0)
      await insertFailedRun(
        trx,
        ctx,
        caller,
        definition,
        schedule,
        'None of its mailboxes is active',
      );
    // createRun checks before it writes: a refusal (no seed reachable) leaves nothing behind.
    else
      await createRun(trx, ctx, caller, definition, senders, { paid: 'firing', schedule }).catch(
        (error: unknown) =>
          insertFailedRun(trx, ctx, caller, definition, schedule, (error as Error).message),
      );
    await trx
      .updateTable('placement_schedules')
      .set({ last_run_at: at })
      .where('id', '=', row.id)
      .execute();
    await planNext(trx, ctx, { ...row, last_run_at: at });
  });
}
