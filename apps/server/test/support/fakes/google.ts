import { createHash, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './server.js';

/**
 * Google's APIs as the Workspace adapters call them, on loopback: one server for the token
 * endpoint, the Admin SDK Directory API, the Site Verification API, the Reseller API, the Gmail
 * settings API and the Reports API, holding tenants, domains and users in memory. Each answer
 * follows a published document, named at its handler:
 * - token: "Using OAuth 2.0 for Server to Server Applications" (JWT bearer grant; `unauthorized_client`
 *   when the client id lacks a scope in domain-wide delegation) and "OAuth 2.0 for Web Server
 *   Applications" (authorization code exchange).
 * - Directory: developers.google.com/admin-sdk/directory/reference/rest/v1/users and
 *   .../customer.domains; errors as in .../directory/v1/limits (403 userRateLimitExceeded) and the
 *   JSON error format of cloud.google.com/apis/design/errors (`error.errors[].reason`).
 * - Site Verification: developers.google.com/site-verification/v1 (webResource.getToken, insert).
 * - Reseller: developers.google.com/admin-sdk/reseller/reference/rest/v1 (customers,
 *   subscriptions, changeSeats).
 * - Gmail: developers.google.com/gmail/api/reference/rest/v1/users.settings (sendAs.patch,
 *   forwardingAddresses, updateAutoForwarding).
 * - Reports: developers.google.com/admin-sdk/reports/reference/rest/v1/activities/list and the
 *   Admin audit events of .../reports/v1/appendix/activity/admin-domain-settings
 *   (`AUTHORIZE_API_CLIENT_ACCESS`, `REMOVE_API_CLIENT_ACCESS` with `API_CLIENT_NAME` and
 *   `API_SCOPES`), what the Admin console records when domain-wide delegation changes.
 * What the documents do not show (a domain refused because another account holds it, the words of
 * a missing verification token, users refused on an unverified secondary domain) is the fake's
 * guess, listed in docs/providers.md.
 */
export interface FakeGoogleUser {
  id: string;
  primaryEmail: string;
  name: { givenName: string; familyName: string; fullName: string };
  password: string;
  isAdmin: boolean;
  suspended: boolean;
  customerId: string;
  signature: string;
  photo: { mimeType: string; bytes: number; sha256: string } | null;
  forwarding: Map<string, 'accepted' | 'pending'>;
  autoForwarding: { enabled: boolean; emailAddress?: string; disposition?: string };
}

export interface FakeGoogleTenant {
  customerId: string;
  domains: Map<string, { verified: boolean }>;
  subscription: {
    subscriptionId: string;
    skuId: string;
    plan: string;
    maximumNumberOfSeats: number;
    numberOfSeats: number;
  } | null;
}

export interface FakeGoogle extends FakeServer {
  /** The operator's tenant (`my_customer` of its administrator). */
  operator: FakeGoogleTenant;
  /** Reseller customers by domain. */
  customers: Map<string, FakeGoogleTenant>;
  users: Map<string, FakeGoogleUser>;
  /** Domain-wide delegation of the operator's Workspace: client id -> scopes. */
  delegation: Map<string, Set<string>>;
  /**
   * An administrator of a Workspace (the operator's by default, or a reseller customer's) adds
   * `clientId` in domain-wide delegation with `scopes` (replacing its scopes), or removes it: the
   * Admin console's audit log records it, and the operator's delegation follows.
   */
  authorizeClient(clientId: string, scopes: readonly string[], customerId?: string): void;
  removeClient(clientId: string, customerId?: string): void;
  /** The TXT records Google sees at each domain's apex (the test publishes them). */
  txt: Map<string, string[]>;
  /** Domains another Google account holds: adding one is refused. */
  foreign: Set<string>;
  /** Addresses the Directory refuses as users. */
  refusedUsers: Set<string>;
  /** Forwarding addresses whose owner confirmed Google's request. */
  confirmed: Set<string>;
  keyFile: string;
  serviceAccount: { clientEmail: string; clientId: string };
  admin: string;
  userByEmail(email: string): FakeGoogleUser | undefined;
}

const ERROR = (code: number, reason: string, message: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, errors: [{ domain: 'global', reason, message }] } },
});
const NOT_FOUND = (what: string) => ERROR(404, 'notFound', `Resource Not Found: ${what}`);

