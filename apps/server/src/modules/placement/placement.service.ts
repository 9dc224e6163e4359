import type { AppContext } from '../../context.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { requireReal } from '../../http/simulated.js';
import type { MailboxRow } from '../mailboxes/surface.js';
import type { DeliveryMode, PlacementScheduleRow, PlacementTestRow } from './placement.table.js';
import { type Caller, createRun, type RunDefinition, senderMailboxes } from './runs.service.js';
import { isTimeZone, type Weekday } from './schedule-time.js';
import { createSchedule, findSchedule } from './schedules.service.js';
import { SEED_PROVIDER_KEYS } from './seed-providers.js';
import { placementSeedStatus } from './seeds.service.js';

/** A test's definition as the API takes it. */
export interface DefinitionBody {
  name?: string;
  subject: string;
  text: string;
  html?: string;
  mailbox_uids: string[];
  providers?: string[];
  delivery_mode?: DeliveryMode;
}

function definitionOf(body: DefinitionBody, senderIds: string[]): RunDefinition {
  return {
    name: body.name?.trim() || body.subject,
    content: { subject: body.subject, text: body.text, html: body.html ?? null },
    senderIds,
    providers: body.providers ?? [...SEED_PROVIDER_KEYS],
    deliveryMode: body.delivery_mode ?? 'together',
  };
}

/**
 * A placement test is real only when its senders' mail network and the seeds it reaches are:
 * refused (503, nothing written) otherwise, unless MAILWRIGHT_ALLOW_SIMULATED lists them.
 */
async function requireRealPlacement(
  ctx: AppContext,
  db: Executor,
  what: string,
  senders: readonly MailboxRow[],
): Promise<void> {
  requireReal(
    ctx,
    what,
    [
      ...senders.map((m) => ({ family: 'mail_network' as const, platform: m.platform })),
      { family: 'placement_seeds' },
    ],
    [await placementSeedStatus(db)],
  );
}

/** Creates a test: checked, paid (5 cents, 402 when short) and its first send queued, at once. */
export async function createTest(
  ctx: AppContext,
  caller: Caller,
  body: DefinitionBody,
  commit: Commit<PlacementTestRow>,
): Promise<PlacementTestRow> {
  return commit(async (trx) => {
    const senders = await senderMailboxes(trx, caller.workspaceId, body.mailbox_uids);
    await requireRealPlacement(ctx, trx, 'Placement tests', senders);
    const definition = definitionOf(
      body,
      senders.map((m) => m.id),
    );
    return createRun(trx, ctx, caller, definition, senders, { paid: 'request' });
  });
}

export async function listTests(
  db: Executor,
  workspaceId: string,
  filter: { status?: string; schedule_uid?: string },
  offset: number,
  limit: number,
) {
  const params = {
    workspaceId,
    ...(filter.status ? { status: filter.status as PlacementTestRow['status'] } : {}),
    ...(filter.schedule_uid ? { scheduleUid: filter.schedule_uid } : {}),
  };
  return readListPage(db, testList, params, { within: true }, offset, limit);
}

const testList = defineList({
  table: 'placement_tests',
  base: (
    db,
    p: { workspaceId: string; status?: PlacementTestRow['status']; scheduleUid?: string },
  ) =>
    db
      .selectFrom('placement_tests')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.status !== undefined, (q) =>
        q.where('status', '=', p.status as PlacementTestRow['status']),
      )
      .$if(p.scheduleUid !== undefined, (q) =>
        q.where('schedule_uid', '=', p.scheduleUid as string),
      ),
  within: { filter: (q) => q },
});

export async function findTest(db: Executor, workspaceId: string, uid: string) {
  const row = await db
    .selectFrom('placement_tests')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound('Placement test');
  return row;
}

/** Creates a scheduled test: checked as a test is; nothing is charged until a firing runs. */
export async function createScheduledTest(
  ctx: AppContext,
  caller: Caller,
  body: DefinitionBody & { days: Weekday[]; time: string; timezone: string },
  commit: Commit<PlacementScheduleRow>,
): Promise<PlacementScheduleRow> {
  if (!isTimeZone(body.timezone))
    throw invalidField('timezone', `"${body.timezone}" is not an IANA time zone`);
  return commit(async (trx) => {
    const senders = await senderMailboxes(trx, caller.workspaceId, body.mailbox_uids);
    await requireRealPlacement(ctx, trx, 'Scheduled placement tests', senders);
    const definition = definitionOf(
      body,
      senders.map((m) => m.id),
    );
    return createSchedule(trx, ctx, caller, {
      ...definition,
      days: body.days,
      time: body.time,
      timezone: body.timezone,
    });
  });
}

export async function listSchedules(
  db: Executor,
  workspaceId: string,
  offset: number,
  limit: number,
) {
  return readListPage(db, scheduleList, { workspaceId }, { within: true }, offset, limit);
}

const scheduleList = defineList({
  table: 'placement_schedules',
  base: (db, p: { workspaceId: string }) =>
    db.selectFrom('placement_schedules').where('workspace_id', '=', p.workspaceId),
  within: { filter: (q) => q },
});

export { findSchedule };
