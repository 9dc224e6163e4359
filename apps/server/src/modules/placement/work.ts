import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Logger } from '../../lib/logger.js';
import type { FoundMail } from '../../providers/mail-network.js';
import { nowFor, scheduleFor } from '../clocks/surface.js';
import { findDomainsByIds } from '../domains/surface.js';
import { senderSignals, signalsFor } from '../infraguard/surface.js';
import { findMessagesByIds, type MailMessageRow, recordMail, sendMail } from '../mail/surface.js';
import { findMailboxesByInternalIds, mailAccountOf } from '../mailboxes/surface.js';
import { liveSubscriptionOf } from '../warmup/surface.js';
import { placementCollect, placementSend } from './placement.job-refs.js';
import type { PlacementContent, PlacementCopyRow, PlacementTestRow } from './placement.table.js';
import { failAndRefund, lockRun, transitionRun } from './runs.service.js';
import { SEED_PROVIDERS, type SeedProvider } from './seed-providers.js';
import { recordHealth, seedAccess } from './seeds.service.js';

const MINUTE = 60_000;
/** From a copy's send to the first look for it in its seed. */
export const FIRST_LOOK_MS = 2 * MINUTE;
/** Between two looks. */
export const LOOK_EVERY_MS = 2 * MINUTE;
/** From the last send to the deadline: a copy not found by then is `missing`. */
export const DEADLINE_MS = 30 * MINUTE;
/** Between two copies of a `one_by_one` run. */
export const ONE_BY_ONE_GAP_MS = MINUTE;

/** The header that carries a copy's token (its body carries it too). */
export const PLACEMENT_TOKEN_HEADER = 'X-Mailwright-Placement';

/** A copy's content: the test's, with the copy's token at the foot of the text and the HTML. */
export function copyContent(content: PlacementContent, token: string) {
  return {
    subject: content.subject,
    text: `${content.text}\n\n${token}`,
    ...(content.html === null
      ? {}
      : { html: `${content.html}\n<div style="display:none">${token}</div>` }),
  };
}

async function findRun(ctx: AppContext, testId: string) {
  return ctx.db
    .selectFrom('placement_tests')
    .selectAll()
    .where('id', '=', testId)
    .executeTakeFirst();
}

async function copiesOf(ctx: AppContext, testId: string, status: PlacementCopyRow['status']) {
  return ctx.db
    .selectFrom('placement_copies')
    .selectAll()
    .where('test_id', '=', testId)
    .where('status', '=', status)
    .orderBy('id')
    .execute();
}

/**
 * Sends the run's pending copies (one of them in `one_by_one` mode) from the customer's
 * mailboxes through the mail network, each written to the message ledger (kind `placement`).
 * A copy whose network refuses it for good is `not_sent`; a passing failure leaves it pending
 * for the job's retry (`not_sent` on the last attempt). When nothing is left to send: `running`
 * with its deadline and first look, or `failed` and refunded when no copy left at all.
 */
