import { randomBytes } from 'node:crypto';
import { type ClientIdInput, clientIdInstructions, type OAuthGrants } from '../oauth-grants.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { addressHasMagic, hasClientIdMagic } from './magic.js';
import type { SimTimings } from './timing.js';

/** Platforms with OAuth: an SMTP host has no consent screen or client ids. */
const OAUTH_PLATFORMS = new Set(['GOOGLE', 'MICROSOFT', 'AZURE']);
const TENANT_PLATFORMS = new Set(['MICROSOFT', 'AZURE']);

/** How many times a `consentflaky` verification fails before it succeeds (per code). */
const FLAKY_FAILURES = 2;

export interface SimOAuthGrantsOptions {
  timings: Pick<SimTimings, 'tenantConsentPropagationMs'>;
  /** Base URL of this Mailwright: the simulated consent screen is served under it. */
  publicUrl: string;
  now?: () => number;
}

/**
 * Google's and Microsoft's identity platforms as the sandbox plays them, driven by the magic
 * values of `magic.ts` (in the mailbox's username for consent, in the client id for client-id
 * grants). The consent screen is a page of Mailwright itself (`/sandbox/consent/<state>`), where
 * the integrator answers Allow or Deny; codes it hands out are verified without any state, so any
 * process can verify what another one's page issued. Tenant-wide consent takes
 * `tenantConsentPropagationMs` to be in effect.
 */
export function createSimOAuthGrants(options: SimOAuthGrantsOptions): OAuthGrants {
  const now = options.now ?? Date.now;
  const flakyChecks = new Map<string, number>();

  const unsupported = (platform: string): ProviderFailure | null =>
    OAUTH_PLATFORMS.has(platform)
      ? null
      : fail('unsupported_platform', `${platform} mailboxes have no OAuth consent`);

  const notTenant = (platform: string): ProviderFailure | null =>
    TENANT_PLATFORMS.has(platform)
      ? null
      : fail('unsupported_platform', `${platform} has no tenant-wide consent`);

  /** The refusal a magic GUID stands for, or null. */
  const tenantRefusal = (input: ClientIdInput): ProviderFailure | null => {
    if (hasClientIdMagic(input.clientId, '000000000404'))
      return fail(
        'application_not_found',
        `AADSTS700016: Application with identifier '${input.clientId}' was not found in the directory '${input.domain}'. The application may not have been installed by the administrator of the tenant.`,
      );
    if (hasClientIdMagic(input.clientId, '000000000403'))
      return fail(
        'consent_blocked',
        `AADSTS90094: An administrator of ${input.domain} has set a policy that prevents granting '${input.clientId}' the permissions it is requesting.`,
      );
    if (hasClientIdMagic(input.clientId, '000000000500'))
      return fail(
        'graph_unavailable',
        'Microsoft Graph answered 503 Service Unavailable; try again later.',
        true,
      );
    return null;
  };

  return {
    name: 'simulator',
    adapterFor: () => 'simulator',
    clientIdInstructions,
    async consentUrl(input) {
      if (unsupported(input.platform))
        throw new Error(`${input.platform} mailboxes have no OAuth consent`);
      return {
        url: `${options.publicUrl}/sandbox/consent/${encodeURIComponent(input.state)}`,
        expiresInMs: addressHasMagic(input.email, 'consentexpire') ? 0 : null,
      };
    },

    async verifyConsent(input) {
      const refused = unsupported(input.platform);
      if (refused) return refused;
      if (!input.code.startsWith('sim_code_'))
        return fail('invalid_grant', 'The authorization code is not one this provider issued');
      if (addressHasMagic(input.email, 'consentscope'))
        return fail(
          'insufficient_scopes',
          `The user did not grant every permission requested (missing ${input.scopes.at(-1) ?? 'a scope'})`,
        );
      if (addressHasMagic(input.email, 'consenterror'))
        return fail(
          'provider_unavailable',
          'The token endpoint answered 503; try again later',
          true,
        );
      if (addressHasMagic(input.email, 'consentflaky')) {
        const checks = (flakyChecks.get(input.code) ?? 0) + 1;
        flakyChecks.set(input.code, checks);
        if (checks <= FLAKY_FAILURES)
          return fail('provider_unavailable', 'The token endpoint did not answer in time', true);
      }
      return succeed({
        state: addressHasMagic(input.email, 'consentrevoke')
          ? ('revoked' as const)
          : ('granted' as const),
      });
    },

    async checkDelegation(input) {
      if (input.platform !== 'GOOGLE')
        return fail('unsupported_platform', `${input.platform} has no domain-wide delegation`);
      if (hasClientIdMagic(input.clientId, 'missingscopes'))
        return fail(
          'missing_scopes',
          `The client id is delegated on ${input.domain} without ${input.scopes.join(', ')}`,
        );
      if (hasClientIdMagic(input.clientId, 'ciderror'))
        return fail('provider_error', 'The Admin SDK answered 500 Internal Error', true);
      return succeed({ found: !hasClientIdMagic(input.clientId, 'nodelegation') });
    },

    async grantTenantConsent(input) {
      const refused = notTenant(input.platform);
      if (refused) return refused;
      if (hasClientIdMagic(input.clientId, '000000000401'))
        return fail(
          'authorization_request_denied',
          `Authorization_RequestDenied: Insufficient privileges to complete the operation. Mailwright may not grant admin consent to '${input.clientId}' in the tenant of ${input.domain}.`,
        );
      return succeed({});
    },

    // Refusals, like the grant itself, show only once the consent has had time to propagate:
    // the request stays in `processing` for the same minutes either way.
    async checkTenantConsent(input) {
      const refused = notTenant(input.platform);
      if (refused) return refused;
      if (now() < Date.parse(input.since) + options.timings.tenantConsentPropagationMs)
        return succeed({ effective: false });
      return tenantRefusal(input) ?? succeed({ effective: true });
    },

    consentScreen: {
      answer(input) {
        if (input.decision === 'deny')
          return { ok: false, error: 'access_denied', description: 'The user declined' };
        if (addressHasMagic(input.email, 'consentdeny'))
          return {
            ok: false,
            error: 'access_denied',
            description:
              'The organisation does not let users grant this application access; an administrator must approve it',
          };
        return { ok: true, code: `sim_code_${randomBytes(16).toString('base64url')}` };
      },
    },
  };
}
