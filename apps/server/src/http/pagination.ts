import { Type } from 'typebox';

/**
 * The contract's two pagination styles. Defaults and bounds are the same everywhere: `limit`
 * defaults to 10 and must be 1 to 100; out-of-range values are a 400, never silently clamped.
 * `page` and `offset` are bounded too, so the rows skipped stay at most {@link SKIP_MAX}: far past
 * any real list, and well inside the databases' 64-bit integers (an unbounded page times the limit
 * overflowed them and answered 500).
 */
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 100;
export const SKIP_MAX = 1_000_000_000;
export const OFFSET_MAX = SKIP_MAX;
/** (PAGE_MAX - 1) * LIMIT_MAX stays below SKIP_MAX. */
export const PAGE_MAX = SKIP_MAX / LIMIT_MAX;

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

export function offsetPagination(offset: number, limit: number, total: number) {
  return { total, limit, offset, hasMore: offset + limit < total };
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
