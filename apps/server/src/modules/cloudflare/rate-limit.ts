import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction, lockRow } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';

/** The real service's limit: 10 connects per workspace in 5 minutes. */
export const CONNECT_LIMIT = 10;
export const CONNECT_WINDOW_MS = 5 * 60_000;

/**
 * Counts one connect request of the workspace, or answers 429 with `Retry-After` (the seconds
 * until the oldest attempt in the window leaves it) when it already made {@link CONNECT_LIMIT}.
 * Every request counts, refused or not, as a limit against guessing credentials should.
 */
export async function takeConnectAttempt(db: Kysely<DB>, workspaceId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const team = await trx
      .selectFrom('workspaces')
      .select('team_id')
      .where('id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    await lockRow(trx, 'teams', team.team_id);
    const now = Date.now();
    const since = new Date(now - CONNECT_WINDOW_MS).toISOString();
    await trx
      .deleteFrom('cloudflare_connect_attempts')
      .where('workspace_id', '=', workspaceId)
      .where('created_at', '<=', since)
      .execute();
    const recent = await trx
      .selectFrom('cloudflare_connect_attempts')
      .select('created_at')
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at')
      .execute();
    if (recent.length >= CONNECT_LIMIT) {
      const oldest = Date.parse((recent[0] as { created_at: string }).created_at);
      const wait = Math.max(1, Math.ceil((oldest + CONNECT_WINDOW_MS - now) / 1000));
      throw new ApiError(
        'RATE_LIMITED',
        `Too many Cloudflare connect requests: at most ${CONNECT_LIMIT} in 5 minutes; try again in ${wait} seconds`,
        undefined,
        { 'Retry-After': String(wait) },
      );
    }
    await trx
      .insertInto('cloudflare_connect_attempts')
      .values({ id: newId(), workspace_id: workspaceId, created_at: new Date(now).toISOString() })
      .execute();
  });
}