export async function sendCopies(
  ctx: AppContext,
  testId: string,
  log: Logger,
  lastAttempt: boolean,
) {
  const run = await findRun(ctx, testId);
  if (!run || (run.status !== 'created' && run.status !== 'running')) return;
  const pending = await copiesOf(ctx, testId, 'pending');
  const batch = run.delivery_mode === 'one_by_one' ? pending.slice(0, 1) : pending;
  const mailboxes = await findMailboxesByInternalIds(
    ctx.db,
    batch.map((c) => c.sender_mailbox_id),
  );
  const domains = await findDomainsByIds(
    ctx.db,
    [...mailboxes.values()].map((m) => m.domain_id),
  );
  const content = JSON.parse(run.content) as PlacementContent;
  let retry = false;
  for (const copy of batch) {
    const now = await nowFor(ctx.db, run.workspace_id);
    const mailbox = mailboxes.get(copy.sender_mailbox_id);
    if (mailbox?.status !== 'active') {
      await markCopy(ctx, copy, {
        status: 'not_sent',
        error: 'The sending mailbox is no longer active',
      });
      continue;
    }
    const warmup = await liveSubscriptionOf(ctx.db, mailbox.id);
    const signals = await senderSignals(ctx.db, {
      domain: domains.get(mailbox.domain_id) ?? {
        id: mailbox.domain_id,
        created_at: now.toISOString(),
      },
      now,
      warmupDays: warmup ? Math.max(0, warmup.day_count - 1) : 0,
      dailyRamp: 50,
    });
    const family = SEED_PROVIDERS[copy.provider as SeedProvider]?.family ?? 'other';
    const networkSentAt = new Date().toISOString();
    const sent = await sendMail(
      ctx,
      {
        kind: 'placement',
        from: {
          teamId: run.team_id,
          workspaceId: run.workspace_id,
          mailboxId: mailbox.id,
          domainId: mailbox.domain_id,
          account: mailAccountOf(ctx, mailbox),
        },
        to: { address: copy.seed_email, provider: family, mailboxId: null },
        mail: {
          messageId: copy.message_id,
          to: copy.seed_email,
          ...copyContent(content, copy.token),
          headers: { [PLACEMENT_TOKEN_HEADER]: copy.token },
          signals: signalsFor(signals, 0, family),
        },
        at: now.toISOString(),
      },
      async (trx, message) => {
        await trx
          .updateTable('placement_copies')
          .set(
            message.bounce
              ? {
                  status: 'missing',
                  folder: 'missing',
                  ledger_id: message.id,
                  sent_at: now.toISOString(),
                  network_sent_at: networkSentAt,
                  error: `Bounced: ${message.bounce_diagnostic ?? message.bounce}`,
                }
              : {
                  status: 'sent',
                  ledger_id: message.id,
                  sent_at: now.toISOString(),
                  network_sent_at: networkSentAt,
                },
          )
          .where('id', '=', copy.id)
          .execute();
      },
    );
    if (sent.ok) continue;
    log.warn({ code: sent.error.code, test: run.uid }, 'placement copy not sent');
    if (sent.error.retryable && !lastAttempt) retry = true;
    else await markCopy(ctx, copy, { status: 'not_sent', error: sent.error.message });
  }
  if (retry) throw new Error('a placement copy could not be sent yet; retrying');
  await afterSends(ctx, run);
}

async function markCopy(
  ctx: AppContext,
  copy: PlacementCopyRow,
  changes: Partial<PlacementCopyRow>,
) {
  await ctx.db.updateTable('placement_copies').set(changes).where('id', '=', copy.id).execute();
}

/** What follows a batch of sends: the next copy, the first look, or the run's failure. */
async function afterSends(ctx: AppContext, before: PlacementTestRow) {
  await inTransaction(ctx.db, async (trx) => {
    const run = await lockRun(trx, before.id);
    if (!run || (run.status !== 'created' && run.status !== 'running')) return;
    const now = (await nowFor(trx, run.workspace_id)).toISOString();
    const counts = await trx
      .selectFrom('placement_copies')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('test_id', '=', run.id)
      .groupBy('status')
      .execute();
    const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    const left = count('pending');
    const went = count('sent') + count('found') + count('missing');
    if (went === 0 && left === 0) {
      await failAndRefund(trx, ctx, run, 'No copy could be sent from the chosen mailboxes', now);
      return;
    }
    let current = run;
    if (run.status === 'created' && went > 0)
      current = await transitionRun(trx, ctx, run, 'running', now, { started_at: now });
    if (left > 0) {
      await scheduleFor(
        trx,
        ctx,
        run.workspace_id,
        placementSend,
        { testId: run.id },
        {
          afterMs: ONE_BY_ONE_GAP_MS,
          key: `placement-send:${run.id}:${went}`,
        },
      );
    } else if (current.deadline_at === null) {
      const deadline = new Date(Date.parse(now) + DEADLINE_MS).toISOString();
      await trx
        .updateTable('placement_tests')
        .set({ deadline_at: deadline })
        .where('id', '=', run.id)
        .execute();
    }
    if (run.status === 'created' && went > 0) {
      await scheduleLook(trx, ctx, run, new Date(Date.parse(now) + FIRST_LOOK_MS).toISOString());
    }
  });
}

/** The folder a copy counts under: the best of where its copies are (All Mail lists them all). */
const RANK: Record<FoundMail['folder'], number> = {
  inbox: 0,
  promotions: 1,
  updates: 1,
  spam: 2,
  archive: 3,
};

/**
 * Looks in each seed for the run's copies not found yet (inbox, spam and category folders: where
 * the network's find looks); a found copy records its folder, arrival delay and the receiver's
 * SPF / DKIM / DMARC verdicts, on the copy and in the message ledger. At the deadline, what is
 * still not found is `missing`, and the run is `completed`; before it, the next look is scheduled.
 */
