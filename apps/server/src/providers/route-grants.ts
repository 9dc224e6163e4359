import type { ClientIdGrants, OAuthGrants } from './oauth-grants.js';

/**
 * The OAuth-grant family with the client-id half of some platforms served by a real adapter (the
 * platform's mailbox host's vendor: Google Workspace, Microsoft Graph) and everything else by
 * `fallback` (the simulator): consent requests, and the client ids of the other platforms.
 */
export function routeClientIdGrants(
  fallback: OAuthGrants,
  byPlatform: Record<string, ClientIdGrants>,
): OAuthGrants {
  const pick = (platform: string): ClientIdGrants =>
    Object.hasOwn(byPlatform, platform) ? (byPlatform[platform] as ClientIdGrants) : fallback;
  return {
    name: fallback.name,
    consentUrl: (input) => fallback.consentUrl(input),
    verifyConsent: (input) => fallback.verifyConsent(input),
    ...(fallback.consentScreen ? { consentScreen: fallback.consentScreen } : {}),
    adapterFor: (platform) => pick(platform).adapterFor(platform),
    clientIdInstructions: (input) => pick(input.platform).clientIdInstructions(input),
    checkDelegation: (input) => pick(input.platform).checkDelegation(input),
    grantTenantConsent: (input) => pick(input.platform).grantTenantConsent(input),
    checkTenantConsent: (input) => pick(input.platform).checkTenantConsent(input),
  };
}
