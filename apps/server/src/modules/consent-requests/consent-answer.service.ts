import type { AppContext } from '../../context.js';
import { inTransaction, lockedRow } from '../../db/transaction.js';
import { isoNow } from '../../lib/time.js';
import { emailOf, findMailboxByInternalId } from '../mailboxes/surface.js';
import { consentScopes } from './consent-policy.js';
import {
  concludePending,
  expireConsentRequest,
  scheduleVerification,
} from './consent-request.jobs.js';
import { transitionConsentRequest } from './consent-request.transition.js';
import { findConsentRequestByState } from './consent-requests.repository.js';
import type { ConsentRequestRow } from './consent-requests.table.js';

/** What came back from the consent screen: a code to verify, or an OAuth error. */
export type ConsentAnswer =
  | { ok: true; code: string }
  | { ok: false; error: string; description: string };

/** A request by the consent screen's `state`, with its mailbox's address (for the screen). */
export async function findConsentByState(
  ctx: AppContext,
  state: string,
): Promise<{ request: ConsentRequestRow; email: string } | null> {
  const request = await findConsentRequestByState(ctx.db, state);
  if (!request) return null;
  const mailbox = await findMailboxByInternalId(ctx.db, request.mailbox_id);
  return { request, email: mailbox ? emailOf(mailbox) : '' };
}

/**
 * Records the user's answer to a pending request, as the provider's redirect back to the service
 * would deliver it. A code: `processing`, and the grant is verified after `consentVerifyMs`. An
 * error (the user declined, or the screen refused): `processing`, then `failed` at once (nothing
 * to verify). An answer after `expires_at` ends the request as expired. A request that is not `pending` is returned unchanged: its link is no
 * longer valid.
 */
export async function answerConsent(
  ctx: AppContext,
  request: ConsentRequestRow,
  answer: ConsentAnswer,
): Promise<ConsentRequestRow> {
  const result = await inTransaction(ctx.db, async (trx) => {
    const fresh = await lockedRow(trx, 'consent_requests', request.id);
    if (fresh?.status !== 'pending') return fresh ?? request;
    const now = isoNow();
    if (fresh.expires_at && now >= fresh.expires_at) return expireConsentRequest(trx, ctx, fresh);
    if (!answer.ok) {
      return concludePending(trx, ctx, fresh, 'Checking the user’s answer', 'failed', {
        answered_at: now,
        status_text: 'Consent declined',
        status_reason: `${answer.description} (${answer.error})`,
      });
    }
    const answered = await transitionConsentRequest(trx, ctx, fresh, 'processing', {
      answered_at: now,
      grant_code_sealed: ctx.secrets.seal(answer.code),
      status_text: 'Verifying the grant',
    });
    await scheduleVerification(trx, ctx, answered, 0);
    return answered;
  });
  return result;
}

/** The scopes shown on the consent screen for a request. */
export function scopesOf(request: Pick<ConsentRequestRow, 'platform'>): readonly string[] {
  return consentScopes(request.platform);
}
