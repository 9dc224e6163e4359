import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { createImapMailNetwork } from '../../providers/imap/mail-network.js';
import type { MailAccount, MailNetwork } from '../../providers/mail-network.js';
import type { ProviderStatus } from '../../providers/status.js';
import { seedHealth } from './placement.job-refs.js';
import type { PlacementSeedRow } from './placement.table.js';
import { isSeedProvider, SEED_PROVIDER_KEYS } from './seed-providers.js';

/** How often a real seed is health-checked on its own. */
export const SEED_CHECK_EVERY_MS = 6 * 3_600_000;

/** Schedules the next health check of a real seed (once per seed and time). */
export async function scheduleSeedCheck(
  trx: Transaction<DB>,
  ctx: AppContext,
  seedId: string,
  afterMs = SEED_CHECK_EVERY_MS,
) {
  const at = new Date(Date.now() + afterMs);
  await ctx.jobs.enqueue(
    trx,
    seedHealth,
    { seedId },
    { runAt: at, key: `placement-seed-health:${seedId}:${at.toISOString()}` },
  );
}

/** The password the simulated network takes for a simulated seed (it keeps no accounts). */
const SIMULATED_PASSWORD = 'simulated-seed';
/** A Message-ID no seed holds: a health check's search, which only proves the sign-in works. */
const PROBE_MESSAGE_ID = '<health-check@seeds.mailwright.invalid>';

/** Where a seed is read: the network that finds its mail, and how it signs in there. */
export interface SeedAccess {
  network: MailNetwork;
  account: MailAccount;
}

/**
 * How to read a seed: a simulated seed on the service's mail network (the simulator); a real one
 * over IMAP at its own host with its own login, through the real mail-network adapter.
 */
export function seedAccess(ctx: AppContext, seed: PlacementSeedRow): SeedAccess {
  if (seed.kind === 'simulated')
    return {
      network: ctx.providers.mailNetwork,
      account: { email: seed.email, platform: 'SEED', password: SIMULATED_PASSWORD },
    };
  const imap = { host: seed.imap_host ?? '', port: seed.imap_port ?? 993 };
  const tls = seed.imap_tls === 1;
  return {
    network: createImapMailNetwork(() => ({ imap, smtp: imap, tls })),
    account: {
      email: seed.username ?? seed.email,
      platform: 'SEED',
      password: seed.password_sealed ? ctx.secrets.open(seed.password_sealed) : '',
    },
  };
}

/** Which seeds a sender on `network` (`simulator` or a real one) can write to. */
export function seedKindFor(network: string): PlacementSeedRow['kind'] {
  return network === 'simulator' ? 'simulated' : 'imap';
}

/**
 * The placement seeds as a provider family: real (`imap`) when at least one enabled seed that is
 * not failing its health check is a real mailbox; simulated otherwise. For the banner,
 * `GET /v1/api/providers` and the refusal to sell simulated placement tests.
 */
export async function placementSeedStatus(db: Executor): Promise<ProviderStatus> {
  const real = await db
    .selectFrom('placement_seeds')
    .select('id')
    .where('kind', '=', 'imap')
    .where('enabled', '=', 1)
    .where('health', '!=', 'failing')
    .limit(1)
    .executeTakeFirst();
  return {
    family: 'placement_seeds',
    platform: null,
    adapter: real ? 'imap' : 'simulator',
    real: real !== undefined,
  };
}

export async function listSeeds(db: Executor): Promise<PlacementSeedRow[]> {
  return db
    .selectFrom('placement_seeds')
    .selectAll()
    .orderBy('provider')
    .orderBy('email')
    .execute();
}

/** Seeds that take part in tests: enabled and not failing their health check. */
export async function usableSeeds(
  db: Executor,
  providers: readonly string[],
): Promise<PlacementSeedRow[]> {
  if (providers.length === 0) return [];
  return db
    .selectFrom('placement_seeds')
    .selectAll()
    .where('enabled', '=', 1)
    .where('health', '!=', 'failing')
    .where('provider', 'in', [...providers])
    .orderBy('provider')
    .orderBy('id')
    .execute();
}

export interface NewSeed {
  provider: string;
  email: string;
  imapHost: string;
  imapPort: number;
  tls: boolean;
  username?: string;
  password: string;
}

/**
 * An operator adds a real seed (IMAP access), its password sealed like every credential; it is
 * health-checked at once (a sign-in and a search), and takes part in tests only while healthy.
 */
