import { fail, type ProviderFailure } from './result.js';
import { base64Of, upstreamWords } from './upstream-words.js';

/** A mail server's answer to a sign-in, as imapflow and nodemailer report it. */
export type SignInRefusal =
  /** imapflow: `serverResponseCode` (`UNAVAILABLE` …, RFC 5530) and the tagged response line. */
  | { protocol: 'imap'; code: string | undefined; text: string }
  /** nodemailer: `responseCode` (454, 535 …) and the reply text. */
  | { protocol: 'smtp'; code: number | undefined; text: string };

/**
 * IMAP response codes (RFC 5530) that say the server cannot serve the command now, not that the
 * credentials or the command are wrong: Dovecot answers `NO [UNAVAILABLE]` when its auth process
 * is slow or down. Also the rule for a command after the sign-in (`imap/command-failure.ts`).
 */
export const TEMPORARY_IMAP_CODES = new Set(['UNAVAILABLE', 'INUSE', 'LIMIT', 'SERVERBUG']);

/**
 * The one rule for a refused sign-in, over IMAP or SMTP submission: a temporary failure of the
 * server (IMAP `NO [UNAVAILABLE]`, `[INUSE]`, `[LIMIT]`, `[SERVERBUG]`; SMTP 4xx such as
 * `454 4.7.0 Temporary authentication failure`) is the retryable `unavailable`; anything else
 * (`NO [AUTHENTICATIONFAILED]`, a NO without a code, SMTP 535, or no reply code) is
 * `auth_failed`: the credentials or the account, which trying again does not change. The
 * message carries the server's own words, with the credentials taken out ({@link serverWords}).
 */
export function signInFailure(
  refusal: SignInRefusal,
  credentials: { user: string; password: string },
): ProviderFailure {
  const server = refusal.protocol === 'imap' ? 'IMAP server' : 'SMTP server';
  const words = serverWords(refusal.text, credentials);
  const said = words ? ` (it answered: ${words})` : '';
  const temporary =
    refusal.protocol === 'imap'
      ? refusal.code !== undefined && TEMPORARY_IMAP_CODES.has(refusal.code.toUpperCase())
      : refusal.code !== undefined && refusal.code >= 400 && refusal.code < 500;
  return temporary
    ? fail('unavailable', `The ${server} cannot sign in now, try again later${said}`, true)
    : fail('auth_failed', `The ${server} refused the sign-in${said}`);
}

/**
 * A server's reply as it may be shown ({@link upstreamWords}), without the credentials in any
 * form a mail client sends them: the password itself, and the base64 of AUTH LOGIN and of AUTH
 * PLAIN, in case the server echoes the command it refused.
 */
export function serverWords(
  text: string | undefined,
  credentials: { user: string; password: string },
): string {
  const { user, password } = credentials;
  const secrets = password
    ? [
        base64Of(`\u0000${user}\u0000${password}`),
        base64Of(`${user}\u0000${user}\u0000${password}`),
        base64Of(password),
        password,
      ]
    : [];
  return upstreamWords(text, secrets);
}
