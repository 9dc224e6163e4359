import type { Kysely } from 'kysely';
import type { VerificationRelay } from '../config/relay.js';
import { type Config, ConfigError } from '../config.js';
import type { DB } from '../db/schema.js';
import { readStackSpec } from '../mailstack/spec.js';
import type { BlocklistLookup } from './blocklist.js';
import { createDnsBlocklist } from './blocklist-dns.js';
import { createCloudflareApi } from './cloudflare/api.js';
import type { CloudflareApi } from './cloudflare-api.js';
import type { DnsHost } from './dns-host.js';
import { createGoogleApis } from './google/api.js';
import { createGoogleClientIdGrants } from './google/grants.js';
import { createGoogleMailboxHost } from './google/mailbox-host.js';
import { createWorkspaceTenants } from './google/tenant.js';
import { createImapMailNetwork, type MailEndpoints } from './imap/mail-network.js';
import type { MailAccount, MailNetwork } from './mail-network.js';
import type { MailboxHost, SmtpServerProfile } from './mailbox-host.js';
import { createMailServerHost, mailServerProfile } from './mailserver/mailbox-host.js';
import { createGraphClientIdGrants } from './microsoft/grants.js';
import { createGraph } from './microsoft/graph.js';
import { createGraphMailboxHost } from './microsoft/mailbox-host.js';
import type { ClientIdGrants, OAuthGrants } from './oauth-grants.js';
import type { Pace } from './pace.js';
import type { PaymentProvider } from './payments.js';
import { createPictureFetch } from './picture.js';
import { createPowerDnsHost } from './powerdns/dns-host.js';
import { createRegistrar } from './registrar/index.js';
import type { Registrar } from './registrar.js';
import { createDnsLookup, type DnsLookup, type SpfResolver } from './resolver.js';
import { routeClientIdGrants } from './route-grants.js';
import type { SequencerPlatform } from './sequencer-platform.js';
import { createSequencerPlatforms } from './sequencers/index.js';
import { createSimCloudflareApi, databaseCloudflareStore } from './simulator/cloudflare.js';
import { createSimulator } from './simulator/index.js';
import { createSimMailNetwork } from './simulator/mail-network.js';
import { databaseMailStore } from './simulator/mail-store.js';
import { databasePaymentStore } from './simulator/payment-store.js';
import { SIM_TIMINGS } from './simulator/timing.js';
import { databaseZoneRegistry } from './simulator/zone-registry.js';
import { type ProviderStatus, providerStatus, SERVICE_PLATFORM } from './status.js';
import { createStripePayments } from './stripe/payments.js';

/**
 * The adapters the service talks to the outside world through, one per family: an interface
 * file, a simulator, real adapters where the machine allows, one contract test suite.
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
  payments: PaymentProvider;
  pace: Pace;
  /**
   * The pace of a platform's mailbox setup steps: the simulator's ({@link pace}) for a simulated
   * host; for a real one, only what its work really waits for (`realHostPace`).
   */
  mailboxPace(platform: string): Pace;
  /**
   * Customers' Cloudflare accounts. The sandbox account keeps its records in the service's
   * database when `createProviders` is given it (every process sees one sandbox), in memory
   * otherwise.
   */
  cloudflare: CloudflareApi;
  /** Where the SMTP platform's mailboxes are hosted (MX, SPF, client endpoints). */
  smtpServer: SmtpServerProfile;
  /**
   * The sandbox's SMTP submission endpoint, once this process listens on it
   * (`modules/sandbox-smtp`): where simulated mailboxes' credentials send their clients. Null
   * while it does not run (a worker, the production profile, or turned off).
   */
  sandboxSubmission: { endpoint: { host: string; port: number } | null };
  /**
   * Blocklist lookups for InfraGuard: real DNS through MAILWRIGHT_BLOCKLIST_RESOLVER when set,
   * the sandbox's magic domain tokens otherwise.
   */
  blocklist: BlocklistLookup;
  /**
   * What InfraGuard's SPF check resolves includes through: MAILWRIGHT_DNS_RESOLVER when set (or
   * the system's resolvers with the PowerDNS host), the sandbox's platform records otherwise.
   */
  spfResolver: SpfResolver;
  /**
   * Which adapter serves each family, read from the adapters above (`providers/status.ts`): for
   * the banner, `GET /v1/api/providers` and the refusal to sell what is simulated.
   */
  status: ProviderStatus[];
}

