import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { looksInternal } from '../db/internal-ids.js';
import { wholeCents } from '../lib/cents.js';
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

// Memoised by schema for the life of the process, by its object first and then by its JSON, for
// the reasons given in `compilers.ts`.
const validators = new Map<string, Validator>();
const bySchema = new Map([bodyAjv, textAjv].map((ajv) => [ajv, new WeakMap<object, Validator>()]));

/** Fastify validator compiler: strict for bodies, coercing for query strings, params and headers. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const seen = bySchema.get(ajv) as WeakMap<object, Validator>;
  const known = seen.get(schema as object);
  if (known) return known;
  const key = `${ajv === bodyAjv ? 'body' : 'text'}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = guarded(schema, ajv.compile(schema as object) as Validator);
    validators.set(key, validate);
  }
  seen.set(schema as object, validate);
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
