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
 * The per-record caps (the contract's `max_retries`): a Google delegation is looked for for about
 * two hours at `realistic` (24 looks, 5 minutes apart); tenant-wide consent is checked for up to
 * 15 minutes (once a minute), three times the time it normally takes.
 */
export const CLIENT_ID_POLICY = {
  maxRetries: { GOOGLE: 24, MICROSOFT: 15, AZURE: 15 } as Readonly<Record<string, number>>,
} as const;

/** What the customer reads while the request is `pending`. */
export function instructionsFor(platform: string, domain: string, clientId: string): string {
  if (platform === 'GOOGLE') {
    return `In the Google Admin console of ${domain} (admin.google.com), open Security > Access and data control > API controls > Manage domain-wide delegation, choose Add new, enter the client ID ${clientId} with the OAuth scopes ${DELEGATION_SCOPES.join(',')}, and choose Authorize. Mailwright then looks for it until it appears.`;
  }
  return `Nothing to do: Mailwright grants tenant-wide admin consent to the application ${clientId} in the ${domain} tenant itself. It takes a few minutes to take effect.`;
}
