import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { whileStill } from '../../db/transaction.js';
import { defineJob, RetryJobError } from '../../jobs/job.js';
import { platformOrDefault } from '../../providers/sequencer-catalog/index.js';
import type { ConnectedAccount } from '../../providers/sequencer-platform.js';
import { openConnection } from './connection.js';
import type { SequencerStatus } from './sequencer.lifecycle.js';
import { searchTextOf } from './sequencer.present.js';
import { transitionSequencer } from './sequencer.transition.js';
import { findSequencerById } from './sequencers.repository.js';
import type { SequencerRow } from './sequencers.table.js';

/**
 * Connection policy: the platforms' own rules, so calendar time at every simulator speed (a code
 * that expired at once at `instant` speed could never be entered).
 */
export const SEQUENCER_POLICY = {
  /** How long a one-time code stays valid. */
  codeValidityMs: 10 * 60 * 1000,
  /** Wrong codes allowed before the sequencer fails. */
  maxCodeAttempts: 3,
  /** Calls to an unreachable platform before verification gives up. */
  verifyAttempts: 5,
} as const;

const after = (ms: number) => new Date(Date.now() + ms);

/**
 * Whether the sequencer is still in `status` with the connection a job or request started from
 * (for `whileStill`): an update in between makes the platform's answer stale, and nothing is done.
 */
export function sameConnection(status: SequencerStatus, version: number) {
  return (fresh: SequencerRow) => fresh.status === status && fresh.connection_version === version;
}

/** What an accepted connection writes on the record: the account as the platform reports it. */
export function connectedChanges(row: SequencerRow, account: ConnectedAccount) {
  const shown = {
    name: row.name,
    username: account.username,
    workspace_name: account.workspaceName,
  };
  return {
    username: account.username,
    workspace_name: account.workspaceName,
    search_text: searchTextOf(shown),
    consent_url: account.consentUrl,
    remote_account_id: account.accountId,
    code_challenge: null,
    code_expires_at: null,
    code_attempts: 0,
  };
}

/**
 * Asks the platform about a sequencer's connection (`verifying`): accepted, `active`; a one-time
 * code sent, `awaiting_code` (with its expiry scheduled); refused, `failed` with the reason. An
 * unreachable platform is retried, then `failed`.
 */
export const verifyJob = defineJob({
  name: 'sequencers.verify',
  payload: Type.Object({ sequencerId: Type.String(), version: Type.Integer() }),
  maxAttempts: SEQUENCER_POLICY.verifyAttempts,
  async handle({ sequencerId, version }, helpers) {
    const { ctx } = helpers;
    const row = await findSequencerById(ctx.db, sequencerId);
    if (row?.status !== 'verifying' || row.connection_version !== version) return;
    const result = await ctx.providers.sequencerPlatform.connect({
      platform: row.platform,
      values: openConnection(ctx.secrets, row),
    });
    if (!result.ok && result.error.retryable && helpers.attempt < helpers.maxAttempts) {
      throw new RetryJobError(
        `${result.error.code}: ${result.error.message}`,
        after(ctx.providers.pace.providerRetryMs),
      );
    }
    await whileStill(
      ctx.db,
      'sequencers',
      { id: sequencerId },
      async (trx, fresh) => {
        if (!result.ok) {
          const tries = result.error.retryable
            ? ` (gave up after ${helpers.attempt} attempts)`
            : '';
          await transitionSequencer(trx, ctx, fresh, 'failed', {
            failure_code: result.error.code,
            status_reason: `${result.error.message}${tries}`,
          });
          return;
        }
        if (result.state === 'connected') {
          await transitionSequencer(trx, ctx, fresh, 'active', connectedChanges(fresh, result));
          return;
        }
        const expiresAt = after(SEQUENCER_POLICY.codeValidityMs);
        const platform = platformOrDefault(fresh.platform);
        await transitionSequencer(trx, ctx, fresh, 'awaiting_code', {
          code_challenge: result.challenge,
          code_expires_at: expiresAt.toISOString(),
          code_attempts: 0,
          status_reason: `Enter the one-time code ${platform.name} sent to ${result.sentTo} (Verify one-time code) before ${expiresAt.toISOString()}`,
        });
        await ctx.jobs.enqueue(
          trx,
          codeExpiryJob,
          { sequencerId, version },
          { key: `sequencer-code:${sequencerId}:${version}`, runAt: expiresAt },
        );
      },
      sameConnection('verifying', version),
    );
  },
});

/** A sequencer still `awaiting_code` when its code expires goes `failed` (`code_expired`). */
export const codeExpiryJob = defineJob({
  name: 'sequencers.code-expiry',
  payload: Type.Object({ sequencerId: Type.String(), version: Type.Integer() }),
  async handle({ sequencerId, version }, helpers) {
    const { ctx } = helpers;
    const row = await findSequencerById(ctx.db, sequencerId);
    if (row?.status !== 'awaiting_code' || row.connection_version !== version) return;
    const expiresAt = Date.parse(row.code_expires_at ?? '');
    if (Date.now() < expiresAt) {
      // Run early (another process's clock): look again at the expiry, as a job of its own.
      await ctx.jobs.enqueue(
        ctx.db,
        codeExpiryJob,
        { sequencerId, version },
        {
          key: `sequencer-code:${sequencerId}:${version}:${expiresAt}`,
          runAt: new Date(expiresAt),
        },
      );
      return;
    }
    await whileStill(
      ctx.db,
      'sequencers',
      { id: sequencerId },
      (trx, fresh) =>
        transitionSequencer(trx, ctx, fresh, 'failed', {
          failure_code: 'code_expired',
          status_reason:
            'The one-time code expired before it was entered; update the sequencer to get a new one',
          code_challenge: null,
          code_expires_at: null,
        }),
      sameConnection('awaiting_code', version),
    );
  },
});

/** Queues the verification of a sequencer's current connection (after the platform's delay). */
export async function scheduleVerification(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: Pick<SequencerRow, 'id' | 'connection_version'>,
): Promise<void> {
  await ctx.jobs.enqueue(
    trx,
    verifyJob,
    { sequencerId: row.id, version: row.connection_version },
    {
      key: `sequencer-verify:${row.id}:${row.connection_version}`,
      runAt: after(ctx.providers.pace.sequencerVerifyMs),
    },
  );
}
