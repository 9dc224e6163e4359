import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { ledger, wallet } from './support/billing.js';
import { queueDiagnostics, settle } from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import { ALL_GOOGLE_SCOPES, type FakeGoogle, startFakeGoogle } from './support/fakes/google.js';
import { type FakeMicrosoft, startFakeMicrosoft } from './support/fakes/microsoft.js';
import { activeMailbox, clientIdStatus, initiateClientId } from './support/grants.js';
import { useHarness } from './support/harness.js';
import {
  activeDomainNamed,
  buyMailboxes,
  cancelAtOnce,
  credentialsOf,
  getMailbox,
  mailboxId,
  runDueNow,
  uniqueUsername,
} from './support/mailboxes.js';

/**
 * Buying GOOGLE and MICROSOFT mailboxes through the API with the real Google Workspace and
 * Microsoft 365 adapters, each against its loopback fake: the mailbox walks the seed's statuses
 * (with their events), the service publishes the verification records on the DNS host in use and
 * the fake reads them there, and the fake tenant ends with a user holding the mailbox's name and
 * password; cancelling suspends it (Google) or blocks its sign-in (Microsoft); a refusal fails
 * the mailbox with the vendor's reason and refunds it.
 */
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
/** AZURE's own tenant (the same adapter, MAILWRIGHT_AZURE_* settings). */
let azure: FakeMicrosoft;
/** The fake tenant of a Microsoft platform. */
const tenantOf = (platform: string) => (platform === 'AZURE' ? azure : microsoft);
const env: Record<string, string> = {
  ...EVENT_TEST_ENV,
  MAILWRIGHT_GOOGLE_MAILBOX_HOST: 'workspace',
  MAILWRIGHT_MICROSOFT_MAILBOX_HOST: 'graph',
  MAILWRIGHT_AZURE_MAILBOX_HOST: 'graph',
};

/** The TXT values the service published at a domain's apex (what a resolver would answer). */
const apexTxt = async (domain: string): Promise<string[]> => {
  const rows = await h.ctx.db
    .selectFrom('dns_records')
    .innerJoin('domains', 'domains.id', 'dns_records.domain_id')
    .select('dns_records.value')
    .where('domains.name', '=', domain)
    .where('dns_records.host', '=', '@')
    .where('dns_records.type', '=', 'TXT')
    .execute();
  return rows.map((r) => r.value);
};

beforeAll(async () => {
  google = await startFakeGoogle({ lookupTxt: apexTxt });
  google.delegation.set(google.serviceAccount.clientId, new Set(ALL_GOOGLE_SCOPES));
  microsoft = await startFakeMicrosoft({ lookupTxt: apexTxt });
  azure = await startFakeMicrosoft({ lookupTxt: apexTxt });
  Object.assign(env, {
    MAILWRIGHT_GOOGLE_SERVICE_ACCOUNT_FILE: google.keyFile,
    MAILWRIGHT_GOOGLE_ADMIN_EMAIL: google.admin,
    MAILWRIGHT_GOOGLE_API_URL: google.baseUrl,
    MAILWRIGHT_MICROSOFT_TENANT_ID: microsoft.tenantId,
    MAILWRIGHT_MICROSOFT_CLIENT_ID: microsoft.clientId,
    MAILWRIGHT_MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
    MAILWRIGHT_MICROSOFT_AUTHORITY_HOST: microsoft.baseUrl,
    MAILWRIGHT_MICROSOFT_GRAPH_URL: microsoft.baseUrl,
    MAILWRIGHT_MICROSOFT_CA_FILE: microsoft.caFile,
    MAILWRIGHT_AZURE_TENANT_ID: azure.tenantId,
    MAILWRIGHT_AZURE_CLIENT_ID: azure.clientId,
    MAILWRIGHT_AZURE_CLIENT_SECRET: azure.clientSecret,
    MAILWRIGHT_AZURE_AUTHORITY_HOST: azure.baseUrl,
    MAILWRIGHT_AZURE_GRAPH_URL: azure.baseUrl,
    MAILWRIGHT_AZURE_CA_FILE: azure.caFile,
  });
});
afterAll(async () => {
  await google?.close();
  await microsoft?.close();
  await azure?.close();
});

const h = useHarness({ env });
useEventReceiver(h);

const DELEGATED = ['https://mail.google.com/', 'https://www.googleapis.com/auth/userinfo.email'];

