import { MailwrightError } from './errors.js';

/** The request fields that ask for the next page: `page` (page style) or `offset` (offset style). */
export type NextPage = { page: number } | { offset: number };

/**
 * Where the answer `body` says the next page starts, or undefined when it was the last one (or
 * carries no `pagination`). An empty page also ends the walk, so a server that keeps saying
 * "more" without sending any cannot loop a caller for ever.
 */
export function nextPage(body: unknown): NextPage | undefined {
  const pagination = (body as { pagination?: unknown } | null)?.pagination;
  if (typeof pagination !== 'object' || pagination === null) return undefined;
  const p = pagination as Record<string, unknown>;
  const count = itemsOf(body).length;
  if (count === 0) return undefined;
  if (typeof p.page === 'number' && typeof p.pages === 'number') {
    return p.page < p.pages ? { page: p.page + 1 } : undefined;
  }
  if (typeof p.offset === 'number' && typeof p.hasMore === 'boolean') {
    // Advance by what arrived rather than by `limit`: a short page then skips nothing.
    return p.hasMore ? { offset: p.offset + count } : undefined;
  }
  return undefined;
}

/**
 * The list in a paginated answer: its one array-valued field besides `pagination`
 * (`workspaces`, `data`, `jobs` ...), or `data` when there are several.
 */
export function itemsOf(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null) return [];
  const lists = Object.entries(body).filter(
    ([key, value]) => key !== 'pagination' && Array.isArray(value),
  );
  if (lists.length === 1) return lists[0]![1] as unknown[];
  const data = (body as { data?: unknown }).data;
  if (Array.isArray(data)) return data;
  if (lists.length === 0) return [];
  throw new MailwrightError(
    `The answer has several lists (${lists.map(([key]) => key).join(', ')}); walk pages() instead`,
  );
}

/** `init` with the next page's field set in the query string (GET) or the JSON body (POST). */
export function withNextPage(
  init: Record<string, unknown>,
  where: 'query' | 'body',
  next: NextPage,
): Record<string, unknown> {
  if (where === 'body') {
    return { ...init, body: { ...(init.body as object | undefined), ...next } };
  }
  const params = (init.params ?? {}) as { query?: object };
  return { ...init, params: { ...params, query: { ...params.query, ...next } } };
}
