import { readFileSync } from 'node:fs';
import type { GoogleWorkspaceConfig, GraphConfig } from '../../../src/config/mail-hosts.js';
import type { FakeGoogle } from './google.js';
import type { FakeMicrosoft } from './microsoft.js';

/** The Google Workspace settings of an operator whose Google is the fake (its key file read). */
export function googleConfigFor(
  google: FakeGoogle,
  extra: Partial<GoogleWorkspaceConfig> = {},
): GoogleWorkspaceConfig {
  const key = JSON.parse(readFileSync(google.keyFile, 'utf8')) as Record<string, string>;
  return {
    kind: 'workspace',
    serviceAccount: {
      clientEmail: key.client_email as string,
      clientId: key.client_id as string,
      privateKey: key.private_key as string,
      tokenUri: key.token_uri as string,
    },
    adminEmail: google.admin,
    tenant: 'operator',
    customerId: 'my_customer',
    reseller: { skuId: '1010020027', plan: 'FLEXIBLE', contact: null },
    dkimDir: null,
    apiUrl: google.baseUrl,
    ...extra,
  };
}

/** The Microsoft 365 settings of an operator whose tenant is the fake (its certificate trusted). */
export function graphConfigFor(
  microsoft: FakeMicrosoft,
  extra: Partial<GraphConfig> = {},
): GraphConfig {
  return {
    kind: 'graph',
    tenantId: microsoft.tenantId,
    clientId: microsoft.clientId,
    clientSecret: microsoft.clientSecret,
    sku: 'O365_BUSINESS_ESSENTIALS',
    usageLocation: 'US',
    exchangeCommand: null,
    authorityHost: microsoft.baseUrl,
    graphUrl: microsoft.baseUrl,
    ca: readFileSync(microsoft.caFile, 'utf8'),
    ...extra,
  };
}
