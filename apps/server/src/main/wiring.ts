import { purchaseHandlersHook } from '../modules/billing/purchase-handler.js';
import { movedToLineHook } from '../modules/clocks/clocks.service.js';
import { handOverConnection } from '../modules/cloudflare/cloudflare.repository.js';
import { domainsMovedHook } from '../modules/domains/operations.jobs.js';
import { releaseHeldJobs } from '../modules/forwarding/forwarding.jobs.js';
import { carryProtection } from '../modules/infraguard/domain-move.js';
import { scheduleMailIngest } from '../modules/insights/ingest/ingest.job.js';
import { ledgerRollupsHook } from '../modules/mail/ledger.js';
import { mailboxActivatedHook } from '../modules/mailboxes/setup.jobs.js';
import { destinationVerifiedHook } from '../modules/verified-destinations/verified-destinations.service.js';
import { moveWarmupToLine } from '../modules/warmup/line-change.js';
import { handOverConnectionHook } from '../modules/workspaces/workspaces.service.js';
import { LEDGER_ROLLUPS } from './ledger-rollups.js';
import { PURCHASE_HANDLERS } from './purchase-handlers.js';

/**
 * Registers the hooks by which a lower module reacts to higher ones (`lib/hook.ts`;
 * docs/development.md, "Layout and the dependency rule"): the rollups the mail ledger feeds, who
 * settles each payment, what follows a workspace's change of time line (warmup), a move of
 * domains (InfraGuard's protection), a verified destination (forwarding's held jobs) and an
 * activated mailbox (Email Insight's reading), and a workspace's deletion (its Cloudflare
 * connection handed over).
 * `composeContext` calls it; a script that writes through those modules without composing a
 * context calls it first. Calling it again changes nothing.
 */
export function wireModules(): void {
  ledgerRollupsHook.register(LEDGER_ROLLUPS);
  purchaseHandlersHook.register(PURCHASE_HANDLERS);
  movedToLineHook.register(moveWarmupToLine);
  domainsMovedHook.register(carryProtection);
  destinationVerifiedHook.register(releaseHeldJobs);
  handOverConnectionHook.register(handOverConnection);
  mailboxActivatedHook.register((trx, ctx, mailbox) => scheduleMailIngest(trx, ctx, mailbox));
}
