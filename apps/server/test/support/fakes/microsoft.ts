import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './server.js';

/**
 * The Microsoft identity platform and Microsoft Graph v1.0 as the MICROSOFT / AZURE adapters call
 * them, on loopback over HTTPS (Microsoft's libraries refuse http; the certificate is made for the
 * test with openssl and handed to the adapter as MAILWRIGHT_<PLATFORM>_CA_FILE). Each answer
 * follows a published document, named at its handler:
 * - identity: learn.microsoft.com/entra/identity-platform/v2-oauth2-client-creds-grant-flow
 *   (client credentials; `invalid_client` AADSTS7000215 for a wrong secret) and the OpenID
 *   Connect discovery document (v2-protocols-oidc).
 * - Graph: learn.microsoft.com/graph/api/ domain-post-domains, domain-list-verificationdnsrecords,
 *   domain-verify, domain-update, domain-list-serviceconfigurationrecords, user-post-users,
 *   user-get, user-update, user-delete, directory-deleteditems-delete, subscribedsku-list,
 *   user-assignlicense, profilephoto-update, mailfolder-post-messagerules, messagerule-update,
 *   messagerule-delete, serviceprincipal-post-serviceprincipals, serviceprincipal-list (`$filter`
 *   on appId), oauth2permissiongrant-list (`$filter` on clientId), oauth2permissiongrant-post,
 *   oauth2permissiongrant-update (tenant-wide `AllPrincipals` consent); errors in the shape of
 *   learn.microsoft.com/graph/errors (403 `Authorization_RequestDenied`); throttling as
 *   learn.microsoft.com/graph/throttling (429 with Retry-After).
 * The words of a failed domain verification and of a SKU with no licence left are the fake's
 * guess (docs/providers.md).
 */
export interface FakeGraphUser {
  id: string;
  userPrincipalName: string;
  mailNickname: string;
  givenName: string;
  surname: string;
  displayName: string;
  accountEnabled: boolean;
  usageLocation: string | null;
  password: string;
  assignedLicenses: Array<{ skuId: string }>;
  photo: { type: string; bytes: number; sha256: string } | null;
  rules: Map<string, { id: string; displayName: string; actions: unknown }>;
}

export interface FakeMicrosoft extends FakeServer {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The certificate the server presents: trusted through the adapter's CA setting. */
  caFile: string;
  initialDomain: string;
  domains: Map<
    string,
    { id: string; isVerified: boolean; isInitial: boolean; supportedServices: string[] }
  >;
  users: Map<string, FakeGraphUser>;
  deleted: Map<string, FakeGraphUser>;
  skus: Array<{ skuId: string; skuPartNumber: string; enabled: number }>;
  /** The TXT records Microsoft sees at each domain's apex (the test publishes them). */
  txt: Map<string, string[]>;
  userByUpn(upn: string): FakeGraphUser | undefined;
  verificationText(domain: string): string;
  /** Multi-tenant applications that exist: a service principal can be made for these. */
  applications: Set<string>;
  /** Service principals of the tenant by id (Microsoft Graph's own is there from the start). */
  servicePrincipals: Map<string, FakeServicePrincipal>;
  /** Delegated permission grants by id. */
  grants: Map<string, FakePermissionGrant>;
  /** Whether the service's app registration may write permission grants (else 403). */
  mayGrant: boolean;
  /** App ids whose service principal look-ups answer 503 (Graph down for them). */
  unavailableApps: Set<string>;
  principalOf(appId: string): FakeServicePrincipal | undefined;
}

export interface FakeServicePrincipal {
  id: string;
  appId: string;
  displayName: string;
  accountEnabled: boolean;
}

export interface FakePermissionGrant {
  id: string;
  clientId: string;
  consentType: string;
  principalId: string | null;
  resourceId: string;
  scope: string;
}

const GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

const ERROR = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: {
    error: {
      code,
      message,
      innerError: { date: new Date().toISOString(), 'request-id': randomUUID() },
    },
  },
});
const MISSING = (id: string) =>
  ERROR(
    404,
    'Request_ResourceNotFound',
    `Resource '${id}' does not exist or one of its queried reference-property objects are not present.`,
  );

type LoopbackCertificate = { key: string; cert: string; certFile: string };
let made: LoopbackCertificate | undefined;

/**
 * A self-signed certificate for 127.0.0.1, made with openssl in a fresh folder once per process
 * (an RSA key takes openssl a moment of CPU; every fake on loopback can present the same one).
 */
