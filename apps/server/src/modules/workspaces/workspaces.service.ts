import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRow, lockRow } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { checkHttpUrl } from '../../http/url-field.js';
import { defineHook } from '../../lib/hook.js';
import { newId, newUid } from '../../lib/ids.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { isoNow } from '../../lib/time.js';
import { deleteWithWorkspace } from './workspace-purge.js';
import {
  deleteWorkspaceRow,
  findDisabledWebhookWorkspaces,
  findWorkspaceById,
  findWorkspaceOfTeam,
  findWorkspaceUids,
  insertWorkspace,
  listWorkspacesOfTeam,
  updateWorkspaceRow,
} from './workspaces.repository.js';
import type { WorkspaceRow } from './workspaces.table.js';

/**
 * Tables whose rows keep a workspace from being deleted, with the word used in the 409 message.
 * Each module that gives a workspace something to own adds its table here.
 */
const OWNED_RESOURCES: ReadonlyArray<{
  table: string;
  label: string;
  /** Rows in these statuses are history and do not count. */
  ignoreStatuses?: readonly string[];
}> = [
  { table: 'domains', label: 'domains', ignoreStatuses: ['deleted'] },
  { table: 'mailboxes', label: 'mailboxes', ignoreStatuses: ['cancelled', 'archived', 'deleted'] },
];

/**
 * Whose eyes a workspace lookup is for: the team, and whether `admins_only` workspaces are
 * visible (to admins only). A workspace the viewer may not see is answered as one that does not
 * exist, exactly as another team's.
 */
export interface WorkspaceViewer {
  teamId: string;
  admin: boolean;
}

/**
 * A new workspace; with a webhook URL, `secrets` seals the signing secret created with it.
 * `adminsOnly` hides it from members who are not admins.
 */
export async function createWorkspace(
  db: Executor,
  teamId: string,
  input: ({ name: string } | { name: string; webhookUrl: string; secrets: SecretBox }) & {
    adminsOnly?: boolean;
    useSharedBilling?: boolean;
  },
): Promise<WorkspaceRow> {
  const webhookUrl = checkHttpUrl(
    'webhookUrl' in input ? input.webhookUrl : '',
    'webhook_url',
    2048,
  );
  const now = isoNow();
  const row: WorkspaceRow = {
    id: newId(),
    uid: newUid(),
    team_id: teamId,
    name: input.name.trim(),
    webhook_url: '',
    webhook_disabled_at: null,
    webhook_disabled_reason: null,
    webhook_events: null,
    admins_only: input.adminsOnly ? 1 : 0,
    use_shared_billing: input.useSharedBilling === false ? 0 : 1,
    created_at: now,
    updated_at: now,
  };
  await insertWorkspace(db, row);
  if (webhookUrl && 'secrets' in input) {
    await setWebhookUrl(db, input.secrets, row, webhookUrl);
    row.webhook_url = webhookUrl;
  }
  return row;
}

/** The workspaces the viewer may see, newest first. */
export function listWorkspaces(
  db: Executor,
  viewer: WorkspaceViewer,
  offset: number,
  limit: number,
) {
  return listWorkspacesOfTeam(db, viewer.teamId, offset, limit, viewer.admin);
}

/** The viewer's workspace with this uid, or undefined (also for one it may not see). */
export async function findWorkspace(
  db: Executor,
  viewer: WorkspaceViewer,
  uid: string,
): Promise<WorkspaceRow | undefined> {
  const row = await findWorkspaceOfTeam(db, viewer.teamId, uid);
  return row && (viewer.admin || row.admins_only === 0) ? row : undefined;
}

/** The viewer's workspace, or a 404 that reads the same whether it is missing or not visible. */
export async function getWorkspace(
  db: Executor,
  viewer: WorkspaceViewer,
  uid: string,
): Promise<WorkspaceRow> {
  const row = await findWorkspace(db, viewer, uid);
  if (!row) throw notFound('Workspace');
  return row;
}