const PATHS: Record<string, string[]> = {
  GOOGLE: [
    'scheduled',
    'pending',
    'processing',
    'configuring_workspace',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'configuring_dkim',
    'configuring_auth',
    'finalizing_setup',
    'active',
  ],
  MICROSOFT: [
    'scheduled',
    'pending',
    'processing',
    'waiting_for_activation_email',
    'activation_email_received',
    'configuring_workspace',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'configuring_dkim',
    'configuring_auth',
    'finalizing_setup',
    'active',
  ],
  AZURE: [
    'scheduled',
    'pending',
    'processing',
    'waiting_for_activation_email',
    'activation_email_received',
    'configuring_workspace',
    'configuring_dns',
    'waiting_for_dns_propagation',
    'configuring_dkim',
    'configuring_auth',
    'finalizing_setup',
    'active',
  ],
};

describe('real Google Workspace and Microsoft 365 hosts against their fakes', () => {
  it('the providers list says GOOGLE, MICROSOFT and AZURE are real; no secret anywhere', async () => {
    const res = await h.call('GET', '/v1/api/providers', { workspace: null });
    expect(res.status).toBe(200);
    const hosts = JSON.stringify(res.body);
    expect(hosts).toContain(
      '"family":"mailbox_host","platform":"GOOGLE","adapter":"workspace","real":true',
    );
    expect(hosts).toContain(
      '"family":"mailbox_host","platform":"MICROSOFT","adapter":"graph","real":true',
    );
    expect(hosts).toContain(
      '"family":"mailbox_host","platform":"AZURE","adapter":"graph","real":true',
    );
    // Their client ids are granted by the same vendors; consent requests stay simulated.
    expect(hosts).toContain(
      '"family":"client_id_grants","platform":"GOOGLE","adapter":"workspace","real":true',
    );
    expect(hosts).toContain(
      '"family":"client_id_grants","platform":"MICROSOFT","adapter":"graph","real":true',
    );
    expect(hosts).toContain(
      '"family":"client_id_grants","platform":"AZURE","adapter":"graph","real":true',
    );
    expect(hosts).toContain('"family":"oauth_grants","platform":null,"adapter":"simulator"');
    expect(h.logs()).not.toContain(microsoft.clientSecret);
    expect(h.logs()).not.toContain(azure.clientSecret);
    // The client ids' magic values do nothing here; the consent screen's still do.
    const magic = await h.call('GET', '/v1/api/sandbox/magic-values', { workspace: null });
    const simulated = Object.fromEntries(
      (magic.body.groups as Array<{ kind: string; simulated: boolean }>).map((g) => [
        g.kind,
        g.simulated,
      ]),
    );
    expect(simulated).toMatchObject({
      google_client_id: false,
      tenant_client_id: false,
      consent: true,
    });
    expect(h.logs()).not.toContain('PRIVATE KEY');
  });

  it.each(Object.keys(PATHS))(
    '%s: bought, walked to active with its events, a user in the tenant; cancel suspends it, delete removes it',
    async (platform) => {
      const domain = await activeDomainNamed(h);
      const username = uniqueUsername();
      const [bought] = await buyMailboxes(h, domain.name, [
        { username, platform, first_name: 'Ana', last_name: 'Lima' },
      ]);
      await settle(h);
      const events = await recordedEvents(h, bought.uid);
      expect(
        events.map((e) => e.record.status),
        `${JSON.stringify(await getMailbox(h, bought.uid))}\n${await queueDiagnostics(h)}`,
      ).toEqual(PATHS[platform]);
      const email = `${username}@${domain.name}`;
      const { password } = await credentialsOf(h, bought.uid);
      const active = await getMailbox(h, bought.uid);
      if (platform === 'GOOGLE') {
        const user = google.userByEmail(email);
        expect(user?.name.fullName).toBe('Ana Lima');
        expect(user?.password).toBe(password);
        // Google has no DKIM API: what is left is the mailbox's reason, in words to act on.
        expect(active.status_reason).toContain('Admin console');
      } else {
        const user = tenantOf(platform).userByUpn(email);
        expect(user?.displayName).toContain('Ana');
        expect(user?.password).toBe(password);
        // Each platform's own licence: AZURE's default SKU is EXCHANGESTANDARD.
        const sku = platform === 'AZURE' ? 'EXCHANGESTANDARD' : 'O365_BUSINESS_ESSENTIALS';
        expect(user?.assignedLicenses).toEqual([
          { skuId: tenantOf(platform).skus.find((s) => s.skuPartNumber === sku)?.skuId },
        ]);
        expect(active.status_reason).toContain('Set-CASMailbox');
      }
      await cancelAtOnce(h, bought.uid);
      if (platform === 'GOOGLE') expect(google.userByEmail(email)?.suspended).toBe(true);
      else expect(tenantOf(platform).userByUpn(email)?.accountEnabled).toBe(false);
      // Retention: archived, then deleted; the user leaves the tenant.
      const id = await mailboxId(h, bought.uid);
      expect(await runDueNow(h, 'mailboxes.archive', id)).toBeGreaterThan(0);
      await settle(h);
      expect(await runDueNow(h, 'mailboxes.delete', id)).toBe(1);
      await settle(h);
      expect((await getMailbox(h, bought.uid)).status).toBe('deleted');
      if (platform === 'GOOGLE') expect(google.userByEmail(email)).toBeUndefined();
      else expect(tenantOf(platform).userByUpn(email)).toBeUndefined();
    },
  );

  it.each(['GOOGLE', 'MICROSOFT', 'AZURE'])(
    '%s: a client-id request ends completed through the vendor (delegation found / consent granted)',
    async (platform) => {
      const { domain } = await activeMailbox(h, { platform });
      const google_ = platform === 'GOOGLE';
      const clientId = google_ ? `${Date.now()}-seq.apps.googleusercontent.com` : randomUUID();
      if (google_) google.authorizeClient(clientId, DELEGATED);
      else tenantOf(platform).applications.add(clientId);
      const { uid } = await initiateClientId(h, { domain_uid: domain.uid, client_id: clientId });
      await settle(h);
      const events = await recordedEvents(h, uid);
      expect(events.map((e) => e.record.status)).toEqual([
        'queued',
        'pending',
        'processing',
        'completed',
      ]);
      const request = await clientIdStatus(h, uid);
      expect(request.instructions).toContain(clientId);
      if (google_) {
        // The operator's own Workspace: its administrator adds it, with exactly these scopes.
        expect(request.instructions).toContain(`OAuth scopes ${DELEGATED.join(',')}`);
      } else {
        const sp = tenantOf(platform).principalOf(clientId);
        const grant = [...tenantOf(platform).grants.values()].find((g) => g.clientId === sp?.id);
        expect(grant).toMatchObject({ consentType: 'AllPrincipals' });
        expect(grant?.scope).toContain('IMAP.AccessAsUser.All');
      }
    },
  );

  it('MICROSOFT: throttling waited out reaches active; throttling that outlasts the retries fails the mailbox and refunds it', async () => {
    const domain = await activeDomainNamed(h);
    // Twice 429 with a short Retry-After: the Graph client waits and goes on.
    microsoft.failNext({ status: 429, retryAfter: 0, times: 2, path: '/v1.0/users' });
    const [brief] = await buyMailboxes(h, domain.name, [
      { username: uniqueUsername(), platform: 'MICROSOFT' },
    ]);
    await settle(h);
    expect((await getMailbox(h, brief.uid)).status, await queueDiagnostics(h)).toBe('active');
    // Throttled for longer than any wait, on every try of the step's job.
    const before = (await wallet(h)).credits_remaining;
    microsoft.failNext({ status: 429, retryAfter: 600, times: 1000, path: '/v1.0/users' });
    try {
      const [held] = await buyMailboxes(h, domain.name, [
        { username: uniqueUsername(), platform: 'MICROSOFT' },
      ]);
      await settle(h);
      const failed = await getMailbox(h, held.uid);
      expect(failed.status, await queueDiagnostics(h)).toBe('failed');
      expect(failed.status_reason).toContain('Microsoft Graph is throttling requests');
      expect((await wallet(h)).credits_remaining).toBeCloseTo(before, 2);
      const entries = (await ledger(h)).filter((e) => e.record?.uid === held.uid);
      expect(entries.map((e) => e.kind)).toContain('refund');
    } finally {
      microsoft.clearFailures();
    }
  });

  it('a user the vendor refuses fails the mailbox with its reason and refunds it', async () => {
    const domain = await activeDomainNamed(h);
    const username = uniqueUsername();
    google.refusedUsers.add(`${username}@${domain.name}`);
    const before = (await wallet(h)).credits_remaining;
    const [bought] = await buyMailboxes(h, domain.name, [{ username, platform: 'GOOGLE' }]);
    await settle(h);
    const failed = await getMailbox(h, bought.uid);
    expect(failed.status).toBe('failed');
    expect(failed.status_reason).toContain('Google Workspace would not create');
    expect((await wallet(h)).credits_remaining).toBeCloseTo(before, 2);
    const entries = (await ledger(h)).filter((e) => e.record?.uid === bought.uid);
    expect(entries.map((e) => e.kind)).toContain('refund');
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  });
});
