import type { ErrorObject } from 'ajv';
import type { ErrorDetail } from './errors.js';

// Apart from `validation.ts` (which builds the ajv instances) so that code that only describes
// errors, such as the sequencer forms, does not load and set up ajv in every process.

/** At most this many problems are listed in `details`; the message counts them all. */
export const MAX_DETAILS = 20;

/**
 * Turns ajv errors into `{ field, message }` pairs, the field written as `a.b[2].c`: the first
 * {@link MAX_DETAILS} distinct ones in `details`, and how many there are in `total`. Linear in the
 * number of errors.
 */
export function describeValidationErrors(
  errors: ErrorObject[],
  context?: string,
): { details: ErrorDetail[]; total: number } {
  // anyOf/oneOf report each branch and then a summary; the summary alone reads best.
  const unions = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') continue;
    const at = unions.get(error.instancePath) ?? [];
    at.push(error.schemaPath);
    unions.set(error.instancePath, at);
  }
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (isBranch(error, unions.get(error.instancePath))) continue;
    const detail = describe(error, context);
    const key = `${detail.field}:${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (details.length < MAX_DETAILS) details.push(detail);
  }
  return { details, total: seen.size };
}

/**
 * The bounds said as people say them (ajv's own wording is "must NOT have fewer than 1
 * characters", "must be <= 500"); the web app shows these under the field.
 */
const LIMITS: Record<string, (limit: number) => string> = {
  minLength: (n) => (n === 1 ? 'must not be empty' : `must be at least ${n} characters long`),
  maxLength: (n) => `must be at most ${n} characters long`,
  minItems: (n) => (n === 1 ? 'must not be empty' : `must have at least ${n} items`),
  maxItems: (n) => `must have at most ${n} items`,
  minimum: (n) => `must be at least ${n}`,
  maximum: (n) => `must be at most ${n}`,
  exclusiveMinimum: (n) => `must be more than ${n}`,
  exclusiveMaximum: (n) => `must be less than ${n}`,
};

/** JSON types as people name them ("must be a whole number", not "must be integer"). */
const TYPES: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

function describe(error: ErrorObject, context: string | undefined): ErrorDetail {
  let path = pointerToField(error.instancePath);
  let message = error.message ?? 'is invalid';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    path = joinField(path, String(params.missingProperty));
    message = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    path = joinField(path, String(params.additionalProperty));
    message = 'is not a known field';
  } else if (error.keyword === 'enum') {
    message = `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
  } else if (error.keyword === 'type') {
    message = `must be ${String(params.type)
      .split(',')
      .map((type) => TYPES[type] ?? type)
      .join(' or ')}`;
  } else if (error.keyword in LIMITS) {
    message = LIMITS[error.keyword]!(Number(params.limit));
  } else if (error.keyword === 'pattern' && params.pattern === '\\S') {
    // A value of spaces only is as empty as no value (said once with minLength's "empty").
    message = 'must not be empty';
  } else if (error.keyword === 'format') {
    message =
      params.format === 'email-or-empty'
        ? 'must be a valid email (or "" for none)'
        : params.format === 'two-decimals'
          ? 'must have at most two decimals (whole cents)'
          : `must be a valid ${String(params.format)}`;
  }
  const field = path || (context === 'body' ? '(body)' : `(${context ?? 'request'})`);
  return { field, message };
}

/** Whether `error` is a branch's error under one of the unions (`schemaPath`s) at its place. */
function isBranch(error: ErrorObject, unionPaths: string[] | undefined): boolean {
  if (!unionPaths) return false;
  return unionPaths.some(
    (union) =>
      error.schemaPath !== union &&
      error.schemaPath.startsWith(union.replace(/\/(anyOf|oneOf)$/, '')),
  );
}

function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((field, part) => joinField(field, part), '');
}

function joinField(base: string, part: string): string {
  if (/^\d+$/.test(part)) return `${base}[${part}]`;
  return base ? `${base}.${part}` : part;
}
