import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoogleWorkspaceConfig } from '../src/config/mail-hosts.js';
import { createGoogleApis } from '../src/providers/google/api.js';
import { createGoogleClientIdGrants } from '../src/providers/google/grants.js';
import { createWorkspaceTenants } from '../src/providers/google/tenant.js';
import { createGraphClientIdGrants } from '../src/providers/microsoft/grants.js';
import { createGraph } from '../src/providers/microsoft/graph.js';
import { clientIdGrantsContract } from './providers/oauth-grants.contract.js';
import { expectFailure } from './providers/registrar.contract.js';
import { googleConfigFor, graphConfigFor } from './support/fakes/configs.js';
import { ALL_GOOGLE_SCOPES, type FakeGoogle, startFakeGoogle } from './support/fakes/google.js';
import { type FakeMicrosoft, startFakeMicrosoft } from './support/fakes/microsoft.js';

/**
 * The client-id half of the OAuth-grant family against the real Google Workspace and Microsoft
 * Graph adapters, each pointed at its loopback fake (test/support/fakes/google.ts,
 * microsoft.ts): Google's domain-wide delegation found in the Admin console's audit log (Reports
 * API), Microsoft's tenant-wide consent granted and read back through service principals and
 * delegated permission grants, for MICROSOFT and for AZURE (the same adapter, its own tenant).
 */
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let azure: FakeMicrosoft;
let clock = Date.now();
const SCOPES = ['https://mail.google.com/', 'https://www.googleapis.com/auth/userinfo.email'];
const PROPAGATION_MS = 60_000;
let serial = 0;
const googleClientId = () => {
  serial += 1;
  return `${serial}${Date.now().toString(36)}-app.apps.googleusercontent.com`;
};

beforeAll(async () => {
  google = await startFakeGoogle();
  google.delegation.set(google.serviceAccount.clientId, new Set(ALL_GOOGLE_SCOPES));
  microsoft = await startFakeMicrosoft();
  azure = await startFakeMicrosoft();
});
afterAll(async () => {
  await google?.close();
  await microsoft?.close();
  await azure?.close();
});

const googleGrants = (extra: Partial<GoogleWorkspaceConfig> = {}) => {
  const config = googleConfigFor(google, extra);
  const apis = createGoogleApis(config, { backoffMs: 1, retries: 2 });
  return createGoogleClientIdGrants(config, apis, createWorkspaceTenants(apis, config));
};

clientIdGrantsContract('Google Workspace (loopback fake)', {
  create: () => googleGrants(),
  domain: () => 'operator.example',
  google: {
    delegated: () => {
      const id = googleClientId();
      google.authorizeClient(id, SCOPES);
      return id;
    },
    notDelegated: '99-never-app.apps.googleusercontent.com',
    get missingScopes() {
      const id = googleClientId();
      google.authorizeClient(id, ['https://mail.google.com/']);
      return id;
    },
    get unavailable() {
      google.failNext({ status: 500, times: 3, path: '/admin/reports/' });
      return googleClientId();
    },
    removed: () => {
      const id = googleClientId();
      google.authorizeClient(id, SCOPES);
      google.removeClient(id);
      return id;
    },
  },
  settle: async () => {},
  now: () => Date.now(),
});

for (const platform of ['MICROSOFT', 'AZURE'] as const) {
  const fake = () => (platform === 'MICROSOFT' ? microsoft : azure);
  clientIdGrantsContract(`Microsoft Graph for ${platform} (loopback fake)`, {
    create: () =>
      createGraphClientIdGrants(
        platform,
        graphConfigFor(fake(), platform === 'AZURE' ? { sku: 'EXCHANGESTANDARD' } : {}),
        createGraph(graphConfigFor(fake()), { delaySeconds: 0, retries: 1 }),
        { now: () => clock, propagationMs: PROPAGATION_MS },
      ),
    domain: () => fake().initialDomain,
    tenant: {
      platform,
      granted: () => {
        const appId = randomUUID();
        fake().applications.add(appId);
        return appId;
      },
      get grantRefused() {
        return randomUUID();
      },
      get refused() {
        // An application whose sign-in an administrator disabled, and one removed from the tenant.
        const disabled = randomUUID();
        fake().servicePrincipals.set(disabled, {
          id: disabled,
          appId: disabled,
          displayName: 'Disabled sequencer',
          accountEnabled: false,
        });
        return [disabled, randomUUID()];
      },
      get unavailable() {
        const appId = randomUUID();
        fake().unavailableApps.add(appId);
        return appId;
      },
    },
    settle: async () => {
      clock += PROPAGATION_MS;
    },
    now: () => clock,
  });
}

