import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { readInSlices } from '../../db/chunks.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import { ApiError, notFound } from '../../http/errors.js';
import {
  type Caller,
  MAX_MAILBOXES_PER_DOMAIN,
  nameserversOf,
  removeDomains,
} from '../domains/surface.js';
import {
  findConnection,
  linksOfZones,
  markCredentialInvalid,
  openCredential,
} from './cloudflare.repository.js';
import { cloudflareFailure } from './cloudflare-errors.js';
import type { DnsConflict } from './conflicts.js';

/**
 * The zones the workspace's stored credential sees, each with whether it is connected here
 * (`already_connected`, `domain_uid`) or was and can be again (`reconnectable`). No credential
 * stored is a 404 that says to connect first.
 */
export async function listCloudflareZones(ctx: AppContext, caller: Caller) {
  const connection = await findConnection(ctx.db, caller.workspaceId);
  if (!connection)
    throw new ApiError(
      'NOT_FOUND',
      'No Cloudflare credential is stored for this workspace; connect one first with POST /v1/api/cloudflare-domains/connect',
    );
  const listed = await ctx.providers.cloudflare.listZones(openCredential(ctx.secrets, connection));
  if (!listed.ok) {
    if (listed.error.code === 'invalid_credential')
      await markCredentialInvalid(ctx.db, connection.id);
    throw cloudflareFailure(listed.error);
  }
  const links = await linksOfZones(
    ctx.db,
    caller.teamId,
    listed.zones.map((z) => z.id),
  );
  const held = await readInSlices(
    listed.zones.map((z) => z.name),
    (names) =>
      ctx.db
        .selectFrom('domains')
        .select(['name', 'uid'])
        .where('team_id', '=', caller.teamId)
        .where('name_key', 'is not', null)
        .where('name', 'in', names)
        .execute(),
  );
  return {
    account: { id: connection.account_id, name: connection.account_name },
    credential_status: connection.credential_status,
    complete: listed.complete,
    zones: listed.zones.map((zone) => {
      const live = links.find((l) => l.zone_id === zone.id && l.status !== 'deleted');
      const holder = held.find((h) => h.name === zone.name);
      return {
        id: zone.id,
        name: zone.name,
        status: zone.status,
        name_servers: zone.nameServers,
        account_name: zone.account.name,
        already_connected: live !== undefined,
        reconnectable: !live && !holder && links.some((l) => l.zone_id === zone.id),
        domain_uid: live?.uid ?? holder?.uid ?? null,
      };
    }),
  };
}

const connectedQuery = (db: Executor, workspaceId: string) =>
  db
    .selectFrom('cloudflare_domains as cd')
    .innerJoin('domains as d', (j) =>
      j.onRef('d.id', '=', 'cd.domain_id').onRef('d.zone_id', '=', 'cd.zone_id'),
    )
    .innerJoin('cloudflare_connections as c', 'c.id', 'cd.connection_id')
    .where('cd.workspace_id', '=', workspaceId);

const selectConnected = (db: Executor, workspaceId: string) =>
  connectedQuery(db, workspaceId)
    .selectAll('d')
    .select([
      'c.credential_status',
      'c.account_name',
      'cd.zone_id as cf_zone_id',
      'cd.zone_name',
      'cd.dns_conflict',
      'cd.overwrite_conflicts',
      'cd.created_at as connected_at',
    ]);

/**
 * The workspace's Cloudflare-connected domains, newest first, one page, through the one page
 * reader: the link is a filter no counter answers, so it applies within the workspace's newest
 * domains (`SEARCH_WINDOW`), as a keyword does.
 */
export async function listConnectedDomains(
  ctx: AppContext,
  caller: Caller,
  offset: number,
  limit: number,
) {
  const params = { workspaceId: caller.workspaceId };
  const page = await readListPage(ctx.db, connectedList, params, { within: true }, offset, limit);
  const ids = page.rows.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await selectConnected(ctx.db, caller.workspaceId).where('d.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    domains: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toConnectedDomain(row)] : [];
    }),
    total: page.total,
  };
}

const connectedList = defineList({
  table: 'domains',
  base: (db, p: { workspaceId: string }) =>
    db.selectFrom('domains').where('workspace_id', '=', p.workspaceId),
  within: {
    filter: (q) =>
      q.where(
        sql<boolean>`exists (select 1 from cloudflare_domains cd where cd.domain_id = w.id and cd.zone_id = w.zone_id)`,
      ),
    reads: ['zone_id'],
  },
});

/** One connected domain, by name or uid; another workspace's (or not Cloudflare's) is a 404. */
export async function getConnectedDomain(ctx: AppContext, caller: Caller, domain: string) {
  const key = domain.trim().toLowerCase();
  const row = await selectConnected(ctx.db, caller.workspaceId)
    .where((eb) => eb.or([eb('d.name', '=', key), eb('d.uid', '=', key)]))
    .executeTakeFirst();
  if (!row) throw notFound('Cloudflare-connected domain');
  return toConnectedDomain(row);
}

/**
 * Disconnects a domain: it is removed as any domain is (one with mailboxes is a 409 until they
 * are cancelled), and its teardown deletes Mailwright's records from the zone, which stays at
 * Cloudflare with the customer's own records.
 */
export async function disconnectDomain(ctx: AppContext, caller: Caller, domain: string) {
  const found = await getConnectedDomain(ctx, caller, domain);
  const result = await removeDomains(ctx.db, ctx, caller.workspaceId, {
    uids: [found.uid],
    names: [],
  });
  const removal = [...result.updated, ...result.deleted][0];
  return {
    uid: found.uid,
    name: found.name,
    previous_status: removal?.previous_status ?? found.status,
    new_status: removal?.new_status ?? found.status,
  };
}

type ConnectedRow = Awaited<
  ReturnType<ReturnType<typeof selectConnected>['executeTakeFirstOrThrow']>
>;

/** The real list row (`uid, name, status, connection_mode, credential_status, …`) and more. */
function toConnectedDomain(row: ConnectedRow) {
  return {
    uid: row.uid,
    name: row.name,
    status: row.status,
    status_reason: row.status_reason,
    connection_mode: 'cloudflare' as const,
    connection_type: 'connected' as const,
    credential_status: row.credential_status,
    assigned_mailboxes: row.mailbox_count,
    available_mailboxes: Math.max(0, MAX_MAILBOXES_PER_DOMAIN - row.mailbox_count),
    nameservers: nameserversOf(row),
    dns_propagation_status: row.dns_propagation_status,
    nameserver_match_status: row.nameserver_match_status,
    zone_id: row.cf_zone_id,
    account_name: row.account_name,
    overwrite_conflicts: row.overwrite_conflicts === 1,
    dns_conflict: JSON.parse(row.dns_conflict) as DnsConflict | null,
    connected_at: row.connected_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
