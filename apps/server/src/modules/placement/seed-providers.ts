import type { RecipientProvider } from '../../providers/mail-network.js';

/**
 * The mailbox providers a placement test can measure, with the filtering family the simulator's
 * placement model applies to each (docs/sandbox.md, "Placement model").
 */
export const SEED_PROVIDERS = {
  gmail: { name: 'Gmail', family: 'google' },
  google_workspace: { name: 'Google Workspace', family: 'google' },
  outlook: { name: 'Outlook.com', family: 'microsoft' },
  microsoft_365: { name: 'Microsoft 365', family: 'microsoft' },
  yahoo: { name: 'Yahoo', family: 'yahoo' },
  aol: { name: 'AOL', family: 'yahoo' },
  icloud: { name: 'iCloud', family: 'other' },
  gmx: { name: 'GMX', family: 'other' },
  web_de: { name: 'Web.de', family: 'other' },
  zoho: { name: 'Zoho Mail', family: 'other' },
} as const satisfies Record<string, { name: string; family: RecipientProvider }>;

export type SeedProvider = keyof typeof SEED_PROVIDERS;
export const SEED_PROVIDER_KEYS = Object.keys(SEED_PROVIDERS) as SeedProvider[];

export function isSeedProvider(value: string): value is SeedProvider {
  return Object.hasOwn(SEED_PROVIDERS, value);
}

/** Simulated seeds per provider in the sandbox pool. */
export const SIMULATED_SEEDS_PER_PROVIDER = 2;

/**
 * The sandbox's seed pool: two simulated mailboxes at each provider, on the simulated mail
 * network (`seed1@gmail.seeds.mailwright.test`), written by the migration that made the pool.
 */
export const SIMULATED_SEEDS: ReadonlyArray<{ provider: SeedProvider; email: string }> =
  SEED_PROVIDER_KEYS.flatMap((provider) =>
    Array.from({ length: SIMULATED_SEEDS_PER_PROVIDER }, (_, i) => ({
      provider,
      email: `seed${i + 1}@${provider.replace('_', '-')}.seeds.mailwright.test`,
    })),
  );
