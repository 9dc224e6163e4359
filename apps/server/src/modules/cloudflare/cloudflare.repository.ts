import { createHash } from 'node:crypto';
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
export function linksOfZones(db: Executor, teamId: string, zoneIds: readonly string[]) {
  if (zoneIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cloudflare_domains as cd')
    .innerJoin('domains as d', 'd.id', 'cd.domain_id')
    .select(['cd.zone_id', 'cd.workspace_id', 'd.uid', 'd.status', 'cd.created_at'])
    .where('cd.team_id', '=', teamId)
    .where('cd.zone_id', 'in', zoneIds)
    .orderBy('cd.created_at', 'desc')
    .execute();
}
