import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { whileStill } from '../../db/transaction.js';
import { defineJob, RetryJobError } from '../../jobs/job.js';
import { after, type GrantRequestStatus, providerReason } from '../grant-requests/surface.js';
import { emailOf, findMailboxByInternalId } from '../mailboxes/surface.js';
import { consentScopes } from './consent-policy.js';
import { consentMoves, transitionConsentRequest } from './consent-request.transition.js';
import {
  type ConsentRequestFieldChanges,
  updateConsentRequestFields,
} from './consent-requests.repository.js';
import type { ConsentRequestRow } from './consent-requests.table.js';

const { requestIn } = consentMoves;

/**
 * `queued` -> `pending`: builds the consent screen's URL (the provider is not called, so this
 * cannot fail) and starts the expiry clock (the provider's own, when shorter). A mailbox found no
 * longer active is not left waiting on a person: the request goes on at once, `processing` ->
 * `failed` (the contract's table has no way out of `queued` but `pending`).
 */
export const prepareConsentJob = defineJob({
  name: 'consent-requests.prepare',
  payload: Type.Object({ requestId: Type.String() }),
  async handle({ requestId }, { ctx }) {
    const request = await requestIn(ctx, requestId, 'queued');
    if (!request) return;
    const mailbox = await findMailboxByInternalId(ctx.db, request.mailbox_id);
    if (!mailbox) return;
    const { url, expiresInMs } = await ctx.providers.oauthGrants.consentUrl({
      platform: request.platform,
      email: emailOf(mailbox),
      scopes: consentScopes(request.platform),
      state: request.state,
    });
    const { pace } = ctx.providers;
    await whileStill(ctx.db, 'consent_requests', request, async (trx, fresh) => {
      // Counted from when the link is shown (the move to pending), not from the provider call.
      const expiresAt = after(Math.min(pace.consentExpiryMs, expiresInMs ?? Infinity));
      const pending = await transitionConsentRequest(trx, ctx, fresh, 'pending', {
        consent_url: url,
        expires_at: expiresAt.toISOString(),
        status_text: 'Waiting for the user to grant consent',
      });
      const current = await findMailboxByInternalId(trx, fresh.mailbox_id);
      if (current?.status !== 'active') {
        await concludePending(trx, ctx, pending, 'Checking the mailbox', 'failed', {
          status_text: 'The mailbox is not active',
          status_reason: mailboxNotActive(current?.status),
        });
        return;
      }
      await ctx.jobs.enqueue(
        trx,
        expireConsentJob,
        { requestId },
        { key: `consent-expire:${requestId}`, runAt: expiresAt },
      );
    });
  },
});

/** `pending` past `expires_at`: the user never answered. Ends `failed` (docs/decisions.md). */
export const expireConsentJob = defineJob({
  name: 'consent-requests.expire',
  payload: Type.Object({ requestId: Type.String() }),
  async handle({ requestId }, { ctx }) {
    const request = await requestIn(ctx, requestId, 'pending');
    if (!request?.expires_at) return;
    if (Date.now() < Date.parse(request.expires_at)) {
      throw new RetryJobError('not expired yet', new Date(request.expires_at));
    }
    await whileStill(ctx.db, 'consent_requests', request, (trx, fresh) =>
      expireConsentRequest(trx, ctx, fresh),
    );
  },
});

/** Ends a pending request whose link expired: `processing`, then `failed`. */
export function expireConsentRequest(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ConsentRequestRow,
): Promise<ConsentRequestRow> {
  return concludePending(trx, ctx, request, 'Stopped waiting for the user’s answer', 'failed', {
    status_text: 'The consent link expired',
    status_reason: `The user did not answer the consent screen by ${request.expires_at}; start a new consent request`,
  });
}

/**
 * Ends a `pending` request without a grant to verify, through `processing` as the contract's
 * table has every request end: `pending` -> `processing` (`processingText` says what the service
 * checks: the user's refusal, the expiry, a cancel, the mailbox), then `to`, in the caller's
 * transaction. From the first move the consent link is dead (it is valid only while `pending`),
 * so an answer arriving meanwhile is refused. Two events; the request answers as `to`.
 */
export async function concludePending(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ConsentRequestRow,
  processingText: string,
  to: GrantRequestStatus,
  changes: ConsentRequestFieldChanges,
): Promise<ConsentRequestRow> {
  const { answered_at, ...ending } = changes;
  const processing = await transitionConsentRequest(trx, ctx, request, 'processing', {
    status_text: processingText,
    ...(answered_at ? { answered_at } : {}),
  });
  return end(trx, ctx, processing, to, ending);
}

