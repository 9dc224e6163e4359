import { compiledQuery } from '../../db/compiled-queries.js';
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

export async function insertAttempts(
  db: Executor,
  rows: readonly WebhookAttemptRow[],
): Promise<void> {
  if (rows.length === 0) return;
  // Compiled once per shape (the batch's size and which values are null), not built per batch.
  await db.executeQuery(
    compiledQuery(db, insertAttempts, '', rows, (p) =>
      db.insertInto('webhook_attempts').values([...p]),
    ),
  );
}

/** Ends the failure streak of these workspaces (a success). Writes only where one is running. */
export async function clearFailingStreaks(
  db: Executor,
  workspaceIds: readonly string[],
  at: string,
): Promise<void> {
  if (workspaceIds.length === 0) return;
  await db.executeQuery(
    compiledQuery(db, clearFailingStreaks, '', { workspaceIds, at }, (p) =>
      db
        .updateTable('webhook_endpoints')
        .set({ failing_since: null, updated_at: p.at })
        .where('workspace_id', 'in', p.workspaceIds)
        .where('failing_since', 'is not', null),
    ),
  );
}

/**
 * Records failures: each workspace's streak starts at its `since` unless one is running, or
 * restarts there when `restart` (a success came before the failure in the same batch). Returns
 * when each streak began.
 */
export async function markFailingStreaks(
  db: Executor,
  failures: ReadonlyArray<{ workspaceId: string; since: string; restart: boolean }>,
): Promise<Map<string, string | null>> {
  if (failures.length === 0) return new Map();
  for (const f of failures) {
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: f.since, updated_at: f.since })
      .where('workspace_id', '=', f.workspaceId)
      .$if(!f.restart, (q) => q.where('failing_since', 'is', null))
      .execute();
  }
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['workspace_id', 'failing_since'])
    .where(
      'workspace_id',
      'in',
      failures.map((f) => f.workspaceId),
    )
    .execute();
  return new Map(rows.map((r) => [r.workspace_id, r.failing_since]));
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
