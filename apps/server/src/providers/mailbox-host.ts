import type { DnsRecordSpec } from './dns-host.js';
import type { ProviderResult } from './result.js';

/**
 * The mailbox-host family: everything that would talk to Google Workspace, Microsoft 365 / Azure
 * (Entra) or an SMTP host to create and run a mailbox. Implementations: `simulator/mailbox-host.ts`;
 * a real one (a Workspace reseller API, Microsoft Graph / Partner Center, a mail server's admin
 * API) implements the same interface and passes `test/providers/mailbox-host.contract.ts`.
 *
 * `platform` is passed through as given: an adapter must answer a platform it does not serve with
 * a failure (`unsupported_platform`), never throw. Addresses are lowercase. A setup step may hand
 * back more than success ({@link HostStep}): records for the domain's zone, a wait, a step left to
 * a person.
 */
export interface MailboxHost {
  /**
   * Which adapter serves a platform's mailboxes (`simulator` for the sandbox): read by
   * `providers/status.ts`, so a real adapter counts as real wherever it is routed.
   */
  adapterFor(platform: string): string;

  /** Creates the user account (and for a tenant platform, the tenant on its first mailbox). */
  createAccount(
    input: AccountInput &
      NewAccount & {
        /** The app password: mail clients and sequencers may sign in with it too. */
        appPassword: string;
      },
  ): Promise<ProviderResult<{ accountId: string } & HostStep>>;

  /**
   * Adds and verifies the domain in the workspace or tenant, and licenses the user. A host that
   * can create a user only on a verified domain (Google Workspace, Microsoft 365) creates it here,
   * from `account`, and answers its id.
   */
  setupWorkspace(input: AccountInput & { account: NewAccount }): Promise<ProviderResult<HostStep>>;

  /**
   * Whether the provider's activation email for the tenant has arrived (Microsoft 365 / Azure).
   * `since` is when the tenant was ordered: a live adapter reads the inbox and may ignore it; the
   * simulator uses it to model the wait.
   */
  checkActivationEmail(
    input: AccountInput & { since: string },
  ): Promise<ProviderResult<{ received: boolean }>>;

  /** Follows the activation email: the tenant becomes usable. */
  activateTenant(input: AccountInput): Promise<ProviderResult<HostStep>>;

  /**
   * Tells the host the domain's MX and SPF now point at it (domain verification for mail), and
   * gives it the domain's DKIM key (published as `<selector>._domainkey`), which a host that signs
   * itself (the SMTP platform's mail server) signs with from now on.
   */
  configureDns(input: AccountInput & { dkim: DkimKey }): Promise<ProviderResult<HostStep>>;

  /** Whether the host itself sees the domain's mail records (it routes mail only then). */
  checkDns(input: AccountInput): Promise<ProviderResult<{ visible: boolean }>>;

  /** Turns DKIM signing on for the domain, with its key. */
  enableDkim(input: AccountInput & { dkim: DkimKey }): Promise<ProviderResult<HostStep>>;

  /** Turns on 2FA with `totpSecret` (may be empty) and sets the app password (SMTP/IMAP login). */
  configureAuth(
    input: AccountInput & {
      appPassword: string;
      totpSecret: string;
    },
  ): Promise<ProviderResult<HostStep>>;

  /** Last checks: the mailbox sends and receives. */
  finalize(input: AccountInput): Promise<ProviderResult<HostStep>>;

  /** Restores a suspended or disabled account's licence and sign-in (Microsoft 365 / Azure). */
  reactivateAccount(input: AccountInput): Promise<ProviderResult>;

  /** The account's state as the host sees it. */
  checkAccount(
    input: AccountInput,
  ): Promise<ProviderResult<{ state: 'active' | 'suspended' | 'disabled' }>>;

  /**
   * Changes the account: names, address (a new local part), password, profile picture or
   * signature. Only the fields given change.
   */
  updateAccount(
    input: AccountInput & {
      changes: {
        firstName?: string;
        lastName?: string;
        email?: string;
        password?: string;
        profilePicture?: string;
        signature?: string;
      };
    },
  ): Promise<ProviderResult>;

  /**
   * Forwards the mailbox's incoming mail to `forwardTo`, replacing any forwarding it had. Setting
   * the forwarding it already has succeeds.
   */
  setForwarding(input: AccountInput & { forwardTo: string }): Promise<ProviderResult>;

  /**
   * Stops forwarding to `forwardTo` (the address it forwards to now). Removing forwarding that is
   * not set succeeds.
   */
  removeForwarding(input: AccountInput & { forwardTo: string }): Promise<ProviderResult>;

  /** Ends the subscription (the account stops sending; its data is kept). */
  cancelAccount(input: AccountInput): Promise<ProviderResult>;

  /** Deletes the account and its data. Deleting an account that is gone succeeds. */
  deleteAccount(input: AccountInput): Promise<ProviderResult>;
}

/** The person a new account is for. */
export interface NewAccount {
  firstName: string;
  lastName: string;
  password: string;
  isAdmin: boolean;
}

/**
 * What a setup step may answer besides success. The simulator and the mail server answer none of
 * it; the suites' hosts do (docs/providers.md).
 */
export interface HostStep {
  /**
   * Records the host needs in the domain's zone (its verification token, autodiscover, DKIM):
   * the service publishes them on the DNS host in use, beside the domain's own.
   */
  records?: DnsRecordSpec[];
  /**
   * The host is not done yet and says why (it has not seen a record just published): the step is
   * run again after a while, until its deadline.
   */
  waiting?: string;
  /**
   * What is left for a person, which the host has no API for (DKIM in Google's Admin console,
   * SMTP AUTH in Exchange Online): kept with the mailbox and shown as its `status_reason`.
   */
  manualStep?: string;
  /** The account's id at the host, when this step created it. */
  accountId?: string;
}

/** Which account a call is about. `accountId` is null until the account exists. */
export interface AccountInput {
  platform: string;
  email: string;
  domain: string;
  accountId: string | null;
}

/** A domain's DKIM signing key: the selector it is published under and the PEM private key. */
export interface DkimKey {
  selector: string;
  privateKeyPem: string;
}

/**
 * Where the SMTP platform's mail server is: the MX hosts and SPF mechanisms a domain publishes
 * for it, and where mail clients connect (the credentials operation's `smtp` and `imap`).
 */
export interface SmtpServerProfile {
  mx: Array<[priority: number, host: string]>;
  /** SPF mechanisms, such as `include:_spf.example.net` or `mx ip4:203.0.113.7`. */
  spf: string;
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
}
