import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientIdGrants, OAuthGrants } from '../../src/providers/oauth-grants.js';
import { expectFailure } from './registrar.contract.js';

/** What an implementation supplies: mailboxes and client ids that take each path. */
export interface OAuthGrantsFixtures {
  create(): OAuthGrants;
  /** A mailbox address whose consent is granted and verifies. */
  address(): string;
  /** A code the provider issued for `address`'s granted consent (a real adapter: from a test user). */
  grantedCode(grants: OAuthGrants, email: string, platform: string): Promise<string>;
  consent: {
    /** Granted without every scope: verification refuses for good. */
    missingScopes: string;
    /** Verification keeps failing with errors that may pass. */
    unavailable: string;
    /** An administrator revoked the grant. */
    revoked: string;
    /** The provider's link expires at once. */
    expiresAtOnce: string;
  };
}

const SCOPES = ['https://mail.google.com/'];

/** The behaviour every OAuth-grant adapter must have. */
export function oauthGrantsContract(label: string, f: OAuthGrantsFixtures): void {
  describe(`oauth-grants contract: ${label}`, () => {
    const grants = f.create();
    const consent = (email: string, platform = 'GOOGLE') => ({ platform, email, scopes: SCOPES });

    it('gives a consent URL on each OAuth platform, and throws for SMTP (a programming error)', async () => {
      for (const platform of ['GOOGLE', 'MICROSOFT', 'AZURE']) {
        const result = await grants.consentUrl({ ...consent(f.address(), platform), state: 's1' });
        expect(new URL(result.url).protocol, platform).toMatch(/^https?:$/);
        expect(result.expiresInMs).toBeNull();
      }
      await expect(
        grants.consentUrl({ ...consent(f.address(), 'SMTP'), state: 's2' }),
      ).rejects.toThrow('SMTP');
      const once = await grants.consentUrl({ ...consent(f.consent.expiresAtOnce), state: 's3' });
      expect(once.expiresInMs).toBe(0);
    });

    it('verifies a granted consent; refuses a code it did not issue, and missing scopes, for good', async () => {
      const email = f.address();
      const code = await f.grantedCode(grants, email, 'MICROSOFT');
      const granted = await grants.verifyConsent({ ...consent(email, 'MICROSOFT'), code });
      expect(granted.ok && granted.state).toBe('granted');
      expectFailure(await grants.verifyConsent({ ...consent(email), code: 'forged' }), false);
      const scopes = f.consent.missingScopes;
      const missing = await grants.verifyConsent({
        ...consent(scopes),
        code: await f.grantedCode(grants, scopes, 'GOOGLE'),
      });
      expectFailure(missing, false);
    });

    it('reports a revoked grant, and errors that may pass as retryable', async () => {
      const revoked = f.consent.revoked;
      const result = await grants.verifyConsent({
        ...consent(revoked),
        code: await f.grantedCode(grants, revoked, 'GOOGLE'),
      });
      expect(result.ok && result.state).toBe('revoked');
      const down = f.consent.unavailable;
      expectFailure(
        await grants.verifyConsent({
          ...consent(down),
          code: await f.grantedCode(grants, down, 'GOOGLE'),
        }),
        true,
      );
    });
  });
}

/** What a client-id grant adapter supplies: client ids that take each path, per platform it serves. */
export interface ClientIdGrantsFixtures {
  create(): ClientIdGrants;
  /** A domain of the adapter's tenant (a real one: a domain its mailboxes added). */
  domain(): string;
  /** GOOGLE client ids (an adapter that grants them). */
  google?: {
    delegated(): string;
    notDelegated: string;
    missingScopes: string;
    unavailable: string;
    /** Delegated, then removed by an administrator. */
    removed?: () => string;
  };
  /** MICROSOFT or AZURE client ids (an adapter that grants them on `platform`). */
  tenant?: {
    platform: 'MICROSOFT' | 'AZURE';
    granted(): string;
    /** Granting the consent itself is refused (the service may not grant in the tenant). */
    grantRefused: string;
    /** Checked without a grant in effect, refused for good. */
    refused: string[];
    unavailable: string;
  };
  /** Lets tenant-wide consent granted before now take effect. */
  settle(): Promise<void>;
  now(): number;
}

