/**
 * When the service takes the next step of a provider-driven lifecycle, in milliseconds. The
 * simulator derives these from MAILWRIGHT_SIM_SPEED (its steps "take" that long); a real adapter
 * set would supply its own polling cadence and deadlines.
 */
export interface Pace {
  /** From order to charging the payment. */
  paymentMs: number;
  /** From payment to the registrar's answer. */
  registrationMs: number;
  /** From registration to the DNS zone and records being published. */
  dnsSetupMs: number;
  /** Between two propagation checks. */
  propagationPollMs: number;
  /** How long a purchased domain's records may take to become visible before giving up. */
  propagationDeadlineMs: number;
  /** How long a connected domain may wait for the customer's nameserver change. */
  connectDeadlineMs: number;
  /** From a renewal request to the registrar's answer. */
  renewalMs: number;
  /** From removal to the zone being torn down. */
  deletionMs: number;
  /** From a move (or rotation) request to it being carried out. */
  moveMs: number;
  /** Before retrying a provider call that failed with a retryable error. */
  providerRetryMs: number;

  // Mailboxes: how long each provisioning step takes before the next status.
  /** From a buy (`scheduled`) to the order being accepted (`pending`). */
  mailboxOrderMs: number;
  /** From `pending` to a worker starting (`processing`). */
  mailboxQueueMs: number;
  /** Creating the account (and tenant). */
  mailboxAccountMs: number;
  /** Verifying the domain in the workspace and licensing the user. */
  mailboxWorkspaceMs: number;
  /** Between two looks for the activation email, and from it to the tenant being activated. */
  activationPollMs: number;
  /** How long to wait for the activation email before failing. */
  activationDeadlineMs: number;
  /** Publishing the platform's MX and SPF. */
  mailboxDnsMs: number;
  /** How long the host may take to see the mail records before failing. */
  mailboxDnsDeadlineMs: number;
  /** Turning DKIM on. */
  mailboxDkimMs: number;
  /** Setting 2FA and the app password. */
  mailboxAuthMs: number;
  /** The final checks. */
  mailboxFinalizeMs: number;
  /** From going active to the host's first account check (suspension, disabled sign-in). */
  mailboxHealthCheckMs: number;
  /** From a renewal falling due to the charge's answer. */
  mailboxRenewalChargeMs: number;
  /** From a declined renewal to its one retry. */
  mailboxRenewalRetryMs: number;

  // Consent and client-id requests (OAuth grants).
  /** From a request to a worker preparing its consent URL or instructions (`queued` -> `pending`). */
  grantPrepareMs: number;
  /**
   * How long a consent URL waits for the user before the request expires. It waits on a person,
   * so it is not shortened to nothing at `instant`.
   */
  consentExpiryMs: number;
  /** From the user's answer to the first verification of the grant. */
  consentVerifyMs: number;
  /** Between two verifications that did not conclude (a provider error, a grant not yet seen). */
  grantRetryMs: number;
  /** Google client id: from the instructions (`pending`) to the first look for the delegation. */
  delegationWaitMs: number;
  /** Google client id: between two looks for the delegation. */
  delegationPollMs: number;
  /** Microsoft / Azure client id: between two checks of the tenant-wide consent. */
  tenantConsentPollMs: number;

  // Mailbox forwarding jobs.
  /** From a forwarding job's creation to a worker running it. */
  forwardingMs: number;
  /** Before the first retry of a failed forwarding attempt (doubling for each later one). */
  forwardingRetryMs: number;
  /** How often a forwarding job that waits for an earlier job of its mailbox looks again. */
  forwardingWaitMs: number;
  // Sequencers: connecting an account and exporting mailboxes to it.
  /** From adding (or updating) a sequencer to the platform's answer on the connection. */
  sequencerVerifyMs: number;
  /** From an export request to a worker starting it. */
  exportQueueMs: number;
  /** Granting the sequencer's OAuth app access to a mailbox (OAuth exports). */
  exportAuthorizeMs: number;
  /** The sequencer adding the mailbox as a sending account. */
  exportMs: number;

  // Billing and orders.
  /** Between two looks at a payment that is processing or waits for a second step. */
  paymentCheckMs: number;
  /** Between two looks at the progress of an order's domains, mailboxes and exports. */
  orderPollMs: number;
}
