import { createHash } from 'node:crypto';
import { fail, succeed } from '../result.js';
import { SEQUENCER_PLATFORMS } from '../sequencer-catalog/index.js';
import type {
  AccountRef,
  ConnectedAccount,
  ConnectionInput,
  SequencerPlatform,
} from '../sequencer-platform.js';
import { addressHasMagic, hasSequencerMagic, SIM_ONE_TIME_CODE } from './magic.js';

/**
 * The platforms the simulator answers for, with the names its messages use: every platform of the
 * catalog, so a platform added there is served here with nothing more to write. (A real adapter
 * lists the platforms it actually implements.)
 */
const SERVED: Readonly<Record<string, string>> = Object.fromEntries(
  SEQUENCER_PLATFORMS.map((p) => [p.id, p.name]),
);

/** How many times an `exportflaky` mailbox times out before it is added (per instance). */
const FLAKY_FAILURES = 2;

/**
 * Sequencer platforms that host nothing but answer as the real ones would, driven by the magic
 * values of `magic.ts`: in the form's values (connections) and in mailbox usernames (exports).
 * Accounts are derived from the values, so the same credentials always give the same account.
 * State kept in the process: open code challenges and `exportflaky` attempts.
 */
export function createSimSequencerPlatform(): SequencerPlatform {
  const challenges = new Map<string, ConnectedAccount>();
  const flakyAttempts = new Map<string, number>();

  const unsupported = (platform: string) =>
    SERVED[platform] === undefined
      ? fail('unsupported_platform', `The simulator does not serve the ${platform} platform`)
      : null;

  /** The account these values sign in to, as the platform would report it. */
  const accountOf = ({ platform, values }: ConnectionInput): ConnectedAccount => {
    const identity = values.sequencer_login ?? `${values.base_url ?? ''}|${values.api_key ?? ''}`;
    const id = digest(`${platform}:${identity.toLowerCase()}`);
    return {
      accountId: `sim_${platform}_${id}`,
      username:
        values.sequencer_login ?? `owner-${id.slice(0, 8)}@${platform}.mailwright-sim.example`,
      workspaceName:
        values.workspace_name ??
        (values.workspace_id ? `Workspace ${values.workspace_id}` : `Workspace ${id.slice(8, 14)}`),
      consentUrl: `https://oauth.${platform}.mailwright-sim.example/microsoft/connect?account=${id}`,
    };
  };

  /** The platform's answer when it no longer takes the account's stored credentials. */
  const revoked = (input: AccountRef) =>
    hasSequencerMagic(input.values, 'revoked')
      ? fail(
          'unauthorized',
          `${SERVED[input.platform]} no longer accepts the account’s credentials`,
        )
      : null;

  return {
    platforms: Object.keys(SERVED),
    adapterFor: () => 'simulator',
    async connect(input) {
      const notServed = unsupported(input.platform);
      if (notServed) return notServed;
      const name = SERVED[input.platform];
      const { values } = input;
      if (hasSequencerMagic(values, 'unreachable'))
        return fail('platform_unreachable', `${name} did not answer in time`, true);
      if (hasSequencerMagic(values, 'badcreds')) {
        const what =
          values.sequencer_password !== undefined ? 'the login or password' : 'the API key';
        return fail('invalid_credentials', `${name} refused ${what}`);
      }
      if (
        hasSequencerMagic(values, 'noworkspace') &&
        (values.workspace_id !== undefined || values.workspace_name !== undefined)
      ) {
        return fail('workspace_not_found', `${name} has no such workspace for these credentials`);
      }
      const account = accountOf(input);
      if (hasSequencerMagic(values, 'needcode') && values.sequencer_password !== undefined) {
        const challenge = `chl_${digest(`${account.accountId}:${Math.random()}`)}`;
        challenges.set(challenge, account);
        return succeed({
          state: 'code_required' as const,
          challenge,
          sentTo: values.sequencer_login ?? account.username,
        });
      }
      return succeed({ state: 'connected' as const, ...account });
    },

    async submitCode(input) {
      const notServed = unsupported(input.platform);
      if (notServed) return notServed;
      const account = challenges.get(input.challenge);
      // A challenge this process never issued (another worker, a restart) is the code's account.
      const resolved = account ?? accountOf(input);
      if (input.code !== SIM_ONE_TIME_CODE) return succeed({ accepted: false as const });
      challenges.delete(input.challenge);
      return succeed({ accepted: true as const, ...resolved });
    },

    async authorizeMailbox(input) {
      const notServed = unsupported(input.platform);
      if (notServed) return notServed;
      const refusedAccount = revoked(input);
      if (refusedAccount) return refusedAccount;
      if (addressHasMagic(input.mailbox.email, 'consentfail'))
        return fail(
          'consent_denied',
          `The mailbox refused consent to ${SERVED[input.platform]}’s app`,
        );
      return succeed({ state: 'authorized' as const });
    },

    async checkAuthorization(input) {
      const notServed = unsupported(input.platform);
      if (notServed) return notServed;
      // The simulator never opens a session: it authorizes at once (authorizeMailbox).
      return succeed({ state: 'authorized' as const });
    },

    async addMailbox(input) {
      const notServed = unsupported(input.platform);
      if (notServed) return notServed;
      const name = SERVED[input.platform];
      const refusedAccount = revoked(input);
      if (refusedAccount) return refusedAccount;
      if (addressHasMagic(input.mailbox.email, 'exportfail')) {
        const how = input.mailbox.method === 'imap' ? 'over SMTP/IMAP' : 'by OAuth';
        return fail('mailbox_rejected', `${name} could not connect to the mailbox ${how}`);
      }
      if (addressHasMagic(input.mailbox.email, 'exportflaky')) {
        const key = `${input.accountId}:${input.mailbox.email}`;
        const attempts = (flakyAttempts.get(key) ?? 0) + 1;
        flakyAttempts.set(key, attempts);
        if (attempts <= FLAKY_FAILURES)
          return fail('platform_unavailable', `${name} did not answer in time`, true);
      }
      return succeed({
        remoteId: `sim_acct_${digest(`${input.accountId}:${input.mailbox.email}`)}`,
      });
    },
  };
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
