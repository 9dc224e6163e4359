import { randomInt } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box.js';
import { newTotpSecret } from '../../lib/totp.js';
import { platformProfile } from './mailbox.platforms.js';
import type { MailboxRow } from './mailboxes.table.js';

/** A mailbox's three credentials, in plaintext: only ever in memory, on the way out. */
export interface MailboxCredentials {
  password: string;
  app_password: string;
  secret: string;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%*+-=?@^_';

/**
 * A login password: 20 characters with at least one of each class (the hosts' complexity rules),
 * drawn with a CSPRNG from an alphabet without look-alikes: about 115 bits.
 */
export function newPassword(length = 20): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => pick(set));
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** An app password the way Google and Microsoft issue them: 16 lowercase letters (75 bits). */
export function newAppPassword(): string {
  return Array.from({ length: 16 }, () => pick('abcdefghijklmnopqrstuvwxyz')).join('');
}

function pick(set: string): string {
  return set[randomInt(set.length)] as string;
}

/**
 * Fresh credentials for a mailbox on `platform`: a password, an app password, and a base32 TOTP
 * secret of 20 random bytes where the platform has 2FA (empty otherwise, as the contract allows).
 */
export function newCredentials(platform: string): MailboxCredentials {
  return {
    password: newPassword(),
    app_password: newAppPassword(),
    secret: platformProfile(platform).totp ? newTotpSecret(20) : '',
  };
}

/** The sealed columns of a mailbox row for `credentials`. */
export function sealCredentials(secrets: SecretBox, credentials: MailboxCredentials) {
  return {
    password_sealed: secrets.seal(credentials.password),
    app_password_sealed: secrets.seal(credentials.app_password),
    secret_sealed: secrets.seal(credentials.secret),
  };
}

/** Opens a mailbox's credentials. Only for an event body or the credentials operation. */
export function openCredentials(
  secrets: SecretBox,
  row: Pick<MailboxRow, 'password_sealed' | 'app_password_sealed' | 'secret_sealed'>,
): MailboxCredentials {
  return {
    password: secrets.open(row.password_sealed),
    app_password: secrets.open(row.app_password_sealed),
    secret: secrets.open(row.secret_sealed),
  };
}
