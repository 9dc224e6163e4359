import type { Executor } from '../../db/transaction.js';
import {
  defineGrantRequestStore,
  type GrantRequestFieldChanges,
} from '../grant-requests/surface.js';
import type { ConsentRequestRow } from './consent-requests.table.js';

/** The shared request repository on `consent_requests`, one request open per mailbox. */
export const consentRequests = defineGrantRequestStore<ConsentRequestRow>(
  'consent_requests',
  'mailbox_id',
);

/** Columns that may change outside a status move (never `status` or `previous_status`). */
export type ConsentRequestFieldChanges = GrantRequestFieldChanges<ConsentRequestRow>;

/** List consent requests's totals: per workspace, by mailbox and status. */
export const consentRequestCounts = consentRequests.counts;

export const {
  findById: findConsentRequestById,
  findByUid: findConsentRequestByUid,
  /** The open request of a mailbox (its open key is the mailbox id), if any. */
  findOpen: findOpenConsentRequest,
  updateFields: updateConsentRequestFields,
} = consentRequests;

/** The request the consent screen's `state` names. */
export function findConsentRequestByState(db: Executor, state: string) {
  return db
    .selectFrom('consent_requests')
    .selectAll()
    .where('state', '=', state)
    .executeTakeFirst();
}
