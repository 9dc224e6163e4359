import type { FastifyRequest } from 'fastify';
import type { ErrorDetail } from '../../http/errors.js';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../../http/text-input.js';
import { ignoreFields, isStrict } from '../../http/unknown-fields.js';
import { describeValidationErrors } from '../../http/validation-errors.js';
import {
  FORM_FIELD_NAMES,
  type SequencerPlatformDefinition,
} from '../../providers/sequencer-catalog/index.js';
import { checkConnectionForm, formFieldProblem } from './connection-form.js';

/**
 * Add and Update sequencer validate in two layers that must answer together: the request schema
 * (types, unknown keys, `name`, `platform`) and the platform's connection form (required fields,
 * patterns, lengths). Their routes set `attachValidation`, so the schema's problems arrive here
 * instead of ending the request, and one 400 lists every failing field.
 */
export function schemaProblems(request: FastifyRequest): ErrorDetail[] {
  const error = request.validationError as
    | (Error & {
        validation?: Parameters<typeof describeValidationErrors>[0];
        validationContext?: string;
      })
    | undefined;
  if (!error?.validation) return [];
  return describeValidationErrors(error.validation, error.validationContext).details;
}

/** The request body as an object (a body of another type has already been reported). */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The body's keys other than `reserved`: the connection form's values as sent. */
export function formInput(
  body: Record<string, unknown>,
  reserved: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !reserved.includes(key)));
}

const FORM_KEYS: ReadonlySet<string> = new Set(FORM_FIELD_NAMES);

/**
 * The schema's problems, then the form's, one entry per field (the first found: a name both empty
 * and blank is reported once). A form key is judged by the form alone: the schema's own problems
 * with one (not a string, over its length cap) are answered as the form answers that key
 * (`formFieldProblem`: the descriptor's `error_message`), and left out while the platform is
 * unknown, since the form that judges them is not (the 400 then names `platform`).
 */
export function mergeProblems(
  schema: ErrorDetail[],
  platform: SequencerPlatformDefinition | undefined,
  values: Record<string, unknown>,
): ErrorDetail[] {
  const fromSchema = schema.flatMap((d) => {
    // Text no part can keep is refused for every field alike, form keys included (`text-input.ts`).
    if (!FORM_KEYS.has(d.field) || d.message === NUL_MESSAGE || d.message === SURROGATE_MESSAGE)
      return [d];
    return platform ? [formFieldProblem(platform, d.field)] : [];
  });
  const all = [...fromSchema, ...(platform ? checkConnectionForm(platform, values) : [])];
  const seen = new Set<string>();
  return all.filter((d) => !seen.has(d.field) && seen.add(d.field));
}

/**
 * Form keys another platform's form has but this one does not (a real client sends `api_key`
 * with every platform) are unknown fields here: outside strict mode they are dropped and named in
 * X-Mailwright-Ignored-Fields, like any field the schema does not know; in strict mode they stay,
 * and the form check answers 400 naming each.
 */
export function dropForeignFormKeys(
  request: FastifyRequest,
  strictByDefault: boolean,
  platform: SequencerPlatformDefinition | undefined,
  values: Record<string, unknown>,
): { values: Record<string, unknown>; dropped: string[] } {
  if (!platform || isStrict(request, strictByDefault)) return { values, dropped: [] };
  const own = new Set(platform.fields.map((f) => f.name));
  const dropped = Object.keys(values).filter((key) => !own.has(key));
  ignoreFields(request, dropped);
  return {
    values: Object.fromEntries(Object.entries(values).filter(([key]) => own.has(key))),
    dropped,
  };
}