export function loopbackCertificate(): LoopbackCertificate {
  made ??= makeCertificate();
  return made;
}

function makeCertificate(): LoopbackCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'mw-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '2',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

export async function startFakeMicrosoft(
  options: { lookupTxt?: (domain: string) => Promise<string[]>; licences?: number } = {},
): Promise<FakeMicrosoft> {
  const tenantId = randomUUID();
  const clientId = randomUUID();
  const clientSecret = `secret~${randomBytes(18).toString('base64url')}`;
  const initialDomain = 'fabrikamoperator.onmicrosoft.com';
  const domains: FakeMicrosoft['domains'] = new Map([
    [
      initialDomain,
      { id: initialDomain, isVerified: true, isInitial: true, supportedServices: ['Email'] },
    ],
  ]);
  const users = new Map<string, FakeGraphUser>();
  const deleted = new Map<string, FakeGraphUser>();
  const skus = [
    {
      skuId: '3b555118-da6a-4418-894f-7df1e2096870',
      skuPartNumber: 'O365_BUSINESS_ESSENTIALS',
      enabled: options.licences ?? 25,
    },
    {
      skuId: '4b9405b0-7788-4568-add1-99614e613b69',
      skuPartNumber: 'EXCHANGESTANDARD',
      enabled: options.licences ?? 25,
    },
  ];
  const txt = new Map<string, string[]>();
  const tokens = new Set<string>();
  const applications = new Set<string>();
  const graphSp: FakeServicePrincipal = {
    id: randomUUID(),
    appId: GRAPH_APP_ID,
    displayName: 'Microsoft Graph',
    accountEnabled: true,
  };
  const servicePrincipals = new Map([[graphSp.id, graphSp]]);
  const grants = new Map<string, FakePermissionGrant>();
  const unavailableApps = new Set<string>();
  const principalOf = (appId: string) =>
    [...servicePrincipals.values()].find((sp) => sp.appId === appId);
  const state = { mayGrant: true };
  const DENIED = ERROR(
    403,
    'Authorization_RequestDenied',
    'Insufficient privileges to complete the operation.',
  );
  const verificationText = (domain: string) =>
    `MS=ms${Number.parseInt(createHash('sha256').update(domain).digest('hex').slice(0, 7), 16)}`;
  const userByUpn = (upn: string) =>
    [...users.values()].find((u) => u.userPrincipalName === upn.toLowerCase());
  const userOf = (key: string) => users.get(key) ?? userByUpn(key);
  const consumed = (skuId: string) =>
    [...users.values()].filter((u) => u.assignedLicenses.some((l) => l.skuId === skuId)).length;
  const userJson = (u: FakeGraphUser) => {
    const { password: _p, photo: _ph, rules: _r, ...rest } = u;
    return {
      '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
      ...rest,
      mail: u.userPrincipalName,
    };
  };
  let base = '';

  const handle = async (r: FakeRequest): Promise<FakeAnswer> => {
    const p = r.path.split('/').map(decodeURIComponent);
    // OpenID Connect discovery and the client-credentials grant of the v2.0 endpoint.
    if (p[2] === 'v2.0' && r.path.endsWith('/.well-known/openid-configuration'))
      return {
        body: {
          issuer: `${base}/${p[1]}/v2.0`,
          authorization_endpoint: `${base}/${p[1]}/oauth2/v2.0/authorize`,
          token_endpoint: `${base}/${p[1]}/oauth2/v2.0/token`,
          jwks_uri: `${base}/${p[1]}/discovery/v2.0/keys`,
          end_session_endpoint: `${base}/${p[1]}/oauth2/v2.0/logout`,
          response_types_supported: ['code', 'id_token'],
        },
      };
    if (r.path.endsWith('/oauth2/v2.0/token') && r.method === 'POST') {
      if (p[1] !== tenantId)
        return {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description: `AADSTS90002: Tenant '${p[1]}' not found.`,
            error_codes: [90002],
          },
        };
      if (r.body.client_id !== clientId)
        return {
          status: 400,
          body: {
            error: 'unauthorized_client',
            error_description: `AADSTS700016: Application with identifier '${r.body.client_id}' was not found in the directory.`,
            error_codes: [700016],
          },
        };
      if (r.body.client_secret !== clientSecret)
        return {
          status: 401,
          body: {
            error: 'invalid_client',
            error_description: `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
            error_codes: [7000215],
          },
        };
      const access = `eyJ0${randomBytes(24).toString('base64url')}`;
      tokens.add(access);
      return {
        body: {
          token_type: 'Bearer',
          expires_in: 3599,
          ext_expires_in: 3599,
          access_token: access,
        },
      };
    }
    if (p[1] !== 'v1.0') return ERROR(404, 'BadRequest', 'Resource not found for the segment.');
    if (!tokens.has(String(r.headers.authorization ?? '').replace(/^Bearer /, '')))
      return ERROR(401, 'InvalidAuthenticationToken', 'Access token is empty.');

    // Service principals and tenant-wide delegated permission grants.
    if (p[2] === 'servicePrincipals') {
      if (p.length === 3 && r.method === 'GET') {
        const appId = /appId eq '([^']+)'/.exec(r.query.get('$filter') ?? '')?.[1];
        if (appId && unavailableApps.has(appId))
          return ERROR(503, 'serviceNotAvailable', 'The service is temporarily unavailable.');
        return {
          body: {
            value: [...servicePrincipals.values()].filter((sp) => !appId || sp.appId === appId),
          },
        };
      }
      if (p.length === 3 && r.method === 'POST') {
        const appId = String(r.body.appId ?? '').toLowerCase();
        if (!applications.has(appId))
          return ERROR(
            400,
            'Request_BadRequest',
            `The appId '${appId}' of the service principal does not reference a valid application object.`,
          );
        if (principalOf(appId))
          return ERROR(
            409,
            'Request_MultipleObjectsWithSameKeyValue',
            'Another object with the same value for property servicePrincipalNames already exists.',
          );
        const sp = {
          id: randomUUID(),
          appId,
          displayName: `App ${appId.slice(0, 8)}`,
          accountEnabled: true,
        };
        servicePrincipals.set(sp.id, sp);
        return { status: 201, body: sp };
      }
      return ERROR(405, 'Request_BadRequest', 'Method not allowed.');
    }
    if (p[2] === 'oauth2PermissionGrants') {
      if (p.length === 3 && r.method === 'GET') {
        const client = /clientId eq '([^']+)'/.exec(r.query.get('$filter') ?? '')?.[1];
        return {
          body: { value: [...grants.values()].filter((g) => !client || g.clientId === client) },
        };
      }
      if (!state.mayGrant) return DENIED;
      if (p.length === 3 && r.method === 'POST') {
        const clientSp = servicePrincipals.get(String(r.body.clientId ?? ''));
        const resource = servicePrincipals.get(String(r.body.resourceId ?? ''));
        if (!clientSp || !resource) return MISSING(String(r.body.clientId));
        const taken = [...grants.values()].some(
          (g) =>
            g.clientId === clientSp.id &&
            g.resourceId === resource.id &&
            g.consentType === r.body.consentType,
        );
        if (taken)
          return ERROR(
            409,
            'Request_MultipleObjectsWithSameKeyValue',
            'Permission entry already exists.',
          );
        const grant: FakePermissionGrant = {
          id: randomBytes(24).toString('base64url'),
          clientId: clientSp.id,
          consentType: String(r.body.consentType),
          principalId: (r.body.principalId as string | undefined) ?? null,
          resourceId: resource.id,
          scope: String(r.body.scope ?? ''),
        };
        grants.set(grant.id, grant);
        return { status: 201, body: grant };
      }
      const grant = grants.get(p[3] as string);
      if (!grant) return MISSING(p[3] as string);
      if (r.method === 'PATCH') {
        grant.scope = String(r.body.scope ?? grant.scope);
        return { status: 204, body: '' };
      }
      return { body: grant };
    }
    if (p[2] === 'subscribedSkus')
      return {
        body: {
          value: skus.map((s) => ({
            skuId: s.skuId,
            skuPartNumber: s.skuPartNumber,
            capabilityStatus: 'Enabled',
            appliesTo: 'User',
            consumedUnits: consumed(s.skuId),
            prepaidUnits: { enabled: s.enabled, suspended: 0, warning: 0 },
          })),
        },
      };
    if (p[2] === 'domains') {
      if (p.length === 3 && r.method === 'GET') return { body: { value: [...domains.values()] } };
      if (p.length === 3 && r.method === 'POST') {
        const id = String(r.body.id ?? '').toLowerCase();
        if (domains.has(id)) return ERROR(400, 'Request_BadRequest', 'Domain already exists.');
        domains.set(id, { id, isVerified: false, isInitial: false, supportedServices: [] });
        return { status: 201, body: { authenticationType: 'Managed', ...domains.get(id) } };
      }
      const domain = domains.get(p[3] as string);
      if (!domain) return MISSING(p[3] as string);
      if (p[4] === 'verificationDnsRecords')
        return {
          body: {
            value: [
              {
                '@odata.type': '#microsoft.graph.domainDnsTxtRecord',
                id: randomUUID(),
                isOptional: false,
                label: domain.id,
                recordType: 'Txt',
                supportedService: 'Email',
                ttl: 3600,
                text: verificationText(domain.id),
              },
              {
                '@odata.type': '#microsoft.graph.domainDnsMxRecord',
                id: randomUUID(),
                isOptional: false,
                label: domain.id,
                recordType: 'Mx',
                supportedService: 'Email',
                ttl: 3600,
                mailExchange: `${verificationText(domain.id).slice(3)}.msv1.invalid`,
                preference: 32767,
              },
            ],
          },
        };
      if (p[4] === 'verify') {
        const seen = options.lookupTxt
          ? await options.lookupTxt(domain.id)
          : (txt.get(domain.id) ?? []);
        if (!seen.includes(verificationText(domain.id)))
          return ERROR(
            400,
            'Request_BadRequest',
            `Domain verification failed: the DNS record ${verificationText(domain.id)} was not found for ${domain.id}.`,
          );
        domain.isVerified = true;
        return { body: domain };
      }
      if (p[4] === 'serviceConfigurationRecords') {
        const label = domain.id;
        return {
          body: {
            value: [
              {
                '@odata.type': '#microsoft.graph.domainDnsMxRecord',
                label,
                recordType: 'Mx',
                supportedService: 'Email',
                ttl: 3600,
                mailExchange: `${label.replace(/\./g, '-')}.mail.protection.outlook.com`,
                preference: 0,
              },
              {
                '@odata.type': '#microsoft.graph.domainDnsTxtRecord',
                label,
                recordType: 'Txt',
                supportedService: 'Email',
                ttl: 3600,
                text: 'v=spf1 include:spf.protection.outlook.com -all',
              },
              {
                '@odata.type': '#microsoft.graph.domainDnsCnameRecord',
                label: `autodiscover.${label}`,
                recordType: 'CName',
                supportedService: 'Email',
                ttl: 3600,
                canonicalName: 'autodiscover.outlook.com',
              },
            ],
          },
        };
      }
      if (r.method === 'PATCH') {
        if (!domain.isVerified)
          return ERROR(
            400,
            'Request_BadRequest',
            'Unverified domains cannot have supported services.',
          );
        domain.supportedServices =
          (r.body.supportedServices as string[]) ?? domain.supportedServices;
        return { status: 204, body: '' };
      }
      return { body: domain };
    }
    if (p[2] === 'directory' && p[3] === 'deletedItems') {
      if (!deleted.delete(p[4] as string)) return MISSING(p[4] as string);
      return { status: 204, body: '' };
    }
    if (p[2] !== 'users')
      return ERROR(400, 'BadRequest', `Resource not found for the segment '${p[2]}'.`);
    if (p.length === 3 && r.method === 'POST') {
      const upn = String(r.body.userPrincipalName ?? '').toLowerCase();
      const domain = domains.get(upn.split('@')[1] ?? '');
      if (!domain?.isVerified)
        return ERROR(
          400,
          'Request_BadRequest',
          'The domain portion of the userPrincipalName property is invalid. You must use one of the verified domain names in your organization.',
        );
      if (userByUpn(upn))
        return ERROR(
          400,
          'Request_BadRequest',
          'Another object with the same value for property userPrincipalName already exists.',
        );
      const password =
        (r.body.passwordProfile as { password?: string } | undefined)?.password ?? '';
      if (!complex(password))
        return ERROR(
          400,
          'Request_BadRequest',
          'The specified password does not comply with password complexity requirements. Please provide a different password.',
        );
      const user: FakeGraphUser = {
        id: randomUUID(),
        userPrincipalName: upn,
        mailNickname: String(r.body.mailNickname ?? ''),
        givenName: String(r.body.givenName ?? ''),
        surname: String(r.body.surname ?? ''),
        displayName: String(r.body.displayName ?? ''),
        accountEnabled: r.body.accountEnabled !== false,
        usageLocation: (r.body.usageLocation as string | undefined) ?? null,
        password,
        assignedLicenses: [],
        photo: null,
        rules: new Map(),
      };
      users.set(user.id, user);
      return { status: 201, body: userJson(user) };
    }
    const user = userOf(p[3] as string);
    if (!user) return MISSING(p[3] as string);
    const rest = p.slice(4).join('/');
    if (rest === 'assignLicense') {
      if (!user.usageLocation)
        return ERROR(
          400,
          'Request_BadRequest',
          'License assignment cannot be done for user with invalid usage location.',
        );
      const add = (r.body.addLicenses as Array<{ skuId: string }>) ?? [];
      const remove = (r.body.removeLicenses as string[]) ?? [];
      for (const { skuId } of add) {
        const sku = skus.find((s) => s.skuId === skuId);
        if (!sku)
          return ERROR(
            400,
            'Request_BadRequest',
            `License ${skuId} does not correspond to a valid company License.`,
          );
        if (consumed(skuId) >= sku.enabled)
          return ERROR(
            400,
            'Request_BadRequest',
            `Subscription for ${sku.skuPartNumber} has no available licenses.`,
          );
      }
      user.assignedLicenses = [
        ...user.assignedLicenses.filter((l) => !remove.includes(l.skuId)),
        ...add.map((a) => ({ skuId: a.skuId })),
      ];
      return { body: userJson(user) };
    }
    if (rest === 'photo/$value') {
      // profilephoto-update: the binary image is the body, its type in Content-Type.
      user.photo = {
        type: String(r.headers['content-type']),
        bytes: r.bytes.length,
        sha256: createHash('sha256').update(r.bytes).digest('hex'),
      };
      return { status: 200, body: '' };
    }
    if (rest.startsWith('mailFolders/inbox/messageRules')) {
      const id = p[7];
      if (!id && r.method === 'GET') return { body: { value: [...user.rules.values()] } };
      const targets =
        (
          r.body.actions as
            | { redirectTo?: Array<{ emailAddress?: { address?: string } }> }
            | undefined
        )?.redirectTo ?? [];
      if (targets.some((t) => !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(t.emailAddress?.address ?? '')))
        return ERROR(400, 'ErrorInvalidRecipients', "At least one recipient isn't valid.");
      if (!id && r.method === 'POST') {
        const rule = {
          id: randomBytes(9).toString('base64url'),
          displayName: String(r.body.displayName),
          actions: r.body.actions,
        };
        user.rules.set(rule.id, rule);
        return { status: 201, body: rule };
      }
      const rule = user.rules.get(id ?? '');
      if (!rule)
        return ERROR(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (r.method === 'DELETE') {
        user.rules.delete(rule.id);
        return { status: 204, body: '' };
      }
      Object.assign(rule, {
        displayName: r.body.displayName ?? rule.displayName,
        actions: r.body.actions ?? rule.actions,
      });
      return { body: rule };
    }
    if (r.method === 'GET') return { body: userJson(user) };
    if (r.method === 'DELETE') {
      users.delete(user.id);
      deleted.set(user.id, user);
      return { status: 204, body: '' };
    }
    const body = r.body as Record<string, unknown>;
    const profile = body.passwordProfile as { password?: string } | undefined;
    if (profile?.password !== undefined) {
      if (!complex(profile.password))
        return ERROR(
          400,
          'Request_BadRequest',
          'The specified password does not comply with password complexity requirements. Please provide a different password.',
        );
      user.password = profile.password;
    }
    for (const key of [
      'givenName',
      'surname',
      'displayName',
      'accountEnabled',
      'mailNickname',
      'usageLocation',
    ] as const)
      if (body[key] !== undefined) Object.assign(user, { [key]: body[key] });
    if (typeof body.userPrincipalName === 'string')
      user.userPrincipalName = body.userPrincipalName.toLowerCase();
    return { status: 204, body: '' };
  };

  const tls = loopbackCertificate();
  const server = await startFakeServer(handle, { tls });
  base = server.baseUrl;
  const fake = Object.assign(server, {
    tenantId,
    clientId,
    clientSecret,
    caFile: tls.certFile,
    initialDomain,
    domains,
    users,
    deleted,
    skus,
    txt,
    userByUpn,
    verificationText,
    applications,
    servicePrincipals,
    grants,
    unavailableApps,
    principalOf,
    mayGrant: true,
  });
  // The handler reads the switch the test sets on the fake.
  Object.defineProperty(fake, 'mayGrant', {
    get: () => state.mayGrant,
    set: (value: boolean) => {
      state.mayGrant = value;
    },
  });
  return fake;
}

/** Entra's default policy: 8 to 256 characters, three of lower, upper, digit and symbol. */
function complex(password: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) =>
    re.test(password),
  ).length;
  return password.length >= 8 && password.length <= 256 && classes >= 3;
}
