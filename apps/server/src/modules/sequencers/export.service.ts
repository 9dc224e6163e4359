import type { AppContext } from '../../context.js';
import { type Executor, inTransaction, lockedRow } from '../../db/transaction.js';
import { ApiError, type ErrorDetail, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { platformOrDefault } from '../../providers/sequencer-catalog/index.js';
import {
  emailOf,
  getMailboxesByUids,
  lockMailboxes,
  type MailboxRow,
} from '../mailboxes/surface.js';
import { enrollExported } from '../warmup/surface.js';
import { scheduleExportStep } from './export.jobs.js';
import type { ExportMethod, ExportStatus } from './export.lifecycle.js';
import { createExports } from './export.transition.js';
import { findLiveExports, listExportRows } from './exports.repository.js';
import { findSequencerUids } from './sequencers.repository.js';
import { type Caller, getSequencer } from './sequencers.service.js';
import type { SequencerExportRow, SequencerRow } from './sequencers.table.js';

/** How a sequencer connects a mailbox: by OAuth for the platforms its catalog entry lists. */
export function exportMethodFor(
  sequencer: Pick<SequencerRow, 'platform'>,
  mailboxPlatform: string,
): ExportMethod {
  return platformOrDefault(sequencer.platform).oauthMailboxPlatforms.includes(mailboxPlatform)
    ? 'oauth'
    : 'imap';
}

/** A 409 naming (by their position in `mailbox_uids`) the mailboxes that are not active. */
function requireActive(uids: readonly string[], mailboxes: readonly MailboxRow[]): void {
  const byUid = new Map(mailboxes.map((m) => [m.uid, m]));
  const reported = new Set<string>();
  const details: ErrorDetail[] = [];
  uids.forEach((uid, i) => {
    const mailbox = byUid.get(uid);
    if (!mailbox || mailbox.status === 'active' || reported.has(uid)) return;
    reported.add(uid);
    details.push({
      field: `mailbox_uids[${i}]`,
      message: `${emailOf(mailbox)} is ${mailbox.status}; only active mailboxes can be exported`,
    });
  });
  const [first] = details;
  if (!first) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  throw new ApiError('CONFLICT', `${first.message}${more}`, details);
}

/** A 409 naming `sequencer_uid` unless the sequencer is active (a 404 once it is deleted). */
function requireActiveSequencer(sequencer: SequencerRow | undefined): void {
  if (!sequencer) throw notFound('Sequencer');
  if (sequencer.status === 'active') return;
  throw new ApiError(
    'CONFLICT',
    `The sequencer ${sequencer.name} is ${sequencer.status}; only an active sequencer takes exports`,
    [{ field: 'sequencer_uid', message: `is ${sequencer.status}, not active` }],
  );
}

/**
 * Export mailboxes: one export per mailbox not yet exported (or being exported) to the sequencer,
 * each run by a worker through the platform. Checks first, writes nothing on failure: the
 * sequencer must be the workspace's (404) and `active` (409); every mailbox the workspace's (404
 * naming `mailbox_uids[i]`) and `active` (409 naming each that is not). A mailbox with a live
 * export, or named twice, is a duplicate: skipped and counted. A failed export does not count, so
 * exporting again retries it. A sequencer added with `enable_warmup: true` enrols the mailboxes it
 * exports in warmup, charged in this transaction (402, nothing exported, when short of funds).
 * A platform whose API cannot add accounts (`accountCreation: 'manual'`) gets no exports: `manual`
 * says why and which mailboxes to add there by hand.
 */
export async function exportMailboxes(
  ctx: AppContext,
  caller: Caller & { actor?: string },
  input: { sequencerUid: string; mailboxUids: readonly string[] },
) {
  const sequencer = await getSequencer(
    ctx.db,
    caller.workspaceId,
    input.sequencerUid,
    'sequencer_uid',
  );
  requireActiveSequencer(sequencer);
  const mailboxes = await getMailboxesByUids(
    ctx.db,
    caller.workspaceId,
    input.mailboxUids,
    'mailbox_uids',
  );
  requireActive(input.mailboxUids, mailboxes);
  const platform = platformOrDefault(sequencer.platform);
  if (platform.accountCreation === 'manual') {
    // Nothing to run: the platform's API cannot add the accounts, and the answer says so.
    return {
      sequencer,
      created: [] as SequencerExportRow[],
      skipped: 0,
      manual: {
        reason: platform.manualReason ?? `${platform.name}’s API cannot add sending accounts`,
        mailboxes: mailboxes.map((m) => ({ mailbox_uid: m.uid, mailbox_email: emailOf(m) })),
      },
    };
  }
  return inTransaction(ctx.db, async (trx) => {
    // Locked (mailboxes, then the sequencer: the lock order) and checked again as they are now: a
    // deletion, an update or a cancellation decided meanwhile is seen.
    requireActive(input.mailboxUids, await lockMailboxes(trx, mailboxes));
    requireActiveSequencer(await lockedRow(trx, 'sequencers', sequencer.id));
    const live = await findLiveExports(
      trx,
      sequencer.id,
      mailboxes.map((m) => m.id),
    );
    const liveByMailbox = new Map(live.map((e) => [e.mailbox_id, e]));
    const now = isoNow();
    const fresh = mailboxes
      .filter((m) => !liveByMailbox.has(m.id))
      .map(
        (m): SequencerExportRow => ({
          id: newId(),
          uid: newUid(),
          team_id: caller.teamId,
          workspace_id: caller.workspaceId,
          sequencer_id: sequencer.id,
          mailbox_id: m.id,
          mailbox_uid: m.uid,
          mailbox_email: emailOf(m),
          mailbox_platform: m.platform,
          method: exportMethodFor(sequencer, m.platform),
          status: 'pending',
          previous_status: null,
          status_changed_at: now,
          error_code: '',
          error_message: '',
          attempts: 0,
          remote_account_id: null,
          oauth_session_id: null,
          oauth_url: '',
          oauth_expires_at: null,
          export_key: `${sequencer.id}:${m.id}`,
          created_at: now,
          updated_at: now,
          completed_at: null,
        }),
      );
    const created = await createExports(trx, ctx, sequencer.uid, fresh);
    for (const row of created) await scheduleExportStep(trx, ctx, row);
    await enrollExported(
      trx,
      ctx,
      { ...caller, actor: caller.actor ?? 'system' },
      sequencer.warmup_settings,
      created.map((row) => row.mailbox_uid),
    );
    return {
      sequencer,
      created,
      skipped: input.mailboxUids.length - created.length,
      manual: null,
    };
  });
}

export interface ExportStatusInput {
  sequencerUid?: string;
  mailboxUids: readonly string[];
  uids: readonly string[];
  status?: ExportStatus;
}

/**
 * A page of the workspace's exports, newest first. `sequencer_uid` must name a sequencer of the
 * workspace (404 otherwise); the uid lists filter (an unknown uid matches nothing; empty lists
 * filter nothing).
 */
export async function exportStatus(
  db: Executor,
  workspaceId: string,
  input: ExportStatusInput,
  offset: number,
  limit: number,
) {
  const sequencer = input.sequencerUid
    ? await getSequencer(db, workspaceId, input.sequencerUid, 'sequencer_uid')
    : undefined;
  const { rows, total } = await listExportRows(
    db,
    {
      workspaceId,
      ...(sequencer ? { sequencerId: sequencer.id } : {}),
      ...(input.mailboxUids.length > 0 ? { mailboxUids: input.mailboxUids } : {}),
      ...(input.uids.length > 0 ? { uids: input.uids } : {}),
      ...(input.status ? { status: input.status } : {}),
    },
    offset,
    limit,
  );
  const uidOf = await findSequencerUids(db, [...new Set(rows.map((r) => r.sequencer_id))]);
  return { rows, total, sequencerUidOf: (id: string) => uidOf.get(id) ?? '' };
}