const DELEGATED = ['https://mail.google.com/', 'https://www.googleapis.com/auth/userinfo.email'];
const TENANT = ['IMAP.AccessAsUser.All', 'SMTP.Send', 'offline_access', 'User.Read'];

/** The client-id half of the family: what the simulator and the real adapters share. */
export function clientIdGrantsContract(label: string, f: ClientIdGrantsFixtures): void {
  describe(`client-id grants contract: ${label}`, () => {
    // Made once the suite runs: a real adapter's fake starts in the file's beforeAll.
    let grants: ClientIdGrants;
    beforeAll(() => {
      grants = f.create();
    });

    if (f.google)
      it('Google: says where to add the client id with exactly its scopes', () => {
        const clientId = f.google?.delegated() ?? '';
        expect(grants.adapterFor('GOOGLE')).not.toBe('');
        const text = grants.clientIdInstructions({
          platform: 'GOOGLE',
          domain: f.domain(),
          clientId,
          scopes: DELEGATED,
        });
        expect(text).toContain(`client ID ${clientId}`);
        expect(text).toContain(`OAuth scopes ${DELEGATED.join(',')}`);
        expect(text).toContain('domain-wide delegation');
      });

    if (f.google)
      it('Google: finds a delegated client id, reports one that is not, refuses missing scopes', async () => {
        const g = f.google as NonNullable<ClientIdGrantsFixtures['google']>;
        const check = (clientId: string, platform = 'GOOGLE') =>
          grants.checkDelegation({ platform, domain: f.domain(), clientId, scopes: DELEGATED });
        const found = await check(g.delegated());
        expect(found.ok && found.found, JSON.stringify(found)).toBe(true);
        const absent = await check(g.notDelegated);
        expect(absent.ok && absent.found).toBe(false);
        if (g.removed) {
          const removed = await check(g.removed());
          expect(removed.ok && removed.found).toBe(false);
        }
        const missing = expectFailure(await check(g.missingScopes), false);
        expect(missing.code).toBe('missing_scopes');
        expectFailure(await check(g.unavailable), true);
        expectFailure(await check(g.delegated(), 'MICROSOFT'), false);
      });

    if (f.tenant)
      it('Microsoft / Azure: nothing for the customer to do; the service grants it itself', () => {
        const t = f.tenant as NonNullable<ClientIdGrantsFixtures['tenant']>;
        const clientId = t.granted();
        const text = grants.clientIdInstructions({
          platform: t.platform,
          domain: f.domain(),
          clientId,
          scopes: TENANT,
        });
        expect(text).toMatch(/^Nothing to do/);
        expect(text).toContain(clientId);
      });

    if (f.tenant)
      it('Microsoft / Azure: tenant-wide consent takes effect after a while; refusals are for good', async () => {
        const t = f.tenant as NonNullable<ClientIdGrantsFixtures['tenant']>;
        const since = new Date(f.now()).toISOString();
        const input = (clientId: string, platform: string = t.platform) => ({
          platform,
          domain: f.domain(),
          clientId,
          scopes: TENANT,
        });
        const granted = t.granted();
        const done = await grants.grantTenantConsent(input(granted));
        expect(done.ok, JSON.stringify(done)).toBe(true);
        // Granting again changes nothing and still succeeds.
        expect((await grants.grantTenantConsent(input(granted))).ok).toBe(true);
        expectFailure(await grants.grantTenantConsent(input(granted, 'GOOGLE')), false);
        const grantRefused = expectFailure(
          await grants.grantTenantConsent(input(t.grantRefused)),
          false,
        );
        expect(grantRefused.message.length).toBeGreaterThan(20);
        const early = await grants.checkTenantConsent({ ...input(granted), since });
        expect(early.ok && early.effective).toBe(false);
        await f.settle();
        const later = await grants.checkTenantConsent({ ...input(granted), since });
        expect(later.ok && later.effective, JSON.stringify(later)).toBe(true);
        for (const refused of t.refused) {
          const error = expectFailure(
            await grants.checkTenantConsent({ ...input(refused), since }),
            false,
          );
          expect(error.message.length).toBeGreaterThan(20);
        }
        expectFailure(await grants.checkTenantConsent({ ...input(t.unavailable), since }), true);
      });
  });
}
