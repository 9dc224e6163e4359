import { Type } from 'typebox';

/**
 * The contract's two pagination styles. Defaults and bounds are the same everywhere: `limit`
 * defaults to 10 and must be 1 to 100; out-of-range values are a 400, never silently clamped.
 */
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 100;

export const Limit = Type.Integer({
  minimum: 1,
  maximum: LIMIT_MAX,
  default: LIMIT_DEFAULT,
  description: `Page size, 1 to ${LIMIT_MAX} (default ${LIMIT_DEFAULT}).`,
});
export const Page = Type.Integer({
  minimum: 1,
  default: 1,
  description: 'Page number, 1-based (default 1).',
});
export const Offset = Type.Integer({
  minimum: 0,
  default: 0,
  description: 'Number of items to skip (default 0).',
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