/** The `status_reason` of a request whose mailbox is no longer active. */
function mailboxNotActive(status: string | undefined): string {
  return `The mailbox is ${status ?? 'gone'}; consent needs an active mailbox`;
}

/**
 * `processing`: verifies the grant with the provider. Granted: `completed`; revoked by an admin:
 * `cancelled`; refused with a reason, or the mailbox no longer active: `failed`. A provider error is retried after `grantRetryMs`
 * (each retry counted in `retry_count`); one more once `max_retries` retries were made: `errored`.
 * `retry` is the `retry_count` the check was scheduled for, so a repeated run does nothing.
 */
export const verifyConsentJob = defineJob({
  name: 'consent-requests.verify',
  payload: Type.Object({ requestId: Type.String(), retry: Type.Integer() }),
  async handle({ requestId, retry }, { ctx }) {
    const request = await requestIn(ctx, requestId, 'processing');
    if (!request || request.retry_count !== retry || !request.grant_code_sealed) return;
    const mailbox = await findMailboxByInternalId(ctx.db, request.mailbox_id);
    if (mailbox?.status !== 'active') {
      await whileStill(ctx.db, 'consent_requests', request, (trx, fresh) =>
        end(trx, ctx, fresh, 'failed', {
          status_text: 'The mailbox is not active',
          status_reason: mailboxNotActive(mailbox?.status),
        }),
      );
      return;
    }
    const result = await ctx.providers.oauthGrants.verifyConsent({
      platform: request.platform,
      email: emailOf(mailbox),
      scopes: consentScopes(request.platform),
      code: ctx.secrets.open(request.grant_code_sealed),
    });
    await whileStill(ctx.db, 'consent_requests', request, async (trx, fresh) => {
      if (result.ok && result.state === 'granted') {
        await end(trx, ctx, fresh, 'completed', { status_text: 'Consent granted' });
      } else if (result.ok) {
        await end(trx, ctx, fresh, 'cancelled', {
          status_text: 'Cancelled',
          status_reason: 'An administrator of the tenant revoked the grant',
        });
      } else if (!result.error.retryable) {
        await end(trx, ctx, fresh, 'failed', {
          status_text: 'The consent could not be verified',
          status_reason: providerReason(result.error),
        });
      } else if (fresh.retry_count >= fresh.max_retries) {
        await end(trx, ctx, fresh, 'errored', {
          status_text: 'The consent could not be verified',
          status_reason: `${providerReason(result.error)}; gave up after ${fresh.retry_count} retries`,
        });
      } else {
        await scheduleVerification(trx, ctx, fresh, fresh.retry_count + 1, {
          status_text: `Verifying the grant (retry ${fresh.retry_count + 1} of ${fresh.max_retries})`,
          status_reason: providerReason(result.error),
        });
      }
    });
  },
});

/** A terminal move from `processing`; the grant code, if any, is no longer needed. */
function end(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ConsentRequestRow,
  to: GrantRequestStatus,
  changes: ConsentRequestFieldChanges,
) {
  return transitionConsentRequest(trx, ctx, request, to, { ...changes, grant_code_sealed: null });
}

/** Queues the first check of a request that has just been answered, or retry number `retry`. */
export async function scheduleVerification(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ConsentRequestRow,
  retry: number,
  changes: ConsentRequestFieldChanges = {},
): Promise<void> {
  const { pace } = ctx.providers;
  if (retry > 0 || Object.keys(changes).length > 0) {
    await updateConsentRequestFields(trx, request.id, {
      ...changes,
      retry_count: retry,
      updated_at: new Date().toISOString(),
    });
  }
  await ctx.jobs.enqueue(
    trx,
    verifyConsentJob,
    { requestId: request.id, retry },
    {
      key: `consent-verify:${request.id}:${retry}`,
      runAt: after(retry === 0 ? pace.consentVerifyMs : pace.grantRetryMs),
    },
  );
}

/** Queues the preparation of a new request. */
export async function scheduleConsentPreparation(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ConsentRequestRow,
): Promise<void> {
  await ctx.jobs.enqueue(
    trx,
    prepareConsentJob,
    { requestId: request.id },
    { key: `consent-prepare:${request.id}`, runAt: after(ctx.providers.pace.grantPrepareMs) },
  );
}

/** Every job of the consent lifecycle (registered in `main/jobs.ts`). */
export const consentRequestJobs = {
  prepare: prepareConsentJob,
  expire: expireConsentJob,
  verify: verifyConsentJob,
};
