import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { DnsHost } from './dns-host.js';
import type { MailNetwork } from './mail-network.js';
import type { MailboxHost } from './mailbox-host.js';
import type { OAuthGrants } from './oauth-grants.js';
import type { Pace } from './pace.js';
import type { Registrar } from './registrar.js';
import type { SequencerPlatform } from './sequencer-platform.js';
import { createSimulator } from './simulator/index.js';
import { createSimMailNetwork } from './simulator/mail-network.js';
import { databaseMailStore } from './simulator/mail-store.js';

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
  /** Sends and finds mail, for every platform (the simulated network by default). */
  mailNetwork: MailNetwork;
  /**
   * Which network a platform's mailboxes are on: mail moves only between mailboxes of one
   * network (a simulated mailbox cannot write to one on a real server).
   */
  mailNetworkOf(platform: string): string;
  pace: Pace;
}

/**
 * The configured adapters. The simulated mail network keeps its mailboxes in the service's
 * database (`db`), so every process sees the same mail.
 */
export function createProviders(config: Config, db?: Kysely<DB>): Providers {
  const providers = createSimulator(config.simulator.speed, undefined, config.publicUrl);
  providers.mailNetwork = createSimMailNetwork({
    seed: config.sandbox.mailSeed,
    ...(db ? { store: databaseMailStore(db) } : {}),
  });
  return providers;
}
