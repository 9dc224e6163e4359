import { Type } from 'typebox';

/**
 * The contract's two pagination styles. Defaults and bounds are the same everywhere: `limit`
 * defaults to 10 and must be 1 to {@link LIMIT_MAX}; out-of-range values are a 400, never silently
 * clamped. The real service's maximum is not published; its clients send 100 and 200 (one pages a
 * whole account with 200), so every list accepts up to 500.
 * `page` and `offset` are bounded too, so the rows skipped stay at most {@link SKIP_MAX}: far past
 * any real list, and well inside the databases' 64-bit integers (an unbounded page times the limit
 * overflowed them and answered 500).
 */
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 500;
export const SKIP_MAX = 1_000_000_000;
export const OFFSET_MAX = SKIP_MAX;
/** (PAGE_MAX - 1) * LIMIT_MAX stays below SKIP_MAX. */
export const PAGE_MAX = SKIP_MAX / LIMIT_MAX;
/**
 * Search available domains' page size (`num`): each name is a registrar lookup, so its pages are
 * smaller than a stored list's.
 */
export const SEARCH_NUM_MAX = 200;

export const Limit = Type.Integer({
  minimum: 1,
  maximum: LIMIT_MAX,
  default: LIMIT_DEFAULT,
  description: `Page size, 1 to ${LIMIT_MAX} (default ${LIMIT_DEFAULT}).`,
});
export const Page = Type.Integer({
  minimum: 1,
  maximum: PAGE_MAX,
  default: 1,
  description: `Page number, 1-based, at most ${PAGE_MAX} (default 1).`,
});
export const Offset = Type.Integer({
  minimum: 0,
  maximum: OFFSET_MAX,
  default: 0,
  description: `Number of items to skip, at most ${OFFSET_MAX} (default 0).`,
});

/** Page style: `{ page, limit, total, pages }`. */
export const PagePagination = Type.Object(
  {
    page: Type.Integer({ description: 'Echo of the requested page.' }),
    limit: Type.Integer({ description: 'Echo of the requested limit.' }),
    total: Type.Integer({ description: 'Number of matching items.' }),
    pages: Type.Integer({ description: 'ceil(total / limit).' }),
  },
  { title: 'PagePagination' },
);

/** Offset style: `{ total, limit, offset, hasMore }`. */
export const OffsetPagination = Type.Object(
  {
    total: Type.Integer({ description: 'Number of matching items.' }),
    limit: Type.Integer({ description: 'Echo of the requested limit.' }),
    offset: Type.Integer({ description: 'Echo of the requested offset.' }),
    hasMore: Type.Boolean({ description: 'Whether items exist beyond offset + limit.' }),
  },
  { title: 'OffsetPagination' },
);

export function pagePagination(page: number, limit: number, total: number) {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/**
 * What every page-style list answers besides its items: the real service's top-level `total`,
 * `page` (also as `current_page`, its name in the real answers), `pages` and `limit`, which its
 * clients loop on, and the contract's `pagination` object. Spread into the list's `Envelope`. The
 * contract's List forwarding jobs keeps exactly its shape (`pagination` only).
 */
export const PageListFields = {
  total: Type.Integer({ description: 'Number of matching items (as `pagination.total`).' }),
  page: Type.Integer({ description: 'Echo of the requested page (as `pagination.page`).' }),
  current_page: Type.Integer({ description: 'The same as `page`: the real service’s name.' }),
  pages: Type.Integer({ description: 'ceil(total / limit): loop while page < pages.' }),
  limit: Type.Integer({ description: 'Echo of the requested limit (as `pagination.limit`).' }),
  pagination: PagePagination,
};

/**
 * Whether `total` (and so `pages`) stopped at 1,000: a keyword of List mailboxes and List domains
 * counts its matches up to there (docs/decisions.md). Pages past it still answer their rows.
 */
export const TotalCapped = Type.Boolean({
  description:
    'True when a keyword matches more than 1,000 records: `total` is then 1,000 ("1,000 or more") and `pages` follows it; later pages still answer their rows, so read on while a page comes back full. False otherwise (every total without a keyword is exact).',
});

/** The values of {@link PageListFields} for one page. */
export function pageList(page: number, limit: number, total: number) {
  const pagination = pagePagination(page, limit, total);
  return { total, page, current_page: page, pages: pagination.pages, limit, pagination };
}

export function offsetPagination(offset: number, limit: number, total: number) {
  return { total, limit, offset, hasMore: offset + limit < total };
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
