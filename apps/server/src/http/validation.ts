import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { looksInternal } from '../db/internal-ids.js';
import type { ErrorDetail } from './errors.js';
import { nulErrors } from './nul.js';

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
// An address or "" for none, as real clients send an unset one (`dmarc_email: ""`).
// A uid (`format: uuid`), or the record's internal id, which answers show and clients send back:
// `http/internal-ids.ts` turns it into the uid before the handler runs.
for (const ajv of [bodyAjv, textAjv]) {
  const email = ajv.formats.email as RegExp;
  ajv.addFormat('email-or-empty', (value: string) => value === '' || email.test(value));
  const uuid = ajv.formats.uuid as RegExp;
  ajv.addFormat('uuid', (value: string) => uuid.test(value) || looksInternal(value));
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
    validate = refusingNul(ajv.compile(schema as object) as Validator);
    validators.set(key, validate);
  }
  return validate;
};

/** `validate`, with every string or key holding a NUL reported too (`nul.ts`), in every part. */
function refusingNul(validate: Validator): Validator {
  const checked = ((data: unknown) => {
    const nul = nulErrors(data);
    const valid = validate(data) === true;
    const own = (validate as { errors?: ErrorObject[] | null }).errors ?? [];
    const errors = nul.length > 0 ? [...nul, ...own] : own;
    checked.errors = errors.length > 0 ? errors : null;
    return valid && nul.length === 0;
  }) as Validator & { errors: ErrorObject[] | null };
  return checked;
}

/** Turns ajv errors into `{ field, message }` pairs, the field written as `a.b[2].c`. */
export function describeValidationErrors(errors: ErrorObject[], context?: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // anyOf/oneOf report each branch and then a summary; the summary alone reads best.
    if (errors.some((other) => other !== error && isBranchOf(error, other))) continue;
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
          : `must be a valid ${String(params.format)}`;
    }
    const field = path || (context === 'body' ? '(body)' : `(${context ?? 'request'})`);
    const key = `${field}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({ field, message });
  }
  return details;
}

function isBranchOf(error: ErrorObject, other: ErrorObject): boolean {
  return (
    (other.keyword === 'anyOf' || other.keyword === 'oneOf') &&
    error.schemaPath.startsWith(other.schemaPath.replace(/\/(anyOf|oneOf)$/, '')) &&
    error.schemaPath !== other.schemaPath &&
    error.instancePath === other.instancePath
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
