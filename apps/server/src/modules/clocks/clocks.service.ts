import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, conflict, invalidField, notFound } from '../../http/errors.js';
import { dropClockJobs, holdWorkspaceJobs, unholdWorkspaceJobs } from '../../jobs/clocked.js';
import { defineHook } from '../../lib/hook.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { advanceClockJob } from './advance.job.js';
import type { ClockNow } from './clock-time.js';
import {
  attachmentOf,
  deleteClockRow,
  findClockOfTeam,
  insertClock,
  lockClock,
  updateClock,
  workspaceIdsOfClock,
  workspacesOfClocks,
} from './clocks.repository.js';
import type { LastAdvance, SandboxClockRow } from './clocks.table.js';

/**
 * What follows a workspace moving to another time line, in the transaction that moves it:
 * warmup goes on on the new line at once (`moveWarmupToLine`). Warmup builds on clocks, so it
 * registers the hook (the composition root does: `wireModules`) rather than being imported.
 */
export type MovedToLine = (
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  clock: ClockNow | null,
) => Promise<void>;

export const movedToLineHook = defineHook<MovedToLine>('the time-line hook');

/** Longest single advance: a year and a day. */
export const MAX_ADVANCE_MS = 366 * 86_400_000;

/** 403 unless the operator allows sandbox clocks (MAILWRIGHT_SANDBOX_CLOCKS). */
export function requireClocksAllowed(ctx: AppContext): void {
  if (!ctx.config.sandbox.clocks)
    throw new ApiError(
      'FORBIDDEN',
      'Sandbox clocks are turned off on this server; the operator can allow them with MAILWRIGHT_SANDBOX_CLOCKS=true',
    );
}

export async function createClock(
  ctx: AppContext,
  teamId: string,
  input: { name?: string; frozen_time?: string },
): Promise<SandboxClockRow> {
  const now = isoNow();
  const frozen = input.frozen_time ? new Date(input.frozen_time).toISOString() : now;
  const row: SandboxClockRow = {
    id: newId(),
    uid: newUid(),
    team_id: teamId,
    name: input.name?.trim() || 'Sandbox clock',
    frozen_time: frozen,
    status: 'ready',
    advance_to: null,
    last_advance: null,
    created_at: now,
    updated_at: now,
  };
  await insertClock(ctx.db, row);
  return row;
}

export async function getClock(ctx: AppContext, teamId: string, uid: string) {
  const clock = await findClockOfTeam(ctx.db, teamId, uid);
  if (!clock) throw notFound('Sandbox clock');
  return clock;
}

