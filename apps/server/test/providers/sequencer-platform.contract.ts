import { describe, expect, it } from 'vitest';
import type { ProviderResult } from '../../src/providers/result.js';
import type {
  AccountRef,
  ConnectionInput,
  SequencerPlatform,
} from '../../src/providers/sequencer-platform.js';
import { expectFailure } from './registrar.contract.js';

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
  unreachable(platform: string): Record<string, string>;
  /** A login form's values for which the platform sends a one-time code, and the codes. */
  codeRequired: { platform: string; values: Record<string, string>; right: string; wrong: string };
  /** Values accepted at connection whose account the platform later refuses. */
  revoked(platform: string): Record<string, string>;
  /** Mailbox addresses: added as they are, refused by the sequencer, refusing OAuth consent. */
  mailbox(): string;
  rejectedMailbox: string;
  consentDeniedMailbox: string;
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
    const platform = f.create();

    const connected = async (input: ConnectionInput): Promise<AccountRef> => {
      const result = await platform.connect(input);
      if (!result.ok || result.state !== 'connected')
        throw new Error(`not connected: ${JSON.stringify(result)}`);
      return { ...input, accountId: result.accountId };
    };

    it('connects each platform’s valid form, reporting the same account for the same values', async () => {
      for (const id of f.platforms) {
        const input = { platform: id, values: f.form(id) };
        const first = await platform.connect(input);
        expect(first.ok && first.state, id).toBe('connected');
        if (!first.ok || first.state !== 'connected') continue;
        expect(first.accountId.length, id).toBeGreaterThan(0);
        expect(first.username, id).toMatch(/@/);
        expect(first.workspaceName.length, id).toBeGreaterThan(0);
        expect(first.consentUrl, id).toMatch(/^https:\/\//);
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
        const values = f.unreachable(id);
        expectSafeFailure(await platform.connect({ platform: id, values }), true, values);
      }
    });

    it('asks for a one-time code, refuses a wrong one and accepts the right one', async () => {
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
      if (good.ok && good.accepted) expect(good.accountId.length).toBeGreaterThan(0);
    });

    it('adds mailboxes by SMTP/IMAP, and by OAuth once authorized', async () => {
      const account = await connected({
        platform: f.platforms[0] as string,
        values: f.form(f.platforms[0] as string),
      });
      const byImap = await platform.addMailbox({
        ...account,
        mailbox: { email: f.mailbox(), platform: 'GOOGLE', ...IMAP },
      });
      expect(byImap.ok && byImap.remoteId.length).toBeGreaterThan(0);
      const email = f.mailbox();
      const consent = await platform.authorizeMailbox({
        ...account,
        mailbox: {
          email,
          platform: 'MICROSOFT',
          password: 'pw-Strong-123456',
          consentUrl: 'https://x.example',
        },
      });
      expect(consent.ok).toBe(true);
      const byOauth = await platform.addMailbox({
        ...account,
        mailbox: { email, platform: 'MICROSOFT', method: 'oauth' },
      });
      expect(byOauth.ok).toBe(true);
    });

    it('refuses a mailbox, a consent, and an account it no longer accepts', async () => {
      const id = f.platforms[0] as string;
      const account = await connected({ platform: id, values: f.form(id) });
      const rejected = expectFailure(
        await platform.addMailbox({
          ...account,
          mailbox: { email: f.rejectedMailbox, platform: 'SMTP', ...IMAP },
        }),
        false,
      );
      expect(rejected.code).toBe('mailbox_rejected');
      const denied = expectFailure(
        await platform.authorizeMailbox({
          ...account,
          mailbox: {
            email: f.consentDeniedMailbox,
            platform: 'AZURE',
            password: 'p',
            consentUrl: 'https://x.example',
          },
        }),
        false,
      );
      expect(denied.code).toBe('consent_denied');
      const revokedValues = f.revoked(id);
      const revoked = await connected({ platform: id, values: revokedValues });
      const refused = expectSafeFailure(
        await platform.addMailbox({
          ...revoked,
          mailbox: { email: f.mailbox(), platform: 'GOOGLE', ...IMAP },
        }),
        false,
        revokedValues,
      );
      expect(refused.code).toBe('unauthorized');
    });
  });
}
