import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { inTransaction, lockRow } from '../../db/transaction.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import {
  CLOUDFLARE_ZONE_LIMIT,
  type CloudflareCredential,
  type CloudflareZone,
} from '../../providers/cloudflare-api.js';
import {
  after,
  baseRow,
  type Caller,
  createDomain,
  type DomainRow,
  domainNameProblem,
  HELD_ELSEWHERE,
  nameHolders,
  normalizeDomainName,
  schedulePropagationCheck,
} from '../domains/surface.js';
import {
  credentialHash,
  findConnection,
  linksOfZones,
  sealCredential,
} from './cloudflare.repository.js';
import { cloudflareFailure, zonesOrThrow } from './cloudflare-errors.js';
import { type DnsConflict, findConflicts, NO_CONFLICT } from './conflicts.js';
import { takeConnectAttempt } from './rate-limit.js';

export interface ConnectInput {
  auth_type: 'api_token' | 'global_api_key';
  api_token: string;
  email?: string;
  domains?: string[];
  connect_all?: boolean;
  validateDNS?: boolean;
  overwrite_conflicts?: boolean;
  label?: string;
}

export interface ConnectResult {
  connected_count: number;
  reconnected_count: number;
  failed_count: number;
  skipped_count: number;
  domains: Array<{ uid: string; name: string; status: string; reconnected: boolean }>;
  skipped: Array<{
    name: string;
    reason: 'already_connected' | 'already_exists';
    domain_uid: string;
  }>;
  results: Array<{
    zone_name: string;
    success: boolean;
    error: string | null;
    dns_conflict: DnsConflict;
  }>;
}

/**
 * Connects a workspace's Cloudflare account (docs/api/cloudflare.md): checks the request, counts
 * the attempt against the rate limit, checks the credential, its zones and its DNS permission at
 * Cloudflare, stores it sealed (one team per Cloudflare account, one account per workspace), then
 * connects each zone asked for as a domain in `dns_setup_pending` that the lifecycle moves on.
 */
