import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { Executor } from './transaction.js';

/**
 * Queries built and compiled once per shape and dialect, then run with each call's values.
 *
 * Building a Kysely query (an immutable tree of nodes, one copy per method call) and compiling it
 * to SQL costs about as much as SQLite takes to run a small page, on every request. A list's
 * statement text depends only on the shape of its filter (which filters are given, how many
 * values a list of values holds, the columns shown), not on the values, so it is built once per
 * shape with a placeholder ({@link Slot}) in place of each value, compiled, and kept; a call
 * then only puts its own values where the placeholders landed among the parameters.
 *
 * Every parameter of the statement must come from `params` (checked when a shape is built). The
 * one rule for a `build` function: it may test whether a value is given (`undefined`,
 * `null`) and how long a list is, and may branch on a boolean, but uses every string or number
 * only as a value bound in the statement (never in `sql.lit`, a string it builds, or a test of
 * its content). `slotted` puts exactly those facts in the cache key, so two calls that build
 * differently never share a statement.
 */

/** Where the value of one parameter goes: the call's `index`-th value. */
export class Slot {
  constructor(readonly index: number) {}
}

/** Statements kept per query and dialect adapter, by shape: bounded, oldest out first. */
const MAX_SHAPES = 200;
const cache = new WeakMap<object, WeakMap<DialectAdapter, Map<string, CompiledQuery>>>();

/**
 * `params` with each string and number replaced by a {@link Slot} (its value pushed onto
 * `values`), arrays and plain objects walked, anything else (`undefined`, `null`, booleans) kept;
 * and the key naming that shape.
 */
export function slotted<P>(params: P): { slots: P; values: unknown[]; shape: string } {
  const values: unknown[] = [];
  let shape = '';
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' || typeof value === 'number') {
      values.push(value);
      shape += '$';
      return new Slot(values.length - 1);
    }
    if (Array.isArray(value)) {
      shape += '[';
      const out = value.map(walk);
      shape += ']';
      return out;
    }
    if (value !== null && typeof value === 'object') {
      shape += '{';
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        shape += `${key}:`;
        out[key] = walk(item);
        shape += ',';
      }
      shape += '}';
      return out;
    }
    shape += String(value);
    return value;
  };
  const slots = walk(params) as P;
  return { slots, values, shape };
}

/**
 * The statement `build(slots)` makes for `params`' shape, with `params`' values bound. `query`
 * names the query by identity: a definition made once, at module level (a list's `defineList`),
 * so nothing a call captures can reach a statement another call reuses; `variant` adds what
 * else decides the text (say, the signs of a count). `build` runs only the first time a query,
 * variant and shape are seen on a dialect.
 */
export function compiledQuery<P, R>(
  db: Executor,
  query: object,
  variant: string,
  params: P,
  build: (slots: P) => Compilable<R>,
): CompiledQuery<R> {
  const adapter = db.getExecutor().adapter;
  let byAdapter = cache.get(query);
  if (!byAdapter) {
    byAdapter = new WeakMap();
    cache.set(query, byAdapter);
  }
  let shapes = byAdapter.get(adapter);
  if (!shapes) {
    shapes = new Map();
    byAdapter.set(adapter, shapes);
  }
  const { slots, values, shape } = slotted(params);
  const id = `${variant}\u0000${shape}`;
  let compiled = shapes.get(id);
  if (!compiled) {
    compiled = build(slots).compile();
    // A value that is not a slot came from outside `params` (a closure) and would be kept in the
    // statement for every later call: refuse the build rather than answer with another's value.
    // A null is the exception: `params`' nulls are part of the shape, so every call that shares
    // this statement has its null in the same place (a row inserted with a column null).
    const fixed = compiled.parameters.findIndex((p) => !(p instanceof Slot) && p !== null);
    if (fixed !== -1)
      throw new Error(`${variant}: parameter ${fixed + 1} is not one of params' values`);
    shapes.set(id, compiled);
    if (shapes.size > MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
  }
  const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
  return { ...compiled, parameters } as CompiledQuery<R>;
}
