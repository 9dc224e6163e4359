import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderResult } from '../../src/providers/result.js';
import type {
  AccountRef,
  ConnectionInput,
  SequencerPlatform,
} from '../../src/providers/sequencer-platform.js';
import { expectFailure } from './registrar.contract.js';

/** A form's values and what to do to the platform around a call (arm an outage, revoke a key). */
export interface FormScenario {
  values: Record<string, string>;
  /** Done after the account is connected (the platform stops accepting its key). */
  afterConnect?: () => void;
  cleanup?: () => void;
}

/** What an implementation supplies: forms and mailboxes that take each path. */
export interface SequencerPlatformFixtures {
  create(): SequencerPlatform;
  /** The platform identifiers it serves. */
  platforms: readonly string[];
  /** Valid values of a platform's form, accepted as they are. */
  form(platform: string): Record<string, string>;
  /** Values the platform refuses for good (wrong credentials). */
  refused(platform: string): Record<string, string>;
  /** Values for which the platform never answers (a retryable failure). */
  unreachable(platform: string): FormScenario;
  /** A login form for which the platform sends a one-time code; null: it never does. */
  codeRequired: {
    platform: string;
    values: Record<string, string>;
    right: string;
    wrong: string;
  } | null;
  /** Values accepted at connection whose account the platform later refuses. */
  revoked(platform: string): FormScenario;
  mailbox(): string;
  /** A mailbox the platform cannot sign in to (its address, and the password given). */
  rejectedMailbox(): { email: string; appPassword: string };
  /**
   * OAuth per platform: `immediate` (granted at once), `session` (the customer signs in through
   * a session: `signIn` completes it as `email`, or refuses it), or `none` (no OAuth in the API).
   */
  oauth(platform: string):
    | { kind: 'immediate'; deniedMailbox: string }
    | {
        kind: 'session';
        signIn(sessionId: string, email: string, outcome: 'success' | 'error'): void;
      }
    | { kind: 'none' };
}

const IMAP = {
  method: 'imap' as const,
  appPassword: 'abcdabcdabcdabcd',
  smtp: { host: 'smtp.example.com', port: 587 },
  imap: { host: 'imap.example.com', port: 993 },
};

/** A failure whose message repeats none of the values it was given (they are credentials). */
function expectSafeFailure(
  result: ProviderResult,
  retryable: boolean,
  values: Record<string, string>,
) {
  const error = expectFailure(result, retryable);
  for (const value of Object.values(values)) expect(error.message).not.toContain(value);
  return error;
}

