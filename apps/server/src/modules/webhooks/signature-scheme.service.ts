import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidField } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { prepareWebhookEndpoint } from './signing-secrets.service.js';
import { findEndpoint, updateEndpoint } from './webhooks.repository.js';
import type { WebhookEndpointRow } from './webhooks.table.js';

export type SignatureSchemeName = NonNullable<WebhookEndpointRow['signature_scheme']>;

/**
 * Chooses how a workspace's deliveries are signed. `api_key_sha256` keeps the hex SHA-256 of the
 * API token that chose it: tokens are stored only as that hash, which is exactly the value the
 * real service puts in its header (`sha256=` + SHA-256 of the key), so nothing new is kept.
 */
export async function setSignatureScheme(
  ctx: AppContext,
  workspaceId: string,
  scheme: SignatureSchemeName,
  tokenId: string | null,
): Promise<{ scheme: SignatureSchemeName; api_key_prefix: string | null }> {
  if (scheme === 'api_key_sha256' && tokenId === null)
    throw invalidField(
      'scheme',
      'api_key_sha256 signs with the API token that chooses it: choose it with an API token, not a signed-in session',
    );
  return inTransaction(ctx.db, async (trx) => {
    await prepareWebhookEndpoint(trx, ctx.secrets, workspaceId, { keepFailureStreak: true });
    const token = await trx
      .selectFrom('api_tokens')
      .select(['token_hash', 'display_prefix'])
      .where('id', '=', tokenId ?? '')
      .executeTakeFirstOrThrow();
    const hmac = scheme === 'hmac';
    await updateEndpoint(trx, workspaceId, {
      signature_scheme: scheme,
      signature_key_hash: hmac ? null : token.token_hash,
      updated_at: isoNow(),
    });
    return { scheme, api_key_prefix: hmac ? null : token.display_prefix };
  });
}

/**
 * How a workspace's deliveries are signed now, without its secret: `hmac` until a scheme is
 * chosen, and under `api_key_sha256` the prefix of the token whose hash signs (null once that
 * token is gone from the table).
 */
export async function readSignatureScheme(
  db: Executor,
  workspaceId: string,
): Promise<{ scheme: SignatureSchemeName; api_key_prefix: string | null }> {
  const endpoint = await findEndpoint(db, workspaceId);
  if (endpoint?.signature_scheme !== 'api_key_sha256' || !endpoint.signature_key_hash)
    return { scheme: 'hmac', api_key_prefix: null };
  const token = await db
    .selectFrom('api_tokens')
    .select('display_prefix')
    .where('token_hash', '=', endpoint.signature_key_hash)
    .executeTakeFirst();
  return { scheme: 'api_key_sha256', api_key_prefix: token?.display_prefix ?? null };
}

/**
 * `X-Service-Signature` under `api_key_sha256`: `sha256=` + the key's hex SHA-256, whatever the
 * body (the real service's corrected scheme). Null when the endpoint signs with `hmac`.
 */
export function staticSignature(
  endpoint: Pick<WebhookEndpointRow, 'signature_scheme' | 'signature_key_hash'>,
): string | null {
  if (endpoint.signature_scheme !== 'api_key_sha256' || !endpoint.signature_key_hash) return null;
  return `sha256=${endpoint.signature_key_hash}`;
}

/**
 * Under `api_key_sha256`, the real service's own names for the contract's three headers
 * (`service-facts.md` §2.2: `X-InboxKit-Event`, `-Timestamp`, `-Signature`), sent beside them with
 * the same values, so a receiver written for the real service, which reads only its names, runs
 * unchanged. Nothing under `hmac`: there its signature would not verify as a real receiver checks.
 */
export function realServiceHeaders(contract: {
  'X-Service-Event': string;
  'X-Service-Timestamp': string;
  'X-Service-Signature': string;
}): Record<string, string> {
  return {
    'X-InboxKit-Event': contract['X-Service-Event'],
    'X-InboxKit-Timestamp': contract['X-Service-Timestamp'],
    'X-InboxKit-Signature': contract['X-Service-Signature'],
  };
}

/** What a receiver of the real service computes from its key, for docs and tests. */
export function apiKeySignature(apiKey: string): string {
  return `sha256=${createHash('sha256').update(apiKey).digest('hex')}`;
}
