import type { AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { conflict, invalidField } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { base32Decode, hotp, newTotpSecret } from '../../lib/totp.js';
import { findCredentials, saveCredentials, takeTotpStep } from './sessions.repository.js';

/** Codes of the step before and after now are accepted too (clocks a little apart). */
const DRIFT_STEPS = 1;
const PERIOD_MS = 30_000;

/**
 * Whether `code` is the member's TOTP code now (RFC 6238, 30-second steps, one step of drift
 * either way), and takes its step so the same code never works twice.
 */
export async function acceptTotpCode(
  ctx: AppContext,
  db: Executor,
  memberId: string,
  sealedSecret: string,
  code: string,
): Promise<boolean> {
  const key = base32Decode(ctx.secrets.open(sealedSecret));
  const now = Math.floor(Date.now() / PERIOD_MS);
  const trimmed = code.replace(/\s/g, '');
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (hotp(key, step) === trimmed) return takeTotpStep(db, memberId, step);
  }
  return false;
}

/**
 * Starts setting up TOTP: a new secret, kept sealed until Enable TOTP confirms a code from it.
 * A member whose TOTP is on must turn it off first (409).
 */
export async function setupTotp(
  ctx: AppContext,
  member: { id: string; email: string | null; uid: string },
): Promise<{ secret: string; otpauth_url: string }> {
  const existing = await findCredentials(ctx.db, member.id);
  if (existing?.totp_enabled_at)
    throw conflict('Two-factor sign-in is already on; turn it off first to set up a new secret');
  const secret = newTotpSecret();
  await saveCredentials(ctx.db, member.id, {
    totp_secret_sealed: ctx.secrets.seal(secret),
    totp_enabled_at: null,
    totp_last_step: null,
    updated_at: isoNow(),
  });
  const label = encodeURIComponent(`Mailwright:${member.email ?? member.uid}`);
  return {
    secret,
    otpauth_url: `otpauth://totp/${label}?secret=${secret}&issuer=Mailwright&algorithm=SHA1&digits=6&period=30`,
  };
}

/** Turns TOTP on (`enable`) or off with a current code; 400 naming `code` for a wrong one. */
export async function switchTotp(
  ctx: AppContext,
  memberId: string,
  code: string,
  enable: boolean,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await findCredentials(trx, memberId);
    const on = Boolean(row?.totp_enabled_at);
    if (enable && on) throw conflict('Two-factor sign-in is already on');
    if (!enable && !on) throw conflict('Two-factor sign-in is not on');
    if (!row?.totp_secret_sealed)
      throw conflict('Set up two-factor sign-in first (Set up TOTP gives the secret)');
    if (!(await acceptTotpCode(ctx, trx, memberId, row.totp_secret_sealed, code)))
      throw invalidField(
        'code',
        'is not the current code of your authenticator app (or was already used: wait for the next one)',
      );
    const now = isoNow();
    await saveCredentials(
      trx,
      memberId,
      enable
        ? { totp_enabled_at: now, updated_at: now }
        : {
            totp_secret_sealed: null,
            totp_enabled_at: null,
            totp_last_step: null,
            updated_at: now,
          },
    );
  });
}
