import { createHash } from 'node:crypto';
import { readInSlices } from '../../db/chunks.js';
import type { Executor } from '../../db/transaction.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { CloudflareCredential } from '../../providers/cloudflare-api.js';
import type { CloudflareConnectionRow, CloudflareDomainRow } from './cloudflare.table.js';

/** Seals a credential for `credential_sealed`; only the adapter ever sees it opened. */
export function sealCredential(secrets: SecretBox, credential: CloudflareCredential): string {
  return secrets.seal(JSON.stringify({ secret: credential.secret, email: credential.email }));
}

export function openCredential(
  secrets: SecretBox,
  row: Pick<CloudflareConnectionRow, 'auth_type' | 'credential_sealed'>,
): CloudflareCredential {
  const { secret, email } = JSON.parse(secrets.open(row.credential_sealed)) as {
    secret: string;
    email: string | null;
  };
  return { authType: row.auth_type, secret, email };
}

/** A non-secret fingerprint: tells the same credential again without opening the stored one. */
export function credentialHash(credential: CloudflareCredential): string {
  return createHash('sha256')
    .update(`${credential.authType}\n${credential.email ?? ''}\n${credential.secret}`)
    .digest('hex');
}

export function findConnection(db: Executor, workspaceId: string) {
  return db
    .selectFrom('cloudflare_connections')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/**
 * The live binding of a zone: the connected domain that holds `zoneId` now (a removed domain
 * lets its zone go) and the credential it is reached with.
 */
export async function findZoneBinding(
  db: Executor,
  zoneId: string,
): Promise<{ link: CloudflareDomainRow; connection: CloudflareConnectionRow } | undefined> {
  const link = await db
    .selectFrom('cloudflare_domains as cd')
    .innerJoin('domains as d', (j) =>
      j.onRef('d.id', '=', 'cd.domain_id').onRef('d.zone_id', '=', 'cd.zone_id'),
    )
    .selectAll('cd')
    .where('cd.zone_id', '=', zoneId)
    .orderBy('cd.created_at', 'desc')
    .executeTakeFirst();
  if (!link) return undefined;
  const connection = await db
    .selectFrom('cloudflare_connections')
    .selectAll()
    .where('id', '=', link.connection_id)
    .executeTakeFirst();
  return connection ? { link, connection } : undefined;
}

/** Marks a credential Cloudflare refused (`credential_status` `invalid`). */
export async function markCredentialInvalid(db: Executor, connectionId: string): Promise<void> {
  await db
    .updateTable('cloudflare_connections')
    .set({ credential_status: 'invalid', updated_at: new Date().toISOString() })
    .where('id', '=', connectionId)
    .execute();
}

/** The team's Cloudflare links of these zones, newest first, with their domain's status. */
export async function linksOfZones(db: Executor, teamId: string, zoneIds: readonly string[]) {
  const links = await readInSlices(zoneIds, (slice) =>
    db
      .selectFrom('cloudflare_domains as cd')
      .innerJoin('domains as d', 'd.id', 'cd.domain_id')
      .select(['cd.zone_id', 'cd.workspace_id', 'd.uid', 'd.status', 'cd.created_at'])
      .where('cd.team_id', '=', teamId)
      .where('cd.zone_id', 'in', slice)
      .orderBy('cd.created_at', 'desc')
      .execute(),
  );
  // Newest first over every slice (a stable sort keeps each slice's order among equals).
  return links.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Moved domains' Cloudflare links follow them into workspace `to` (its list of connected domains
 * shows them): reached through `to`'s own connection when it is to the same Cloudflare account,
 * else still through the credential that connected them (the same team's).
 */
export async function moveDomainLinks(
  db: Executor,
  domainIds: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  if (domainIds.length === 0) return;
  const own = await findConnection(db, to);
  const links = await db
    .selectFrom('cloudflare_domains as cd')
    .innerJoin('cloudflare_connections as c', 'c.id', 'cd.connection_id')
    .select(['cd.domain_id', 'c.account_id'])
    .where('cd.domain_id', 'in', domainIds)
    .where('cd.workspace_id', '=', from)
    .execute();
  for (const link of links)
    await db
      .updateTable('cloudflare_domains')
      .set({
        workspace_id: to,
        ...(own?.account_id === link.account_id ? { connection_id: own.id } : {}),
      })
      .where('domain_id', '=', link.domain_id)
      .execute();
}

/**
 * Before a workspace is deleted (its connection goes with it): the domains of other workspaces
 * still reached through its credential move to their own workspace's connection to the same
 * account; returns how many have none (the deletion is then refused: their zones would be cut
 * off from Mailwright).
 */
export async function handOverConnection(db: Executor, workspaceId: string): Promise<number> {
  const elsewhere = await db
    .selectFrom('cloudflare_domains as cd')
    .innerJoin('cloudflare_connections as c', 'c.id', 'cd.connection_id')
    .innerJoin('domains as d', (j) =>
      j.onRef('d.id', '=', 'cd.domain_id').onRef('d.zone_id', '=', 'cd.zone_id'),
    )
    .select(['cd.domain_id', 'cd.workspace_id', 'c.account_id'])
    .where('c.workspace_id', '=', workspaceId)
    .where('cd.workspace_id', '!=', workspaceId)
    .where('d.status', 'not in', ['deleted', 'scheduled_for_deletion'])
    .execute();
  let stranded = 0;
  for (const link of elsewhere) {
    const own = await findConnection(db, link.workspace_id);
    if (own?.account_id !== link.account_id) {
      stranded += 1;
      continue;
    }
    await db
      .updateTable('cloudflare_domains')
      .set({ connection_id: own.id })
      .where('domain_id', '=', link.domain_id)
      .execute();
  }
  return stranded;
}
