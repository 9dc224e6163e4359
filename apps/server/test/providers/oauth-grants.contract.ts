import { describe, expect, it } from 'vitest';
import type { OAuthGrants } from '../../src/providers/oauth-grants.js';
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
  google: { delegated(): string; notDelegated: string; missingScopes: string; unavailable: string };
  tenant: {
    granted(): string;
    /** Granting the consent itself is refused (the service may not grant in the tenant). */
    grantRefused: string;
    /** The grant is accepted, then refused once checked. */
    refused: string[];
    unavailable: string;
  };
  /** Lets tenant-wide consent granted before now take effect. */
  settle(): Promise<void>;
  now(): number;
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

    it('Google: finds a delegated client id, reports one that is not, refuses missing scopes', async () => {
      const check = (clientId: string, platform = 'GOOGLE') =>
        grants.checkDelegation({ platform, domain: 'acme.example', clientId, scopes: SCOPES });
      const found = await check(f.google.delegated());
      expect(found.ok && found.found).toBe(true);
      const absent = await check(f.google.notDelegated);
      expect(absent.ok && absent.found).toBe(false);
      expectFailure(await check(f.google.missingScopes), false);
      expectFailure(await check(f.google.unavailable), true);
      expectFailure(await check(f.google.delegated(), 'MICROSOFT'), false);
    });

    it('Microsoft / Azure: tenant-wide consent takes effect after a while; refusals are for good', async () => {
      const since = new Date(f.now()).toISOString();
      const input = (clientId: string, platform = 'MICROSOFT') => ({
        platform,
        domain: 'acme.example',
        clientId,
      });
      const granted = f.tenant.granted();
      expect((await grants.grantTenantConsent(input(granted))).ok).toBe(true);
      expectFailure(await grants.grantTenantConsent(input(granted, 'GOOGLE')), false);
      const grantRefused = expectFailure(
        await grants.grantTenantConsent(input(f.tenant.grantRefused, 'AZURE')),
        false,
      );
      expect(grantRefused.message.length).toBeGreaterThan(20);
      const early = await grants.checkTenantConsent({ ...input(granted, 'AZURE'), since });
      expect(early.ok && early.effective).toBe(false);
      await f.settle();
      const later = await grants.checkTenantConsent({ ...input(granted, 'AZURE'), since });
      expect(later.ok && later.effective).toBe(true);
      for (const refused of f.tenant.refused) {
        const error = expectFailure(
          await grants.checkTenantConsent({ ...input(refused), since }),
          false,
        );
        expect(error.message.length).toBeGreaterThan(20);
      }
      expectFailure(
        await grants.checkTenantConsent({ ...input(f.tenant.unavailable), since }),
        true,
      );
    });
  });
}
