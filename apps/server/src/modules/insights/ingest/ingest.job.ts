import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/job.js';
import { createDnsLookup } from '../../../providers/resolver.js';
import {
  findMailboxByInternalId,
  type MailboxRow,
  mailAccountOf,
} from '../../mailboxes/surface.js';
import { ingestMailbox } from './ingest.js';
import { createMxProviders, type MxProviders } from './mx-provider.js';

/** One MX cache per running service (its config names the resolver and the TTL). */
const mxCaches = new WeakMap<AppContext, MxProviders>();

/**
 * Reads a real mailbox's new mail into the ledger (`ingest.ts`), every
 * MAILWRIGHT_INSIGHTS_INGEST_INTERVAL while the mailbox is active. The next run is scheduled
 * before this one reads, so a crash or an unreachable server never ends the chain; a server
 * that cannot be reached or refuses the sign-in is logged and tried again at the next run.
 */
export const ingestMailboxJob = defineJob({
  name: 'insights.ingest-mailbox',
  /** `at`: the time this run was scheduled for. */
  payload: Type.Object({ mailboxId: Type.String(), at: Type.String() }),
  async handle({ mailboxId, at }, { ctx, log }) {
    const mailbox = await findMailboxByInternalId(ctx.db, mailboxId);
    if (mailbox?.status !== 'active' || !readsRealMail(ctx, mailbox)) return;
    await inTransaction(ctx.db, (trx) => scheduleMailIngest(trx, ctx, mailbox, new Date(at)));
    let providerOf = mxCaches.get(ctx);
    if (!providerOf) {
      providerOf = createMxProviders(
        createDnsLookup(ctx.config.adapters.resolvers),
        ctx.config.insights.mxCacheTtlMs,
      );
      mxCaches.set(ctx, providerOf);
    }
    const account = mailAccountOf(ctx, mailbox);
    const outcome = await ingestMailbox(
      ctx,
      {
        id: mailbox.id,
        teamId: mailbox.team_id,
        workspaceId: mailbox.workspace_id,
        domainId: mailbox.domain_id,
        email: account.email.toLowerCase(),
      },
      account,
      providerOf,
    );
    if (!outcome.ok)
      log.warn({ mailbox: mailbox.uid, error: outcome.error }, 'mailbox not read for insights');
    else if (outcome.restarted.length > 0)
      log.info(
        { mailbox: mailbox.uid, folders: outcome.restarted },
        'folder renumbered: read again',
      );
  },
});

/** Whether the mailbox's mail goes over real SMTP and IMAP (not the simulated network). */
export function readsRealMail(ctx: AppContext, mailbox: Pick<MailboxRow, 'platform'>): boolean {
  return ctx.providers.mailNetworkOf(mailbox.platform) !== 'simulator';
}

/**
 * Schedules the mailbox's next read at the first multiple of the interval after now (and after
 * `after`, the time the running read was scheduled for): two schedulers (an activation and a
 * running chain) pick the same time and key, so one chain runs per mailbox. Does nothing for a
 * mailbox on the simulated network.
 */
export async function scheduleMailIngest(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: Pick<MailboxRow, 'id' | 'platform'>,
  after = new Date(0),
): Promise<void> {
  if (!readsRealMail(ctx, mailbox)) return;
  const every = ctx.config.insights.ingestIntervalMs;
  const from = Math.max(Date.now(), after.getTime());
  const at = new Date((Math.floor(from / every) + 1) * every).toISOString();
  await ctx.jobs.enqueue(
    trx,
    ingestMailboxJob,
    { mailboxId: mailbox.id, at },
    { key: `mail-ingest:${mailbox.id}:${at}`, runAt: new Date(at) },
  );
}

/**
 * Queues a read now of every active mailbox on a real mail network (or only the one with
 * `uid`): `mailwright insights ingest`. It also starts the chain of a mailbox that was active
 * before the ingester existed; a mailbox already in a chain keeps one (the keys meet at the next
 * slot). Returns how many mailboxes were queued.
 */
export async function ingestNow(ctx: AppContext, uid?: string): Promise<number> {
  let query = ctx.db
    .selectFrom('mailboxes')
    .select(['id', 'platform'])
    .where('status', '=', 'active');
  if (uid !== undefined) query = query.where('uid', '=', uid);
  const mailboxes = (await query.execute()).filter((m) => readsRealMail(ctx, m));
  const at = new Date().toISOString();
  await inTransaction(ctx.db, async (trx) => {
    for (const m of mailboxes)
      await ctx.jobs.enqueue(
        trx,
        ingestMailboxJob,
        { mailboxId: m.id, at },
        { key: `mail-ingest:${m.id}:${at}`, runAt: new Date(at) },
      );
  });
  return mailboxes.length;
}
