import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { withoutTrailingSlashes } from '../lib/hosts.js';
import { type Env, httpUrl, oneOf, type Read } from './parsers.js';

/**
 * The real hosts of GOOGLE, MICROSOFT and AZURE mailboxes, chosen per platform
 * (MAILWRIGHT_<PLATFORM>_MAILBOX_HOST) beside the SMTP platform's: Google Workspace through the
 * Admin SDK with a service account's domain-wide delegation, Microsoft 365 through Microsoft Graph
 * with an app registration. Part of `AdapterConfig`, read by `loadConfig` only. The keys and
 * secrets here are never logged or answered (docs/providers.md).
 */
export interface MailHostConfig {
  /** Per platform with a real host; absent platforms are simulated. */
  mailHosts: {
    GOOGLE?: GoogleWorkspaceConfig;
    MICROSOFT?: GraphConfig;
    AZURE?: GraphConfig;
  };
}

export interface GoogleServiceAccount {
  clientEmail: string;
  /** The service account's OAuth client id: what domain-wide delegation lists. */
  clientId: string;
  privateKey: string;
  /** Where its tokens are asked for: the key file's `token_uri`. */
  tokenUri: string;
}

export interface ResellerContact {
  contactName: string;
  organizationName: string;
  countryCode: string;
  postalCode: string;
  addressLine1: string;
  locality: string;
  region: string;
  alternateEmail: string;
  phoneNumber: string;
}

export interface GoogleWorkspaceConfig {
  kind: 'workspace';
  serviceAccount: GoogleServiceAccount;
  /** The administrator the service account acts as for Directory, Reseller and Site Verification. */
  adminEmail: string;
  /** `operator`: one Workspace of the operator's; `reseller`: a customer tenant per domain. */
  tenant: 'operator' | 'reseller';
  /** The operator's Workspace (`my_customer`: the administrator's own). */
  customerId: string;
  reseller: { skuId: string; plan: ResellerPlan; contact: ResellerContact | null };
  /** A folder of `<domain>.txt` files: the DKIM record the Admin console generated. */
  dkimDir: string | null;
  /** One root for every Google API (a proxy; the tests' fake); null for Google's own. */
  apiUrl: string | null;
}

export const RESELLER_PLANS = ['FLEXIBLE', 'ANNUAL_MONTHLY_PAY', 'ANNUAL_YEARLY_PAY'] as const;
export type ResellerPlan = (typeof RESELLER_PLANS)[number];

