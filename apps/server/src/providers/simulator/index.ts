import type { SimSpeed } from '../../config.js';
import type { Providers } from '../index.js';
import type { SmtpServerProfile } from '../mailbox-host.js';
import { providerStatus } from '../status.js';
import { createSimBlocklist } from './blocklist.js';
import { createSimCloudflareApi } from './cloudflare.js';
import { createSimDnsHost } from './dns-host.js';
import { createSimMailNetwork } from './mail-network.js';
import { createSimMailboxHost } from './mailbox-host.js';
import { createSimOAuthGrants } from './oauth-grants.js';
import { memoryPaymentStore, type SimPaymentStore } from './payment-store.js';
import { createSimPayments } from './payments.js';
import { createSimRegistrar } from './registrar.js';
import { createSimSequencerPlatform } from './sequencer-platform.js';
import { createSimSpfResolver } from './spf-resolver.js';
import { SIM_TIMINGS } from './timing.js';
import type { SimZoneRegistry } from './zone-registry.js';

/** The sandbox's own mail host, where simulated SMTP mailboxes "live". */
const SIM_MAIL_HOST = 'mail.mailwright-sim.example';
export const SIM_SMTP_SERVER: SmtpServerProfile = {
  mx: [
    [10, `mx1.${SIM_MAIL_HOST}`],
    [20, `mx2.${SIM_MAIL_HOST}`],
  ],
  spf: `include:_spf.${SIM_MAIL_HOST}`,
  smtp: { host: `smtp.${SIM_MAIL_HOST}`, port: 587 },
  imap: { host: `imap.${SIM_MAIL_HOST}`, port: 993 },
};

/**
 * Every adapter family's simulator, paced by one speed setting. `publicUrl` is where this
 * Mailwright is reached: the simulated consent screen and checkout page are its pages. `zones`
 * holds the simulated DNS host's zones and `paymentStore` the payment simulator's records (the
 * service's database; this process's memory when not given).
 */
export function createSimulator(
  speed: SimSpeed,
  now?: () => number,
  publicUrl = 'http://127.0.0.1:8080',
  zones?: SimZoneRegistry,
  paymentStore: SimPaymentStore = memoryPaymentStore(),
): Providers {
  const timings = SIM_TIMINGS[speed];
  const clock = now ? { now } : {};
  const providers: Omit<Providers, 'status'> = {
    registrar: createSimRegistrar(clock),
    dnsHost: createSimDnsHost({ timings, ...clock, ...(zones ? { zones } : {}) }),
    mailboxHost: createSimMailboxHost({ timings, ...clock }),
    oauthGrants: createSimOAuthGrants({ timings, publicUrl, ...clock }),
    sequencerPlatform: createSimSequencerPlatform(),
    mailNetwork: createSimMailNetwork({ seed: 'mailwright', ...clock }),
    mailNetworkOf: () => 'simulator',
    payments: createSimPayments({
      store: paymentStore,
      publicUrl,
      settleMs: timings.paymentSettleMs,
      ...clock,
    }),
    cloudflare: createSimCloudflareApi(clock),
    blocklist: createSimBlocklist(),
    spfResolver: createSimSpfResolver(SIM_MAIL_HOST),
    pace: timings,
    mailboxPace: () => timings,
    smtpServer: SIM_SMTP_SERVER,
    sandboxSubmission: { endpoint: null },
  };
  return { ...providers, status: providerStatus(providers) };
}
