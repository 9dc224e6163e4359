import { callerResolversHook } from '../http/auth.js';
import { authenticate } from '../modules/accounts/accounts.service.js';
import { authenticateSession } from '../modules/accounts/sessions.service.js';
import { purchaseHandlersHook } from '../modules/billing/purchase-handler.js';
import { movedToLineHook } from '../modules/clocks/clocks.service.js';
import { handOverConnection } from '../modules/cloudflare/cloudflare.repository.js';
import { domainReadsHook } from '../modules/dns/domain-reads.js';
import {
  findDomainById,
  getDomainsByUids,
  lockDomain,
} from '../modules/domains/domains.service.js';
import { domainsMovedHook } from '../modules/domains/operations.jobs.js';
import { releaseHeldJobs } from '../modules/forwarding/forwarding.jobs.js';
import { pauseWarmupHook } from '../modules/infraguard/checks.service.js';
import { carryProtection } from '../modules/infraguard/domain-move.js';
import { scheduleMailIngest } from '../modules/insights/ingest/ingest.job.js';
import { ledgerRollupsHook } from '../modules/mail/ledger.js';
import { getMailboxesByUids } from '../modules/mailboxes/mailboxes.service.js';
import { mailboxActivatedHook } from '../modules/mailboxes/setup.jobs.js';
import { getSequencersByUids } from '../modules/sequencers/sequencers.service.js';
import { taggableRecordsHook } from '../modules/tags/taggable-records.js';
import { destinationVerifiedHook } from '../modules/verified-destinations/verified-destinations.service.js';
import { moveWarmupToLine } from '../modules/warmup/line-change.js';
import { pauseWarmupOfDomain } from '../modules/warmup/warmup.domain.js';
import { prepareWebhookEndpoint } from '../modules/webhooks/signing-secrets.service.js';
import {
  findWorkspace,
  handOverConnectionHook,
  webhookUrlSetHook,
} from '../modules/workspaces/workspaces.service.js';
import { LEDGER_ROLLUPS } from './ledger-rollups.js';
import { PURCHASE_HANDLERS } from './purchase-handlers.js';

/**
 * Registers the hooks by which a lower module or layer reacts to a higher one, or a module to one
 * of its tier that builds on it (`lib/hook.ts`; docs/development.md, "Layout and the dependency
 * rule"): who calls (the http layer's tokens, sessions and workspaces), the rollups the mail
 * ledger feeds, who settles each payment, what follows a workspace's change of time line
 * (warmup), a move of domains (InfraGuard's protection), a verified destination (forwarding's held
 * jobs), an activated mailbox (Email Insight's reading), the records tags are assigned to and
 * the domain DNS works on, a webhook URL set (its endpoint and signing secret), a listed domain
 * (warmup paused) and a workspace's deletion (its Cloudflare connection handed over).
 * `composeContext` calls it; a script that writes through those modules without composing a
 * context calls it first. Calling it again changes nothing.
 */
export function wireModules(): void {
  callerResolversHook.register({
    token: (ctx, token) => authenticate(ctx.db, token, { cacheMs: ctx.config.http.tokenCacheMs }),
    session: authenticateSession,
    workspace: (ctx, viewer, uid) => findWorkspace(ctx.db, viewer, uid),
  });
  // A domain's 404 names the domain (getDomainsByUids takes no field), as it always did.
  taggableRecordsHook.register({
    domain: (db, workspaceId, uids) => getDomainsByUids(db, workspaceId, uids),
    mailbox: getMailboxesByUids,
    sequencer: getSequencersByUids,
  });
  domainReadsHook.register({ findById: findDomainById, lock: lockDomain });
  ledgerRollupsHook.register(LEDGER_ROLLUPS);
  purchaseHandlersHook.register(PURCHASE_HANDLERS);
  movedToLineHook.register(moveWarmupToLine);
  domainsMovedHook.register(carryProtection);
  destinationVerifiedHook.register(releaseHeldJobs);
  handOverConnectionHook.register(handOverConnection);
  webhookUrlSetHook.register((db, secrets, workspaceId) =>
    prepareWebhookEndpoint(db, secrets, workspaceId),
  );
  pauseWarmupHook.register(
    async (ctx, owner, domainId) =>
      (await pauseWarmupOfDomain(ctx, { ...owner, actor: 'system' }, domainId)).success.length,
  );
  mailboxActivatedHook.register((trx, ctx, mailbox) => scheduleMailIngest(trx, ctx, mailbox));
}
