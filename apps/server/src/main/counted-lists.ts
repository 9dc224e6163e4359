import type { CountedList } from '../db/list-counts.js';
import { apiTokenCounts } from '../modules/accounts/accounts.repository.js';
import { invitationCounts, memberCounts } from '../modules/accounts/members.repository.js';
import { walletEntryCounts } from '../modules/billing/wallets.repository.js';
import { clientIdRequestCounts } from '../modules/client-id-requests/client-id-requests.repository.js';
import { consentRequestCounts } from '../modules/consent-requests/consent-requests.repository.js';
import { domainCounts } from '../modules/domains/domains.repository.js';
import { forwardingJobCounts } from '../modules/forwarding/forwarding-jobs.repository.js';
import {
  actionItemCounts,
  alertCounts,
  protectionCounts,
} from '../modules/infraguard/infraguard.repository.js';
import { mailboxCounts } from '../modules/mailboxes/mailboxes.repository.js';
import { orderCounts } from '../modules/orders/orders.repository.js';
import { exportCounts } from '../modules/sequencers/exports.repository.js';
import { sequencerCounts } from '../modules/sequencers/sequencers.repository.js';
import { tagCounts } from '../modules/tags/tags.repository.js';
import { eventCounts } from '../modules/webhooks/events.repository.js';
import { workspaceCounts } from '../modules/workspaces/workspaces.repository.js';

/**
 * Every list whose totals are kept as counters (`list-counts.ts`). Checked and rebuilt as a
 * whole by `mailwright counts check [--repair]`, by the migration that added them, and after
 * every test.
 */
export const COUNTED_LISTS: readonly CountedList[] = [
  workspaceCounts,
  tagCounts,
  domainCounts,
  mailboxCounts,
  forwardingJobCounts,
  consentRequestCounts,
  clientIdRequestCounts,
  sequencerCounts,
  exportCounts,
  orderCounts,
  protectionCounts,
  alertCounts,
  actionItemCounts,
  eventCounts,
  memberCounts,
  invitationCounts,
  apiTokenCounts,
  walletEntryCounts,
];