export async function collectCopies(ctx: AppContext, testId: string, log: Logger) {
  const run = await findRun(ctx, testId);
  if (run?.status !== 'running') return;
  const waiting = await copiesOf(ctx, testId, 'sent');
  const seeds = await ctx.db
    .selectFrom('placement_seeds')
    .selectAll()
    .where('id', 'in', [...new Set(waiting.map((c) => c.seed_id)), ''])
    .execute();
  const messages = await findMessagesByIds(
    ctx.db,
    waiting.flatMap((c) => (c.ledger_id ? [c.ledger_id] : [])),
  );
  for (const seed of seeds) {
    const { network, account } = seedAccess(ctx, seed);
    for (const copy of waiting.filter((c) => c.seed_id === seed.id)) {
      const found = await network.find(account, { messageId: copy.message_id });
      if (!found.ok) {
        log.warn({ code: found.error.code, seed: seed.uid }, 'placement seed could not be read');
        if (!found.error.retryable) await recordHealth(ctx.db, seed, found.error.message);
        break;
      }
      const best = [...found.messages].sort((a, b) => RANK[a.folder] - RANK[b.folder])[0];
      if (!best) continue;
      const at = (await nowFor(ctx.db, run.workspace_id)).toISOString();
      const delay = Math.max(
        0,
        Math.round(
          (Date.parse(best.receivedAt) - Date.parse(copy.network_sent_at ?? best.receivedAt)) /
            1000,
        ),
      );
      const message = copy.ledger_id ? messages.get(copy.ledger_id) : undefined;
      await inTransaction(ctx.db, async (trx) => {
        await trx
          .updateTable('placement_copies')
          .set({
            status: 'found',
            folder: best.folder,
            arrived_at: at,
            delay_seconds: delay,
            spf: best.auth.spf,
            dkim: best.auth.dkim,
            dmarc: best.auth.dmarc,
          })
          .where('id', '=', copy.id)
          .where('status', '=', 'sent')
          .execute();
        if (message)
          await recordMail(trx, [
            {
              type: 'arrived',
              message,
              at,
              folder: best.folder,
              auth: `spf=${best.auth.spf} dkim=${best.auth.dkim} dmarc=${best.auth.dmarc}`,
            },
          ]);
      });
    }
  }
  await afterLook(ctx, run.id, messages);
}

/** After a look: done (the rest `missing` at the deadline), or the next look. */
async function afterLook(ctx: AppContext, testId: string, messages: Map<string, MailMessageRow>) {
  await inTransaction(ctx.db, async (trx) => {
    const run = await lockRun(trx, testId);
    if (run?.status !== 'running') return;
    const now = (await nowFor(trx, run.workspace_id)).toISOString();
    const open = await trx
      .selectFrom('placement_copies')
      .selectAll()
      .where('test_id', '=', run.id)
      .where('status', 'in', ['pending', 'sent'])
      .execute();
    const pastDeadline = run.deadline_at !== null && now >= run.deadline_at;
    if (open.length === 0 || (pastDeadline && open.every((c) => c.status === 'sent'))) {
      for (const copy of open) {
        await trx
          .updateTable('placement_copies')
          .set({ status: 'missing', folder: 'missing' })
          .where('id', '=', copy.id)
          .execute();
        const message = copy.ledger_id ? messages.get(copy.ledger_id) : undefined;
        if (message)
          await recordMail(trx, [
            { type: 'arrived', message, at: now, folder: 'missing', auth: null },
          ]);
      }
      await transitionRun(trx, ctx, run, 'completed', now, { completed_at: now });
      return;
    }
    const next = new Date(
      Math.min(
        Date.parse(now) + LOOK_EVERY_MS,
        run.deadline_at ? Date.parse(run.deadline_at) : Number.POSITIVE_INFINITY,
      ),
    );
    const at = next.getTime() <= Date.parse(now) ? new Date(Date.parse(now) + 1) : next;
    await scheduleLook(trx, ctx, run, at.toISOString());
  });
}

/** The run's next look in the seeds' folders, at `at` (once per time: the job key names it). */
function scheduleLook(trx: Transaction<DB>, ctx: AppContext, run: PlacementTestRow, at: string) {
  return scheduleFor(
    trx,
    ctx,
    run.workspace_id,
    placementCollect,
    { testId: run.id, at },
    { at: new Date(at), key: `placement-collect:${run.id}:${at}` },
  );
}
