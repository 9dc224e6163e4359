import type { GraphConfig } from '../../config/mail-hosts.js';
import { type ClientIdGrants, type ClientIdInput, clientIdInstructions } from '../oauth-grants.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import type { Graph, GraphFailure } from './graph.js';

/** Microsoft Graph's own application id: the resource whose delegated permissions are granted. */
export const MICROSOFT_GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

/** How long a tenant-wide grant takes to reach every service of the tenant (Microsoft: minutes). */
const PROPAGATION_MS = 5 * 60_000;

export interface GraphClientIdGrantsOptions {
  /** How long after the grant it counts as in effect (default five minutes). */
  propagationMs?: number;
  now?: () => number;
}

/**
 * MICROSOFT / AZURE client ids through Microsoft Graph (docs/providers.md, "Microsoft 365"): the
 * service grants tenant-wide admin consent itself, as the contract says, in the tenant that holds
 * the domain. The application gets its service principal in the tenant (`POST /servicePrincipals`
 * with its `appId`, when it has none), then one `AllPrincipals` delegated permission grant on
 * Microsoft Graph (`POST /oauth2PermissionGrants`, or the existing grant's `scope` widened). The
 * check reads the same back (`GET /servicePrincipals?$filter=appId eq …`,
 * `GET /oauth2PermissionGrants?$filter=clientId eq …`): in effect once the grant holds every
 * scope and `propagationMs` has passed; refused for good when an administrator disabled the
 * application or removed its service principal. When the service's app registration may not grant
 * (Graph's `Authorization_RequestDenied`), the reason gives the tenant's admin-consent URL, where an
 * administrator can grant it instead.
 */
