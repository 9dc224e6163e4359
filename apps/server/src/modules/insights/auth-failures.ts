/**
 * An authentication failure: a receiver's verdict with a `fail` in it
 * (`spf=pass dkim=fail dmarc=fail`), or a refusal whose diagnostic names SPF, DKIM, DMARC or an
 * authentication status code (5.7.23–5.7.27, RFC 7372). Published in docs/api/insights.md.
 */
const AUTH_DIAGNOSTIC = /\b(spf|dkim|dmarc|unauthenticated)\b|\b5\.7\.(2[3-7])\b/i;

export function isAuthFailure(input: { auth: string | null; diagnostic: string | null }): boolean {
  if (input.auth && /=\s*fail\b/i.test(input.auth)) return true;
  return input.diagnostic !== null && AUTH_DIAGNOSTIC.test(input.diagnostic);
}