/** Renames a workspace, sets `admins_only`, and/or switches its wallet (what is not given stays). */
export async function updateWorkspace(
  db: Kysely<DB>,
  viewer: WorkspaceViewer,
  uid: string,
  input: {
    name?: string | undefined;
    adminsOnly?: boolean | undefined;
    useSharedBilling?: boolean | undefined;
  },
): Promise<WorkspaceRow> {
  return inTransaction(db, async (trx) => {
    const row = await getWorkspace(trx, viewer, uid);
    const changes = {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.adminsOnly !== undefined ? { admins_only: input.adminsOnly ? 1 : 0 } : {}),
      ...(input.useSharedBilling !== undefined
        ? { use_shared_billing: input.useSharedBilling ? 1 : 0 }
        : {}),
      updated_at: isoNow(),
    };
    await updateWorkspaceRow(trx, row.id, changes);
    return { ...row, ...changes };
  });
}

/**
 * Before a workspace is deleted, in the deleting transaction: its Cloudflare connection is handed
 * over to the other workspaces whose domains it reaches (`handOverConnection`), answering how many
 * domains it could not hand over (the deletion is then refused). Cloudflare builds on workspaces,
 * so it registers the hook (the composition root does: `wireModules`) rather than being imported.
 */
export const handOverConnectionHook = defineHook<
  (trx: Executor, workspaceId: string) => Promise<number>
>('the workspace-deletion hook');

/** Deletes a workspace that owns nothing; a workspace that still owns resources is a 409. */
export async function deleteWorkspace(
  ctx: AppContext,
  viewer: WorkspaceViewer,
  uid: string,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const found = await getWorkspace(trx, viewer, uid);
    // Locked before counting: whatever adds a domain (or a sequencer) to the workspace locks it
    // too, so it has either committed (and is counted) or will find the workspace gone. Read
    // again once locked: another deletion may have come first (404, as on SQLite).
    await lockRow(trx, 'workspaces', found.id);
    const row = await getWorkspace(trx, viewer, uid);
    for (const { table, label, ignoreStatuses = [] } of OWNED_RESOURCES) {
      const ignored =
        ignoreStatuses.length > 0
          ? sql` and status not in (${sql.join(ignoreStatuses.map((s) => sql.lit(s)))})`
          : sql``;
      const owned = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where workspace_id = ${row.id}${ignored}`.execute(
        trx,
      );
      const count = Number(owned.rows[0]?.n ?? 0);
      if (count > 0) {
        throw conflict(
          `Workspace still owns ${count} ${label}; remove or move them before deleting the workspace`,
        );
      }
    }
    const stranded = await handOverConnectionHook.get()(trx, row.id);
    if (stranded > 0)
      throw conflict(
        `The workspace's Cloudflare connection still reaches ${stranded} domains of other workspaces; connect Cloudflare (the same account) in their workspaces before deleting this one`,
      );
    await deleteWithWorkspace(trx, ctx, row.id);
    await deleteWorkspaceRow(trx, row.id);
  });
}

/**
 * Sets (or, with an empty string, clears) the workspace's webhook URL. Setting it re-enables a
 * webhook that was disabled, and creates the signing secret with the first URL (sealed with
 * `secrets`).
 */
export async function setWebhookUrl(
  db: Executor,
  secrets: SecretBox,
  workspace: WorkspaceRow,
  rawUrl: string,
): Promise<void> {
  const webhookUrl = checkHttpUrl(rawUrl, 'webhook_url', 2048);
  await updateWorkspaceRow(db, workspace.id, {
    webhook_url: webhookUrl,
    webhook_disabled_at: null,
    webhook_disabled_reason: null,
    updated_at: isoNow(),
  });
  if (webhookUrl) await webhookUrlSetHook.get()(db, secrets, workspace.id);
}

/**
 * When a webhook URL is set, in that transaction: the webhooks module prepares the workspace's
 * endpoint (its signing secret with the first URL, a fresh failure streak). Webhooks builds on
 * workspaces, so it registers the hook (the composition root does: `wireModules`) rather than
 * being imported.
 */
export const webhookUrlSetHook =
  defineHook<(db: Executor, secrets: SecretBox, workspaceId: string) => Promise<void>>(
    'the webhook-URL hook',
  );

