/**
 * Magic values: a domain whose first label contains one of these tokens makes the simulator take
 * a failure path, the way test card numbers force declines in a payment sandbox. This table is
 * the one list; docs/sandbox.md documents each entry and a test checks the two agree.
 */
export const DOMAIN_MAGIC = {
  banned: 'The name is banned from registration (check banned, availability, search).',
  taken: 'The name is registered by someone else: not available.',
  regfail: 'The registry refuses the registration: `registration_failed`.',
  regflaky:
    'The registrar fails with a retryable error twice (per worker process), then registers.',
  regdown: 'The registrar is unreachable on every attempt: retried, then `registration_failed`.',
  sniped:
    'Someone else registers the name between the quote and the registration: `registration_failed` (name taken since the search), refunded.',
  pricechange:
    'The registrar’s price rises by $1.00 between the quote and the registration: `registration_failed` (price changed), refunded.',
  regnofunds:
    'The operator’s account at the registrar is short of funds: `registration_failed`, refunded.',
  dnsfail:
    'The DNS host refuses the zone: a purchased domain goes `inactive` (`dns_propagation_status` `errored`); connecting one is a 400.',
  noprop:
    'Nothing ever propagates: `expired_propagation` at the deadline; DNS verify says pending.',
  renewfail:
    'The registrar declines the renewal: `renewal_status` becomes `failed` and the renewal charge is refunded.',
  gwsexists: 'A Google Workspace tenant already claims the domain.',
  m365exists: 'A Microsoft 365 tenant already claims the domain.',
} as const;

export type DomainMagic = keyof typeof DOMAIN_MAGIC;

/** Whether `domain`'s first label contains the magic token. */
export function hasMagic(domain: string, token: DomainMagic): boolean {
  const label = domain.toLowerCase().split('.')[0] ?? '';
  return label.includes(token);
}

/**
 * Magic values for mailboxes: a **username** containing one of these tokens makes the simulated
 * mailbox host take a failure path (`ana-faildns@acme.com`). docs/sandbox.md documents each entry
 * and a test checks the two agree.
 */
export const MAILBOX_MAGIC = {
  failaccount: 'Creating the account is refused: `processing` -> `failed`.',
  failworkspace:
    'The workspace refuses the domain: `configuring_workspace` -> `failed` (GOOGLE, MICROSOFT, AZURE).',
  noactivation:
    'The activation email never arrives: stuck in `waiting_for_activation_email`, `failed` at the deadline (MICROSOFT, AZURE).',
  failactivation:
    'The activation link is rejected: `activation_email_received` -> `failed` (MICROSOFT, AZURE).',
  faildns: 'The host refuses the domain’s mail records: `configuring_dns` -> `failed`.',
  failpropagation:
    'The host never sees the mail records: `waiting_for_dns_propagation` -> `failed` at the deadline.',
  faildkim: 'DKIM cannot be turned on: `configuring_dkim` -> `failed` (GOOGLE, MICROSOFT, AZURE).',
  failauth:
    '2FA or the app password is refused: `configuring_auth` -> `failed` (GOOGLE, MICROSOFT, AZURE).',
  failfinalize: 'The final send-and-receive check fails: `finalizing_setup` -> `failed`.',
  failonce:
    'The final check fails the first time (per worker process): `failed`; a resetup then goes on to `active`.',
  hostflaky:
    'Creating the account fails with a retryable error twice (per worker process), then succeeds.',
  suspend: 'Once active, the host suspends the account: `active` -> `suspended`.',
  disable: 'Once active, the host disables sign-in: `active` -> `inactive`.',
} as const;

export type MailboxMagic = keyof typeof MAILBOX_MAGIC;

/** Whether the local part of `email` contains the magic token. */
export function hasMailboxMagic(email: string, token: MailboxMagic): boolean {
  const local = email.toLowerCase().split('@')[0] ?? '';
  return local.includes(token);
}

/**
 * Magic values for consent requests: a mailbox **username** containing one of these tokens makes
 * the simulated OAuth provider take a failure path (`ana-consentscope@acme.com`). The user's own
 * answer comes from the sandbox consent page (Allow / Deny). docs/sandbox.md documents each entry.
 */
export const CONSENT_MAGIC = {
  consentdeny:
    'The provider’s consent screen refuses for the user (an organisation policy): answering it, even Allow, ends the request `failed` (`access_denied`).',
  consentscope:
    'The user grants, but not every permission asked for: verification ends `failed` (insufficient scopes).',
  consenterror:
    'Verifying the grant meets a provider error every time: retried until `max_retries`, then `errored`.',
  consentflaky:
    'Verifying the grant fails twice with a provider error (per worker process), then succeeds: `completed` with `retry_count` 2.',
  consentrevoke:
    'An administrator of the tenant revokes the grant while it is verified: `cancelled`.',
  consentexpire: 'The consent link expires at once: `pending` -> `failed` (expired).',
} as const;

