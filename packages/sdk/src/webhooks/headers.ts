/**
 * Request headers in any of the shapes receivers have at hand: a Fetch `Headers` (Hono, Workers,
 * Deno, Bun, Next.js), Node's `IncomingHttpHeaders` (`http`, Express, Fastify: lower-case keys,
 * arrays for repeated headers), or a plain object with keys in any case.
 */
export type HeadersLike =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The header's value (the first one if repeated), or undefined when absent or blank. */
export function readHeader(headers: HeadersLike, name: string): string | undefined {
  let value: string | readonly string[] | null | undefined;
  if (typeof headers.get === 'function') {
    value = (headers as { get(name: string): string | null }).get(name);
  } else {
    const wanted = name.toLowerCase();
    const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
    value = record[wanted];
    if (value === undefined) {
      const key = Object.keys(record).find((k) => k.toLowerCase() === wanted);
      value = key === undefined ? undefined : record[key];
    }
  }
  const first = typeof value === 'string' ? value : value?.[0];
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}