/** Where an advance goes: `to` (a time after the clock's), or `by` (`90m`, `1h`, `2d`, `1w`, `1mo`). */
export function advanceTarget(clock: SandboxClockRow, input: { to?: string; by?: string }): string {
  if ((input.to === undefined) === (input.by === undefined))
    throw invalidField('to', 'or by is required, and only one of them');
  const from = new Date(clock.frozen_time);
  let target: Date;
  if (input.to !== undefined) {
    target = new Date(input.to);
    if (!(target.getTime() > from.getTime()))
      throw invalidField('to', `must be after the clock's time (${clock.frozen_time})`);
  } else {
    const match = /^(\d{1,6})(s|m|h|d|w|mo)$/.exec(input.by ?? '');
    const amount = Number(match?.[1] ?? 0);
    if (!match || amount === 0)
      throw invalidField('by', 'must be a duration such as 1h, 1d, 1w or 1mo');
    target = new Date(from);
    if (match[2] === 'mo') target.setUTCMonth(target.getUTCMonth() + amount);
    else target.setTime(from.getTime() + amount * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
  }
  if (target.getTime() - from.getTime() > MAX_ADVANCE_MS)
    throw invalidField(
      input.to === undefined ? 'by' : 'to',
      'may move the clock by 366 days at most',
    );
  return target.toISOString();
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/**
 * Starts moving the clock to `target`: `advancing` until everything scheduled on it up to then
 * has run, in order (the `sandbox.clock-advance` job), then `ready` at `target`.
 */
export async function advanceClock(
  ctx: AppContext,
  teamId: string,
  uid: string,
  input: { to?: string; by?: string },
): Promise<SandboxClockRow> {
  return inTransaction(ctx.db, async (trx) => {
    const clock = await lockClockOfTeam(trx, teamId, uid);
    if (clock.status === 'advancing')
      throw conflict(`The clock is advancing to ${clock.advance_to}; wait until it is ready`);
    const target = advanceTarget(clock, input);
    const last: LastAdvance = { from: clock.frozen_time, to: target, ran: {} };
    const changes = {
      status: 'advancing' as const,
      advance_to: target,
      last_advance: JSON.stringify(last),
      updated_at: isoNow(),
    };
    await updateClock(trx, clock.id, changes);
    await ctx.jobs.enqueue(
      trx,
      advanceClockJob,
      { clockId: clock.id },
      { key: `clock-advance:${clock.id}` },
    );
    return { ...clock, ...changes };
  });
}

/**
 * Attaches the workspace: its scheduled jobs move onto the clock, keeping the time they had left,
 * and what runs per time line (the warmup engine) starts on the clock at once.
 */
export async function attachWorkspace(
  ctx: AppContext,
  teamId: string,
  uid: string,
  workspaceId: string,
): Promise<SandboxClockRow> {
  return inTransaction(ctx.db, async (trx) => {
    const clock = await lockClockOfTeam(trx, teamId, uid);
    const current = await attachmentOf(trx, workspaceId);
    if (current?.clock_id === clock.id) return clock;
    if (current) throw conflict('The workspace is attached to another clock; detach it first');
    if (clock.status === 'advancing')
      throw conflict('The clock is advancing; attach the workspace once it is ready');
    await trx
      .insertInto('sandbox_clock_workspaces')
      .values({ workspace_id: workspaceId, clock_id: clock.id, attached_at: isoNow() })
      .execute();
    const now = { id: clock.id, now: clock.frozen_time };
    await holdWorkspaceJobs(trx, workspaceId, now);
    await movedToLineHook.get()(trx, ctx, workspaceId, now);
    return clock;
  });
}

/**
 * Detaches the workspace: its jobs held on the clock run in real time, after the time they had
 * left, and the real-time warmup engine takes its warmup at once.
 */
export async function detachWorkspace(ctx: AppContext, workspaceId: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const current = await attachmentOf(trx, workspaceId);
    if (!current) throw conflict('The workspace is not attached to a clock');
    // Read again once the clock is locked: another detach, or the clock's deletion, may have
    // detached the workspace meanwhile (PostgreSQL; SQLite runs one write at a time).
    const clock = await lockClock(trx, current.clock_id);
    if (!clock || (await attachmentOf(trx, workspaceId))?.clock_id !== clock.id)
      throw conflict('The workspace is not attached to a clock');
    if (clock.status === 'advancing')
      throw conflict('The clock is advancing; detach the workspace once it is ready');
    await detach(trx, ctx, workspaceId, clock);
  });
}

async function detach(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  clock: SandboxClockRow,
) {
  await unholdWorkspaceJobs(trx, workspaceId, { id: clock.id, now: clock.frozen_time });
  await trx
    .deleteFrom('sandbox_clock_workspaces')
    .where('workspace_id', '=', workspaceId)
    .execute();
  await movedToLineHook.get()(trx, ctx, workspaceId, null);
}

/**
 * Locks the team's clock `uid` and reads it: 404 when there is none, also when another request
 * deleted it between the look and the lock (PostgreSQL; SQLite runs one write at a time).
 */
async function lockClockOfTeam(trx: Transaction<DB>, teamId: string, uid: string) {
  const found = await findClockOfTeam(trx, teamId, uid);
  const clock = found && (await lockClock(trx, found.id));
  if (!clock) throw notFound('Sandbox clock');
  return clock;
}

/** Deletes the clock: its workspaces are detached (back to real time) and its own jobs dropped. */
export async function deleteClock(ctx: AppContext, teamId: string, uid: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const clock = await lockClockOfTeam(trx, teamId, uid);
    if (clock.status === 'advancing')
      throw conflict('The clock is advancing; delete it once it is ready');
    for (const workspaceId of await workspaceIdsOfClock(trx, clock.id))
      await detach(trx, ctx, workspaceId, clock);
    await dropClockJobs(trx, clock.id);
    await deleteClockRow(trx, clock.id);
  });
}

/** A clock as the API shows it. */
export async function presentClocks(ctx: AppContext, rows: SandboxClockRow[]) {
  const workspaces = await workspacesOfClocks(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    frozen_time: row.frozen_time,
    status: row.status,
    advance_to: row.advance_to,
    last_advance: presentAdvance(row.last_advance),
    workspace_uids: workspaces.get(row.id) ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** The newest advance as the API shows it: what ran, by job, most first. */
function presentAdvance(json: string | null) {
  if (!json) return null;
  const last = JSON.parse(json) as LastAdvance;
  return {
    from: last.from,
    to: last.to,
    ran: Object.entries(last.ran)
      .map(([job, count]) => ({ job, count }))
      .sort((a, b) => b.count - a.count || a.job.localeCompare(b.job)),
  };
}
