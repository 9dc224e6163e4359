import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../context.js';
import { looksInternal, resolveInternalIds } from '../db/internal-ids.js';

/**
 * Internal ids where a uid is taken (issue 32, docs/compatibility.md): a request field that names
 * a record by uid takes the record's internal id as well, and the handler sees the uid. A field
 * names a record by uid when it is called `uid`, `uids`, `…_uid` or `…_uids`, or its schema has
 * `format: uuid` (whose check accepts an internal id: `http/validation.ts`), in the body, the
 * query string or the path, at any depth. One statement resolves every id a request sends
 * (`db/internal-ids.ts`), only among the caller's team's records: another team's id is left as
 * sent and answered as an unknown uid (404).
 */

type Schema = {
  type?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** A way into a request part: property names, and `[]` for every item of an array. */
type Path = readonly string[];

const UID_NAME = /(^|_)uids?$/;

/** The paths of a schema's uid fields. */
export function uidPaths(schema: Schema | undefined, name = '', path: Path = []): Path[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: Path[] = [];
  const named = UID_NAME.test(name);
  if (schema.format === 'uuid' || (named && isStringy(schema))) found.push(path);
  if (schema.properties) {
    for (const [key, child] of Object.entries(schema.properties))
      found.push(...uidPaths(child, key, [...path, key]));
  }
  if (schema.items) {
    const items = uidPaths(schema.items, name, [...path, '[]']);
    found.push(...items);
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...uidPaths(branch, name, path));
  return dedupe(found);
}

function isStringy(schema: Schema): boolean {
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

function dedupe(paths: Path[]): Path[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const key = p.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every string at `path` in `data`, with a setter to replace it. */
function* slots(data: unknown, path: Path): Generator<{ value: string; set: (v: string) => void }> {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === '[]') {
    if (!Array.isArray(data)) return;
    for (let i = 0; i < data.length; i += 1) {
      if (rest.length === 0) {
        if (typeof data[i] === 'string') yield { value: data[i], set: (v) => (data[i] = v) };
      } else yield* slots(data[i], rest);
    }
    return;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  if (!Object.hasOwn(record, head)) return;
  if (rest.length > 0) {
    yield* slots(record[head], rest);
    return;
  }
  const value = record[head];
  if (typeof value === 'string') yield { value, set: (v) => (record[head] = v) };
  else if (Array.isArray(value)) yield* slots(value, ['[]']);
}

type Part = 'body' | 'query' | 'params';

/**
 * Adds, to every route whose request has a uid field, a step after validation that replaces the
 * internal ids sent there by the uids they stand for.
 */
export function registerInternalIds(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<Part | 'querystring', Schema | undefined> | undefined;
    if (!schema || !route.url.startsWith('/v1/api')) return;
    const parts = (
      [
        ['body', uidPaths(schema.body)],
        ['query', uidPaths(schema.querystring)],
        ['params', uidPaths(schema.params)],
      ] as Array<[Part, Path[]]>
    ).filter(([, paths]) => paths.length > 0);
    if (parts.length === 0) return;
    // Callback style: most requests send no internal id, and then it costs no promise.
    const step = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const team = request.auth?.team.id;
      const found: Array<{ value: string; set: (v: string) => void }> = [];
      for (const [part, paths] of team ? parts : []) {
        for (const path of paths) {
          for (const slot of slots(request[part], path))
            if (looksInternal(slot.value)) found.push(slot);
        }
      }
      if (!team || found.length === 0) {
        done();
        return;
      }
      resolveInternalIds(
        ctx.db,
        team,
        found.map((s) => s.value),
      ).then((uids) => {
        for (const slot of found) {
          const uid = uids.get(slot.value);
          if (uid) slot.set(uid);
        }
        done();
      }, done);
    };
    const existing = route.preHandler;
    route.preHandler = [...(existing ? [existing].flat() : []), step] as RouteOptions['preHandler'];
  });
}
