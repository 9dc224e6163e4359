import type { ProviderResult } from './result.js';

/**
 * The OAuth-grant family: everything that would talk to Google's and Microsoft's identity
 * platforms to let an application act on a mailbox (a user's consent) or on a whole domain (a
 * Google client id in domain-wide delegation, or tenant-wide admin consent for a Microsoft /
 * Azure application). Implementations: `simulator/oauth-grants.ts`; a real one (Google OAuth and
 * the Admin SDK, the Microsoft identity platform and Graph) implements the same interface and
 * passes `test/providers/oauth-grants.contract.ts`.
 *
 * Failures follow `result.ts`: a non-retryable error is an explainable refusal (the request ends
 * `failed`), a retryable one may pass (the service checks again, up to the request's cap).
 */
export interface OAuthGrants extends ClientIdGrants {
  /**
   * Which adapter answers consent requests (`simulator` for the sandbox): read by
   * `providers/status.ts`. The client-id part says its own per platform ({@link ClientIdGrants}).
   */
  readonly name: string;

  /**
   * The provider's consent screen for one mailbox: the URL its user opens. `state` comes back with
   * the answer. `expiresInMs` is how long the provider honours the link, when that is shorter
   * than the service's own expiry (null: no limit of its own). An OAuth authorize URL is built
   * from the application's client id, the scopes and `state` without calling the provider, so
   * this cannot fail on GOOGLE, MICROSOFT or AZURE; asking for any other platform is a
   * programming error and throws (Initiate refuses those mailboxes).
   */
  consentUrl(
    input: ConsentInput & { state: string },
  ): Promise<{ url: string; expiresInMs: number | null }>;

  /**
   * Verifies an answered consent: exchanges the code the consent screen returned and checks the
   * scopes granted. `revoked`: an administrator withdrew the grant meanwhile.
   */
  verifyConsent(
    input: ConsentInput & { code: string },
  ): Promise<ProviderResult<{ state: 'granted' | 'revoked' }>>;

  /**
   * The consent screen itself, when the provider is simulated: Mailwright serves it at the
   * consent URL (`/sandbox/consent/...`) so an integrator can click through it. A real provider
   * has its own screen and leaves this out.
   */
  readonly consentScreen?: ConsentScreen;
}

/**
 * The client-id half of the family: a Google client id in the domain's domain-wide delegation,
 * tenant-wide admin consent for a Microsoft / Azure application. Real adapters exist for it
 * (`google/grants.ts`, `microsoft/grants.ts`), chosen with the platform's mailbox host and routed
 * per platform beside the simulator (`providers/index.ts`).
 */
export interface ClientIdGrants {
  /** Which adapter grants client ids on `platform` (`simulator`, `workspace`, `graph`). */
  adapterFor(platform: string): string;

  /**
   * What the customer reads while the request is `pending` (the contract's "URL or instructions
   * are ready"): on GOOGLE where to add `clientId` with exactly `scopes`; on MICROSOFT / AZURE
   * that the service grants it itself. Text only: it cannot fail.
   */
  clientIdInstructions(input: ClientIdInput & { scopes: readonly string[] }): string;

  /** Google: whether `clientId` is in the domain's domain-wide delegation, with `scopes`. */
  checkDelegation(
    input: ClientIdInput & { scopes: readonly string[] },
  ): Promise<ProviderResult<{ found: boolean }>>;

  /**
   * Microsoft / Azure: grants tenant-wide admin consent to `clientId` for `scopes` (delegated
   * permissions of Microsoft Graph) in the domain's tenant.
   */
  grantTenantConsent(input: ClientIdInput & { scopes: readonly string[] }): Promise<ProviderResult>;

  /**
   * Microsoft / Azure: whether the consent granted at `since` is in effect (it takes minutes to
   * reach every service of the tenant).
   */
  checkTenantConsent(
    input: ClientIdInput & { since: string; scopes: readonly string[] },
  ): Promise<ProviderResult<{ effective: boolean }>>;
}

/** Which mailbox a consent is about, and what it asks for. */
export interface ConsentInput {
  platform: string;
  email: string;
  scopes: readonly string[];
}

/** Which domain (tenant or Workspace) and application a client-id grant is about. */
export interface ClientIdInput {
  platform: string;
  domain: string;
  clientId: string;
}

/** What the simulated consent screen does with the user's answer. */
export interface ConsentScreen {
  /**
   * Allow gives a code to verify; Deny, or a screen that refuses, gives an OAuth error
   * (`access_denied`) with a description for people.
   */
  answer(
    input: ConsentInput & { state: string; decision: 'allow' | 'deny' },
  ): { ok: true; code: string } | { ok: false; error: string; description: string };
}

/**
 * What a customer does for a client id: on GOOGLE add it, with exactly these scopes, in the
 * domain's domain-wide delegation (the Admin console's path as Google names it); on MICROSOFT /
 * AZURE nothing (the service grants tenant-wide consent itself, as the contract says). The
 * simulator's words, and the real adapters' for a customer's own Workspace or tenant.
 */
export function clientIdInstructions(input: ClientIdInput & { scopes: readonly string[] }): string {
  if (input.platform === 'GOOGLE')
    return `In the Google Admin console of ${input.domain} (admin.google.com), open Security > Access and data control > API controls > Manage domain-wide delegation, choose Add new, enter the client ID ${input.clientId} with the OAuth scopes ${input.scopes.join(',')}, and choose Authorize. Mailwright then looks for it until it appears.`;
  return `Nothing to do: Mailwright grants tenant-wide admin consent to the application ${input.clientId} in the ${input.domain} tenant itself. It takes a few minutes to take effect.`;
}