/**
 * The configured adapters: the simulator for every family, except the DNS host on PowerDNS
 * (MAILWRIGHT_DNS_HOST=powerdns), the SMTP platform's mailboxes on the mail stack
 * (MAILWRIGHT_SMTP_MAILBOX_HOST=mailserver) and payments on Stripe (STRIPE_SECRET_KEY). `db` is
 * the service's database, where the simulated DNS host keeps its zones, the simulated mail network
 * its mailboxes and the payment simulator its sessions, so every process sees the same state.
 */
export function createProviders(config: Config, db?: Kysely<DB>): Providers {
  const sim = createSimulator(
    config.simulator.speed,
    undefined,
    config.publicUrl,
    db ? databaseZoneRegistry(db) : undefined,
    db ? databasePaymentStore(db) : undefined,
  );
  const { adapters } = config;
  const lookup = createDnsLookup(adapters.resolvers);
  const dnsHost =
    adapters.dnsHost.kind === 'powerdns'
      ? createPowerDnsHost(adapters.dnsHost, lookup)
      : sim.dnsHost;
  let smtpServer = sim.smtpServer;
  const { hosts: realHosts, clientIds } = realMailboxHosts(config, lookup);
  const oauthGrants =
    Object.keys(clientIds).length > 0
      ? routeClientIdGrants(sim.oauthGrants, clientIds)
      : sim.oauthGrants;
  const mailboxHost =
    Object.keys(realHosts).length > 0
      ? routeByPlatform(sim.mailboxHost, realHosts)
      : sim.mailboxHost;
  if (adapters.smtpMailboxHost.kind === 'mailserver') {
    const { stackDir } = adapters.smtpMailboxHost;
    try {
      smtpServer = mailServerProfile(stackDir);
    } catch (error) {
      throw new ConfigError([`MAILWRIGHT_MAILSTACK_DIR: ${(error as Error).message}`]);
    }
  }
  const payments = config.billing.stripe
    ? createStripePayments(config.billing.stripe)
    : sim.payments;
  const pace = adapters.dnsHost.kind === 'powerdns' ? realDnsPace(sim.pace) : sim.pace;
  const cloudflare =
    adapters.cloudflare.kind === 'api'
      ? createCloudflareApi({ baseUrl: adapters.cloudflare.apiUrl })
      : db
        ? createSimCloudflareApi({ store: databaseCloudflareStore(db) })
        : sim.cloudflare;
  let mailNetwork = createSimMailNetwork({
    seed: config.sandbox.mailSeed,
    ...(db ? { store: databaseMailStore(db) } : {}),
  });
  const real: Record<string, MailNetwork> = {};
  const realOf: Record<string, string> = {};
  if (adapters.smtpMailboxHost.kind === 'mailserver') {
    // The SMTP platform's mailboxes send and read their mail on the stack, as their clients do.
    const { smtp, imap } = smtpServer;
    const tls = readStackSpec(adapters.smtpMailboxHost.stackDir).tls !== null;
    real.SMTP = createImapMailNetwork((p) => (p === 'SMTP' ? { smtp, imap, tls } : null));
    realOf.SMTP = 'mailserver';
  }
  const relay = config.forwarding.verificationRelay;
  if (relay) {
    // The service's own mail (verification codes) is submitted to the operator's relay.
    const endpoints = relayEndpoints(relay);
    real[SERVICE_PLATFORM] = createImapMailNetwork((p) =>
      p === SERVICE_PLATFORM ? endpoints : null,
    );
    realOf[SERVICE_PLATFORM] = 'smtp_relay';
  }
  if (Object.keys(real).length > 0) mailNetwork = routeMailByPlatform(mailNetwork, real);
  const mailNetworkOf = (platform: string) =>
    Object.hasOwn(realOf, platform) ? (realOf[platform] as string) : sim.mailNetworkOf(platform);
  const hostPace = realHostPace(pace);
  const chosen: Omit<Providers, 'status'> = {
    ...sim,
    registrar: createRegistrar(sim.registrar, adapters),
    sequencerPlatform: createSequencerPlatforms(sim.sequencerPlatform, adapters.sequencers, {
      allowPrivate: config.webhooks.allowPrivate,
      allowCidrs: config.webhooks.allowCidrs,
    }),
    dnsHost,
    mailboxHost,
    oauthGrants,
    smtpServer,
    payments,
    pace,
    mailboxPace: (platform) => (mailboxHost.adapterFor(platform) === 'simulator' ? pace : hostPace),
    mailNetwork,
    mailNetworkOf,
    cloudflare,
    spfResolver:
      adapters.resolvers.length > 0 || adapters.dnsHost.kind === 'powerdns'
        ? lookup
        : sim.spfResolver,
    blocklist:
      config.infraguard.blocklistResolvers.length > 0
        ? createDnsBlocklist(config.infraguard.blocklistResolvers)
        : sim.blocklist,
  };
  // Read from the adapters chosen above, so whatever serves a family is what is reported.
  return { ...chosen, status: providerStatus(chosen) };
}

