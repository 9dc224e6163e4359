import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { lockedRow, whileStill } from '../../db/transaction.js';
import { defineJob, type JobHelpers, RetryJobError } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import type { Pace } from '../../providers/pace.js';
import { fail, type ProviderResult, succeed } from '../../providers/result.js';
import type {
  AccountRef,
  MailboxConnection,
  MailboxRef,
} from '../../providers/sequencer-platform.js';
import { nowFor } from '../clocks/surface.js';
import { startSandboxCampaign } from '../insights/surface.js';
import {
  findMailboxByInternalId,
  type MailboxRow,
  mailEndpoints,
  openCredentials,
} from '../mailboxes/surface.js';
import { openConnection } from './connection.js';
import type { ExportStatus } from './export.lifecycle.js';
import { emitExportEvent, transitionExport } from './export.transition.js';
import { findExportById, updateExportFields } from './exports.repository.js';
import { transitionSequencer } from './sequencer.transition.js';
import { findSequencerById } from './sequencers.repository.js';
import type { SequencerExportRow, SequencerRow } from './sequencers.table.js';

/** Calls to the platform per step before a retryable failure becomes `failed`. */
const STEP_ATTEMPTS = 5;

const DELAYS: Record<'pending' | 'authorizing' | 'exporting', keyof Pace> = {
  pending: 'exportQueueMs',
  authorizing: 'exportAuthorizeMs',
  exporting: 'exportMs',
};

const after = (ms: number) => new Date(Date.now() + ms);

/** Queues the work of the status an export is now in (after that step's delay). */
export async function scheduleExportStep(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: Pick<SequencerExportRow, 'id' | 'status'>,
): Promise<void> {
  if (!(row.status in DELAYS)) return;
  const delay = DELAYS[row.status as keyof typeof DELAYS];
  await ctx.jobs.enqueue(
    trx,
    exportStepJob,
    { exportId: row.id, status: row.status },
    { key: `export-step:${row.id}:${row.status}`, runAt: after(ctx.providers.pace[delay]) },
  );
}

/** Moves an export on (or to `failed`) in one transaction, only if it is still where it was. */
function moveExport(
  ctx: AppContext,
  row: SequencerExportRow,
  to: ExportStatus,
  changes: Partial<SequencerExportRow> = {},
  also?: (trx: Transaction<DB>) => Promise<void>,
) {
  return whileStill(ctx.db, 'sequencer_exports', row, async (trx, fresh) => {
    const moved = await transitionExport(trx, ctx, fresh, to, changes);
    await scheduleExportStep(trx, ctx, moved);
    await also?.(trx);
  });
}

/** The export's failure, with the platform's reason; `unauthorized` also disconnects the sequencer. */
function failExport(
  ctx: AppContext,
  row: SequencerExportRow,
  sequencer: SequencerRow,
  error: { code: string; message: string },
  tries = '',
) {
  return moveExport(
    ctx,
    row,
    'failed',
    { error_code: error.code, error_message: `${error.message}${tries}` },
    async (trx) => {
      if (error.code !== 'unauthorized') return;
      // Locked already: whileStill locks an export's sequencer before the export.
      const fresh = await lockedRow(trx, 'sequencers', sequencer.id);
      if (fresh?.status !== 'active' || fresh.connection_version !== sequencer.connection_version)
        return;
      await transitionSequencer(trx, ctx, fresh, 'disconnected', {
        failure_code: 'unauthorized',
        status_reason: `${error.message}; update the sequencer with current credentials`,
      });
    },
  );
}

/** How the sequencer reaches a mailbox exported by SMTP/IMAP (what Show credentials gives). */
function imapConnection(ctx: AppContext, mailbox: MailboxRow): MailboxConnection {
  const profile = mailEndpoints(ctx, mailbox.platform);
  return {
    method: 'imap',
    username: `${mailbox.username}@${mailbox.domain_name}`,
    appPassword: openCredentials(ctx.secrets, mailbox).app_password,
    smtp: profile.smtp,
    imap: profile.imap,
  };
}

/** How often an export waiting for the customer's OAuth sign-in asks the platform (EmailBison's advice). */
export const OAUTH_POLL_MS = 5_000;

/** Asks again about a waiting OAuth session, as a job of its own. */
async function pollLater(ctx: AppContext, row: SequencerExportRow) {
  await ctx.jobs.enqueue(
    ctx.db,
    exportStepJob,
    { exportId: row.id, status: row.status },
    { key: `export-oauth:${row.id}:${Date.now()}`, runAt: after(OAUTH_POLL_MS) },
  );
}

/**
 * The `authorizing` step: an OAuth session opened (the customer's sign-in awaited: its URL and
 * expiry on the export, asked about every few seconds), or access granted, then `exporting`.
 */
