import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';

/**
 * The one resolver of internal ids to uids (issue 32). Records carry a public `uid` and an
 * internal `id` (24 hex characters); some answers show internal ids (a mailbox's `_id`,
 * `domain_id` and `workspace_id`, a workspace's and a sequencer's `_id`, the `workspace_id` of
 * mailbox events' metadata), and clients send them back where the API takes a uid. Whatever
 * names a record by uid takes its internal id too: the HTTP layer turns one into the other
 * before the handler runs (`http/internal-ids.ts`), so no route or service knows of it.
 *
 * Only the calling team's records resolve: another team's id stays as it was sent, names no
 * record, and is answered as an unknown uid is (404, or a filter that matches nothing).
 */

/** How a table's rows belong to a team: by `team_id`, by `workspace_id`, or the team itself. */
type Scope = 'team' | 'workspace' | 'self';

/** Every table whose rows have both an internal `id` and a public `uid`, with its scope. */
export const RESOLVABLE_TABLES: Readonly<Record<string, Scope>> = {
  teams: 'self',
  workspaces: 'team',
  members: 'team',
  member_invitations: 'team',
  domains: 'team',
  domain_operations: 'team',
  mailboxes: 'team',
  sequencers: 'team',
  sequencer_exports: 'team',
  orders: 'team',
  wallets: 'team',
  payment_sessions: 'team',
  subscriptions: 'team',
  sandbox_clocks: 'team',
  warmup_subscriptions: 'team',
  placement_schedules: 'team',
  placement_tests: 'team',
  infraguard_subscriptions: 'team',
  cloudflare_connections: 'team',
  events: 'workspace',
  tags: 'workspace',
  consent_requests: 'workspace',
  client_id_requests: 'workspace',
  forwarding_jobs: 'workspace',
  verified_destinations: 'workspace',
  infraguard_results: 'workspace',
  infraguard_alerts: 'workspace',
  infraguard_action_items: 'workspace',
} satisfies Partial<Record<keyof DB, Scope>>;

/**
 * Tables with an `id` and a `uid` that are not resolved, and why (a test checks that every such
 * table is in one list or the other).
 */
export const UNRESOLVED_TABLES: Readonly<Record<string, string>> = {
  ledger_entries: 'a wallet log line: no operation takes one by uid',
  member_sessions: 'a signed-in session: named by its cookie, never by a uid in a request',
  operators: 'the service’s operators: the operator API names them by token, not a team’s uid',
  placement_seeds: 'the operator’s seed mailboxes: no customer operation takes one by uid',
  prewarm_stock: 'the operator’s inventory, offered by its own `domain_id`, not a customer record',
};

const INTERNAL_ID = /^[0-9a-f]{24}$/;

/** Whether a value has the shape of an internal id. */
export function looksInternal(value: unknown): value is string {
  return typeof value === 'string' && INTERNAL_ID.test(value);
}

/**
 * The uid of each of `ids` that is the internal id of one record of `teamId`'s, in one
 * statement. An id of another team's record, of no record, or of two records (never made by
 * `newId`) is left out.
 */
export async function resolveInternalIds(
  db: Kysely<DB>,
  teamId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => INTERNAL_ID.test(id));
  const found = new Map<string, string>();
  if (wanted.length === 0) return found;
  const values = sql.join(wanted.map((id) => sql`(${id})`));
  const scoped = (scope: Scope) =>
    scope === 'self'
      ? sql`t.id = ${teamId}`
      : scope === 'team'
        ? sql`t.team_id = ${teamId}`
        : sql`t.workspace_id in (select id from team_workspaces)`;
  const selects = Object.entries(RESOLVABLE_TABLES).map(
    ([table, scope]) =>
      sql`select t.id as id, t.uid as uid from ${sql.table(table)} t
        where t.id in (select id from wanted) and ${scoped(scope)}`,
  );
  const { rows } = await sql<{ id: string; uid: string | null }>`
    with wanted(id) as (values ${values}),
      team_workspaces as (select id from workspaces where team_id = ${teamId})
    ${sql.join(selects, sql` union all `)}`.execute(db);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) found.delete(row.id);
    else if (row.uid) found.set(row.id, row.uid);
    seen.add(row.id);
  }
  return found;
}