export { SERVICE_PLATFORM };

/**
 * The real host of each mailbox platform that has one: the mail stack for SMTP
 * (MAILWRIGHT_SMTP_MAILBOX_HOST=mailserver), Google Workspace for GOOGLE
 * (MAILWRIGHT_GOOGLE_MAILBOX_HOST=workspace), Microsoft Graph for MICROSOFT and AZURE
 * (MAILWRIGHT_<PLATFORM>_MAILBOX_HOST=graph). The other platforms stay simulated. Google's and
 * Microsoft's also grant the platform's client ids, through the same clients (one quota, one
 * token cache per vendor account).
 */
function realMailboxHosts(
  config: Config,
  lookup: DnsLookup,
): { hosts: Record<string, MailboxHost>; clientIds: Record<string, ClientIdGrants> } {
  const { adapters } = config;
  const hosts: Record<string, MailboxHost> = {};
  const clientIds: Record<string, ClientIdGrants> = {};
  if (adapters.smtpMailboxHost.kind === 'mailserver')
    hosts.SMTP = createMailServerHost({ stackDir: adapters.smtpMailboxHost.stackDir, lookup });
  const fetchPicture = createPictureFetch({
    allowPrivate: config.webhooks.allowPrivate,
    allowCidrs: config.webhooks.allowCidrs,
  });
  const { GOOGLE, MICROSOFT, AZURE } = adapters.mailHosts;
  if (GOOGLE) {
    const apis = createGoogleApis(GOOGLE);
    hosts.GOOGLE = createGoogleMailboxHost(GOOGLE, { fetchPicture, apis });
    clientIds.GOOGLE = createGoogleClientIdGrants(
      GOOGLE,
      apis,
      createWorkspaceTenants(apis, GOOGLE),
    );
  }
  for (const [platform, graphConfig] of [
    ['MICROSOFT', MICROSOFT],
    ['AZURE', AZURE],
  ] as const) {
    if (!graphConfig) continue;
    const graph = createGraph(graphConfig);
    hosts[platform] = createGraphMailboxHost(platform, graphConfig, { fetchPicture, graph });
    // The wait for a grant to reach the tenant's services follows the service's pace, as the
    // checks do (`tenantConsentPollMs`, `max_retries`): five minutes at `realistic`.
    clientIds[platform] = createGraphClientIdGrants(platform, graphConfig, graph, {
      propagationMs: SIM_TIMINGS[config.simulator.speed].tenantConsentPropagationMs,
    });
  }
  return { hosts, clientIds };
}