/** The behaviour every sequencer-platform adapter must have. */
export function sequencerPlatformContract(label: string, f: SequencerPlatformFixtures): void {
  describe(`sequencer-platform contract: ${label}`, () => {
    // Made once the file's fakes are up (beforeAll), not when the suite is declared.
    let platform: SequencerPlatform;
    beforeAll(() => {
      platform = f.create();
    });

    const connected = async (input: ConnectionInput): Promise<AccountRef> => {
      const result = await platform.connect(input);
      if (!result.ok || result.state !== 'connected')
        throw new Error(`not connected: ${JSON.stringify(result)}`);
      return { ...input, accountId: result.accountId };
    };
    const imap = (email: string, appPassword = IMAP.appPassword) => ({
      ...IMAP,
      email,
      username: email,
      appPassword,
      platform: 'SMTP',
      name: { first: 'Ana', last: 'Lima' },
    });

    it('connects each platform’s valid form, reporting the same account for the same values', async () => {
      for (const id of f.platforms) {
        const input = { platform: id, values: f.form(id) };
        const first = await platform.connect(input);
        expect(first.ok && first.state, id).toBe('connected');
        if (!first.ok || first.state !== 'connected') continue;
        expect(first.accountId.length, id).toBeGreaterThan(0);
        expect(first.workspaceName.length, id).toBeGreaterThan(0);
        expect(first.consentUrl, id).toMatch(/^(https:\/\/.+)?$/);
        const again = await platform.connect(input);
        expect(again.ok && again.state === 'connected' && again.accountId).toBe(first.accountId);
      }
    });

    it('answers a platform it does not serve with a failure, never a throw', async () => {
      const error = expectFailure(
        await platform.connect({ platform: 'carrier-pigeon', values: {} }),
        false,
      );
      expect(error.code).toBe('unsupported_platform');
    });

    it('refuses wrong credentials for good, and never repeats them', async () => {
      for (const id of f.platforms) {
        const values = f.refused(id);
        const error = expectSafeFailure(
          await platform.connect({ platform: id, values }),
          false,
          values,
        );
        expect(error.code, id).toBe('invalid_credentials');
      }
    });

    it('fails with a retryable error when the platform does not answer', async () => {
      for (const id of f.platforms) {
        const scenario = f.unreachable(id);
        try {
          const values = scenario.values;
          expectSafeFailure(await platform.connect({ platform: id, values }), true, values);
        } finally {
          scenario.cleanup?.();
        }
      }
    });

    it('asks for a one-time code, refuses a wrong one and accepts the right one', async () => {
      if (!f.codeRequired) return;
      const { platform: id, values, right, wrong } = f.codeRequired;
      const asked = await platform.connect({ platform: id, values });
      expect(asked.ok && asked.state).toBe('code_required');
      if (!asked.ok || asked.state !== 'code_required') return;
      expect(asked.sentTo).toMatch(/@/);
      const input = { platform: id, values, challenge: asked.challenge };
      const bad = await platform.submitCode({ ...input, code: wrong });
      expect(bad.ok && bad.accepted).toBe(false);
      const good = await platform.submitCode({ ...input, code: right });
      expect(good.ok && good.accepted).toBe(true);
    });

    it('adds a mailbox by SMTP/IMAP, and refuses one it cannot sign in to with its reason', async () => {
      for (const id of f.platforms) {
        const account = await connected({ platform: id, values: f.form(id) });
        const added = await platform.addMailbox({ ...account, mailbox: imap(f.mailbox()) });
        expect(
          added.ok && added.remoteId.length,
          `${id}: ${JSON.stringify(added)}`,
        ).toBeGreaterThan(0);
        const bad = f.rejectedMailbox();
        const refused = expectSafeFailure(
          await platform.addMailbox({ ...account, mailbox: imap(bad.email, bad.appPassword) }),
          false,
          { password: bad.appPassword },
        );
        expect(refused.code, id).toBe('mailbox_rejected');
      }
    });

    it('connects Microsoft mailboxes by OAuth where the platform can, and says so where it cannot', async () => {
      for (const id of f.platforms) {
        const account = await connected({ platform: id, values: f.form(id) });
        const oauth = f.oauth(id);
        const email = oauth.kind === 'immediate' ? f.mailbox() : f.mailbox();
        const mailbox = { email, platform: 'MICROSOFT', password: 'pw-Strong-1', consentUrl: '' };
        const opened = await platform.authorizeMailbox({ ...account, mailbox });
        if (oauth.kind === 'none') {
          expect(expectFailure(opened, false).code, id).toBe('oauth_not_supported');
          continue;
        }
        if (!opened.ok) throw new Error(`${id}: ${opened.error.message}`);
        if (oauth.kind === 'session') {
          expect(opened.state, id).toBe('waiting');
          if (opened.state !== 'waiting') continue;
          expect(opened.url, id).toMatch(/^https?:\/\//);
          expect(Date.parse(opened.expiresAt)).toBeGreaterThan(Date.now());
          const check = () =>
            platform.checkAuthorization({ ...account, mailbox, sessionId: opened.sessionId });
          const pending = await check();
          expect(pending.ok && pending.state, id).toBe('waiting');
          oauth.signIn(opened.sessionId, email, 'success');
          const done = await check();
          expect(done.ok && done.state, id).toBe('authorized');
        } else {
          expect(opened.state, id).toBe('authorized');
        }
        const added = await platform.addMailbox({
          ...account,
          mailbox: { email, platform: 'MICROSOFT', method: 'oauth' },
        });
        expect(added.ok, `${id}: ${JSON.stringify(added)}`).toBe(true);
      }
    });

    it('refuses a consent the mailbox refused, and an account whose key it no longer accepts', async () => {
      for (const id of f.platforms) {
        const account = await connected({ platform: id, values: f.form(id) });
        const oauth = f.oauth(id);
        if (oauth.kind !== 'none') {
          const email = oauth.kind === 'immediate' ? oauth.deniedMailbox : f.mailbox();
          const mailbox = { email, platform: 'AZURE', password: 'p', consentUrl: '' };
          const opened = await platform.authorizeMailbox({ ...account, mailbox });
          let outcome: ProviderResult = opened;
          if (opened.ok && opened.state === 'waiting' && oauth.kind === 'session') {
            oauth.signIn(opened.sessionId, email, 'error');
            outcome = await platform.checkAuthorization({
              ...account,
              mailbox,
              sessionId: opened.sessionId,
            });
          }
          expect(expectFailure(outcome, false).code, id).toBe('consent_denied');
        }
        const scenario = f.revoked(id);
        const revoked = await connected({ platform: id, values: scenario.values });
        scenario.afterConnect?.();
        const refused = expectSafeFailure(
          await platform.addMailbox({ ...revoked, mailbox: imap(f.mailbox()) }),
          false,
          scenario.values,
        );
        expect(refused.code, id).toBe('unauthorized');
      }
    });
  });
}
