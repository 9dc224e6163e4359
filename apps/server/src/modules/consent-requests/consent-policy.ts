/**
 * Consent requests: the cap on verification retries (the contract's per-record `max_retries`)
 * and what each platform's consent asks for. Timings are in the provider pace
 * (`grantPrepareMs`, `consentExpiryMs`, `consentVerifyMs`, `grantRetryMs`).
 */
export const CONSENT_POLICY = {
  maxRetries: 5,
} as const;

/** Mailbox platforms with an OAuth consent (an SMTP mailbox has none). */
export const CONSENT_PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE'] as const;

/**
 * What Mailwright's application asks each platform's user for: mail over IMAP and SMTP with a
 * refresh token, which is what sequencers need to connect a mailbox by OAuth.
 */
export const CONSENT_SCOPES: Readonly<Record<string, readonly string[]>> = {
  GOOGLE: ['https://mail.google.com/', 'openid', 'email'],
  MICROSOFT: [
    'https://outlook.office.com/IMAP.AccessAsUser.All',
    'https://outlook.office.com/SMTP.Send',
    'offline_access',
  ],
  AZURE: [
    'https://outlook.office.com/IMAP.AccessAsUser.All',
    'https://outlook.office.com/SMTP.Send',
    'offline_access',
  ],
};

/** The scopes asked of a platform's user (none for a platform without OAuth). */
export function consentScopes(platform: string): readonly string[] {
  return Object.hasOwn(CONSENT_SCOPES, platform) ? (CONSENT_SCOPES[platform] ?? []) : [];
}