/** The relay as mail endpoints: its one sign-in for every message, never an IMAP side. */
function relayEndpoints(relay: VerificationRelay): MailEndpoints {
  return {
    smtp: {
      host: relay.host,
      port: relay.port,
      implicitTls: relay.tls === 'implicit',
      signIn: relay.user ? { user: relay.user, password: relay.password ?? '' } : null,
    },
    imap: null,
    tls: relay.tls !== 'none',
  };
}

const HOUR = 3_600_000;

/**
 * Real DNS takes real time whatever MAILWRIGHT_SIM_SPEED says: the waits on resolvers get the
 * deadlines of the realistic speed (a customer's nameserver change may take two days), polls
 * at least a quarter second apart (the simulator's `instant` would poll without pause), and a
 * real server that failed retryably is asked again at least a second later, so the five
 * attempts of a step span seconds, not the instant of a busy machine.
 */
function realDnsPace(pace: Pace): Pace {
  return {
    ...pace,
    propagationPollMs: Math.max(pace.propagationPollMs, 250),
    providerRetryMs: Math.max(pace.providerRetryMs, 1000),
    propagationDeadlineMs: Math.max(pace.propagationDeadlineMs, 2 * HOUR),
    connectDeadlineMs: Math.max(pace.connectDeadlineMs, 48 * HOUR),
    mailboxDnsDeadlineMs: Math.max(pace.mailboxDnsDeadlineMs, 2 * HOUR),
  };
}

/** How often a real host's step looks again at what it waits for (DNS seen by the resolvers). */
export const REAL_HOST_POLL_MS = 2_000;

/**
 * A real mailbox host's steps run as soon as a worker takes them and last as long as their work
 * (the server taking the account, its DKIM key): none waits out the simulator's step timings.
 * The one wait, the host seeing the domain's mail records, looks every {@link REAL_HOST_POLL_MS}
 * with a real deadline (two hours), whatever MAILWRIGHT_SIM_SPEED says.
 */
export function realHostPace(pace: Pace): Pace {
  return {
    ...pace,
    mailboxOrderMs: 0,
    mailboxQueueMs: 0,
    mailboxAccountMs: 0,
    mailboxWorkspaceMs: 0,
    mailboxDnsMs: 0,
    mailboxDkimMs: 0,
    mailboxAuthMs: 0,
    mailboxFinalizeMs: 0,
    propagationPollMs: REAL_HOST_POLL_MS,
    mailboxDnsDeadlineMs: Math.max(pace.mailboxDnsDeadlineMs, 2 * HOUR),
    providerRetryMs: Math.max(pace.providerRetryMs, 1000),
  };
}

/** A mailbox host that sends each call to the host of its platform (the fallback otherwise). */
export function routeByPlatform(
  fallback: MailboxHost,
  byPlatform: Record<string, MailboxHost>,
): MailboxHost {
  const pick = (platform: string) =>
    Object.hasOwn(byPlatform, platform) ? (byPlatform[platform] as MailboxHost) : fallback;
  return new Proxy(fallback, {
    get(_target, method: keyof MailboxHost) {
      if (method === 'adapterFor') return (platform: string) => pick(platform).adapterFor(platform);
      return (input: { platform: string }) =>
        (pick(input.platform)[method] as (i: unknown) => unknown)(input);
    },
  });
}

/** A mail network that sends each call to the network of the account's platform. */
export function routeMailByPlatform(
  fallback: MailNetwork,
  byPlatform: Record<string, MailNetwork>,
): MailNetwork {
  const pick = (account: MailAccount) =>
    Object.hasOwn(byPlatform, account.platform)
      ? (byPlatform[account.platform] as MailNetwork)
      : fallback;
  return {
    send: (from, mail) => pick(from).send(from, mail),
    find: (account, query) => pick(account).find(account, query),
    move: (account, ref, to) => pick(account).move(account, ref, to),
    mark: (account, ref, flags) => pick(account).mark(account, ref, flags),
    readFolder: (account, folder, since, limit) =>
      pick(account).readFolder(account, folder, since, limit),
    browse: (account, query) => pick(account).browse(account, query),
    source: (account, ref) => pick(account).source(account, ref),
  };
}

export type { ProviderStatus };
