import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { DnsHost } from './dns-host.js';
import type { MailboxHost } from './mailbox-host.js';
import type { OAuthGrants } from './oauth-grants.js';
import type { Pace } from './pace.js';
import type { Registrar } from './registrar.js';
import type { SequencerPlatform } from './sequencer-platform.js';
import { createSimulator } from './simulator/index.js';
import { databaseZoneRegistry } from './simulator/zone-registry.js';

/**
 * The adapters the service talks to the outside world through, one per family. Later families
 * (mailbox hosts, OAuth grants, sequencer platforms) join here with the same shape: an interface
 * file, a simulator, one contract test suite.
 */
export interface Providers {
  registrar: Registrar;
  dnsHost: DnsHost;
  mailboxHost: MailboxHost;
  oauthGrants: OAuthGrants;
  sequencerPlatform: SequencerPlatform;
  pace: Pace;
}

/**
 * The configured adapters. Only the simulator exists so far; real adapters plug in here. `db` is
 * the service's database, where the simulated DNS host keeps its zones.
 */
export function createProviders(config: Config, db?: Kysely<DB>): Providers {
  return createSimulator(
    config.simulator.speed,
    undefined,
    config.publicUrl,
    db ? databaseZoneRegistry(db) : undefined,
  );
}
