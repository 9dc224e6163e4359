import { beforeAll, describe, expect, it } from 'vitest';
import type { DnsRecordSpec } from '../../src/providers/dns-host.js';
import type {
  AccountInput,
  DkimKey,
  HostStep,
  MailboxHost,
} from '../../src/providers/mailbox-host.js';
import type { ProviderResult } from '../../src/providers/result.js';
import { expectFailure } from './registrar.contract.js';

/** What an implementation supplies: addresses that take each path, and how to let time pass. */
export interface MailboxHostFixtures {
  create(): MailboxHost;
  /** The platforms it serves; the first is the one single-platform checks use. */
  platforms: string[];
  /** A platform with a tenant to activate (Microsoft 365), when it serves one. */
  tenantPlatform?: string;
  /** A fresh address on a domain it serves, for which everything succeeds. */
  address(): string;
  /** The DKIM key handed to the host. */
  dkim: DkimKey;
  /** Addresses for which each step is refused for good (the steps the host can refuse). */
  refused: Partial<{
    createAccount: string;
    setupWorkspace: string;
    activateTenant: string;
    configureDns: string;
    enableDkim: string;
    configureAuth: string;
    finalize: string;
  }>;
  /** An address whose activation email never arrives (tenant platforms). */
  noActivationEmail?: string;
  /** An address whose mail records the host never sees. */
  dnsNeverSeen: string;
  /** Accounts the host suspended, and whose sign-in it disabled (a host without that state: none). */
  suspended: string;
  disabled?: string;
  /**
   * Makes records a step asked for visible to the host, as the service publishes them on the DNS
   * host in use (a host that asks for none leaves this out).
   */
  publish?(domain: string, records: DnsRecordSpec[]): Promise<void>;
  /** Forwarding destinations: refused for good, always failing in a way that may pass, failing once. */
  forwarding: { refused: string; unavailable?: string; flaky?: string };
  /** Lets the activation email arrive for tenants ordered before now. */
  settle(): Promise<void>;
  now(): number;
}

const NEW_ACCOUNT = {
  firstName: 'Ana',
  lastName: 'Lima',
  password: 'pw-Strong-123456',
  isAdmin: true,
};

const account = (email: string, platform: string): AccountInput => ({
  platform,
  email,
  domain: email.split('@')[1] ?? '',
  accountId: null,
});

