import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { newId } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { SERVICE_PLATFORM } from '../../providers/index.js';
import { getTeamById } from './accounts.service.js';
import { findLiveMembersByEmail } from './members.repository.js';
import { normalizeEmail } from './members.service.js';
import { preparePasswordLink, savePasswordLink } from './passwords.service.js';
import { findNewestPasswordLink } from './sessions.repository.js';

/** A member gets a mailed link at most this often. */
export const RESET_RESEND_MS = 60_000;

/** Whether this server mails password-reset links: only through the operator's relay. */
export function mailsResetLinks(ctx: AppContext): boolean {
  return ctx.providers.mailNetworkOf(SERVICE_PLATFORM) !== 'simulator';
}

/**
 * Mails password-reset links to an address: one link per team the address is a member of, in
 * one message, through the operator's relay (MAILWRIGHT_VERIFICATION_SMTP_URL), from the
 * verification sender. Run as a job so the request answers at once and the same way whether the
 * address is a member or not. A member mailed a link less than a minute ago is skipped.
 */
export const sendPasswordResetJob = defineJob({
  name: 'accounts.send-password-reset',
  payload: Type.Object({ email: Type.String() }),
  maxAttempts: 5,
  async handle({ email }, { ctx }) {
    const address = normalizeEmail(email);
    const links: Array<ReturnType<typeof preparePasswordLink> & { team: string }> = [];
    for (const member of await findLiveMembersByEmail(ctx.db, address)) {
      const newest = await findNewestPasswordLink(ctx.db, member.id);
      if (newest && Date.now() - Date.parse(newest.created_at) < RESET_RESEND_MS) continue;
      const team = await getTeamById(ctx.db, member.team_id);
      const link = preparePasswordLink(ctx, member, 'reset', ctx.config.sessions.resetLinkTtlMs);
      links.push({ ...link, team: team.name });
    }
    if (links.length === 0) return;
    const from = ctx.config.forwarding.verificationFrom;
    // Sent before the links are stored (no transaction waits on the relay): a link that was
    // never mailed never works, and a retry after a failure mails fresh ones.
    const sent = await ctx.providers.mailNetwork.send(
      // The relay signs in with its own credential; the password is the simulator's.
      { email: from, platform: SERVICE_PLATFORM, password: 'mailwright' },
      resetMail(
        ctx,
        address,
        links.map((l) => `${l.team}: ${l.url}`),
      ),
    );
    if (!sent.ok) throw new Error(`the reset message could not be sent: ${sent.error.message}`);
    await inTransaction(ctx.db, async (trx) => {
      for (const link of links) await savePasswordLink(trx, link.row);
    });
  },
});

function resetMail(ctx: AppContext, to: string, links: string[]) {
  const minutes = Math.round(ctx.config.sessions.resetLinkTtlMs / 60_000);
  return {
    messageId: `<${newId()}@${ctx.config.forwarding.verificationFrom.split('@')[1]}>`,
    to,
    subject: 'Set a new Mailwright password',
    text: [
      'Someone asked to set a new password for this address on Mailwright.',
      `Open the link to choose one (it works once, for ${minutes} minutes):`,
      ...links,
      'If this was not you, ignore this message: your password stays as it is.',
      `Sent ${isoNow()}.`,
    ].join('\n\n'),
  };
}
