import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type Executor, inTransaction, lockedRow } from '../../db/transaction.js';
import { ApiError, invalidField, notFound } from '../../http/errors.js';
import { checkHttpUrl } from '../../http/url-field.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { GrantRequestStatus } from '../grant-requests/surface.js';
import {
  emailOf,
  findMailboxByInternalId,
  getMailbox,
  lockMailboxes,
} from '../mailboxes/surface.js';
import { CONSENT_PLATFORMS, CONSENT_POLICY } from './consent-policy.js';
import { concludePending, scheduleConsentPreparation } from './consent-request.jobs.js';
import { toConsentRequestResponse } from './consent-request.present.js';
import { createConsentRequest, transitionConsentRequest } from './consent-request.transition.js';
import {
  consentRequests,
  findConsentRequestByUid,
  findOpenConsentRequest,
} from './consent-requests.repository.js';
import type { ConsentRequestRow } from './consent-requests.table.js';

/**
 * Starts a consent request for one active GOOGLE, MICROSOFT or AZURE mailbox of the workspace:
 * `queued`, then a worker prepares the consent URL. A mailbox has at most one open request.
 * Fails with a 404 (no such mailbox in the workspace), a 400 naming the field (a platform without
 * OAuth, a bad `redirect_url`) or a 409 (the mailbox is not active, or has an open request).
 */
export async function initiateConsentRequest(
  ctx: AppContext,
  workspaceId: string,
  input: { mailboxUid: string; redirectUrl?: string },
): Promise<ConsentRequestRow> {
  const redirectUrl = checkHttpUrl(input.redirectUrl ?? '', 'redirect_url');
  const mailbox = await getMailbox(ctx.db, workspaceId, input.mailboxUid);
  if (!(CONSENT_PLATFORMS as readonly string[]).includes(mailbox.platform)) {
    throw invalidField(
      'mailbox_uid',
      `is a ${mailbox.platform} mailbox; only GOOGLE, MICROSOFT and AZURE mailboxes have an OAuth consent`,
    );
  }
  const now = isoNow();
  const row: ConsentRequestRow = {
    id: newId(),
    uid: newUid(),
    workspace_id: workspaceId,
    mailbox_id: mailbox.id,
    platform: mailbox.platform,
    status: 'queued',
    previous_status: null,
    status_changed_at: now,
    state: randomBytes(24).toString('base64url'),
    consent_url: '',
    redirect_url: redirectUrl,
    status_text: 'Preparing the consent link',
    status_reason: '',
    retry_count: 0,
    max_retries: CONSENT_POLICY.maxRetries,
    grant_code_sealed: null,
    answered_at: null,
    expires_at: null,
    completed_at: null,
    open_key: mailbox.id,
    created_at: now,
    updated_at: now,
  };
  try {
    return await inTransaction(ctx.db, async (trx) => {
      // Locked and checked as it is now: a cancellation decided meanwhile is seen.
      const [locked] = await lockMailboxes(trx, [mailbox]);
      if (locked?.status !== 'active') {
        const status = locked?.status ?? 'deleted';
        throw new ApiError('CONFLICT', `${emailOf(mailbox)} is ${status}; it must be active`, [
          { field: 'mailbox_uid', message: `is ${status}, not active` },
        ]);
      }
      const open = await findOpenConsentRequest(trx, mailbox.id);
      if (open) throw openRequestConflict(emailOf(mailbox), open.uid);
      const created = await createConsentRequest(trx, ctx, row);
      await scheduleConsentPreparation(trx, ctx, created);
      return created;
    });
  } catch (error) {
    // Two requests for one mailbox at once: the open key lets only one in.
    if (isUniqueViolation(error)) throw openRequestConflict(emailOf(mailbox), null);
    throw error;
  }
}

function openRequestConflict(email: string, uid: string | null): ApiError {
  const which = uid ? ` (${uid})` : '';
  return new ApiError(
    'CONFLICT',
    `${email} already has an open consent request${which}; cancel it or wait for it to end`,
    [{ field: 'mailbox_uid', message: `has an open consent request${which}` }],
  );
}

/** One request of the workspace by uid; a 404 otherwise (another team's too). */
export async function getConsentRequest(
  db: Executor,
  workspaceId: string,
  uid: string,
): Promise<ConsentRequestRow> {
  const row = await findConsentRequestByUid(db, workspaceId, uid);
  if (!row) throw notFound('Consent request');
  return row;
}

/**
 * A slice of the workspace's requests, newest first. A `mailboxUid` that names no mailbox of the
 * workspace matches nothing.
 */
export async function listConsentRequests(
  db: Executor,
  filter: { workspaceId: string; mailboxUid?: string; status?: GrantRequestStatus },
  offset: number,
  limit: number,
) {
  let mailboxId: string | undefined;
  if (filter.mailboxUid !== undefined) {
    const mailbox = await getMailbox(db, filter.workspaceId, filter.mailboxUid).catch((error) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!mailbox) return { requests: [], total: 0 };
    mailboxId = mailbox.id;
  }
  const { rows, total } = await consentRequests.list(
    db,
    {
      workspaceId: filter.workspaceId,
      ...(mailboxId ? { parentId: mailboxId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    offset,
    limit,
  );
  return { requests: await presentConsentRequests(db, rows), total };
}

/**
 * Cancels a request that is `pending` (`processing`, then `cancelled`: the service stops waiting
 * for the user's answer, and the link stops working) or `processing` (`cancelled`; a verification
 * under way is dropped), with `completed_at`. A request still `queued` (its link is being
 * prepared, normally within a second) or one that has ended is a 409 that says so.
 */
export async function cancelConsentRequest(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
): Promise<ConsentRequestRow> {
  return inTransaction(ctx.db, async (trx) => {
    const named = await getConsentRequest(trx, workspaceId, uid);
    // Locked and read again: a job (or an answer) moving it meanwhile is seen, not a 409.
    const request = (await lockedRow(trx, 'consent_requests', named.id)) ?? named;
    if (request.status === 'queued') {
      throw new ApiError(
        'CONFLICT',
        'The consent request is queued: its consent link is still being prepared (normally within a second); cancel it once it is pending',
        [{ field: 'uid', message: 'is queued; retry once it is pending' }],
      );
    }
    if (request.completed_at !== null) {
      throw new ApiError(
        'CONFLICT',
        `The consent request is ${request.status} and cannot be cancelled`,
        [{ field: 'uid', message: `is ${request.status}` }],
      );
    }
    const cancelled = { status_text: 'Cancelled', status_reason: 'Cancelled by the customer' };
    if (request.status === 'pending') {
      return concludePending(trx, ctx, request, 'Cancelling', 'cancelled', cancelled);
    }
    return transitionConsentRequest(trx, ctx, request, 'cancelled', cancelled);
  });
}

/** API shapes of requests, with their mailbox's uid and address. */
export async function presentConsentRequests(db: Executor, rows: readonly ConsentRequestRow[]) {
  const mailboxes = new Map<string, { uid: string; email: string }>();
  for (const id of new Set(rows.map((r) => r.mailbox_id))) {
    const mailbox = await findMailboxByInternalId(db, id);
    if (mailbox) mailboxes.set(id, { uid: mailbox.uid, email: emailOf(mailbox) });
  }
  return rows.map((row) =>
    toConsentRequestResponse(row, mailboxes.get(row.mailbox_id) ?? { uid: '', email: '' }),
  );
}
