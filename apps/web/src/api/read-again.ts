import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** Reads again waiting on a read under way, one per query however many changes came meanwhile. */
const waiting = new WeakMap<Query, Promise<void>>();

/**
 * Reads again the cached answers under these keys (each a whole key or its start), after a change
 * made or announced now. A read under way may have been answered before the change: it is read
 * again once it ends, not cut short, and once only however many changes come meanwhile (a bulk
 * action's events arrive in many batches). An invalidation alone would not do: TanStack Query
 * joins it to a first read under way instead of reading again (the change was lost), and
 * cancelling a refetch only delays what is shown.
 */
export async function readAgain(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const queries = new Map<string, Query>();
  for (const queryKey of keys)
    for (const query of client.getQueryCache().findAll({ queryKey }))
      queries.set(query.queryHash, query);
  await Promise.all([...queries.values()].map((query) => readQueryAgain(client, query)));
}

function readQueryAgain(client: QueryClient, query: Query): Promise<void> {
  const again = () => client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  if (query.state.fetchStatus !== 'fetching') return again();
  let queued = waiting.get(query);
  if (!queued) {
    queued = (query.promise ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        waiting.delete(query);
        return again();
      });
    waiting.set(query, queued);
  }
  return queued;
}
