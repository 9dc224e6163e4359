/**
 * What a client id's shape says about its platform: the contract's rule, since the event has no
 * platform field. A Google OAuth client id ends in `.apps.googleusercontent.com`; a Microsoft
 * application (client) id is a GUID, for MICROSOFT and AZURE alike.
 */
export type ClientIdFamily = 'GOOGLE' | 'MICROSOFT_OR_AZURE';

const GOOGLE_CLIENT_ID = /^[a-z0-9][a-z0-9-]{0,199}\.apps\.googleusercontent\.com$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Trimmed and lowercased (both forms are case-insensitive). */
export function normalizeClientId(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The family of a normalised client id, or null when it is neither shape. */
export function clientIdFamily(clientId: string): ClientIdFamily | null {
  if (GOOGLE_CLIENT_ID.test(clientId)) return 'GOOGLE';
  if (GUID.test(clientId)) return 'MICROSOFT_OR_AZURE';
  return null;
}

/** Scopes a Google client id is delegated with: mail over IMAP / SMTP and the Gmail API. */
export const DELEGATION_SCOPES = [
  'https://mail.google.com/',
  'https://www.googleapis.com/auth/userinfo.email',
] as const;

/**
 * The delegated Microsoft Graph permissions granted tenant-wide to a MICROSOFT / AZURE client id:
 * mail over IMAP and SMTP with a refresh token for every user of the tenant (what a sequencer
 * connecting the domain's mailboxes asks for).
 */
export const TENANT_CONSENT_SCOPES = [
  'IMAP.AccessAsUser.All',
  'SMTP.Send',
  'offline_access',
  'User.Read',
] as const;

/** The scopes a client id of `platform` is granted. */
export function clientIdScopes(platform: string): readonly string[] {
  return platform === 'GOOGLE' ? DELEGATION_SCOPES : TENANT_CONSENT_SCOPES;
}

/**
 * The per-record caps (the contract's `max_retries`): a Google delegation is looked for for about
 * two hours at `realistic` (24 looks, 5 minutes apart); tenant-wide consent is checked for up to
 * 15 minutes (once a minute), three times the time it normally takes.
 */
export const CLIENT_ID_POLICY = {
  maxRetries: { GOOGLE: 24, MICROSOFT: 15, AZURE: 15 } as Readonly<Record<string, number>>,
} as const;