export async function updateWorkspaceWebhook(
  db: Kysely<DB>,
  secrets: SecretBox,
  viewer: WorkspaceViewer,
  uid: string,
  rawUrl: string,
): Promise<void> {
  const webhookUrl = checkHttpUrl(rawUrl, 'webhook_url', 2048);
  await inTransaction(db, async (trx) => {
    const row = await getWorkspace(trx, viewer, uid);
    await setWebhookUrl(trx, secrets, row, webhookUrl);
  });
}

/**
 * Locks the workspace for the rest of the caller's transaction (the first lock of the lock order
 * after the team) before something is added to it, and returns it (undefined: deleted
 * meanwhile). {@link deleteWorkspace} takes the same lock before it counts what it owns.
 */
export function lockWorkspace(trx: Transaction<DB>, id: string): Promise<WorkspaceRow | undefined> {
  return lockedRow(trx, 'workspaces', id);
}

/**
 * {@link lockWorkspace} for a request writing into its workspace: a workspace deleted since the
 * request's auth read it is a 404, as for a request arriving after the deletion, and nothing is
 * written. Every write of a row keyed by a workspace without a foreign key to it runs after this
 * (a row with one is refused by the database instead: `http/error-handler.ts`).
 */
export async function lockRequestWorkspace(
  trx: Transaction<DB>,
  id: string,
): Promise<WorkspaceRow> {
  const row = await lockWorkspace(trx, id);
  if (!row) throw notFound('Workspace');
  return row;
}

/** A workspace by internal id (for workers acting on a workspace's behalf), or undefined. */
export function findWorkspaceByInternalId(
  db: Executor,
  id: string,
): Promise<WorkspaceRow | undefined> {
  return findWorkspaceById(db, id);
}

/** Workspace uids by internal id, for labelling figures reported per workspace. */
export async function workspaceLabels(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const rows = await findWorkspaceUids(db, ids);
  return new Map(rows.map((r) => [r.id, r.uid]));
}

/** Internal ids of the workspaces whose webhook is disabled. */
export async function listDisabledWebhookWorkspaceIds(db: Executor): Promise<string[]> {
  return (await findDisabledWebhookWorkspaces(db)).map((r) => r.id);
}

/** Turns the workspace's webhook off with a reason; events are still recorded, not delivered. */
export async function disableWorkspaceWebhook(
  db: Executor,
  workspaceId: string,
  reason: string,
): Promise<void> {
  const now = isoNow();
  await updateWorkspaceRow(db, workspaceId, {
    webhook_disabled_at: now,
    webhook_disabled_reason: reason,
    updated_at: now,
  });
}

/**
 * Stores the event kinds the workspace's webhook receives: a JSON array of names, or null for
 * the default set (modules/webhooks/enabled-events.ts checks the names).
 */
export async function setWorkspaceWebhookEvents(
  db: Executor,
  workspaceId: string,
  events: string | null,
): Promise<void> {
  await updateWorkspaceRow(db, workspaceId, { webhook_events: events, updated_at: isoNow() });
}

/** The API shape of a workspace. */
export function toWorkspaceResponse(row: WorkspaceRow) {
  return {
    _id: row.id,
    uid: row.uid,
    name: row.name,
    webhook_url: row.webhook_url,
    webhook_disabled_at: row.webhook_disabled_at,
    webhook_disabled_reason: row.webhook_disabled_reason,
    admins_only: row.admins_only === 1,
    use_shared_billing: row.use_shared_billing === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Workspaces by internal id with their team, for the operator's figures across workspaces. */
export async function workspacesWithTeams(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, WorkspaceWithTeam>();
  const rows = await db
    .selectFrom('workspaces as w')
    .innerJoin('teams as t', 't.id', 'w.team_id')
    .select([
      'w.id',
      'w.uid',
      'w.name',
      'w.webhook_url',
      'w.webhook_disabled_at',
      'w.webhook_disabled_reason',
      't.uid as team_uid',
      't.name as team_name',
    ])
    .where('w.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export type WorkspaceWithTeam = {
  id: string;
  uid: string;
  name: string;
  webhook_url: string;
  webhook_disabled_at: string | null;
  webhook_disabled_reason: string | null;
  team_uid: string;
  team_name: string;
};

/** Every workspace of a team, oldest first (the operator's team view). */
export function allWorkspacesOfTeam(db: Executor, teamId: string): Promise<WorkspaceRow[]> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
