import { createHash } from 'node:crypto';
import type { AccountInput, MailboxHost } from '../mailbox-host.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { addressHasMagic, hasMailboxMagic, type MailboxMagic } from './magic.js';
import type { SimTimings } from './timing.js';

/** The platforms the simulated host serves. */
const SERVED = new Set(['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP']);

/** How many times a `hostflaky` account creation fails before it succeeds (per instance). */
const FLAKY_FAILURES = 2;

export interface SimMailboxHostOptions {
  timings: Pick<SimTimings, 'activationEmailMs'>;
  now?: () => number;
}

/**
 * A mailbox host that hosts nothing but answers like Google Workspace, Microsoft 365 / Azure or an
 * SMTP server would, driven by the magic values of `magic.ts` in the username. The activation
 * email "arrives" `activationEmailMs` after the tenant was ordered. State kept in the process:
 * `hostflaky` attempts and `failonce` failures, as the registrar simulator does.
 */
export function createSimMailboxHost(options: SimMailboxHostOptions): MailboxHost {
  const now = options.now ?? Date.now;
  const flakyAttempts = new Map<string, number>();
  const failedOnce = new Set<string>();
  const forwardingFailedOnce = new Set<string>();

  /** Refuses a platform it does not serve, or a magic token's failure; null to go on. */
  const refusal = (
    input: AccountInput,
    token: MailboxMagic | null,
    code: string,
    message: string,
  ): ProviderFailure | null => {
    if (!SERVED.has(input.platform))
      return fail('unsupported_platform', `The host does not serve ${input.platform} mailboxes`);
    if (token && hasMailboxMagic(input.email, token)) return fail(code, message);
    return null;
  };

  /** The forwarding magic values of `forwardTo`'s local part, or null to go on. */
  const forwardingRefusal = (
    input: AccountInput & { forwardTo: string },
  ): ProviderFailure | null => {
    const to = input.forwardTo;
    if (addressHasMagic(to, 'fwdrefuse'))
      return fail('forwarding_refused', `The host refuses to forward mail to ${to}`);
    if (addressHasMagic(to, 'fwddown'))
      return fail('host_unavailable', 'The host did not answer in time', true);
    const key = `${input.email}>${to}`;
    if (addressHasMagic(to, 'fwdflaky') && !forwardingFailedOnce.has(key)) {
      forwardingFailedOnce.add(key);
      return fail('host_unavailable', 'The host did not answer in time', true);
    }
    return null;
  };

  return {
    adapterFor: () => 'simulator',
    async createAccount(input) {
      const refused = refusal(
        input,
        'failaccount',
        'account_refused',
        'The host refused to create the account',
      );
      if (refused) return refused;
      if (hasMailboxMagic(input.email, 'hostflaky')) {
        const attempts = (flakyAttempts.get(input.email) ?? 0) + 1;
        flakyAttempts.set(input.email, attempts);
        if (attempts <= FLAKY_FAILURES)
          return fail('host_unavailable', 'The host did not answer in time', true);
      }
      return succeed({ accountId: `sim_acct_${digest(`${input.platform}:${input.email}`)}` });
    },

    async setupWorkspace(input) {
      return (
        refusal(
          input,
          'failworkspace',
          'domain_not_verified',
          'The workspace could not verify the domain',
        ) ?? succeed({})
      );
    },

    async checkActivationEmail(input) {
      const refused = refusal(input, null, '', '');
      if (refused) return refused;
      const received =
        !hasMailboxMagic(input.email, 'noactivation') &&
        now() >= Date.parse(input.since) + options.timings.activationEmailMs;
      return succeed({ received });
    },

    async activateTenant(input) {
      return (
        refusal(
          input,
          'failactivation',
          'activation_rejected',
          'The activation link was rejected as expired',
        ) ?? succeed({})
      );
    },

    async configureDns(input) {
      return (
        refusal(input, 'faildns', 'dns_refused', 'The host refused the domain’s mail records') ??
        succeed({})
      );
    },

    async checkDns(input) {
      const refused = refusal(input, null, '', '');
      if (refused) return refused;
      return succeed({ visible: !hasMailboxMagic(input.email, 'failpropagation') });
    },

    async enableDkim(input) {
      return (
        refusal(input, 'faildkim', 'dkim_failed', 'The host could not turn DKIM signing on') ??
        succeed({})
      );
    },

    async configureAuth(input) {
      return (
        refusal(
          input,
          'failauth',
          'auth_refused',
          'The host refused the 2FA secret or app password',
        ) ?? succeed({})
      );
    },

    async finalize(input) {
      const refused = refusal(
        input,
        'failfinalize',
        'mail_check_failed',
        'The test message did not arrive',
      );
      if (refused) return refused;
      if (hasMailboxMagic(input.email, 'failonce') && !failedOnce.has(input.email)) {
        failedOnce.add(input.email);
        return fail('mail_check_failed', 'The test message did not arrive');
      }
      return succeed({});
    },

    async reactivateAccount(input) {
      return refusal(input, null, '', '') ?? succeed({});
    },

    async checkAccount(input) {
      const refused = refusal(input, null, '', '');
      if (refused) return refused;
      const state = hasMailboxMagic(input.email, 'suspend')
        ? 'suspended'
        : hasMailboxMagic(input.email, 'disable')
          ? 'disabled'
          : 'active';
      return succeed({ state });
    },

    async updateAccount(input) {
      const refused = refusal(input, null, '', '');
      if (refused) return refused;
      const picture = input.changes.profilePicture;
      if (picture && !/^https?:\/\//.test(picture))
        return fail('invalid_picture', 'The profile picture must be an http(s) URL');
      return succeed({});
    },

    async setForwarding(input) {
      return refusal(input, null, '', '') ?? forwardingRefusal(input) ?? succeed({});
    },

    async removeForwarding(input) {
      return refusal(input, null, '', '') ?? forwardingRefusal(input) ?? succeed({});
    },

    async cancelAccount(input) {
      return refusal(input, null, '', '') ?? succeed({});
    },

    async deleteAccount() {
      return succeed({});
    },
  };
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
