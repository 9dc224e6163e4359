import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

/** The settings of the real Google Workspace and Microsoft 365 hosts (docs/providers.md). */
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
};
const dir = mkdtempSync(join(tmpdir(), 'mw-mailhosts-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const KEY =
  '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n';
const keyFile = file(
  'sa.json',
  JSON.stringify({
    type: 'service_account',
    client_email: 'mw@p.iam.gserviceaccount.com',
    client_id: '1048576',
    private_key: KEY,
  }),
);

describe('mail host settings', () => {
  it('leaves every platform simulated by default', () => {
    expect(loadConfig({}).adapters.mailHosts).toEqual({});
  });

  it('reads a Google Workspace host from its key file, Google’s endpoints by default', () => {
    const google = loadConfig({
      MAILWRIGHT_GOOGLE_MAILBOX_HOST: 'workspace',
      MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE: keyFile,
      MAILWRIGHT_GOOGLE_ADMIN_EMAIL: 'Admin@Operator.example',
    }).adapters.mailHosts.GOOGLE;
    expect(google).toMatchObject({
      tenant: 'operator',
      customerId: 'my_customer',
      adminEmail: 'admin@operator.example',
      apiUrl: null,
      serviceAccount: {
        clientId: '1048576',
        privateKey: KEY,
        tokenUri: 'https://oauth2.googleapis.com/token',
      },
    });
  });

  it('names each missing or bad Google setting, never the key file’s content', () => {
    const missing = problemsOf({ MAILWRIGHT_GOOGLE_MAILBOX_HOST: 'workspace' });
    expect(missing).toContain('MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE');
    expect(missing).toContain('MAILWRIGHT_GOOGLE_ADMIN_EMAIL');
    const notAKey = problemsOf({
      MAILWRIGHT_GOOGLE_MAILBOX_HOST: 'workspace',
      MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE: file(
        'other.json',
        JSON.stringify({ private_key: KEY }),
      ),
      MAILWRIGHT_GOOGLE_ADMIN_EMAIL: 'admin@operator.example',
      MAILWRIGHT_GOOGLE_TENANT: 'reseller',
    });
    expect(notAKey).toContain('MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE');
    expect(notAKey).toContain('MAILWRIGHT_GOOGLE_RESELLER_CONTACT_FILE');
    expect(notAKey).not.toContain('PRIVATE KEY');
    expect(notAKey).not.toContain('MIIEvQ');
  });

  it('reads MICROSOFT and AZURE as two Graph hosts with their own settings', () => {
    const graph = (p: string) => ({
      [`MAILWRIGHT_${p}_MAILBOX_HOST`]: 'graph',
      [`MAILWRIGHT_${p}_TENANT_ID`]: `${p}-tenant`,
      [`MAILWRIGHT_${p}_CLIENT_ID`]: `${p}-client`,
      [`MAILWRIGHT_${p}_CLIENT_SECRET`]: `${p}-secret`,
    });
    const hosts = loadConfig({
      ...graph('MICROSOFT'),
      ...graph('AZURE'),
      MAILWRIGHT_AZURE_EXCHANGE_COMMAND: '/usr/local/bin/mailwright-exchange',
    }).adapters.mailHosts;
    expect(hosts.MICROSOFT).toMatchObject({
      tenantId: 'MICROSOFT-tenant',
      sku: 'O365_BUSINESS_ESSENTIALS',
      usageLocation: 'US',
      exchangeCommand: null,
      graphUrl: 'https://graph.microsoft.com',
    });
    expect(hosts.AZURE).toMatchObject({
      tenantId: 'AZURE-tenant',
      clientSecret: 'AZURE-secret',
      sku: 'EXCHANGESTANDARD',
      exchangeCommand: '/usr/local/bin/mailwright-exchange',
    });
  });

  it('names each missing Graph setting, and refuses an http Graph endpoint', () => {
    const problems = problemsOf({
      MAILWRIGHT_MICROSOFT_MAILBOX_HOST: 'graph',
      MAILWRIGHT_MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9',
      MAILWRIGHT_MICROSOFT_USAGE_LOCATION: 'USA',
    });
    for (const name of ['TENANT_ID', 'CLIENT_ID', 'CLIENT_SECRET', 'GRAPH_URL', 'USAGE_LOCATION'])
      expect(problems).toContain(`MAILWRIGHT_MICROSOFT_${name}`);
  });
});