export async function addSeed(ctx: AppContext, input: NewSeed): Promise<PlacementSeedRow> {
  if (!isSeedProvider(input.provider))
    throw new ApiError(
      'VALIDATION_FAILED',
      `provider: must be one of ${SEED_PROVIDER_KEYS.join(', ')}`,
    );
  const email = input.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s][^@\s.]*\.[^@\s]+$/.test(email))
    throw new ApiError('VALIDATION_FAILED', 'email: must be an email address');
  if (input.imapHost.trim() === '')
    throw new ApiError('VALIDATION_FAILED', 'imap host: must not be empty');
  if (!Number.isInteger(input.imapPort) || input.imapPort < 1 || input.imapPort > 65535)
    throw new ApiError('VALIDATION_FAILED', 'imap port: must be a port number');
  if (input.password === '') throw new ApiError('VALIDATION_FAILED', 'password: must not be empty');
  const taken = await ctx.db
    .selectFrom('placement_seeds')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) throw new ApiError('CONFLICT', `A seed ${email} is in the pool already`);
  const now = isoNow();
  const row: PlacementSeedRow = {
    id: newId(),
    uid: newUid(),
    provider: input.provider,
    email,
    kind: 'imap',
    imap_host: input.imapHost.trim(),
    imap_port: input.imapPort,
    imap_tls: input.tls ? 1 : 0,
    username: input.username?.trim() || null,
    password_sealed: ctx.secrets.seal(input.password),
    enabled: 1,
    health: 'unchecked',
    health_error: null,
    checked_at: null,
    created_at: now,
    updated_at: now,
  };
  await inTransaction(ctx.db, async (trx) => {
    await trx.insertInto('placement_seeds').values(row).execute();
    await scheduleSeedCheck(trx, ctx, row.id);
  });
  return (await checkSeed(ctx, row)).seed;
}

/**
 * Signs in to the seed and searches it; records `healthy`, or `failing` with the reason. A
 * failure the server says is temporary (`unavailable`: unreachable, or Dovecot's
 * `NO [UNAVAILABLE]`) says nothing about the seed: its health stays as it was, the reason goes
 * in `health_error`, and the check is `deferred` (the health job tries again sooner).
 */
export async function checkSeed(
  ctx: AppContext,
  seed: PlacementSeedRow,
): Promise<{ seed: PlacementSeedRow; deferred: boolean }> {
  const { network, account } = seedAccess(ctx, seed);
  const found = await network.find(account, { messageId: PROBE_MESSAGE_ID });
  if (!found.ok && found.error.retryable) {
    const changes = { health_error: found.error.message, updated_at: isoNow() };
    await ctx.db.updateTable('placement_seeds').set(changes).where('id', '=', seed.id).execute();
    return { seed: { ...seed, ...changes }, deferred: true };
  }
  const checked = await recordHealth(ctx.db, seed, found.ok ? null : found.error.message);
  return { seed: checked, deferred: false };
}

/** Writes a seed's health: `error` null is healthy. */
export async function recordHealth(
  db: Executor,
  seed: PlacementSeedRow,
  error: string | null,
): Promise<PlacementSeedRow> {
  const now = isoNow();
  const changes = {
    health: error === null ? ('healthy' as const) : ('failing' as const),
    health_error: error,
    checked_at: now,
    updated_at: now,
  };
  await db.updateTable('placement_seeds').set(changes).where('id', '=', seed.id).execute();
  return { ...seed, ...changes };
}

export async function findSeed(db: Executor, uidOrEmail: string) {
  return db
    .selectFrom('placement_seeds')
    .selectAll()
    .where((eb) => eb.or([eb('uid', '=', uidOrEmail), eb('email', '=', uidOrEmail.toLowerCase())]))
    .executeTakeFirst();
}

/**
 * Takes a seed out of the pool or puts it back (its past copies keep naming it); a real seed
 * put back is checked again every 6 hours.
 */
export async function setSeedEnabled(ctx: AppContext, seed: PlacementSeedRow, enabled: boolean) {
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable('placement_seeds')
      .set({ enabled: enabled ? 1 : 0, updated_at: isoNow() })
      .where('id', '=', seed.id)
      .execute();
    if (enabled && seed.enabled === 0 && seed.kind === 'imap')
      await scheduleSeedCheck(trx, ctx, seed.id);
  });
}

/** A seed as the CLI shows it (never its password). */
export function presentSeed(seed: PlacementSeedRow) {
  return {
    uid: seed.uid,
    provider: seed.provider,
    email: seed.email,
    kind: seed.kind,
    imap:
      seed.kind === 'imap'
        ? `${seed.imap_host}:${seed.imap_port}${seed.imap_tls ? ' (TLS)' : ''}`
        : null,
    enabled: seed.enabled === 1,
    health: seed.health,
    health_error: seed.health_error,
    checked_at: seed.checked_at,
  };
}
