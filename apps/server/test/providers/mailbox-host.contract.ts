import { describe, expect, it } from 'vitest';
import type { AccountInput, MailboxHost } from '../../src/providers/mailbox-host.js';
import { expectFailure } from './registrar.contract.js';

/** What an implementation supplies: addresses that take each path, and how to let time pass. */
export interface MailboxHostFixtures {
  create(): MailboxHost;
  /** A fresh address on a domain it serves, for which everything succeeds. */
  address(): string;
  /** Addresses for which each step is refused for good. */
  refused: {
    createAccount: string;
    setupWorkspace: string;
    activateTenant: string;
    configureDns: string;
    enableDkim: string;
    configureAuth: string;
    finalize: string;
  };
  /** An address whose activation email never arrives, and one whose mail records the host never sees. */
  noActivationEmail: string;
  dnsNeverSeen: string;
  suspended: string;
  disabled: string;
  /** Forwarding destinations: refused for good, always failing in a way that may pass, failing once. */
  forwarding: { refused: string; unavailable: string; flaky: string };
  /** Lets the activation email arrive for tenants ordered before now. */
  settle(): Promise<void>;
  now(): number;
}

const account = (email: string, platform = 'GOOGLE'): AccountInput => ({
  platform,
  email,
  domain: email.split('@')[1] ?? '',
  accountId: null,
});

/** The behaviour every mailbox-host adapter must have. */
export function mailboxHostContract(label: string, f: MailboxHostFixtures): void {
  describe(`mailbox-host contract: ${label}`, () => {
    const host = f.create();
    const create = (email: string, platform = 'GOOGLE') =>
      host.createAccount({
        ...account(email, platform),
        firstName: 'Ana',
        lastName: 'Lima',
        password: 'pw-Strong-123456',
        isAdmin: true,
      });

    it('runs every setup step for a plain address, on each platform it serves', async () => {
      for (const platform of ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP']) {
        const email = f.address();
        const created = await create(email, platform);
        expect(created.ok, platform).toBe(true);
        if (created.ok) expect(created.accountId.length).toBeGreaterThan(0);
        const input = account(email, platform);
        for (const result of [
          await host.setupWorkspace(input),
          await host.activateTenant(input),
          await host.configureDns(input),
          await host.enableDkim(input),
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
          await host.cancelAccount(input),
          await host.deleteAccount(input),
        ]) {
          expect(result.ok, platform).toBe(true);
        }
        const dns = await host.checkDns(input);
        expect(dns.ok && dns.visible).toBe(true);
        const state = await host.checkAccount(input);
        expect(state.ok && state.state).toBe('active');
      }
    });

    it('answers a platform it does not serve with a failure, never a throw', async () => {
      const error = expectFailure(await create(f.address(), 'CARRIER_PIGEON'), false);
      expect(error.code).toBe('unsupported_platform');
      expectFailure(await host.checkAccount(account(f.address(), 'CARRIER_PIGEON')), false);
    });

    it('refuses each step for good, with a code and a message', async () => {
      const r = f.refused;
      expectFailure(await create(r.createAccount), false);
      expectFailure(await host.setupWorkspace(account(r.setupWorkspace)), false);
      expectFailure(await host.activateTenant(account(r.activateTenant, 'MICROSOFT')), false);
      expectFailure(await host.configureDns(account(r.configureDns)), false);
      expectFailure(await host.enableDkim(account(r.enableDkim)), false);
      expectFailure(
        await host.configureAuth({ ...account(r.configureAuth), appPassword: 'a', totpSecret: '' }),
        false,
      );
      expectFailure(await host.finalize(account(r.finalize)), false);
    });

    it('the activation email arrives after a while, except when it never does', async () => {
      const since = new Date(f.now()).toISOString();
      await f.settle();
      const arrived = await host.checkActivationEmail({
        ...account(f.address(), 'MICROSOFT'),
        since,
      });
      expect(arrived.ok && arrived.received).toBe(true);
      const never = await host.checkActivationEmail({
        ...account(f.noActivationEmail, 'MICROSOFT'),
        since,
      });
      expect(never.ok && never.received).toBe(false);
    });

    it('reports mail records it cannot see, and accounts it suspended or disabled', async () => {
      const dns = await host.checkDns(account(f.dnsNeverSeen));
      expect(dns.ok && dns.visible).toBe(false);
      const suspended = await host.checkAccount(account(f.suspended));
      expect(suspended.ok && suspended.state).toBe('suspended');
      const disabled = await host.checkAccount(account(f.disabled));
      expect(disabled.ok && disabled.state).toBe('disabled');
      expect((await host.reactivateAccount(account(f.disabled, 'MICROSOFT'))).ok).toBe(true);
    });

    it('sets and removes forwarding; refuses a destination for good, or fails in a way that may pass', async () => {
      const input = account(f.address());
      const to = f.forwarding;
      expectFailure(await host.setForwarding({ ...input, forwardTo: to.refused }), false);
      expectFailure(await host.removeForwarding({ ...input, forwardTo: to.unavailable }), true);
      expectFailure(await host.setForwarding({ ...input, forwardTo: to.flaky }), true);
      expect((await host.setForwarding({ ...input, forwardTo: to.flaky })).ok).toBe(true);
      const other = account(f.address(), 'SMTP');
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