export async function connectCloudflare(
  ctx: AppContext,
  caller: Caller,
  input: ConnectInput,
): Promise<ConnectResult> {
  const credential = checkInput(input);
  const wanted = input.domains ? checkNames(input.domains) : null;
  await takeConnectAttempt(ctx.db, caller.workspaceId);

  const { cloudflare } = ctx.providers;
  const verified = await cloudflare.verify(credential);
  if (!verified.ok) throw cloudflareFailure(verified.error);
  // Only as far as the named zones (connect_all: every zone up to the listing's bound).
  const { zones, complete } = zonesOrThrow(
    await cloudflare.listZones(credential, wanted ? { names: wanted } : {}),
  );
  const account = (zones[0] as CloudflareZone).account;
  const targets = wanted ?? (input.connect_all ? zones.map((z) => z.name) : []);
  const probeZone = zones.find((z) => targets.includes(z.name)) ?? (zones[0] as CloudflareZone);
  const probe = await cloudflare.listRecords(credential, probeZone.id);
  if (!probe.ok) throw cloudflareFailure(probe.error);

  // Network first (zone records for the conflict check), then one transaction that decides.
  const plans: Array<{ name: string; zone?: CloudflareZone; conflict: DnsConflict }> = [];
  for (const name of targets) {
    const zone = zones.find((z) => z.name === name);
    let conflict = NO_CONFLICT;
    if (zone && input.validateDNS !== false) {
      const records =
        zone.id === probeZone.id ? probe : await cloudflare.listRecords(credential, zone.id);
      if (!records.ok) throw cloudflareFailure(records.error);
      conflict = findConflicts(zone.name, records.records);
    }
    plans.push({ name, ...(zone ? { zone } : {}), conflict });
  }

  try {
    return await inTransaction(ctx.db, async (trx) => {
      await lockRow(trx, 'teams', caller.teamId);
      const connectionId = await storeCredential(
        trx,
        ctx,
        caller,
        account,
        credential,
        input.label,
      );
      const result: ConnectResult = {
        connected_count: 0,
        reconnected_count: 0,
        failed_count: 0,
        skipped_count: 0,
        domains: [],
        skipped: [],
        results: [],
      };
      const held = await nameHolders(trx, caller.teamId, targets);
      const links = await linksOfZones(
        trx,
        caller.teamId,
        plans.flatMap((p) => (p.zone ? [p.zone.id] : [])),
      );
      for (const plan of plans) {
        const fail = (error: string, dnsConflict = NO_CONFLICT) => {
          result.failed_count += 1;
          result.results.push({
            zone_name: plan.name,
            success: false,
            error,
            dns_conflict: dnsConflict,
          });
        };
        if (!plan.zone) {
          fail(
            complete
              ? 'Zone not found in this Cloudflare account'
              : `Zone not found among the first ${CLOUDFLARE_ZONE_LIMIT} zones of this Cloudflare account`,
          );
          continue;
        }
        // A name is live in one team at most (docs/decisions.md, "Names").
        const holder = held.get(plan.name);
        if (holder && !holder.yours) {
          fail(`The domain ${HELD_ELSEWHERE}`);
          continue;
        }
        if (holder) {
          const live = links.find((l) => l.zone_id === plan.zone?.id && l.uid === holder.uid);
          const reason = live ? 'already_connected' : 'already_exists';
          result.skipped_count += 1;
          result.skipped.push({ name: plan.name, reason, domain_uid: holder.uid });
          continue;
        }
        if (plan.conflict.has_conflict && !input.overwrite_conflicts) {
          fail('DNS conflict: the zone has mail records of another provider', plan.conflict);
          continue;
        }
        const reconnected = links.some((l) => l.zone_id === plan.zone?.id);
        const domain = await connectZone(trx, ctx, caller, connectionId, plan.zone, {
          overwrite: input.overwrite_conflicts === true,
          conflict: plan.conflict,
        });
        if (reconnected) result.reconnected_count += 1;
        else result.connected_count += 1;
        result.domains.push({
          uid: domain.uid,
          name: domain.name,
          status: domain.status,
          reconnected,
        });
        result.results.push({
          zone_name: plan.name,
          success: true,
          error: null,
          dns_conflict: plan.conflict,
        });
      }
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(
        'CONFLICT',
        'One of these domains was just connected; list the zones and try again',
      );
    throw error;
  }
}

function checkInput(input: ConnectInput): CloudflareCredential {
  if (input.domains !== undefined && input.connect_all !== undefined)
    throw invalidField('connect_all', 'cannot be given with domains: send one or the other');
  if (input.api_token.trim() === '') throw invalidField('api_token', 'must not be empty');
  const email = input.email?.trim() ?? '';
  if (input.auth_type === 'global_api_key' && email === '')
    throw invalidField('email', 'is required with auth_type global_api_key (the account’s email)');
  return {
    authType: input.auth_type,
    secret: input.api_token.trim(),
    email: input.auth_type === 'global_api_key' ? email : null,
  };
}

function checkNames(raw: readonly string[]): string[] {
  const names = raw.map(normalizeDomainName);
  names.forEach((name, i) => {
    const problem = domainNameProblem(name);
    if (problem) throw invalidField(`domains[${i}]`, problem);
    if (names.indexOf(name) !== i) throw invalidField(`domains[${i}]`, `repeats ${name}`);
  });
  return names;
}

/**
 * Stores the workspace's credential, sealed: a Cloudflare account belongs to one team
 * (`ACCOUNT_ALREADY_USED`), and a workspace reaches one account (`CREDENTIAL_CONFLICT` while
 * domains are connected through another). The same account's new token replaces the old one.
 */
async function storeCredential(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  account: CloudflareZone['account'],
  credential: CloudflareCredential,
  label: string | undefined,
): Promise<string> {
  const now = isoNow();
  await trx
    .insertInto('cloudflare_account_owners')
    .values({ account_id: account.id, team_id: caller.teamId, created_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const owner = await trx
    .selectFrom('cloudflare_account_owners')
    .select('team_id')
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  if (owner.team_id !== caller.teamId)
    throw new ApiError(
      'ACCOUNT_ALREADY_USED',
      'This Cloudflare account is already connected to another Mailwright account',
    );
  const existing = await findConnection(trx, caller.workspaceId);
  const fields = {
    account_id: account.id,
    account_name: account.name,
    auth_type: credential.authType,
    credential_sealed: '',
    credential_hash: credentialHash(credential),
    label: label?.trim() ?? existing?.label ?? '',
    credential_status: 'valid' as const,
    last_verified_at: now,
    updated_at: now,
  };
  if (existing) {
    if (existing.account_id !== account.id && (await liveDomainCount(trx, existing.id)) > 0)
      throw new ApiError(
        'CREDENTIAL_CONFLICT',
        `This workspace is connected to the Cloudflare account ${existing.account_name}; disconnect its domains before connecting another account`,
      );
    await trx
      .updateTable('cloudflare_connections')
      .set({ ...fields, credential_sealed: sealCredential(ctx.secrets, credential) })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const id = newId();
  await trx
    .insertInto('cloudflare_connections')
    .values({
      ...fields,
      credential_sealed: sealCredential(ctx.secrets, credential),
      id,
      uid: newUid(),
      team_id: caller.teamId,
      workspace_id: caller.workspaceId,
      created_at: now,
    })
    .execute();
  return id;
}

/** Domains still connected through a credential (not removed). */
async function liveDomainCount(trx: Transaction<DB>, connectionId: string): Promise<number> {
  const row = await trx
    .selectFrom('cloudflare_domains as cd')
    .innerJoin('domains as d', (j) =>
      j.onRef('d.id', '=', 'cd.domain_id').onRef('d.zone_id', '=', 'cd.zone_id'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cd.connection_id', '=', connectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The zone as a connected domain: its nameservers are the zone's own at Cloudflare, and it waits
 * in `dns_setup_pending` until Cloudflare has the zone active (at once for an active zone), then
 * goes through propagation to `active` like every domain, its records written into the zone.
 */
async function connectZone(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: Caller,
  connectionId: string,
  zone: CloudflareZone,
  options: { overwrite: boolean; conflict: DnsConflict },
): Promise<DomainRow> {
  const now = isoNow();
  const row: DomainRow = {
    ...baseRow(caller, zone.name, now),
    connection_type: 'connected',
    status: 'dns_setup_pending',
    name_key: zone.name,
    zone_id: zone.id,
    nameservers: JSON.stringify(zone.nameServers),
    nameservers_set_at: now,
    propagation_deadline: after(ctx.providers.pace.connectDeadlineMs).toISOString(),
  };
  const created = await createDomain(trx, ctx, row);
  await trx
    .insertInto('cloudflare_domains')
    .values({
      domain_id: created.id,
      connection_id: connectionId,
      team_id: caller.teamId,
      workspace_id: caller.workspaceId,
      zone_id: zone.id,
      zone_name: zone.name,
      overwrite_conflicts: options.overwrite ? 1 : 0,
      dns_conflict: JSON.stringify(options.conflict.has_conflict ? options.conflict : null),
      created_at: now,
    })
    .execute();
  await schedulePropagationCheck(trx, ctx, created.id);
  return created;
}
