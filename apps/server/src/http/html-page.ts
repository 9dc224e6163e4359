/**
 * The sandbox's HTML pages (the simulated consent screen, checkout page and billing portal): one
 * look, one set of headers, one escaper.
 */

/** Headers of every sandbox page: never cached, never framed, the token-bearing URL never leaked. */
export const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
} as const;

/** A small standalone page; `body` is HTML the caller has escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}
button{font-size:1rem;padding:.5rem 1.5rem;margin-right:.5rem}.note{color:#666;font-size:.9rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>
`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
