import { createHash, randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { SERVICE_PLATFORM } from '../../providers/index.js';
import type { MailAccount } from '../../providers/mail-network.js';
import { newMessageId, providerOfAddress, sendMail } from '../mail/surface.js';
import { emitEvent } from '../webhooks/surface.js';

/** A code is good for this long, and for this many wrong tries. */
export const CODE_TTL_MS = 30 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** A new code for one address at most this often. */
export const CODE_RESEND_MS = 60_000;
/**
 * Whether codes go through the simulated network (the sandbox: the event shows the code). In the
 * production profile that would prove nothing, so address verification is refused there until
 * the operator sets a relay: a 503 naming the setting (docs/decisions.md, "Verification mail").
 */
export function codesSimulated(ctx: AppContext): boolean {
  const simulated = ctx.providers.mailNetworkOf(SERVICE_PLATFORM) === 'simulator';
  if (simulated && ctx.config.profile === 'production')
    throw new ApiError(
      'SERVICE_UNAVAILABLE',
      'Addresses cannot be verified by code on this server: its operator has not set MAILWRIGHT_VERIFICATION_SMTP_URL, the mail server codes are sent through. Verify the domain by its TXT record instead, or ask the operator',
    );
  return simulated;
}

/** The stored form of a code: bound to its destination row, never the code itself. */
export function hashCode(destinationId: string, code: string): string {
  return createHash('sha256').update(`${destinationId}:${code.trim()}`).digest('hex');
}

export interface SentCode {
  hash: string;
  expiresAt: string;
  sentAt: string;
}

/**
 * Sends a fresh six-digit code to `address` through the mail network, from the operator's
 * verification sender, and records the message in the ledger; `write` stores the code's hash in
 * the same transaction. When the message went through the simulated network (the sandbox), the
 * event `verified_destination.verification_sent` carries the code, so an integrator can finish
 * the flow without real mail; it is stored sealed, like every event with a secret. A recipient
 * refused at submission is a 400 naming `field`; a network that cannot send, a 503.
 */
export async function sendVerificationCode(
  ctx: AppContext,
  target: { teamId: string; workspaceId: string; destinationId: string; uid: string },
  address: string,
  now: Date,
  field: string,
  write: (trx: Transaction<DB>, code: SentCode) => Promise<void>,
): Promise<SentCode> {
  const sandbox = codesSimulated(ctx);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent: SentCode = {
    hash: hashCode(target.destinationId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    sentAt: now.toISOString(),
  };
  const from: MailAccount = {
    email: ctx.config.forwarding.verificationFrom,
    platform: SERVICE_PLATFORM,
    // The simulated network's sign-in; a relay signs in with its own credential.
    password: 'mailwright',
  };
  const messageId = newMessageId(from.email);
  let bounced: string | null = null;
  const result = await sendMail(
    ctx,
    {
      kind: 'verification',
      from: {
        teamId: target.teamId,
        workspaceId: target.workspaceId,
        mailboxId: null,
        domainId: null,
        account: from,
      },
      to: { address, provider: providerOfAddress(address), mailboxId: null },
      mail: {
        messageId,
        to: address,
        subject: 'Confirm this address for mail forwarding',
        text: [
          'Someone asked to forward mail to this address through Mailwright.',
          `Your verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
          'If this was not you, ignore this message: nothing is forwarded without the code.',
        ].join('\n\n'),
      },
      at: sent.sentAt,
    },
    async (trx, message) => {
      if (message.bounce === null && !(await bounceOf(trx, message.id))) {
        await write(trx, sent);
        await emitEvent(trx, ctx, {
          workspaceId: target.workspaceId,
          event: 'verified_destination.verification_sent',
          kind: 'verified_destination',
          record: {
            uid: target.uid,
            destination: address,
            message_id: messageId,
            code_expires_at: sent.expiresAt,
            verification_code: sandbox ? code : null,
          },
          metadata: { sandbox, sent_at: sent.sentAt },
          sensitive: true,
        });
      }
    },
  );
  if (!result.ok)
    throw new ApiError(
      'SERVICE_UNAVAILABLE',
      `The verification message could not be sent (${result.error.message}); try again`,
    );
  bounced = result.message.bounce_diagnostic;
  if (bounced) throw invalidField(field, `was refused by the receiving server: ${bounced}`);
  return sent;
}

/** Whether the ledger recorded a bounce of the message (written before `also` runs). */
async function bounceOf(trx: Transaction<DB>, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('mail_messages')
    .select('bounce')
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row?.bounce);
}