export type ConsentMagic = keyof typeof CONSENT_MAGIC;

/**
 * Magic values for Google client ids: the part before `.apps.googleusercontent.com` containing
 * one of these tokens (`1234-nodelegation.apps.googleusercontent.com`). docs/sandbox.md documents
 * each entry.
 */
export const GOOGLE_CLIENT_ID_MAGIC = {
  nodelegation:
    'The client id never appears in domain-wide delegation: looked for until `max_retries`, then `failed` (`delegation_not_found`).',
  missingscopes:
    'The client id is delegated without the scopes asked for: `failed` (`missing_scopes`).',
  ciderror:
    'The Admin console keeps answering with errors: retried until `max_retries`, then `errored` (`provider_error`).',
} as const;

export type GoogleClientIdMagic = keyof typeof GOOGLE_CLIENT_ID_MAGIC;

/**
 * Magic values for Microsoft / Azure client ids (GUIDs): the **last group** of the GUID, like test
 * card numbers (`4f6c2d1e-0000-4000-8000-000000000404`). docs/sandbox.md documents each entry.
 */
export const TENANT_CLIENT_ID_MAGIC = {
  '000000000401':
    'Mailwright is not allowed to grant consent in the tenant: the grant itself is refused, `failed` at once (no wait).',
  '000000000404': 'No application with this id exists in the directory: `failed`, after the wait.',
  '000000000403':
    'The tenant’s policy blocks the permissions the application asks for: `failed`, after the wait.',
  '000000000500':
    'Microsoft Graph keeps answering with errors: retried until `max_retries`, then `errored`.',
} as const;

export type TenantClientIdMagic = keyof typeof TENANT_CLIENT_ID_MAGIC;

/** Whether a client id carries a magic value (Google: a token in its prefix; a GUID: its last group). */
export function hasClientIdMagic(
  clientId: string,
  token: GoogleClientIdMagic | TenantClientIdMagic,
): boolean {
  const id = clientId.toLowerCase();
  if (token in TENANT_CLIENT_ID_MAGIC) return id.split('-').at(-1) === token;
  return (id.split('.')[0] ?? '').includes(token);
}

/**
 * Magic values for mailbox forwarding: the **local part of the forwarding address** containing one
 * of these tokens (`ops-fwdflaky@example.com`), for every action on it (enable, update, disable).
 * docs/sandbox.md documents each entry.
 */
export const FORWARDING_MAGIC = {
  fwdflaky:
    'The host fails the first attempt with a retryable error (per worker process and mailbox): the job retries and `completed`.',
  fwddown:
    'The host fails every attempt with a retryable error: retried until `max_attempts`, then `failed`.',
  fwdrefuse: 'The host refuses the destination for good: `failed` after one attempt, no retry.',
} as const;

export type ForwardingMagic = keyof typeof FORWARDING_MAGIC;

/**
 * Magic values for sequencer connections: a connection form **value** (a login, an API key, a
 * workspace id, a base URL) containing one of these tokens makes the simulated platform take a
 * failure path. docs/sandbox.md documents each entry and a test checks the two agree.
 */
export const SEQUENCER_MAGIC = {
  badcreds:
    'The platform refuses the credentials (wrong login or password, or an invalid API key): `verifying` -> `failed` (`invalid_credentials`).',
  noworkspace:
    'The workspace named does not exist for these credentials (forms with a workspace): `failed` (`workspace_not_found`).',
  unreachable:
    'The platform (or an EmailBison instance URL) never answers: retried, then `failed` (`platform_unreachable`).',
  needcode:
    'The platform sends a one-time code to the login (forms with a login and password): `verifying` -> `awaiting_code`. The code `424242` is right; any other is wrong.',
  revoked:
    'The credentials work when verified, but the platform refuses them at the first export: the export fails and the sequencer goes `disconnected`.',
} as const;

export type SequencerMagic = keyof typeof SEQUENCER_MAGIC;

/** The one-time code the simulated platforms accept. */
export const SIM_ONE_TIME_CODE = '424242';

/** Whether any value of a connection form contains the magic token (any case). */
export function hasSequencerMagic(values: Readonly<Record<string, string>>, token: SequencerMagic) {
  return Object.values(values).some((v) => v.toLowerCase().includes(token));
}

