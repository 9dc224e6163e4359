import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { isoNow } from '../../lib/time.js';
import { generateSigningSecret } from './signing.js';
import { findEndpoint, insertEndpointIfMissing, updateEndpoint } from './webhooks.repository.js';
import type { WebhookEndpointRow } from './webhooks.table.js';

/** Default and bounds of a rotation's grace period. */
export const ROTATION_GRACE_DEFAULT_MINUTES = 24 * 60;
export const ROTATION_GRACE_MAX_MINUTES = 7 * 24 * 60;

/** A workspace's signing secrets as the customer sees them (plaintext: credentials responses only). */
export interface SigningSecrets {
  /** The secret deliveries are signed with now. */
  secret: string;
  /** During a rotation: the secret signing switches to at `nextSecretActiveAt`. */
  nextSecret: string | null;
  nextSecretActiveAt: string | null;
  /** How `X-Service-Signature` is computed (signature-scheme.service.ts). */
  scheme: NonNullable<WebhookEndpointRow['signature_scheme']>;
}

/**
 * Called whenever a webhook URL is set, in that transaction: creates the workspace's signing
 * secret with its first URL (later URLs keep it), and starts a fresh failure streak, since
 * setting the webhook again is what re-enables a disabled one.
 */
export async function prepareWebhookEndpoint(
  db: Executor,
  secrets: SecretBox,
  workspaceId: string,
  options: { keepFailureStreak?: boolean } = {},
): Promise<void> {
  const now = isoNow();
  await insertEndpointIfMissing(db, {
    workspace_id: workspaceId,
    signing_secret: secrets.seal(generateSigningSecret()),
    next_signing_secret: null,
    next_secret_active_at: null,
    failing_since: null,
    signature_scheme: 'hmac',
    signature_key_hash: null,
    created_at: now,
    updated_at: now,
  });
  if (!options.keepFailureStreak)
    await updateEndpoint(db, workspaceId, { failing_since: null, updated_at: now });
}

/** The secrets in force at `at`: a next secret whose time has come is the current one. */
export function effectiveSecrets(
  row: Pick<
    WebhookEndpointRow,
    'signing_secret' | 'next_signing_secret' | 'next_secret_active_at' | 'signature_scheme'
  >,
  secrets: SecretBox,
  at: Date = new Date(),
): SigningSecrets {
  const next = row.next_signing_secret;
  const activeAt = row.next_secret_active_at;
  const scheme = row.signature_scheme ?? 'hmac';
  if (next && activeAt && activeAt <= at.toISOString()) {
    return { secret: secrets.open(next), nextSecret: null, nextSecretActiveAt: null, scheme };
  }
  return {
    secret: secrets.open(row.signing_secret),
    nextSecret: next ? secrets.open(next) : null,
    nextSecretActiveAt: next ? activeAt : null,
    scheme,
  };
}

/** The workspace's signing secrets; a 409 when no webhook URL was ever set (no secret yet). */
export async function getSigningSecrets(
  db: Executor,
  secrets: SecretBox,
  workspaceId: string,
): Promise<SigningSecrets> {
  const row = await findEndpoint(db, workspaceId);
  if (!row) throw noSecretYet();
  return effectiveSecrets(row, secrets);
}

/**
 * Creates the next signing secret and returns it with the time deliveries start being signed with
 * it (now + grace). The current secret keeps signing until then, so the customer can add the new
 * one to the verifier first. Rotating again while a rotation is pending replaces the pending
 * secret; a grace of 0 switches at once.
 */
export async function rotateSigningSecret(
  db: Kysely<DB>,
  secrets: SecretBox,
  workspaceId: string,
  graceMinutes: number,
): Promise<{ secret: string; activeAt: string }> {
  return inTransaction(db, async (trx) => {
    const row = await findEndpoint(trx, workspaceId);
    if (!row) throw noSecretYet();
    const now = new Date();
    const current = effectiveSecrets(row, secrets, now).secret;
    const next = generateSigningSecret();
    const activeAt = new Date(now.getTime() + graceMinutes * 60_000).toISOString();
    await updateEndpoint(trx, workspaceId, {
      ...(graceMinutes === 0
        ? { signing_secret: secrets.seal(next), next_signing_secret: null }
        : { signing_secret: secrets.seal(current), next_signing_secret: secrets.seal(next) }),
      next_secret_active_at: graceMinutes === 0 ? null : activeAt,
      updated_at: now.toISOString(),
    });
    return { secret: next, activeAt };
  });
}

function noSecretYet() {
  return conflict(
    'This workspace has no signing secret yet: it is created when a webhook URL is first set (Update workspace webhook)',
  );
}