export interface GraphConfig {
  kind: 'graph';
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The licence each user gets (`skuPartNumber` of a subscribed SKU). */
  sku: string;
  /** ISO country code Microsoft requires before it licenses a user. */
  usageLocation: string;
  /** The operator's Exchange Online command (SMTP AUTH, DKIM, signatures); null: manual steps. */
  exchangeCommand: string | null;
  authorityHost: string;
  graphUrl: string;
  /** Extra certificate authorities to trust for both (a TLS-inspecting proxy; the tests' fake). */
  ca: string | null;
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const DEFAULT_SKUS = { MICROSOFT: 'O365_BUSINESS_ESSENTIALS', AZURE: 'EXCHANGESTANDARD' } as const;

export function parseMailHostConfig(
  env: Env,
  read: Read,
  fail: (name: string, message: string) => void,
): MailHostConfig {
  const required = (name: string, why: string): string => {
    const value = env[name]?.trim() ?? '';
    if (value === '') fail(name, `is required when ${why}`);
    return value;
  };
  const mailHosts: MailHostConfig['mailHosts'] = {};
  const google = read(
    'MAILWRIGHT_GOOGLE_MAILBOX_HOST',
    'simulator',
    oneOf(['simulator', 'workspace']),
  );
  if (google === 'workspace') {
    const why = 'MAILWRIGHT_GOOGLE_MAILBOX_HOST=workspace';
    const keyFile = required('MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE', why);
    const tenant = read(
      'MAILWRIGHT_GOOGLE_TENANT',
      'operator' as 'operator' | 'reseller',
      oneOf(['operator', 'reseller'] as const),
    );
    const contactFile = env.MAILWRIGHT_GOOGLE_RESELLER_CONTACT_FILE?.trim() ?? '';
    if (tenant === 'reseller' && !contactFile)
      fail(
        'MAILWRIGHT_GOOGLE_RESELLER_CONTACT_FILE',
        'is required when MAILWRIGHT_GOOGLE_TENANT=reseller',
      );
    mailHosts.GOOGLE = {
      kind: 'workspace',
      serviceAccount: keyFile
        ? readJsonFile('MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE', keyFile, serviceAccount, fail)
        : emptyServiceAccount(),
      adminEmail: emailSetting(
        'MAILWRIGHT_GOOGLE_ADMIN_EMAIL',
        required('MAILWRIGHT_GOOGLE_ADMIN_EMAIL', why),
        fail,
      ),
      tenant,
      customerId: read(
        'MAILWRIGHT_GOOGLE_CUSTOMER_ID',
        'my_customer',
        token('a customer id such as C01abc234'),
      ),
      reseller: {
        skuId: read(
          'MAILWRIGHT_GOOGLE_RESELLER_SKU',
          '1010020027',
          token('a SKU id such as 1010020027'),
        ),
        plan: read(
          'MAILWRIGHT_GOOGLE_RESELLER_PLAN',
          'FLEXIBLE' as ResellerPlan,
          oneOf(RESELLER_PLANS),
        ),
        contact: contactFile
          ? readJsonFile(
              'MAILWRIGHT_GOOGLE_RESELLER_CONTACT_FILE',
              contactFile,
              resellerContact,
              fail,
            )
          : null,
      },
      dkimDir: env.MAILWRIGHT_GOOGLE_DKIM_DIR?.trim()
        ? absolute(env.MAILWRIGHT_GOOGLE_DKIM_DIR.trim())
        : null,
      apiUrl: read('MAILWRIGHT_GOOGLE_API_URL', null as string | null, httpUrl),
    };
  }
  for (const platform of ['MICROSOFT', 'AZURE'] as const) {
    const p = `MAILWRIGHT_${platform}`;
    const host = read(`${p}_MAILBOX_HOST`, 'simulator', oneOf(['simulator', 'graph']));
    if (host !== 'graph') continue;
    const why = `${p}_MAILBOX_HOST=graph`;
    const caFile = env[`${p}_CA_FILE`]?.trim();
    let ca: string | null = null;
    if (caFile) {
      try {
        ca = readFileSync(absolute(caFile), 'utf8');
      } catch (error) {
        fail(
          `${p}_CA_FILE`,
          `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        );
      }
    }
    mailHosts[platform] = {
      kind: 'graph',
      tenantId: required(`${p}_TENANT_ID`, why),
      clientId: required(`${p}_CLIENT_ID`, why),
      clientSecret: required(`${p}_CLIENT_SECRET`, why),
      sku: read(
        `${p}_SKU`,
        DEFAULT_SKUS[platform],
        token('a skuPartNumber such as EXCHANGESTANDARD'),
      ),
      usageLocation: read(`${p}_USAGE_LOCATION`, 'US', (raw) => {
        if (!/^[A-Za-z]{2}$/.test(raw))
          throw new Error('must be a two-letter country code such as US');
        return raw.toUpperCase();
      }),
      exchangeCommand: env[`${p}_EXCHANGE_COMMAND`]?.trim() || null,
      authorityHost: read(`${p}_AUTHORITY_HOST`, 'https://login.microsoftonline.com', httpsUrl),
      graphUrl: read(`${p}_GRAPH_URL`, 'https://graph.microsoft.com', httpsUrl),
      ca,
    };
  }
  return { mailHosts };
}

function serviceAccount(json: Record<string, unknown>): GoogleServiceAccount {
  for (const field of ['client_email', 'client_id', 'private_key'])
    if (typeof json[field] !== 'string' || json[field] === '')
      throw new Error(`is not a service account key file (no ${field})`);
  return {
    clientEmail: json.client_email as string,
    clientId: json.client_id as string,
    privateKey: json.private_key as string,
    tokenUri: typeof json.token_uri === 'string' ? httpUrl(json.token_uri) : GOOGLE_TOKEN_URI,
  };
}

function emptyServiceAccount(): GoogleServiceAccount {
  return { clientEmail: '', clientId: '', privateKey: '', tokenUri: GOOGLE_TOKEN_URI };
}

function resellerContact(json: Record<string, unknown>): ResellerContact {
  const text = (field: string, fallback?: string) => {
    const value = json[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (fallback !== undefined) return fallback;
    throw new Error(`needs "${field}"`);
  };
  return {
    contactName: text('contactName'),
    organizationName: text('organizationName', ''),
    countryCode: text('countryCode'),
    postalCode: text('postalCode'),
    addressLine1: text('addressLine1'),
    locality: text('locality', ''),
    region: text('region', ''),
    alternateEmail: text('alternateEmail'),
    phoneNumber: text('phoneNumber', ''),
  };
}

/** A JSON file's object through `parse`; a problem names the variable, never the file's content. */
function readJsonFile<T>(
  name: string,
  path: string,
  parse: (json: Record<string, unknown>) => T,
  fail: (name: string, message: string) => void,
): T {
  try {
    const json = JSON.parse(readFileSync(absolute(path), 'utf8')) as unknown;
    if (!json || typeof json !== 'object') throw new Error('is not a JSON object');
    return parse(json as Record<string, unknown>);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      name,
      code
        ? `cannot be read (${code})`
        : (error as Error).message.replace(/^Unexpected.*/, 'is not JSON'),
    );
    return {} as T;
  }
}

function emailSetting(name: string, raw: string, fail: (name: string, message: string) => void) {
  if (raw && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(raw)) fail(name, 'must be an email address');
  return raw.toLowerCase();
}

function token(what: string) {
  return (raw: string): string => {
    if (!/^[A-Za-z0-9_.:-]{1,100}$/.test(raw)) throw new Error(`must be ${what}`);
    return raw;
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

function httpsUrl(raw: string): string {
  if (!/^https:\/\/[^/]+/i.test(raw))
    throw new Error('must be an https URL (Microsoft’s libraries refuse http)');
  return withoutTrailingSlashes(raw);
}