/**
 * Magic values for exports: a mailbox whose **username** contains one of these tokens is refused
 * (or delayed) by every simulated sequencer platform. docs/sandbox.md documents each entry.
 */
export const EXPORT_MAGIC = {
  exportfail:
    'The sequencer refuses the mailbox: the export goes `failed` from `exporting` (`mailbox_rejected`).',
  consentfail:
    'OAuth consent for the mailbox is refused (OAuth exports only: MICROSOFT and AZURE, and GOOGLE on lemlist): `failed` from `authorizing` (`consent_denied`).',
  exportflaky:
    'Adding the mailbox times out twice (a retryable error, retried), then succeeds: `completed`. Per worker process.',
} as const;

export type ExportMagic = keyof typeof EXPORT_MAGIC;

/** Whether the local part of an address contains a consent, forwarding or export magic token. */
export function addressHasMagic(
  email: string,
  token: ConsentMagic | ForwardingMagic | ExportMagic,
): boolean {
  const local = email.toLowerCase().split('@')[0] ?? '';
  return local.includes(token);
}

/**
 * Magic values for the simulated mail network: an address whose **username or domain** (its
 * first label) contains one of these tokens. The sender's for `spamfolder` and `listed`, the
 * recipient's for the bounces. docs/sandbox.md documents each entry.
 */
export const MAIL_MAGIC = {
  spamfolder: 'Every message from this sender lands in the recipient’s spam folder.',
  listed:
    'The sender’s domain is on a blocklist: the placement model sends all its mail to spam (as any listing does).',
  hardbounce:
    'Mail to this recipient bounces hard at submission (`550 5.1.1 user unknown`): recorded as a hard bounce.',
  softbounce:
    'Mail to this recipient bounces soft at submission (`452 4.2.2 mailbox full`): recorded as a soft bounce.',
  bouncing:
    'About one message in four from this sender bounces hard at submission (a seeded draw): its domain’s bounce rate turns critical.',
  sendflaky:
    'Every other submission from this sender (the first, the third …, per worker process) fails with a retryable `unavailable`.',
} as const;

export type MailMagic = keyof typeof MAIL_MAGIC;

/** Whether the username or the domain's first label of `address` contains the token. */
export function hasMailMagic(address: string, token: MailMagic): boolean {
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  return local.includes(token) || (domain.split('.')[0] ?? '').includes(token);
}

/**
 * Magic amounts for the payment simulator, like test card numbers: what the sandbox checkout page
 * and a charge of the saved card do with an amount is chosen by its **cents** (`50.02` credits
 * declines, `50.00` pays). docs/sandbox.md documents each entry and a test checks the two agree.
 */
export const PAYMENT_MAGIC = {
  '02': 'The card is declined: a checkout stays open with the decline shown (pay again, or let it expire); a charge of the saved card is `declined` (an auto top-up turns auto top-up off).',
  '03': 'The bank asks for a second step (3-D Secure): the checkout page shows Authenticate / Fail; an on-session charge answers `requires_action` with the page to complete it; an off-session charge (auto top-up) is declined as `authentication_required`.',
  '04': 'The payment is accepted but the money arrives late: `processing`, then `paid` after the simulator’s settle time (`fast`: 5 s).',
} as const;

export type PaymentMagic = keyof typeof PAYMENT_MAGIC;

/** Whether an amount in cents carries the magic cents. */
export function hasPaymentMagic(amountCents: number, magic: PaymentMagic): boolean {
  return String(amountCents % 100).padStart(2, '0') === magic;
}

/**
 * Magic values for the sandbox Cloudflare account: a credential (an API token or a Global API
 * Key) **containing** one of these tokens (`acme-cfnodns`) takes a failure path. Any other
 * credential is valid and reaches its sandbox account (docs/sandbox.md, "Cloudflare").
 */
export const CLOUDFLARE_MAGIC = {
  cfbadtoken: 'Cloudflare refuses the credential: connect answers 400 naming `api_token`.',
  cfnodns:
    'The credential sees the zones but may not read or edit their DNS records: connect answers 400 naming `api_token`.',
  cfnozones: 'The account has no zones: connect answers 400 (`No zones found`).',
  cfratelimit:
    'Cloudflare answers 429 to every call (its own API limit): connect answers 429 with `Retry-After`.',
} as const;

export type CloudflareMagic = keyof typeof CLOUDFLARE_MAGIC;

/** Whether the credential's token or key contains the magic token (any case). */
export function hasCloudflareMagic(
  credential: { secret: string },
  token: CloudflareMagic,
): boolean {
  return credential.secret.toLowerCase().includes(token);
}
