import type { ProviderResult } from './result.js';

/**
 * The sequencer-platform family: everything that talks to Instantly, Smartlead, EmailBison,
 * lemlist, Reply.io, PlusVibe, ReachInbox or Salesforge. Implementations: the simulator
 * (`simulator/sequencer-platform.ts`) and one real adapter per vendor with an API that adds
 * sending accounts (`sequencers/*.ts`, chosen per platform by MAILWRIGHT_SEQUENCER_<PLATFORM>),
 * all passing `test/providers/sequencer-platform.contract.ts`.
 *
 * `platform` is a catalog identifier passed through as given: an adapter answers one it does not
 * serve with `unsupported_platform`, never by throwing. Values are the connection form's, in
 * plaintext: an adapter must never put them in an error message or a log line.
 */
export interface SequencerPlatform {
  /**
   * Signs in to (or calls) the platform with a connection form's values. Either the account is
   * connected, or the platform wants a one-time code it has sent to the login.
   */
  connect(input: ConnectionInput): Promise<ProviderResult<ConnectOutcome>>;

  /** Answers the one-time code challenge of {@link connect}. A wrong code is `accepted: false`. */
  submitCode(
    input: ConnectionInput & { challenge: string; code: string },
  ): Promise<ProviderResult<{ accepted: false } | ({ accepted: true } & ConnectedAccount)>>;

  /**
   * The first half of an OAuth export: access granted at once (`authorized`: the simulator signs
   * in as the mailbox, as a person opening the account's OAuth link would), or an OAuth session
   * the platform opened (`waiting`): the customer opens `url` and signs in as the mailbox before
   * `expiresAt`, and {@link checkAuthorization} tells when that happened. `oauth_not_supported`
   * when the platform's API has no such flow.
   */
  authorizeMailbox(
    input: AccountRef & { mailbox: MailboxRef & { password: string; consentUrl: string } },
  ): Promise<ProviderResult<Authorization>>;

  /**
   * Where an OAuth session of {@link authorizeMailbox} is: still `waiting`, or `authorized`.
   * The customer refusing (or signing in as another account) is `consent_denied`; a session
   * past its expiry is `consent_expired`.
   */
  checkAuthorization(
    input: AccountRef & { mailbox: MailboxRef; sessionId: string },
  ): Promise<ProviderResult<{ state: 'waiting' | 'authorized' }>>;

  /**
   * Adds the mailbox as a sending account: by OAuth (after {@link authorizeMailbox}), or with
   * SMTP/IMAP and the app password. `unauthorized` means the platform no longer accepts the
   * account's stored credentials.
   */
  addMailbox(
    input: AccountRef & { mailbox: MailboxRef & MailboxConnection },
  ): Promise<ProviderResult<{ remoteId: string }>>;
}

export interface ConnectionInput {
  platform: string;
  values: Readonly<Record<string, string>>;
}

/** A connected account, as the platform reports it. */
export interface ConnectedAccount {
  accountId: string;
  /** The login of the account (for API-key forms, the key owner's address). */
  username: string;
  workspaceName: string;
  /** The account's OAuth link for Microsoft mailboxes; empty when the platform has none. */
  consentUrl: string;
}

export type ConnectOutcome =
  | ({ state: 'connected' } & ConnectedAccount)
  | { state: 'code_required'; challenge: string; sentTo: string };

export type Authorization =
  | { state: 'authorized' }
  | { state: 'waiting'; sessionId: string; url: string; expiresAt: string };

/** The sequencer account a call acts as. */
export interface AccountRef extends ConnectionInput {
  accountId: string;
}

export interface MailboxRef {
  email: string;
  /** GOOGLE, MICROSOFT, AZURE, SMTP (or a later one). */
  platform: string;
  /** The sender's name as mail shows it (first and last name). */
  name?: { first: string; last: string };
}

/** How the sequencer reaches the mailbox. */
export type MailboxConnection =
  | { method: 'oauth' }
  | {
      method: 'imap';
      /** The SMTP and IMAP login (the mailbox's address). */
      username: string;
      appPassword: string;
      smtp: { host: string; port: number };
      imap: { host: string; port: number };
    };