export async function startFakeGoogle(
  options: { admin?: string; lookupTxt?: (domain: string) => Promise<string[]> } = {},
): Promise<FakeGoogle> {
  const admin = options.admin ?? 'admin@operator.example';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const serviceAccount = {
    clientEmail: 'mailwright@operator-project.iam.gserviceaccount.com',
    clientId: '104857600000000000001',
  };
  const operator: FakeGoogleTenant = {
    customerId: 'C0operator',
    domains: new Map([['operator.example', { verified: true }]]),
    subscription: null,
  };
  const customers = new Map<string, FakeGoogleTenant>();
  const users = new Map<string, FakeGoogleUser>();
  const tokens = new Map<string, { sub: string; scopes: string[] }>();
  const txt = new Map<string, string[]>();
  const delegation = new Map<string, Set<string>>();
  const confirmed = new Set<string>();
  const foreign = new Set<string>();
  const refusedUsers = new Set<string>();
  const audit: Array<{
    time: string;
    customerId: string;
    name: 'AUTHORIZE_API_CLIENT_ACCESS' | 'REMOVE_API_CLIENT_ACCESS';
    clientId: string;
    scopes: string[];
  }> = [];
  let serial = 0;
  let auditClock = Date.parse('2026-01-01T00:00:00.000Z');
  const record = (
    name: (typeof audit)[number]['name'],
    clientId: string,
    scopes: readonly string[],
    customerId: string,
  ) => {
    auditClock += 1000;
    audit.push({
      time: new Date(auditClock).toISOString(),
      customerId,
      name,
      clientId,
      scopes: [...scopes],
    });
    if (customerId === operator.customerId) {
      if (name === 'REMOVE_API_CLIENT_ACCESS') delegation.delete(clientId);
      else delegation.set(clientId, new Set(scopes));
    }
  };
  const next = () => {
    serial += 1;
    return String(serial).padStart(6, '0');
  };

  const tenantOfDomain = (domain: string) =>
    operator.domains.has(domain)
      ? operator
      : [...customers.values()].find((t) => t.domains.has(domain));
  const tenantById = (id: string) =>
    id === 'my_customer' || id === operator.customerId
      ? operator
      : [...customers.values()].find((t) => t.customerId === id);
  const userByEmail = (email: string) =>
    [...users.values()].find((u) => u.primaryEmail === email.toLowerCase());
  const userByKey = (key: string) => users.get(key) ?? userByEmail(decodeURIComponent(key));
  const siteToken = (domain: string) =>
    `google-site-verification=${createHash('sha256').update(domain).digest('base64url').slice(0, 43)}`;
  const seen = async (domain: string) =>
    options.lookupTxt ? await options.lookupTxt(domain) : (txt.get(domain) ?? []);
  const userJson = (u: FakeGoogleUser) => {
    const {
      password: _p,
      signature: _s,
      photo: _ph,
      forwarding: _f,
      autoForwarding: _a,
      ...rest
    } = u;
    return {
      kind: 'admin#directory#user',
      ...rest,
      orgUnitPath: '/',
      creationTime: new Date().toISOString(),
    };
  };

  // The JWT bearer grant of "Using OAuth 2.0 for Server to Server Applications": the signature
  // checked with the service account's key, domain-wide delegation for the client id and scopes.
  const token = (r: FakeRequest): FakeAnswer => {
    if (r.body.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' },
      };
    const [header = '', payload = '', signature = ''] = String(r.body.assertion ?? '').split('.');
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${header}.${payload}`);
    if (!verifier.verify(publicKey, Buffer.from(signature, 'base64url')))
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
      };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      iss: string;
      sub?: string;
      scope: string;
    };
    const scopes = claims.scope.split(' ');
    const allowed = delegation.get(serviceAccount.clientId) ?? new Set();
    if (claims.sub && !scopes.every((s) => allowed.has(s)))
      return {
        status: 401,
        body: {
          error: 'unauthorized_client',
          error_description:
            'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.',
        },
      };
    if (claims.sub && claims.sub !== admin && !userByEmail(claims.sub))
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid email or User ID' },
      };
    const access = `ya29.${randomBytes(16).toString('base64url')}`;
    tokens.set(access, { sub: claims.sub ?? claims.iss, scopes });
    return { body: { access_token: access, expires_in: 3599, token_type: 'Bearer' } };
  };

  const handle = async (r: FakeRequest): Promise<FakeAnswer> => {
    if (r.method === 'POST' && r.path === '/token') return token(r);
    const caller = tokens.get(String(r.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!caller) return ERROR(401, 'authError', 'Invalid Credentials');
    const p = r.path.split('/').map(decodeURIComponent);
    const path = r.path;

    // Site Verification API (webResource.getToken / webResource.insert).
    if (path === '/siteVerification/v1/token' && r.method === 'POST') {
      const site = r.body.site as { identifier: string };
      return { body: { method: 'DNS_TXT', token: siteToken(site.identifier) } };
    }
    if (path === '/siteVerification/v1/webResource' && r.method === 'POST') {
      const site = r.body.site as { identifier: string; type: string };
      if (!(await seen(site.identifier)).includes(siteToken(site.identifier)))
        return ERROR(
          400,
          'badRequest',
          'The necessary verification token could not be found on your site.',
        );
      const domain = tenantOfDomain(site.identifier)?.domains.get(site.identifier);
      if (domain) domain.verified = true;
      return {
        body: { id: `dns%3A%2F%2F${site.identifier}`, site, owners: r.body.owners ?? [caller.sub] },
      };
    }

    // Reseller API.
    if (path.startsWith('/apps/reseller/v1/')) {
      if (caller.sub !== admin)
        return ERROR(
          403,
          'forbidden',
          'Authenticated user is not authorized to perform this action.',
        );
      if (path === '/apps/reseller/v1/customers' && r.method === 'POST') {
        const domain = String(r.body.customerDomain ?? '');
        if (customers.has(domain) || foreign.has(domain))
          return ERROR(409, 'duplicate', 'Entity already exists.');
        const postal = r.body.postalAddress as Record<string, string> | undefined;
        if (!r.body.alternateEmail || !postal?.countryCode || !postal.postalCode)
          return ERROR(400, 'invalid', 'Invalid Value');
        const tenant: FakeGoogleTenant = {
          customerId: `C0${next()}`,
          domains: new Map([[domain, { verified: false }]]),
          subscription: null,
        };
        customers.set(domain, tenant);
        return {
          body: {
            kind: 'reseller#customer',
            customerId: tenant.customerId,
            customerDomain: domain,
            customerDomainVerified: false,
            alternateEmail: r.body.alternateEmail,
            postalAddress: postal,
          },
        };
      }
      if (p[4] === 'customers' && p.length === 6 && r.method === 'GET') {
        const tenant =
          customers.get(p[5] as string) ??
          [...customers.values()].find((t) => t.customerId === p[5]);
        if (!tenant) return NOT_FOUND(p[5] as string);
        const domain = [...tenant.domains.keys()][0];
        return {
          body: {
            kind: 'reseller#customer',
            customerId: tenant.customerId,
            customerDomain: domain,
            customerDomainVerified: tenant.domains.get(domain as string)?.verified,
          },
        };
      }
      if (p[4] === 'customers' && p[6] === 'subscriptions') {
        const tenant = [...customers.values()].find((t) => t.customerId === p[5]);
        if (!tenant) return NOT_FOUND(p[5] as string);
        const seats = r.body.seats as { maximumNumberOfSeats?: number; numberOfSeats?: number };
        if (p.length === 7 && r.method === 'POST') {
          if (tenant.subscription) return ERROR(409, 'duplicate', 'Entity already exists.');
          const plan = (r.body.plan as { planName: string }).planName;
          if (plan === 'FLEXIBLE' ? !seats?.maximumNumberOfSeats : !seats?.numberOfSeats)
            return ERROR(400, 'invalid', 'Invalid seats');
          tenant.subscription = {
            subscriptionId: next(),
            skuId: String(r.body.skuId),
            plan,
            maximumNumberOfSeats: seats.maximumNumberOfSeats ?? 0,
            numberOfSeats: seats.numberOfSeats ?? 0,
          };
          return { body: subscriptionJson(tenant) };
        }
        const current = tenant.subscription;
        if (p[8] === 'changeSeats' && current && current.subscriptionId === p[7]) {
          // subscriptions.changeSeats: the request body is the Seats resource itself.
          const { numberOfSeats, maximumNumberOfSeats } = r.body as {
            numberOfSeats?: number;
            maximumNumberOfSeats?: number;
          };
          if (current.plan === 'FLEXIBLE' ? !maximumNumberOfSeats : !numberOfSeats)
            return ERROR(400, 'invalid', 'Invalid seats');
          if (current.plan !== 'FLEXIBLE' && (numberOfSeats ?? 0) < current.numberOfSeats)
            return ERROR(
              400,
              'invalid',
              'Cannot decrease the number of seats of an annual plan mid-term.',
            );
          Object.assign(current, {
            ...(numberOfSeats !== undefined ? { numberOfSeats } : {}),
            ...(maximumNumberOfSeats !== undefined ? { maximumNumberOfSeats } : {}),
          });
          return { body: subscriptionJson(tenant) };
        }
      }
      if (path === '/apps/reseller/v1/subscriptions' && r.method === 'GET') {
        const tenant = [...customers.values()].find(
          (t) => t.customerId === r.query.get('customerId'),
        );
        return {
          body: {
            kind: 'reseller#subscriptions',
            subscriptions: tenant?.subscription ? [subscriptionJson(tenant)] : [],
          },
        };
      }
      return ERROR(404, 'notFound', 'Not Found');
    }

    // Gmail settings API, as the user (`me` is the token's subject).
    if (path.startsWith('/gmail/v1/users/')) {
      const user = userByEmail(p[4] === 'me' ? caller.sub : (p[4] as string));
      if (!user || user.primaryEmail !== caller.sub)
        return ERROR(403, 'forbidden', 'Delegation denied');
      const setting = p.slice(6).join('/');
      if (setting.startsWith('sendAs/') && r.method === 'PATCH') {
        user.signature = String(r.body.signature ?? '');
        return {
          body: { sendAsEmail: user.primaryEmail, isPrimary: true, signature: user.signature },
        };
      }
      if (setting === 'forwardingAddresses' && r.method === 'POST') {
        const to = String(r.body.forwardingEmail ?? '').toLowerCase();
        if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(to))
          return ERROR(400, 'invalidArgument', 'Invalid forwarding address');
        if (user.forwarding.has(to))
          return ERROR(409, 'duplicate', 'Forwarding address already exists');
        const local = tenantById(user.customerId)?.domains.has(to.split('@')[1] as string);
        user.forwarding.set(to, local || confirmed.has(to) ? 'accepted' : 'pending');
        return { body: { forwardingEmail: to, verificationStatus: user.forwarding.get(to) } };
      }
      if (setting.startsWith('forwardingAddresses/')) {
        const to = (p[7] as string).toLowerCase();
        const status = user.forwarding.get(to);
        if (!status) return NOT_FOUND(to);
        if (r.method === 'DELETE') {
          user.forwarding.delete(to);
          return { status: 204, body: '' };
        }
        return {
          body: {
            forwardingEmail: to,
            verificationStatus: confirmed.has(to) ? 'accepted' : status,
          },
        };
      }
      if (setting === 'autoForwarding') {
        if (r.method === 'GET') return { body: user.autoForwarding };
        const to = r.body.emailAddress as string | undefined;
        if (
          r.body.enabled &&
          (!to || (user.forwarding.get(to) !== 'accepted' && !confirmed.has(to)))
        )
          return ERROR(400, 'failedPrecondition', 'Forwarding address must be verified');
        user.autoForwarding = {
          enabled: Boolean(r.body.enabled),
          ...(to ? { emailAddress: to } : {}),
          ...(r.body.disposition ? { disposition: String(r.body.disposition) } : {}),
        };
        return { body: user.autoForwarding };
      }
      return ERROR(404, 'notFound', 'Not Found');
    }

    // Reports API: the Admin console's audit log (activities.list), newest first.
    if (path.startsWith('/admin/reports/v1/activity/users/')) {
      if (caller.sub !== admin)
        return ERROR(403, 'forbidden', 'Not Authorized to access this resource/api');
      if (p[7] !== 'applications' || p[8] !== 'admin') return ERROR(404, 'notFound', 'Not Found');
      const customer = r.query.get('customerId');
      const tenant = customer ? tenantById(customer) : operator;
      if (!tenant) return ERROR(400, 'badRequest', 'Bad Request');
      const eventName = r.query.get('eventName');
      const filter = /^API_CLIENT_NAME==(.+)$/.exec(r.query.get('filters') ?? '')?.[1];
      const items = audit
        .filter(
          (e) =>
            e.customerId === tenant.customerId &&
            (!eventName || e.name === eventName) &&
            (!filter || e.clientId === filter),
        )
        .reverse()
        .map((e, i) => ({
          kind: 'admin#reports#activity',
          id: {
            time: e.time,
            uniqueQualifier: String(i),
            applicationName: 'admin',
            customerId: e.customerId,
          },
          actor: { email: admin, profileId: '1000' },
          events: [
            {
              type: 'DOMAIN_SETTINGS',
              name: e.name,
              parameters: [
                { name: 'API_CLIENT_NAME', value: e.clientId },
                ...(e.name === 'AUTHORIZE_API_CLIENT_ACCESS'
                  ? [{ name: 'API_SCOPES', multiValue: e.scopes }]
                  : []),
              ],
            },
          ],
        }));
      return { body: { kind: 'admin#reports#activities', items } };
    }

    // Directory API: domains and users (only as an administrator).
    if (!path.startsWith('/admin/directory/v1/')) return ERROR(404, 'notFound', 'Not Found');
    if (caller.sub !== admin)
      return ERROR(403, 'forbidden', 'Not Authorized to access this resource/api');
    if (p[4] === 'customer' && p[6] === 'domains') {
      const tenant = tenantById(p[5] as string);
      if (!tenant) return ERROR(400, 'badRequest', 'Bad Request');
      const name = (p[7] ?? String(r.body.domainName ?? '')).toLowerCase();
      if (r.method === 'POST') {
        if (tenant.domains.has(name)) return ERROR(409, 'duplicate', 'Entity already exists.');
        if (foreign.has(name) || tenantOfDomain(name))
          return ERROR(
            400,
            'invalid',
            'The domain is already in use by another Google Workspace account.',
          );
        tenant.domains.set(name, { verified: false });
      }
      const domain = tenant.domains.get(name);
      if (!domain) return NOT_FOUND(name);
      return {
        body: {
          kind: 'admin#directory#domain',
          domainName: name,
          verified: domain.verified,
          isPrimary: false,
          creationTime: '0',
        },
      };
    }
    if (p[4] !== 'users') return ERROR(404, 'notFound', 'Not Found');
    if (p.length === 5 && r.method === 'GET') {
      const domain = r.query.get('domain');
      const list = [...users.values()].filter(
        (u) => !domain || u.primaryEmail.endsWith(`@${domain}`),
      );
      return { body: { kind: 'admin#directory#users', users: list.map(userJson) } };
    }
    if (p.length === 5 && r.method === 'POST') {
      const email = String(r.body.primaryEmail ?? '').toLowerCase();
      const domain = email.split('@')[1] ?? '';
      const tenant = tenantOfDomain(domain);
      if (!tenant) return ERROR(400, 'invalid', 'Invalid Input: primary_user_email');
      // A user on a secondary domain waits for its verification (a reseller customer's primary
      // domain may have users before it is verified, as the Reseller codelab creates its admin).
      if (tenant === operator && !tenant.domains.get(domain)?.verified)
        return ERROR(400, 'invalid', 'Domain not verified');
      if (userByEmail(email)) return ERROR(409, 'duplicate', 'Entity already exists.');
      if (refusedUsers.has(email))
        return ERROR(400, 'invalid', 'Invalid Input: primary_user_email');
      const password = String(r.body.password ?? '');
      if (password.length < 8 || password.length > 100)
        return ERROR(400, 'invalid', 'Invalid Password');
      const seats = tenant.subscription?.maximumNumberOfSeats || tenant.subscription?.numberOfSeats;
      const onTenant = [...users.values()].filter((u) => u.customerId === tenant.customerId).length;
      if (tenant !== operator && seats !== undefined && onTenant >= seats)
        return ERROR(412, 'conditionNotMet', 'Domain user limit reached.');
      const name = r.body.name as { givenName: string; familyName: string };
      const user: FakeGoogleUser = {
        id: `1${next()}${randomBytes(4).toString('hex')}`,
        primaryEmail: email,
        name: { ...name, fullName: `${name.givenName} ${name.familyName}` },
        password,
        isAdmin: false,
        suspended: false,
        customerId: tenant.customerId,
        signature: '',
        photo: null,
        forwarding: new Map(),
        autoForwarding: { enabled: false },
      };
      users.set(user.id, user);
      return { body: userJson(user) };
    }
    const user = userByKey(p[5] as string);
    if (!user) return NOT_FOUND('userKey');
    if (p[6] === 'makeAdmin') {
      user.isAdmin = Boolean(r.body.status);
      return { status: 204, body: '' };
    }
    if (p[6] === 'photos') {
      // users.photos.update: `photoData` in web-safe base64, as the Directory reference says.
      const image = Buffer.from(String(r.body.photoData), 'base64url');
      user.photo = {
        mimeType: String(r.body.mimeType),
        bytes: image.length,
        sha256: createHash('sha256').update(image).digest('hex'),
      };
      return {
        body: {
          kind: 'admin#directory#user#photo',
          primaryEmail: user.primaryEmail,
          mimeType: user.photo.mimeType,
        },
      };
    }
    if (r.method === 'GET') return { body: userJson(user) };
    if (r.method === 'DELETE') {
      users.delete(user.id);
      return { status: 204, body: '' };
    }
    const body = r.body as Partial<FakeGoogleUser> & {
      name?: { givenName?: string; familyName?: string };
    };
    if (body.name) {
      const name = { ...user.name, ...body.name };
      user.name = { ...name, fullName: `${name.givenName} ${name.familyName}` };
    }
    if (typeof body.password === 'string') {
      if (body.password.length < 8) return ERROR(400, 'invalid', 'Invalid Password');
      user.password = body.password;
    }
    if (typeof body.suspended === 'boolean') user.suspended = body.suspended;
    if (typeof body.primaryEmail === 'string') user.primaryEmail = body.primaryEmail.toLowerCase();
    return { body: userJson(user) };
  };

  const server = await startFakeServer(handle);
  const dir = mkdtempSync(join(tmpdir(), 'mw-google-'));
  const keyFile = join(dir, 'service-account.json');
  writeFileSync(
    keyFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'operator-project',
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey,
      client_email: serviceAccount.clientEmail,
      client_id: serviceAccount.clientId,
      token_uri: `${server.baseUrl}/token`,
    }),
    { mode: 0o600 },
  );
  return Object.assign(server, {
    operator,
    customers,
    users,
    delegation,
    authorizeClient: (clientId: string, scopes: readonly string[], customerId?: string) =>
      record('AUTHORIZE_API_CLIENT_ACCESS', clientId, scopes, customerId ?? operator.customerId),
    removeClient: (clientId: string, customerId?: string) =>
      record('REMOVE_API_CLIENT_ACCESS', clientId, [], customerId ?? operator.customerId),
    txt,
    foreign,
    refusedUsers,
    confirmed,
    keyFile,
    serviceAccount,
    admin,
    userByEmail,
  });
}

function subscriptionJson(tenant: FakeGoogleTenant) {
  const s = tenant.subscription;
  return {
    kind: 'reseller#subscription',
    customerId: tenant.customerId,
    subscriptionId: s?.subscriptionId,
    skuId: s?.skuId,
    plan: { planName: s?.plan },
    seats: {
      kind: 'subscriptions#seats',
      maximumNumberOfSeats: s?.maximumNumberOfSeats,
      numberOfSeats: s?.numberOfSeats,
    },
    status: 'ACTIVE',
  };
}

/** Every scope the Workspace adapters ask for: what the operator authorizes in delegation. */
export const ALL_GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/admin.directory.user',
  'https://www.googleapis.com/auth/admin.directory.domain',
  'https://www.googleapis.com/auth/siteverification',
  'https://www.googleapis.com/auth/apps.order',
  'https://www.googleapis.com/auth/gmail.settings.basic',
  'https://www.googleapis.com/auth/gmail.settings.sharing',
  'https://www.googleapis.com/auth/admin.reports.audit.readonly',
];
