import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidField } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { prepareWebhookEndpoint } from './signing-secrets.service.js';
import { updateEndpoint } from './webhooks.repository.js';
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
 * `X-Service-Signature` under `api_key_sha256`: `sha256=` + the key's hex SHA-256, whatever the
 * body (the real service's corrected scheme). Null when the endpoint signs with `hmac`.
 */
export function staticSignature(
  endpoint: Pick<WebhookEndpointRow, 'signature_scheme' | 'signature_key_hash'>,
): string | null {
  if (endpoint.signature_scheme !== 'api_key_sha256' || !endpoint.signature_key_hash) return null;
  return `sha256=${endpoint.signature_key_hash}`;
}

/** What a receiver of the real service computes from its key, for docs and tests. */
export function apiKeySignature(apiKey: string): string {
  return `sha256=${createHash('sha256').update(apiKey).digest('hex')}`;
}