async function authorize(
  ctx: AppContext,
  row: SequencerExportRow,
  account: AccountRef,
  mailbox: MailboxRef & { password: string; consentUrl: string },
): Promise<ProviderResult<{ waiting?: boolean }>> {
  const platform = ctx.providers.sequencerPlatform;
  if (row.oauth_session_id === null) {
    const opened = await platform.authorizeMailbox({ ...account, mailbox });
    if (!opened.ok || opened.state === 'authorized') return opened;
    // The link is news to the customer, who must open it: the export's event carries it.
    await whileStill(ctx.db, 'sequencer_exports', row, async (trx, fresh) => {
      await updateExportFields(trx, fresh.id, {
        oauth_session_id: opened.sessionId,
        oauth_url: opened.url,
        oauth_expires_at: opened.expiresAt,
        updated_at: isoNow(),
      });
      const sequencer = await findSequencerById(trx, fresh.sequencer_id);
      const updated = (await findExportById(trx, fresh.id)) as SequencerExportRow;
      await emitExportEvent(trx, ctx, updated, sequencer?.uid ?? '');
    });
    await pollLater(ctx, row);
    return succeed({ waiting: true });
  }
  const checked = await platform.checkAuthorization({
    ...account,
    mailbox,
    sessionId: row.oauth_session_id,
  });
  if (!checked.ok || checked.state === 'authorized') return checked;
  if (Date.now() > Date.parse(row.oauth_expires_at ?? ''))
    return fail(
      'consent_expired',
      'The OAuth sign-in link expired before the mailbox signed in; export it again',
    );
  await pollLater(ctx, row);
  return succeed({ waiting: true });
}

/**
 * Runs the step of the status an export is in. `pending`: checks the mailbox and the sequencer
 * are still active, and starts the OAuth or SMTP/IMAP path. `authorizing`: grants the sequencer's
 * app access to the mailbox. `exporting`: the sequencer adds the mailbox. A platform's refusal
 * fails the export with its reason; a retryable error is retried, and fails after the last attempt.
 */
export const exportStepJob = defineJob({
  name: 'sequencers.export-step',
  payload: Type.Object({ exportId: Type.String(), status: Type.String() }),
  maxAttempts: STEP_ATTEMPTS,
  async handle({ exportId, status }, helpers: JobHelpers) {
    const { ctx } = helpers;
    const row = await findExportById(ctx.db, exportId);
    if (!row || row.status !== status) return;
    const sequencer = await findSequencerById(ctx.db, row.sequencer_id);
    const mailbox = await findMailboxByInternalId(ctx.db, row.mailbox_id);
    if (!sequencer || !mailbox) return;
    if (sequencer.status !== 'active') {
      await failExport(ctx, row, sequencer, {
        code: 'sequencer_not_active',
        message: `The sequencer is ${sequencer.status}`,
      });
      return;
    }
    if (row.status === 'pending') {
      if (mailbox.status !== 'active') {
        await failExport(ctx, row, sequencer, {
          code: 'mailbox_not_active',
          message: `The mailbox is ${mailbox.status}`,
        });
        return;
      }
      await moveExport(ctx, row, row.method === 'oauth' ? 'authorizing' : 'exporting');
      return;
    }
    const account = {
      platform: sequencer.platform,
      values: openConnection(ctx.secrets, sequencer),
      accountId: sequencer.remote_account_id ?? '',
    };
    const target = {
      email: row.mailbox_email,
      platform: row.mailbox_platform,
      name: { first: mailbox.first_name, last: mailbox.last_name },
    };
    await updateExportFields(ctx.db, row.id, { attempts: row.attempts + 1, updated_at: isoNow() });
    const platform = ctx.providers.sequencerPlatform;
    const result: ProviderResult<{ remoteId?: string; waiting?: boolean }> =
      row.status === 'authorizing'
        ? await authorize(ctx, row, account, {
            ...target,
            password: openCredentials(ctx.secrets, mailbox).password,
            consentUrl: sequencer.consent_url,
          })
        : await platform.addMailbox({
            ...account,
            mailbox: {
              ...target,
              ...(row.method === 'oauth'
                ? { method: 'oauth' as const }
                : imapConnection(ctx, mailbox)),
            },
          });
    if (!result.ok) {
      if (result.error.retryable && helpers.attempt < helpers.maxAttempts) {
        throw new RetryJobError(
          `${result.error.code}: ${result.error.message}`,
          after(ctx.providers.pace.providerRetryMs),
        );
      }
      const tries = result.error.retryable ? ` (gave up after ${helpers.attempt} attempts)` : '';
      await failExport(ctx, row, sequencer, result.error, tries);
      return;
    }
    if (result.waiting) return;
    if (row.status === 'authorizing')
      await moveExport(ctx, row, 'exporting', { oauth_url: '', oauth_expires_at: null });
    else
      await moveExport(
        ctx,
        row,
        'completed',
        { remote_account_id: result.remoteId ?? null },
        // Email Insight's sandbox: an exported mailbox starts sending a simulated campaign.
        async (trx) =>
          startSandboxCampaign(
            trx,
            ctx,
            row.workspace_id,
            row.mailbox_id,
            await nowFor(trx, row.workspace_id),
          ),
      );
  },
});