export function createGraphClientIdGrants(
  platform: 'MICROSOFT' | 'AZURE',
  config: GraphConfig,
  graph: Graph,
  options: GraphClientIdGrantsOptions = {},
): ClientIdGrants {
  const { run } = graph;
  const now = options.now ?? Date.now;
  const propagationMs = options.propagationMs ?? PROPAGATION_MS;
  const refusal = (input: ClientIdInput): ProviderFailure | null =>
    input.platform === platform
      ? null
      : fail(
          'unsupported_platform',
          `This Microsoft 365 tenant grants ${platform} client ids, not ${input.platform}`,
        );
  const adminConsentUrl = (clientId: string) =>
    `${config.authorityHost}/${encodeURIComponent(config.tenantId)}/adminconsent?client_id=${encodeURIComponent(clientId)}`;

  /** A Graph failure as the request's reason: what failed, then Microsoft's words. */
  const refused = (what: string, error: GraphFailure, clientId: string): ProviderFailure => {
    if (error.code === 'Authorization_RequestDenied' || error.status === 403)
      return fail(
        'authorization_request_denied',
        `${what}: ${error.message} The service's app registration needs the application permissions DelegatedPermissionGrant.ReadWrite.All and Application.ReadWrite.All to grant it; an administrator of the tenant can grant it instead at ${adminConsentUrl(clientId)}`,
      );
    if (error.retryable)
      return fail(
        error.status === 429 ? 'rate_limited' : 'graph_unavailable',
        `${what}: ${error.status === 429 ? 'Microsoft Graph is throttling requests' : error.message}; trying again later`,
        true,
      );
    return fail('consent_refused', `${what}: ${error.message}`);
  };

  /** The application's service principal in the tenant, or null. */
  const principalOf = (appId: string) =>
    run<{ value: ServicePrincipal[] }>((c) =>
      c
        .api('/servicePrincipals')
        .filter(`appId eq '${appId}'`)
        .select('id,appId,displayName,accountEnabled')
        .get(),
    );

  /** The `AllPrincipals` grant of `clientSp` on Microsoft Graph, or null. */
  const grantOf = async (clientSp: string, resourceSp: string) => {
    const grants = await run<{ value: PermissionGrant[] }>((c) =>
      c.api('/oauth2PermissionGrants').filter(`clientId eq '${clientSp}'`).get(),
    );
    if (!grants.ok) return grants;
    return {
      ok: true as const,
      grant:
        grants.data.value.find(
          (g) => g.consentType === 'AllPrincipals' && g.resourceId === resourceSp,
        ) ?? null,
    };
  };

  return {
    adapterFor: (p) => (p === platform ? 'graph' : 'simulator'),
    clientIdInstructions,

    checkDelegation: async (input) =>
      fail(
        'unsupported_platform',
        `${input.platform} has no domain-wide delegation in Microsoft 365`,
      ),

    async grantTenantConsent(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const appId = input.clientId.toLowerCase();
      const what = `Microsoft 365 would not grant ${input.clientId} tenant-wide consent`;
      const domain = await run((c) =>
        c
          .api(`/domains/${encodeURIComponent(input.domain)}`)
          .select('id')
          .get(),
      );
      if (!domain.ok && domain.error.status === 404)
        return fail(
          'domain_not_in_tenant',
          `The Microsoft 365 tenant of this service does not hold ${input.domain}; its ${platform} mailboxes add it`,
        );
      if (!domain.ok) return refused(what, domain.error, appId);
      const resource = await principalOf(MICROSOFT_GRAPH_APP_ID);
      if (!resource.ok) return refused(what, resource.error, appId);
      const graphSp = resource.data.value[0]?.id;
      if (!graphSp)
        return fail(
          'consent_refused',
          `${what}: the tenant has no Microsoft Graph service principal`,
        );
      const found = await principalOf(appId);
      if (!found.ok) return refused(what, found.error, appId);
      let sp = found.data.value[0];
      if (!sp) {
        const made = await run<ServicePrincipal>((c) =>
          c.api('/servicePrincipals').post({ appId }),
        );
        if (!made.ok && made.error.status === 400)
          return fail(
            'application_not_found',
            `No multi-tenant application ${input.clientId} can be added to the tenant of ${input.domain} (${made.error.message})`,
          );
        if (!made.ok) return refused(what, made.error, appId);
        sp = made.data;
      }
      const current = await grantOf(sp.id, graphSp);
      if (!current.ok) return refused(what, current.error, appId);
      const scope = [...new Set([...(current.grant?.scope ?? '').split(' '), ...input.scopes])]
        .filter(Boolean)
        .join(' ');
      const spId = sp.id;
      const done = current.grant
        ? current.grant.scope === scope
          ? ({ ok: true } as const)
          : await run((c) =>
              c
                .api(`/oauth2PermissionGrants/${encodeURIComponent(current.grant?.id ?? '')}`)
                .patch({ scope }),
            )
        : await run((c) =>
            c.api('/oauth2PermissionGrants').post({
              clientId: spId,
              consentType: 'AllPrincipals',
              resourceId: graphSp,
              scope,
            }),
          );
      return done.ok ? succeed({}) : refused(what, done.error, appId);
    },

    async checkTenantConsent(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const appId = input.clientId.toLowerCase();
      const what = `Microsoft 365 could not read the consent of ${input.clientId}`;
      const found = await principalOf(appId);
      if (!found.ok) return refused(what, found.error, appId);
      const sp = found.data.value[0];
      if (!sp)
        return fail(
          'application_not_found',
          `The application ${input.clientId} has no service principal in the tenant of ${input.domain} any more: an administrator removed it`,
        );
      if (sp.accountEnabled === false)
        return fail(
          'consent_blocked',
          `An administrator of the tenant of ${input.domain} disabled sign-in for the application ${sp.displayName ?? input.clientId}`,
        );
      const resource = await principalOf(MICROSOFT_GRAPH_APP_ID);
      if (!resource.ok) return refused(what, resource.error, appId);
      const current = await grantOf(sp.id, resource.data.value[0]?.id ?? '');
      if (!current.ok) return refused(what, current.error, appId);
      const granted = new Set((current.grant?.scope ?? '').split(' '));
      const complete = input.scopes.every((s) => granted.has(s));
      const settled = now() >= Date.parse(input.since) + propagationMs;
      return succeed({ effective: complete && settled });
    },
  };
}

interface ServicePrincipal {
  id: string;
  appId: string;
  displayName?: string;
  accountEnabled?: boolean;
}

interface PermissionGrant {
  id: string;
  clientId: string;
  consentType: string;
  principalId?: string | null;
  resourceId: string;
  scope?: string;
}