/** The behaviour every mailbox-host adapter must have. */
export function mailboxHostContract(label: string, f: MailboxHostFixtures): void {
  describe(`mailbox-host contract: ${label}`, () => {
    let host: MailboxHost;
    beforeAll(() => {
      host = f.create();
    });
    /** A step's result, after publishing the records it asked for (as the service does). */
    const step = async <T extends ProviderResult<HostStep>>(domain: string, result: Promise<T>) => {
      const done = await result;
      if (done.ok && done.records?.length) await f.publish?.(domain, done.records);
      return done;
    };
    const main = f.platforms[0] as string;
    const create = (email: string, platform = main) =>
      host.createAccount({
        ...account(email, platform),
        ...NEW_ACCOUNT,
        appPassword: 'abcdabcdabcdabcd',
      });
    const dkim = f.dkim;
    /** An account taken through the steps that make it (for the checks that need a user). */
    const setUp = async (email: string, platform = main) => {
      const input = account(email, platform);
      expect((await step(input.domain, create(email, platform))).ok).toBe(true);
      await host.checkActivationEmail({ ...input, since: new Date(f.now()).toISOString() });
      await step(input.domain, host.activateTenant(input));
      const made = await step(
        input.domain,
        host.setupWorkspace({ ...input, account: NEW_ACCOUNT }),
      );
      expect(made.ok && !made.waiting, JSON.stringify(made)).toBe(true);
      return input;
    };

    it('runs every setup step for a plain address, on each platform it serves', async () => {
      for (const platform of f.platforms) {
        const email = f.address();
        const input = account(email, platform);
        const created = await step(input.domain, create(email, platform));
        expect(created.ok, platform).toBe(true);
        if (created.ok) expect(created.accountId.length).toBeGreaterThan(0);
        // A tenant's platform path: activation (the domain verified), then the workspace.
        const since = new Date(f.now()).toISOString();
        expect((await host.checkActivationEmail({ ...input, since })).ok, platform).toBe(true);
        for (const result of [
          await step(input.domain, host.activateTenant(input)),
          await step(input.domain, host.setupWorkspace({ ...input, account: NEW_ACCOUNT })),
          await step(input.domain, host.configureDns({ ...input, dkim })),
          await step(input.domain, host.enableDkim({ ...input, dkim })),
          await host.configureAuth({
            ...input,
            appPassword: 'abcdabcdabcdabcd',
            totpSecret: 'JBSWY3DPEHPK3PXP',
          }),
          await host.finalize(input),
          await host.setForwarding({ ...input, forwardTo: 'ops@forward.example' }),
          await host.setForwarding({ ...input, forwardTo: 'ops@forward.example' }),
          await host.removeForwarding({ ...input, forwardTo: 'ops@forward.example' }),
          await host.updateAccount({
            ...input,
            changes: { firstName: 'Ann', signature: '<p>x</p>' },
          }),
        ]) {
          expect(result.ok, platform).toBe(true);
        }
        const dns = await host.checkDns(input);
        expect(dns.ok && dns.visible).toBe(true);
        const state = await host.checkAccount(input);
        expect(state.ok && state.state).toBe('active');
        expect((await host.cancelAccount(input)).ok, platform).toBe(true);
        expect((await host.deleteAccount(input)).ok, platform).toBe(true);
        expect((await host.deleteAccount(input)).ok, platform).toBe(true);
      }
    });

    it('answers a platform it does not serve with a failure, never a throw', async () => {
      for (const platform of ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'].filter(
        (p) => !f.platforms.includes(p),
      )) {
        const error = expectFailure(await create(f.address(), platform), false);
        expect(error.code).toBe('unsupported_platform');
      }
      const error = expectFailure(await create(f.address(), 'CARRIER_PIGEON'), false);
      expect(error.code).toBe('unsupported_platform');
      expectFailure(await host.checkAccount(account(f.address(), 'CARRIER_PIGEON')), false);
    });

    it('refuses each step it can refuse for good, with a code and a message', async () => {
      const r = f.refused;
      const tenant = f.tenantPlatform ?? main;
      const a = (email: string) => account(email, main);
      // Each address is taken as far as the step before the one refused.
      for (const email of Object.entries(r)
        .filter(([k]) => k !== 'createAccount')
        .map(([, v]) => v))
        await step(a(email).domain, create(email));
      if (r.createAccount) expectFailure(await create(r.createAccount), false);
      if (r.setupWorkspace)
        expectFailure(
          await host.setupWorkspace({ ...a(r.setupWorkspace), account: NEW_ACCOUNT }),
          false,
        );
      if (r.activateTenant)
        expectFailure(await host.activateTenant(account(r.activateTenant, tenant)), false);
      if (r.configureDns)
        expectFailure(await host.configureDns({ ...a(r.configureDns), dkim }), false);
      if (r.enableDkim) expectFailure(await host.enableDkim({ ...a(r.enableDkim), dkim }), false);
      if (r.configureAuth)
        expectFailure(
          await host.configureAuth({ ...a(r.configureAuth), appPassword: 'a', totpSecret: '' }),
          false,
        );
      if (r.finalize) expectFailure(await host.finalize(a(r.finalize)), false);
      expect(Object.keys(r).length).toBeGreaterThan(0);
    });

    // Only a host with a tenant platform (Microsoft 365) sends an activation email: a host
    // without one (the SMTP mail server) skips this check, and says so in its name.
    const tenant = f.tenantPlatform && f.noActivationEmail ? f.tenantPlatform : null;
    it.skipIf(tenant === null)(
      `the activation email arrives after a while, except when it never does${tenant ? '' : ' (skipped: no tenant platform)'}`,
      async () => {
        const since = new Date(f.now()).toISOString();
        const email = f.address();
        await step(account(email, tenant!).domain, create(email, tenant!));
        await create(f.noActivationEmail!, tenant!);
        await f.settle();
        const arrived = await host.checkActivationEmail({ ...account(email, tenant!), since });
        expect(arrived.ok && arrived.received).toBe(true);
        const never = await host.checkActivationEmail({
          ...account(f.noActivationEmail!, tenant!),
          since,
        });
        expect(never.ok && never.received).toBe(false);
      },
    );

    it('reports mail records it cannot see, and accounts it suspended or disabled', async () => {
      const dns = await host.checkDns(account(f.dnsNeverSeen, main));
      expect(dns.ok && dns.visible).toBe(false);
      const suspended = await host.checkAccount(account(f.suspended, main));
      expect(suspended.ok && suspended.state).toBe('suspended');
      const reactivation = f.tenantPlatform ?? main;
      if (f.disabled) {
        const disabled = await host.checkAccount(account(f.disabled, reactivation));
        expect(disabled.ok && disabled.state).toBe('disabled');
        expect((await host.reactivateAccount(account(f.disabled, reactivation))).ok).toBe(true);
      } else {
        expect((await host.reactivateAccount(account(f.suspended, main))).ok).toBe(true);
      }
    });

    it('sets and removes forwarding; refuses a destination for good, or fails in a way that may pass', async () => {
      const input = await setUp(f.address());
      const to = f.forwarding;
      expectFailure(await host.setForwarding({ ...input, forwardTo: to.refused }), false);
      if (to.unavailable)
        expectFailure(await host.removeForwarding({ ...input, forwardTo: to.unavailable }), true);
      if (to.flaky) {
        expectFailure(await host.setForwarding({ ...input, forwardTo: to.flaky }), true);
        expect((await host.setForwarding({ ...input, forwardTo: to.flaky })).ok).toBe(true);
      }
      expect((await host.setForwarding({ ...input, forwardTo: 'ops@forward.example' })).ok).toBe(
        true,
      );
      expect((await host.removeForwarding({ ...input, forwardTo: 'ops@forward.example' })).ok).toBe(
        true,
      );
      const other = account(f.address(), main);
      expect(
        (await host.removeForwarding({ ...other, forwardTo: 'nobody@forward.example' })).ok,
      ).toBe(true);
      expectFailure(
        await host.setForwarding({
          ...account(f.address(), 'CARRIER_PIGEON'),
          forwardTo: 'a@b.example',
        }),
        false,
      );
    });
  });
}