describe('Google client ids against the fake', () => {
  it('a reseller customer: its own administrator adds it, and its own audit log is read', async () => {
    const grants = googleGrants({ tenant: 'reseller' });
    const domain = `cust${Date.now().toString(36)}.example`;
    const none = expectFailure(
      await grants.checkDelegation({
        platform: 'GOOGLE',
        domain,
        clientId: googleClientId(),
        scopes: SCOPES,
      }),
      false,
    );
    expect(none.code).toBe('workspace_not_found');
    google.customers.set(domain, {
      customerId: 'C0cust1',
      domains: new Map([[domain, { verified: true }]]),
      subscription: null,
    });
    const clientId = googleClientId();
    const text = grants.clientIdInstructions({
      platform: 'GOOGLE',
      domain,
      clientId,
      scopes: SCOPES,
    });
    expect(text).toContain(`Google Admin console of ${domain}`);
    // Added in the operator's Workspace, not the customer's: not found there.
    google.authorizeClient(clientId, SCOPES);
    const elsewhere = await grants.checkDelegation({
      platform: 'GOOGLE',
      domain,
      clientId,
      scopes: SCOPES,
    });
    expect(elsewhere.ok && elsewhere.found).toBe(false);
    google.authorizeClient(clientId, SCOPES, 'C0cust1');
    const found = await grants.checkDelegation({
      platform: 'GOOGLE',
      domain,
      clientId,
      scopes: SCOPES,
    });
    expect(found.ok && found.found).toBe(true);
  });

  it("the operator's Workspace: the instructions say its administrator decides", () => {
    const text = googleGrants().clientIdInstructions({
      platform: 'GOOGLE',
      domain: 'acme.example',
      clientId: '1-app.apps.googleusercontent.com',
      scopes: SCOPES,
    });
    expect(text).toContain("operator's Google Workspace");
    expect(text).toContain(`OAuth scopes ${SCOPES.join(',')}`);
  });

  it('the service account without the audit scope is refused for good, naming what to fix', async () => {
    const scopes = new Set(ALL_GOOGLE_SCOPES);
    scopes.delete('https://www.googleapis.com/auth/admin.reports.audit.readonly');
    google.delegation.set(google.serviceAccount.clientId, scopes);
    try {
      const error = expectFailure(
        await googleGrants().checkDelegation({
          platform: 'GOOGLE',
          domain: 'operator.example',
          clientId: googleClientId(),
          scopes: SCOPES,
        }),
        false,
      );
      expect(error.code).toBe('host_access_denied');
      expect(error.message).toContain('domain-wide delegation');
      expect(error.message).not.toContain('PRIVATE KEY');
    } finally {
      google.delegation.set(google.serviceAccount.clientId, new Set(ALL_GOOGLE_SCOPES));
    }
  });
});

describe('Microsoft tenant-wide consent against the fake', () => {
  const grants = () =>
    createGraphClientIdGrants(
      'MICROSOFT',
      graphConfigFor(microsoft),
      createGraph(graphConfigFor(microsoft), { delaySeconds: 0, retries: 1 }),
      { now: () => clock, propagationMs: PROPAGATION_MS },
    );
  const input = (clientId: string) => ({
    platform: 'MICROSOFT',
    domain: microsoft.initialDomain,
    clientId,
    scopes: ['IMAP.AccessAsUser.All', 'SMTP.Send', 'offline_access', 'User.Read'],
  });

  it('leaves one AllPrincipals grant on Microsoft Graph holding every scope, widened not doubled', async () => {
    const appId = randomUUID();
    microsoft.applications.add(appId);
    const sp = { id: randomUUID(), appId, displayName: 'Sequencer', accountEnabled: true };
    microsoft.servicePrincipals.set(sp.id, sp);
    const graphSp = microsoft.principalOf('00000003-0000-0000-c000-000000000000');
    microsoft.grants.set('g1', {
      id: 'g1',
      clientId: sp.id,
      consentType: 'AllPrincipals',
      principalId: null,
      resourceId: graphSp?.id as string,
      scope: 'User.Read Mail.Read',
    });
    expect((await grants().grantTenantConsent(input(appId))).ok).toBe(true);
    const mine = [...microsoft.grants.values()].filter((g) => g.clientId === sp.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.scope.split(' ').sort()).toEqual(
      ['IMAP.AccessAsUser.All', 'Mail.Read', 'SMTP.Send', 'User.Read', 'offline_access'].sort(),
    );
  });

  it('an app registration that may not grant: refused, with the tenant admin-consent URL', async () => {
    const appId = randomUUID();
    microsoft.applications.add(appId);
    microsoft.mayGrant = false;
    try {
      const error = expectFailure(await grants().grantTenantConsent(input(appId)), false);
      expect(error.code).toBe('authorization_request_denied');
      expect(error.message).toContain('Insufficient privileges');
      expect(error.message).toContain(
        `${microsoft.baseUrl}/${microsoft.tenantId}/adminconsent?client_id=${appId}`,
      );
      expect(error.message).not.toContain(microsoft.clientSecret);
    } finally {
      microsoft.mayGrant = true;
    }
  });

  it('a domain the tenant does not hold is refused before anything is granted', async () => {
    const appId = randomUUID();
    microsoft.applications.add(appId);
    const before = microsoft.servicePrincipals.size;
    const error = expectFailure(
      await grants().grantTenantConsent({ ...input(appId), domain: 'elsewhere.example' }),
      false,
    );
    expect(error.code).toBe('domain_not_in_tenant');
    expect(microsoft.servicePrincipals.size).toBe(before);
  });

  it('throttling past what the client waits is a failure that may pass', async () => {
    const appId = randomUUID();
    microsoft.applications.add(appId);
    microsoft.failNext({ status: 429, retryAfter: 120, times: 3, path: '/v1.0/servicePrincipals' });
    const error = expectFailure(
      await grants().checkTenantConsent({ ...input(appId), since: new Date(clock).toISOString() }),
      true,
    );
    expect(error.code).toBe('rate_limited');
    microsoft.clearFailures();
  });
});
