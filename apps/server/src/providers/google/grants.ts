import type { admin_reports_v1 } from 'googleapis/build/src/apis/admin/reports_v1.js';
import type { GoogleWorkspaceConfig } from '../../config/mail-hosts.js';
import { type ClientIdGrants, type ClientIdInput, clientIdInstructions } from '../oauth-grants.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import type { GoogleApis } from './api.js';
import { refused, type WorkspaceTenants } from './tenant.js';

/**
 * GOOGLE client ids through Google Workspace (docs/providers.md, "Google Workspace"). Google has
 * no API that reads or writes domain-wide delegation: the customer (a reseller tenant's own
 * administrator) or the operator (the operator's Workspace) adds the client id in the Admin
 * console, and the service finds it in the Admin console's audit log through the Reports API:
 * the newest `AUTHORIZE_API_CLIENT_ACCESS` event naming the client id (`API_CLIENT_NAME`), with
 * its `API_SCOPES`, not followed by a `REMOVE_API_CLIENT_ACCESS` of it. Tenant-wide consent is
 * Microsoft's: asked of this adapter, it refuses.
 */
export function createGoogleClientIdGrants(
  config: GoogleWorkspaceConfig,
  apis: GoogleApis,
  tenants: WorkspaceTenants,
): ClientIdGrants {
  const admin = config.adminEmail;
  const reseller = config.tenant === 'reseller';
  const notGoogle = (platform: string): ProviderFailure | null =>
    platform === 'GOOGLE'
      ? null
      : fail('unsupported_platform', `${platform} has no domain-wide delegation`);
  const noTenantConsent = async (input: ClientIdInput) =>
    fail(
      'unsupported_platform',
      `${input.platform} has no tenant-wide consent in Google Workspace`,
    );

  /** The newest audit event `name` for the client id in the domain's Workspace, or null. */
  const newest = async (customerId: string | null, name: string, clientId: string) => {
    const found = await apis.run('reports', admin, (r) =>
      r.activities.list({
        userKey: 'all',
        applicationName: 'admin',
        eventName: name,
        filters: `API_CLIENT_NAME==${clientId}`,
        maxResults: 100,
        ...(customerId ? { customerId } : {}),
      }),
    );
    if (!found.ok) return found;
    let event: { time: string; scopes: string[] } | null = null;
    for (const item of found.data.items ?? []) {
      const time = item.id?.time ?? '';
      for (const e of item.events ?? []) {
        if (e.name !== name || param(e, 'API_CLIENT_NAME')[0]?.toLowerCase() !== clientId) continue;
        if (!event || time > event.time) event = { time, scopes: param(e, 'API_SCOPES') };
      }
    }
    return { ok: true as const, event };
  };

  return {
    adapterFor: (platform) => (platform === 'GOOGLE' ? 'workspace' : 'simulator'),

    clientIdInstructions(input) {
      if (input.platform !== 'GOOGLE' || reseller) return clientIdInstructions(input);
      return `The mailboxes of ${input.domain} are in the operator's Google Workspace, whose domain-wide delegation covers every user of that Workspace: its administrator decides. Ask the operator to open Security > Access and data control > API controls > Manage domain-wide delegation in the Google Admin console, choose Add new, enter the client ID ${input.clientId} with the OAuth scopes ${input.scopes.join(',')}, and choose Authorize. Mailwright then looks for it until it appears.`;
    },

    async checkDelegation(input) {
      const refused_ = notGoogle(input.platform);
      if (refused_) return refused_;
      let customerId: string | null = null;
      if (reseller) {
        const customer = await tenants.customerOf(input.domain);
        if (!customer.ok) return customer;
        if (customer.customer === null)
          return fail(
            'workspace_not_found',
            `No Google Workspace holds ${input.domain} yet: its GOOGLE mailboxes make it`,
          );
        customerId = customer.customer;
      }
      const clientId = input.clientId.toLowerCase();
      const what = `Google could not read the domain-wide delegation audit of ${input.domain}`;
      const added = await newest(customerId, 'AUTHORIZE_API_CLIENT_ACCESS', clientId);
      if (!added.ok) return asFailure(what, added.error);
      if (!added.event) return succeed({ found: false });
      const removed = await newest(customerId, 'REMOVE_API_CLIENT_ACCESS', clientId);
      if (!removed.ok) return asFailure(what, removed.error);
      if (removed.event && removed.event.time >= added.event.time) return succeed({ found: false });
      const granted = new Set(added.event.scopes);
      const missing = input.scopes.filter((s) => !granted.has(s));
      if (missing.length > 0)
        return fail(
          'missing_scopes',
          `The client id ${input.clientId} is delegated on ${input.domain} without ${missing.join(', ')}`,
        );
      return succeed({ found: true });
    },

    grantTenantConsent: noTenantConsent,
    checkTenantConsent: noTenantConsent,
  };
}

/** A Reports failure: the short codes GOOGLE requests carry (`host_access_denied`, `provider_error`). */
function asFailure(what: string, error: Parameters<typeof refused>[2]): ProviderFailure {
  const failure = refused('provider_error', what, error);
  if (failure.error.retryable) failure.error.code = 'provider_error';
  return failure;
}

type AuditEvent = NonNullable<admin_reports_v1.Schema$Activity['events']>[number];

/** A parameter's values: `multiValue`, or `value` split on commas and spaces. */
function param(event: AuditEvent, name: string): string[] {
  const p = event.parameters?.find((x) => x.name === name);
  if (!p) return [];
  if (p.multiValue?.length) return p.multiValue.map((v) => v.trim());
  return (p.value ?? '').split(/[,\s]+/).filter(Boolean);
}
