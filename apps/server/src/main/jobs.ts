import type { JobDefinition } from '../jobs/job.js';
import { sendPasswordResetJob } from '../modules/accounts/password-reset.job.js';
import { billingJobs } from '../modules/billing/jobs.js';
import { clientIdRequestJobs } from '../modules/client-id-requests/client-id-request.jobs.js';
import { clockJobs } from '../modules/clocks/advance.job.js';
import { consentRequestJobs } from '../modules/consent-requests/consent-request.jobs.js';
import { dnsJobs } from '../modules/dns/dns.jobs.js';
import { domainJobs } from '../modules/domains/domain.jobs.js';
import { forwardingJobs } from '../modules/forwarding/forwarding.jobs.js';
import { healthJobs } from '../modules/health-report/check.job.js';
import { infraguardJobs } from '../modules/infraguard/jobs.js';
import { campaignDayJob } from '../modules/insights/campaign.job.js';
import { campaignResponseJob } from '../modules/insights/campaign-response.job.js';
import { ingestMailboxJob } from '../modules/insights/ingest/ingest.job.js';
import { mailboxJobs } from '../modules/mailboxes/mailbox.jobs.js';
import { orderJobs } from '../modules/orders/jobs.js';
import { placementJobs } from '../modules/placement/placement.jobs.js';
import { prewarmJobs } from '../modules/prewarm/transfer.jobs.js';
import { sequencerJobs } from '../modules/sequencers/jobs.js';
import { warmupJobs } from '../modules/warmup/engine.js';
import { renewWarmupJob } from '../modules/warmup/warmup.billing.js';
import { webhookAttemptJob } from '../modules/webhooks/delivery.job.js';
import { purgeWorkspaceJob } from '../modules/workspaces/workspace-purge.js';

/** Every job the service runs, from every module. Modules add their definitions here. */
export const allJobs: JobDefinition[] = [
  webhookAttemptJob as JobDefinition,
  ...Object.values(domainJobs),
  ...Object.values(dnsJobs),
  ...(Object.values(mailboxJobs) as JobDefinition[]),
  ...(Object.values(consentRequestJobs) as JobDefinition[]),
  ...(Object.values(clientIdRequestJobs) as JobDefinition[]),
  ...(Object.values(forwardingJobs) as JobDefinition[]),
  ...(Object.values(sequencerJobs) as JobDefinition[]),
  ...(Object.values(clockJobs) as JobDefinition[]),
  ...(Object.values(warmupJobs) as JobDefinition[]),
  ...(Object.values(prewarmJobs) as JobDefinition[]),
  renewWarmupJob as JobDefinition,
  ...(Object.values(billingJobs) as JobDefinition[]),
  ...(Object.values(orderJobs) as JobDefinition[]),
  ...(Object.values(placementJobs) as JobDefinition[]),
  ...(infraguardJobs as JobDefinition[]),
  ...(Object.values(healthJobs) as JobDefinition[]),
  campaignDayJob as JobDefinition,
  campaignResponseJob as JobDefinition,
  ingestMailboxJob as JobDefinition,
  purgeWorkspaceJob as JobDefinition,
  sendPasswordResetJob as JobDefinition,
];
