import type { AuthenticatedTeam } from './accounts.service.js';

/**
 * This process's token lookups (see `authenticate`), by token hash. A change to what a lookup
 * returns (a revocation, a member's removal or role change) made in this process calls
 * {@link forgetCallers} after it commits, so it holds here at once; one made through another
 * process holds here when the entry expires (`MAILWRIGHT_TOKEN_CACHE_MS`).
 */

/** Tokens a process keeps looked up at most (the least recently looked up go first). */
const TOKEN_CACHE_SIZE = 10_000;
interface CachedCaller {
  /** The database handle it was looked up on: a test's or a command's own handle never shares. */
  db: object;
  caller: AuthenticatedTeam;
  until: number;
}
const tokenCache = new Map<string, CachedCaller>();
/** Bumped by every {@link forgetCallers}: a lookup that was under way then is not kept. */
let generation = 0;

/** The caller looked up for this token hash on this handle, if still fresh. */
export function cachedCaller(db: object, hash: string): AuthenticatedTeam | undefined {
  const entry = tokenCache.get(hash);
  return entry && entry.db === db && entry.until > Date.now() ? entry.caller : undefined;
}

/** A mark to pass to {@link rememberCaller}, taken before the lookup starts. */
export function lookupMark(): number {
  return generation;
}

/**
 * Keeps a lookup for `cacheMs`, unless something was forgotten since `mark` (the lookup may have
 * read the row before that change committed).
 */
export function rememberCaller(
  db: object,
  hash: string,
  caller: AuthenticatedTeam,
  cacheMs: number,
  mark: number,
): void {
  if (cacheMs <= 0 || mark !== generation) return;
  tokenCache.delete(hash);
  tokenCache.set(hash, { db, caller, until: Date.now() + cacheMs });
  if (tokenCache.size > TOKEN_CACHE_SIZE) {
    tokenCache.delete(tokenCache.keys().next().value as string);
  }
}

/** Drops a token hash that no longer resolves. */
export function forgetHash(hash: string): void {
  tokenCache.delete(hash);
}

/**
 * Drops this process's lookups of a token, or of every token of a member. Call it after the
 * change commits: a lookup under way meanwhile is then not kept either.
 */
export function forgetCallers(match: { tokenId?: string; memberId?: string }): void {
  generation++;
  for (const [hash, entry] of tokenCache) {
    if (entry.caller.tokenId === match.tokenId || entry.caller.member.id === match.memberId) {
      tokenCache.delete(hash);
    }
  }
}
