import type { AppContext } from '../../context.js';
import { whileStill } from '../../db/transaction.js';
import { ApiError, conflict, invalidField } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { openConnection } from './connection.js';
import { connectedChanges, SEQUENCER_POLICY, sameConnection } from './sequencer.jobs.js';
import { transitionSequencer } from './sequencer.transition.js';
import { countCodeAttempt } from './sequencers.repository.js';
import { getSequencer } from './sequencers.service.js';
import type { SequencerRow } from './sequencers.table.js';

/** Fails a sequencer waiting for a code, if it still waits for the same one. */
async function failCode(
  ctx: AppContext,
  row: SequencerRow,
  code: string,
  reason: string,
): Promise<void> {
  await whileStill(
    ctx.db,
    'sequencers',
    row,
    (trx, fresh) =>
      transitionSequencer(trx, ctx, fresh, 'failed', {
        failure_code: code,
        status_reason: reason,
        code_challenge: null,
        code_expires_at: null,
      }),
    sameConnection('awaiting_code', row.connection_version),
  );
}

/**
 * Verify one-time code: passes the code the platform sent to the sequencer's login on to the
 * platform, while the caller waits. Right: `active`. Wrong: a 400 naming `code` with the attempts
 * left (the attempt is counted: that write is what stops guessing), and after the last one the
 * sequencer goes `failed`. An expired code fails the sequencer too (409). A platform that cannot
 * be reached is a 503 and counts nothing.
 */
export async function verifySequencerCode(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  code: string,
): Promise<SequencerRow> {
  const row = await getSequencer(ctx.db, workspaceId, uid);
  if (row.status !== 'awaiting_code' || row.code_challenge === null) {
    throw new ApiError('CONFLICT', `The sequencer is ${row.status}; no one-time code is awaited`, [
      { field: 'uid', message: `is ${row.status}, not awaiting_code` },
    ]);
  }
  if (Date.now() >= Date.parse(row.code_expires_at ?? '')) {
    await failCode(
      ctx,
      row,
      'code_expired',
      'The one-time code expired before it was entered; update the sequencer to get a new one',
    );
    throw conflict(
      'The one-time code has expired: the sequencer failed; update it to get a new code',
    );
  }
  const result = await ctx.providers.sequencerPlatform.submitCode({
    platform: row.platform,
    values: openConnection(ctx.secrets, row),
    challenge: row.code_challenge,
    code,
  });
  if (!result.ok) {
    if (result.error.retryable) {
      throw new ApiError(
        'SERVICE_UNAVAILABLE',
        `The sequencer platform is unavailable (${result.error.message}); try again shortly`,
      );
    }
    await failCode(ctx, row, result.error.code, result.error.message);
    throw conflict(`${result.error.message}: the sequencer failed; update it to try again`);
  }
  if (!result.accepted) {
    const attempts = await countCodeAttempt(ctx.db, row, isoNow());
    if (attempts === null) throw conflict('The sequencer changed meanwhile; try again');
    const left = SEQUENCER_POLICY.maxCodeAttempts - attempts;
    if (left > 0) {
      throw invalidField(
        'code',
        `is not the code the platform sent; ${left} attempt${left > 1 ? 's' : ''} left`,
      );
    }
    await failCode(
      ctx,
      row,
      'code_attempts_exceeded',
      'The one-time code was entered wrong too many times; update the sequencer to get a new one',
    );
    throw invalidField(
      'code',
      'is not the code the platform sent; no attempts left: the sequencer failed (update it to get a new code)',
    );
  }
  const accepted = await whileStill(
    ctx.db,
    'sequencers',
    row,
    (trx, fresh) => transitionSequencer(trx, ctx, fresh, 'active', connectedChanges(fresh, result)),
    sameConnection('awaiting_code', row.connection_version),
  );
  if (!accepted) throw conflict('The sequencer changed meanwhile; try again');
  return accepted;
}
