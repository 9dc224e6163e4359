import type { Executor } from '../../db/transaction.js';
import type {
  WebhookAttemptRow,
  WebhookEndpointRow,
  WebhookEndpointTable,
} from './webhooks.table.js';

export async function findEndpoint(
  db: Executor,
  workspaceId: string,
): Promise<WebhookEndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/** Inserts the endpoint row unless the workspace already has one. */
export async function insertEndpointIfMissing(
  db: Executor,
  row: WebhookEndpointRow,
): Promise<void> {
  await db
    .insertInto('webhook_endpoints')
    .values(row)
    .onConflict((oc) => oc.column('workspace_id').doNothing())
    .execute();
}

export async function updateEndpoint(
  db: Executor,
  workspaceId: string,
  changes: Partial<Omit<WebhookEndpointTable, 'workspace_id' | 'created_at'>>,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** Starts the failure streak at `at` unless one is running; returns when the streak began. */
export async function markEndpointFailing(
  db: Executor,
  workspaceId: string,
  at: string,
): Promise<string | null> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: at, updated_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('failing_since', 'is', null)
    .execute();
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('failing_since')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row?.failing_since ?? null;
}

/** Ends the failure streak (a success). Writes only when a streak is running. */
export async function clearEndpointFailing(
  db: Executor,
  workspaceId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null, updated_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('failing_since', 'is not', null)
    .execute();
}

export async function insertAttempt(db: Executor, row: WebhookAttemptRow): Promise<void> {
  await db.insertInto('webhook_attempts').values(row).execute();
}

export async function listAttemptsOfEvent(
  db: Executor,
  eventId: string,
): Promise<WebhookAttemptRow[]> {
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('attempt')
    .execute();
}

/** Attempts per workspace, split by success. */
export async function countAttempts(db: Executor) {
  return db
    .selectFrom('webhook_attempts')
    .select((eb) => ['workspace_id', 'succeeded', eb.fn.countAll<number>().as('n')])
    .groupBy(['workspace_id', 'succeeded'])
    .execute();
}
