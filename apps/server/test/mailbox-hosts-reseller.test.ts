import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResellerContact, ResellerPlan } from '../src/config/mail-hosts.js';
import { createGoogleMailboxHost } from '../src/providers/google/mailbox-host.js';
import type { AccountInput, MailboxHost } from '../src/providers/mailbox-host.js';
import { createGraphMailboxHost } from '../src/providers/microsoft/mailbox-host.js';
import { createPictureFetch } from '../src/providers/picture.js';
import { fail } from '../src/providers/result.js';
import { expectFailure } from './providers/registrar.contract.js';
import { googleConfigFor, graphConfigFor } from './support/fakes/configs.js';
import { ALL_GOOGLE_SCOPES, type FakeGoogle, startFakeGoogle } from './support/fakes/google.js';
import { type FakeMicrosoft, startFakeMicrosoft } from './support/fakes/microsoft.js';

/**
 * What the Workspace and Graph adapters do beyond the mailbox-host contract, against the loopback
 * fakes: the Reseller path (a Google reseller operator: a customer per domain, one subscription
 * whose seats follow the number of mailboxes) and profile pictures (Directory `users.photos`,
 * Graph `/users/{id}/photo/$value`), the picture fetched from a URL as the service does.
 */
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let pictures: Server;
let pictureBase = '';
/** A small PNG (its signature and an IHDR chunk: what the fakes take as bytes). */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(300, 0xfe),
]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const CONTACT: ResellerContact = {
  contactName: 'Operator Ops',
  organizationName: '',
  countryCode: 'US',
  postalCode: '94043',
  addressLine1: '1600 Amphitheatre Pkwy',
  locality: 'Mountain View',
  region: 'CA',
  alternateEmail: 'ops@operator.example',
  phoneNumber: '',
};
let serial = 0;
const fresh = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}-${Date.now().toString(36)}.example`;
};

beforeAll(async () => {
  google = await startFakeGoogle();
  google.delegation.set(google.serviceAccount.clientId, new Set(ALL_GOOGLE_SCOPES));
  microsoft = await startFakeMicrosoft();
  pictures = createServer((req, res) => {
    if (req.url === '/ana.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not a picture</html>');
    }
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await google?.close();
  await microsoft?.close();
  await new Promise((resolve) => pictures?.close(resolve));
});

/** The service's picture fetch, let reach the loopback server (as MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE). */
const fetchPicture = () => createPictureFetch({ allowPrivate: true, allowCidrs: [] });

const resellerHost = (plan: ResellerPlan = 'FLEXIBLE') =>
  createGoogleMailboxHost(
    googleConfigFor(google, {
      tenant: 'reseller',
      reseller: { skuId: '1010020027', plan, contact: CONTACT },
    }),
    { fetchPicture: async () => fail('invalid_picture', 'unused'), http: { backoffMs: 1 } },
  );

const account = (email: string, platform = 'GOOGLE'): AccountInput => ({
  platform,
  email,
  domain: email.split('@')[1] ?? '',
  accountId: null,
});
const NEW = (isAdmin = false) => ({
  firstName: 'Ana',
  lastName: 'Lima',
  password: 'pw-Strong-123456',
  isAdmin,
});

/** Takes a mailbox through `createAccount` (its records published) and `setupWorkspace`. */
async function setUp(host: MailboxHost, input: AccountInput, isAdmin = false) {
  const made = await host.createAccount({
    ...input,
    ...NEW(isAdmin),
    appPassword: 'abcdabcdabcdabcd',
  });
  expect(made.ok, JSON.stringify(made)).toBe(true);
  for (const r of made.ok ? (made.records ?? []) : [])
    if (r.type === 'TXT' && r.host === '@')
      google.txt.set(input.domain, [...(google.txt.get(input.domain) ?? []), r.value]);
  const user = await host.setupWorkspace({ ...input, account: NEW(isAdmin) });
  expect(user.ok && !user.waiting, JSON.stringify(user)).toBe(true);
  return user.ok ? (user.accountId ?? input.email) : input.email;
}

describe('Google reseller: a customer per domain, seats following its mailboxes', () => {
  it('FLEXIBLE: the customer and its subscription made with the first mailbox; the cap follows each add and delete', async () => {
    const host = resellerHost();
    const domain = fresh('resold');
    const first = account(`ana@${domain}`);
    await setUp(host, first, true);
    const tenant = google.customers.get(domain);
    expect(tenant?.customerId).toMatch(/^C0/);
    expect(tenant?.subscription).toMatchObject({
      skuId: '1010020027',
      plan: 'FLEXIBLE',
      maximumNumberOfSeats: 1,
    });
    // The first mailbox, an admin, administers the customer's own Workspace.
    expect(google.userByEmail(first.email)?.isAdmin).toBe(true);
    expect(google.userByEmail(first.email)?.customerId).toBe(tenant?.customerId);
    const second = account(`bo@${domain}`);
    await setUp(host, second);
    expect(tenant?.subscription?.maximumNumberOfSeats).toBe(2);
    expect(google.userByEmail(second.email)?.isAdmin).toBe(false);
    expect((await host.deleteAccount(second)).ok).toBe(true);
    expect(google.userByEmail(second.email)).toBeUndefined();
    expect(tenant?.subscription?.maximumNumberOfSeats).toBe(1);
    // The customer was made once: one Reseller customers.insert for the domain.
    const inserts = google.requests.filter(
      (r) => r.method === 'POST' && r.path === '/apps/reseller/v1/customers',
    );
    expect(inserts.filter((r) => r.body.customerDomain === domain)).toHaveLength(1);
    expect(inserts.at(-1)?.body.postalAddress).toMatchObject({
      countryCode: 'US',
      postalCode: '94043',
    });
  });

  it('an annual plan: the commitment is raised before a user is made, never lowered mid-term', async () => {
    const host = resellerHost('ANNUAL_MONTHLY_PAY');
    const domain = fresh('annual');
    await setUp(host, account(`ana@${domain}`));
    await setUp(host, account(`bo@${domain}`));
    const tenant = google.customers.get(domain);
    expect(tenant?.subscription).toMatchObject({ plan: 'ANNUAL_MONTHLY_PAY', numberOfSeats: 2 });
    expect((await host.deleteAccount(account(`bo@${domain}`))).ok).toBe(true);
    expect(tenant?.subscription?.numberOfSeats).toBe(2);
  });

  it('a customer Google will not create fails the mailbox with Google’s words', async () => {
    const domain = fresh('heldelsewhere');
    google.foreign.add(domain);
    const error = expectFailure(
      await resellerHost().createAccount({
        ...account(`ana@${domain}`),
        ...NEW(),
        appPassword: 'abcdabcdabcdabcd',
      }),
      false,
    );
    expect(error.code).toBe('tenant_refused');
    expect(error.message).toContain('Entity already exists');
  });
});

describe('profile pictures, fetched from their URL and given to the vendor', () => {
  it('Google: users.photos.update carries the picture’s bytes and type', async () => {
    const host = createGoogleMailboxHost(googleConfigFor(google), {
      fetchPicture: fetchPicture(),
      http: { backoffMs: 1 },
    });
    const input = account(`ana@${fresh('gwphoto')}`);
    const id = await setUp(host, input);
    const done = await host.updateAccount({
      ...input,
      accountId: id,
      changes: { profilePicture: `${pictureBase}/ana.png` },
    });
    expect(done.ok, JSON.stringify(done)).toBe(true);
    expect(google.userByEmail(input.email)?.photo).toEqual({
      mimeType: 'image/png',
      bytes: PNG.length,
      sha256: sha(PNG),
    });
    const notPicture = expectFailure(
      await host.updateAccount({
        ...input,
        accountId: id,
        changes: { profilePicture: `${pictureBase}/page.html` },
      }),
      false,
    );
    expect(notPicture.code).toBe('invalid_picture');
  });

  it('Microsoft: PUT /users/{id}/photo/$value carries the picture’s bytes and type', async () => {
    const host = createGraphMailboxHost('MICROSOFT', graphConfigFor(microsoft), {
      fetchPicture: fetchPicture(),
      http: { delaySeconds: 0, retries: 1 },
    });
    const input = account(`ana@${fresh('msphoto')}`, 'MICROSOFT');
    const made = await host.createAccount({ ...input, ...NEW(), appPassword: 'abcdabcdabcdabcd' });
    for (const r of made.ok ? (made.records ?? []) : [])
      if (r.type === 'TXT' && r.host === '@') microsoft.txt.set(input.domain, [r.value]);
    const verified = await host.checkActivationEmail({ ...input, since: new Date().toISOString() });
    expect(verified.ok && verified.received).toBe(true);
    expect((await host.activateTenant(input)).ok).toBe(true);
    const user = await host.setupWorkspace({ ...input, account: NEW() });
    expect(user.ok, JSON.stringify(user)).toBe(true);
    const done = await host.updateAccount({
      ...input,
      accountId: user.ok ? (user.accountId ?? null) : null,
      changes: { profilePicture: `${pictureBase}/ana.png` },
    });
    expect(done.ok, JSON.stringify(done)).toBe(true);
    expect(microsoft.userByUpn(input.email)?.photo).toEqual({
      type: 'image/png',
      bytes: PNG.length,
      sha256: sha(PNG),
    });
  });
});
