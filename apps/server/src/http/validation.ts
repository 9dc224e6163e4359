import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { looksInternal } from '../db/internal-ids.js';
import { wholeCents } from '../lib/cents.js';
import type { ErrorDetail } from './errors.js';
import { sizeErrors } from './input-bounds.js';
import { textErrors } from './text-input.js';

// ajv-formats is published as CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const shared: Options = {
  allErrors: true,
  strict: false,
  useDefaults: true,
  removeAdditional: false,
};

// Bodies are JSON: no type coercion, so "5" is not accepted where 5 is required. Query strings
// and path parameters are text by nature, so they are coerced to the schema's types.
const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }));
const textAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }));
for (const ajv of [bodyAjv, textAjv]) {
  // An address or "" for none, as real clients send an unset one (`dmarc_email: ""`).
  const email = ajv.formats.email as RegExp;
  ajv.addFormat('email-or-empty', (value: string) => value === '' || email.test(value));
  // A uid (`format: uuid`), or the record's internal id, which answers show and clients send back:
  // `http/internal-ids.ts` turns it into the uid before the handler runs.
  const uuid = ajv.formats.uuid as RegExp;
  ajv.addFormat('uuid', (value: string) => uuid.test(value) || looksInternal(value));
  // Money in credits: at most two decimals, judged on whole cents (`lib/cents.ts`).
  ajv.addFormat('two-decimals', {
    type: 'number',
    validate: (value: number) => wholeCents(value) !== null,
  });
}

type Validator = ReturnType<FastifySchemaCompiler<unknown>>;

// Memoised by schema for the life of the process, for the reason given in `compilers.ts`.
const validators = new Map<string, Validator>();

/** Fastify validator compiler: strict for bodies, coercing for query strings, params and headers. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const key = `${ajv === bodyAjv ? 'body' : 'text'}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = guarded(schema, ajv.compile(schema as object) as Validator);
    validators.set(key, validate);
  }
  return validate;
};

/**
 * `validate`, in every part, after two linear looks at the data: text no part of the service can
 * keep (a NUL, a lone surrogate: `text-input.ts`) is reported with the schema's own problems, and
 * sizes over the schema's limits (`input-bounds.ts`) are reported alone, before the schema's rules
 * run, so the work a request costs stays bounded whatever it holds.
 */
function guarded(schema: unknown, validate: Validator): Validator {
  const checked = ((data: unknown) => {
    const text = textErrors(data);
    const sizes = sizeErrors(schema, data);
    if (sizes.length > 0) {
      checked.errors = [...text, ...sizes];
      return false;
    }
    const valid = validate(data) === true;
    const own = (validate as { errors?: ErrorObject[] | null }).errors ?? [];
    const errors = text.length > 0 ? [...text, ...own] : own;
    checked.errors = errors.length > 0 ? errors : null;
    return valid && text.length === 0;
  }) as Validator & { errors: ErrorObject[] | null };
  return checked;
}

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
