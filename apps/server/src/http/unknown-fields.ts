import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidField } from './errors.js';

/**
 * Fields a request schema does not know. By default they are accepted, removed before
 * validation (so the handler never sees them) and named in the `X-Mailwright-Ignored-Fields`
 * response header and the debug log: code written for the real service, which sends fields we do
 * not have, runs unchanged, and a typo stays visible. Strict mode (`X-Mailwright-Strict: true`, or
 * the `MAILWRIGHT_STRICT_FIELDS` setting) leaves them in, so validation answers 400 naming each.
 * Known fields are validated as strictly either way.
 */
export const IGNORED_FIELDS_HEADER = 'x-mailwright-ignored-fields';
export const STRICT_HEADER = 'x-mailwright-strict';

/** At most this many names go into the header; the rest are counted. */
const HEADER_NAMES_MAX = 50;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Paths of the request fields ignored as unknown (`admins_only`, `domains[0].foo`); null
     * until one is.
     */
    ignoredFields: string[] | null;
  }
}

type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: Schema;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** Whether this request is in strict mode: the header when sent, else the setting. */
export function isStrict(request: FastifyRequest, strictByDefault: boolean): boolean {
  const raw = request.headers[STRICT_HEADER];
  if (raw === undefined) return strictByDefault;
  const value = String(raw).trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidField('X-Mailwright-Strict', 'must be true or false');
}

/**
 * Records fields a handler ignores for its own reasons (a connection-form key another platform
 * has): they are named in the header like the ones the schema does not know.
 */
export function ignoreFields(request: FastifyRequest, paths: readonly string[]): void {
  if (paths.length === 0) return;
  if (request.ignoredFields === null) request.ignoredFields = [];
  // One at a time: spreading 100,000 names into push() would overflow the call stack.
  for (const path of paths) request.ignoredFields.push(path);
}

/**
 * Installs the rule for every route: before validation, unknown body and query fields are
 * removed and recorded (unless strict). The answer names them in the header through
 * {@link nameIgnoredFields}, which the app's one response-header hook calls (`app.ts`): a hook
 * costs every request a call, so the request's list starts empty (null) rather than in a hook.
 */
export function registerUnknownFields(app: FastifyInstance, strictByDefault: boolean): void {
  app.decorateRequest('ignoredFields', null);
  // A callback-style hook: it does no I/O, and an async hook costs a promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema as
      | { body?: Schema; querystring?: Schema }
      | undefined;
    if (schema && (schema.body || schema.querystring) && !isStrict(request, strictByDefault)) {
      const found = [
        ...(schema.body ? stripUnknownFields(schema.body, request.body) : []),
        ...(schema.querystring ? stripUnknownFields(schema.querystring, request.query) : []),
      ];
      if (found.length > 0) {
        ignoreFields(request, found);
        request.log.debug({ ignored_fields: found }, 'ignored unknown request fields');
      }
    }
    done();
  });
}

/** Names the request's ignored fields, if any, in the answer's header. */
export function nameIgnoredFields(request: FastifyRequest, reply: FastifyReply): void {
  const fields = request.ignoredFields;
  if (fields !== null && fields.length > 0)
    reply.header(IGNORED_FIELDS_HEADER, headerValue(fields));
}

/** `a, b[0].c`, at most {@link HEADER_NAMES_MAX} names, each percent-encoded where not plain. */
function headerValue(fields: readonly string[]): string {
  const names = [...new Set(fields)];
  const shown = names
    .slice(0, HEADER_NAMES_MAX)
    // A lone surrogate cannot be percent-encoded (a URIError): it is shown as U+FFFD.
    .map((name) =>
      name.toWellFormed().replace(/[^A-Za-z0-9_.\-[\]$@]/gu, (c) => encodeURIComponent(c)),
    );
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')}, (${rest} more)` : shown.join(', ');
}

/**
 * Removes from `data` every property that `schema` closes out (`additionalProperties: false`
 * and not among its `properties`), at any depth, and returns their paths. Where a schema is a
 * union, a property any branch declares is known. An array longer than its `maxItems` is left as
 * it is: validation refuses it without looking into it (`input-bounds.ts`), so nor does this.
 */
export function stripUnknownFields(
  schema: Schema,
  data: unknown,
  path = '',
  found: string[] = [],
): string[] {
  const branches = branchesOf(schema);
  if (Array.isArray(data)) {
    const array = branches.find((b) => b.items);
    if (!array?.items || data.length > (array.maxItems ?? Number.POSITIVE_INFINITY)) return found;
    data.forEach((item, i) => {
      stripUnknownFields(array.items as Schema, item, `${path}[${i}]`, found);
    });
    return found;
  }
  if (data === null || typeof data !== 'object') return found;
  const objects = branches.filter((b) => b.properties || b.additionalProperties === false);
  if (objects.length === 0) return found;
  const closed = objects.every((b) => b.additionalProperties === false);
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = path ? `${path}.${key}` : key;
    const declared = objects.find((b) => b.properties && Object.hasOwn(b.properties, key));
    if (declared?.properties) {
      stripUnknownFields(declared.properties[key] as Schema, record[key], field, found);
    } else if (closed) {
      delete record[key];
      found.push(field);
    }
  }
  return found;
}

function branchesOf(schema: Schema): Schema[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return nested.length > 0 ? [schema, ...nested.flatMap(branchesOf)] : [schema];
}
